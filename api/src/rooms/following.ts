import { displayNameOf } from '@tablecraft/core';
import { AppError } from '@tablecraft/core/errors';
import { followView, seatOf, type RoomState, type RoomView } from '@tablecraft/core/play';
import { withTransaction, type Queryable } from '@tablecraft/platform';
import type { ApiServices, UserRecord } from '../common/index.ts';
import type { GameLookup } from '../games/index.ts';
import { can, requireUser } from '../policies/index.ts';
import { roomResource } from './open-rooms-counted.ts';
import { keepRoomEventBy, tellRoom } from './room-events.ts';
import { gameOfVisibleRoom } from './service.ts';
import type { RoomRecord } from './store.ts';
import { atTheTable, roomToChange, tableAfter } from './watching.ts';

// "Follow a seat" (docs/ARCHITECTURE.md, "Watching"): the host lets watchers follow a seat, and each seated
// player decides whether theirs may be followed. A follower is sent exactly that seat's own view
// (followView), rebuilt from the durable log as it is now, while the player who agreed still holds the
// seat; never anyone at the table, while the game goes on (room.followSeat). Migration 028.

async function followOn(db: Queryable, roomId: string): Promise<boolean> {
  const { rowCount } = await db.query(`SELECT 1 FROM room_watch_modes WHERE room_id = $1 AND kind = 'follow'`, [roomId]);
  return (rowCount ?? 0) > 0;
}

/** The room's table now, rebuilt from its durable log, with the op it follows. */
async function tableNow(db: Queryable, roomId: string): Promise<{ seq: number; state: RoomState }> {
  const { rows } = await db.query<{ seq: string }>('SELECT op_seq AS seq FROM rooms WHERE id = $1', [roomId]);
  const seq = Number(rows[0]?.seq ?? 0);
  return { seq, state: await tableAfter(db, roomId, seq, 'live') };
}

/** Seats that may be followed now: their player agreed and still holds them. */
async function followableSeats(db: Queryable, roomId: string, state: RoomState): Promise<string[]> {
  const { rows } = await db.query<{ seatId: string; userId: string }>(
    'SELECT seat_id AS "seatId", user_id AS "userId" FROM room_follow_consents WHERE room_id = $1',
    [roomId],
  );
  return rows.filter((row) => state.seats.some((seat) => seat.id === row.seatId && seat.userId === row.userId)).map((row) => row.seatId);
}

/** Following as the room's people may know it: whether it is on, which seats may be followed, and the viewer's own seat. */
export async function followingOf(services: ApiServices, viewer: UserRecord | null, room: RoomRecord) {
  if (!(await followOn(services.pool, room.id))) return { on: false, seats: [], viewerSeat: null, viewerAllows: false };
  const { state } = await tableNow(services.pool, room.id);
  const seats = await followableSeats(services.pool, room.id, state);
  const viewerSeat = viewer ? seatOf(state, viewer.id) : null;
  return { on: true, seats, viewerSeat, viewerAllows: viewerSeat !== null && seats.includes(viewerSeat) };
}

/** The host lets watchers follow a seat whose player agrees (replacing any other mode), or turns it off. */
export async function setFollow(services: ApiServices, games: GameLookup, viewer: UserRecord | null, roomId: string, on: boolean) {
  const user = requireUser(viewer);
  const { room, game } = await roomToChange(services, games, user, roomId);
  if (!can(user, 'room.chooseWatchMode', roomResource(room, game)))
    throw new AppError('FORBIDDEN', 'Only the host of this room can choose what watchers see.');
  const line = await withTransaction(services.pool, async (client) => {
    await client.query('DELETE FROM room_watch_modes WHERE room_id = $1', [room.id]);
    if (!on) return keepRoomEventBy(client, room.id, user, 'let watchers see the table only');
    await client.query(`INSERT INTO room_watch_modes (room_id, kind, chosen_by) VALUES ($1, 'follow', $2)`, [room.id, user.id]);
    return keepRoomEventBy(client, room.id, user, 'lets watchers follow a seat, if its player agrees');
  });
  await tellRoom(services, room.code, line);
  return room;
}

/** A seated player lets watchers follow their seat, or takes it back. */
export async function allowFollow(services: ApiServices, games: GameLookup, viewer: UserRecord | null, roomId: string, allow: boolean) {
  const user = requireUser(viewer);
  const { room } = await roomToChange(services, games, user, roomId);
  if (!(await followOn(services.pool, room.id))) throw new AppError('CONFLICT', 'The host does not let watchers follow a seat.');
  const { state } = await tableNow(services.pool, room.id);
  const seatId = seatOf(state, user.id);
  if (!seatId) throw new AppError('FORBIDDEN', 'Only a player in a seat can let watchers follow it.');
  const line = await withTransaction(services.pool, async (client) => {
    if (allow)
      await client.query(
        `INSERT INTO room_follow_consents (room_id, seat_id, user_id) VALUES ($1, $2, $3)
         ON CONFLICT (room_id, seat_id) DO UPDATE SET user_id = EXCLUDED.user_id, agreed_at = now()`,
        [room.id, seatId, user.id],
      );
    else await client.query('DELETE FROM room_follow_consents WHERE room_id = $1 AND seat_id = $2', [room.id, seatId]);
    return keepRoomEventBy(client, room.id, user, allow ? 'lets watchers follow their seat' : 'no longer lets watchers follow their seat');
  });
  await tellRoom(services, room.code, line);
  return room;
}

/**
 * What a follower of `seatId` is sent: the seat's own view as it is now, with the op it follows. Null
 * unless following is on, the seat's player agreed and holds it, and the viewer may watch the room and was
 * never at its table.
 */
export async function followTable(
  services: ApiServices,
  games: GameLookup,
  viewer: UserRecord | null,
  room: RoomRecord,
  seatId: string,
  watcher: string | null,
): Promise<{ seq: number; view: RoomView } | null> {
  const game = await gameOfVisibleRoom(games, viewer, room);
  if (!game || !(await followOn(services.pool, room.id))) return null;
  const { seq, state } = await tableNow(services.pool, room.id);
  const { joined } = await atTheTable(services.pool, room);
  const resource = {
    ...roomResource(room, game),
    seatedIds: joined,
    everyHandOn: false,
    followableSeatIds: await followableSeats(services.pool, room.id, state),
    ended: room.endedAt !== null,
    seatId,
  };
  if (!can(viewer, 'room.followSeat', resource)) return null;
  const seatName = state.seats.find((seat) => seat.id === seatId)?.name ?? seatId;
  await services.pool.query(
    `INSERT INTO room_watchers (room_id, watcher, name) VALUES ($1, $2, $3)
     ON CONFLICT (room_id, watcher) DO UPDATE SET seen_at = now(), name = EXCLUDED.name`,
    [
      room.id,
      viewer ? viewer.id : `visitor:${(watcher ?? 'unknown').slice(0, 64)}`,
      `${viewer ? displayNameOf(viewer) : 'A visitor'} (following ${seatName})`,
    ],
  );
  return { seq, view: followView(state, seatId) };
}
