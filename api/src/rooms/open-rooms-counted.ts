import type { Queryable } from '@tablecraft/platform';
import { can } from '../policies/index.ts';
import * as gameStore from '../games/index.ts';
import type { GameRecord } from '../games/index.ts';
import * as plans from '../plans/index.ts';
import { listOpenRoomsHostedBy, type RoomRecord } from './store.ts';

/** A room as the room rules see it. */
export const roomResource = (room: RoomRecord, game: GameRecord) => ({
  hostId: room.hostId,
  testPlay: room.testPlay,
  game,
  bannedIds: room.bannedIds,
  admittedIds: room.admittedIds,
});

/** How long a self-closing room counts as occupied after the last sign of someone in it. */
export const IDLE_ROOM_GRACE = '3 minutes';

/**
 * An open room that counts toward the open-room limit, as SQL over `rooms`: every open room except one that
 * closes itself when idle while nobody is in it (nobody seen there for IDLE_ROOM_GRACE). Such a room costs
 * nothing while empty and goes by itself, so it locks nobody out of opening another.
 */
export const COUNTED_OPEN_ROOM = `rooms.status = 'open' AND NOT (rooms.closes_when_idle AND (rooms.present_at IS NULL OR rooms.present_at < now() - interval '${IDLE_ROOM_GRACE}'))`;

/**
 * The open rooms a user hosts that count against their plan: those they can still close (a room in a game
 * they lost access to is out of their reach, so it does not lock them out), except self-closing rooms
 * nobody is in (COUNTED_OPEN_ROOM). The plan page shows the same number the limit checks.
 */
export async function countOpenRooms(db: Queryable, hostId: string): Promise<number> {
  const [rooms, counted] = await Promise.all([
    listOpenRoomsHostedBy(db, hostId),
    db.query<{ id: string }>(`SELECT rooms.id FROM rooms WHERE rooms.host_id = $1 AND ${COUNTED_OPEN_ROOM}`, [hostId]),
  ]);
  const countedIds = new Set(counted.rows.map((row) => row.id));
  const games = new Map<string, GameRecord | null>();
  let total = 0;
  // One query at a time: inside a transaction the client runs them in turn anyway.
  for (const room of rooms) {
    if (!countedIds.has(room.id)) continue;
    if (!games.has(room.gameId)) games.set(room.gameId, await gameStore.findGameById(db, room.gameId));
    const game = games.get(room.gameId)!;
    if (game !== null && can({ id: hostId }, 'room.manage', roomResource(room, game))) total++;
  }
  return total;
}

/**
 * Refuses one more open room hosted by the user past their plan's limit (a new room, a reopened one, one
 * started from a saved table), counted as above. Takes the plan lock: call inside the transaction that
 * opens the room.
 */
export function assertMayOpenRoom(db: Queryable, hostId: string): Promise<void> {
  return plans.assertMayOpenRoom(db, hostId, countOpenRooms);
}
