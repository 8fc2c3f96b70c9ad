import { AppError } from '@tablecraft/core/errors';
import { withTransaction, type Queryable } from '@tablecraft/platform';
import type { ApiServices, UserRecord } from '../common/index.ts';
import { isUuid } from '../common/index.ts';
import type { GameLookup } from '../games/index.ts';
import { can, requireUser } from '../policies/index.ts';
import * as endingStore from './ending-store.ts';
import { roomResource } from './open-rooms-counted.ts';
import { keepRoomEventBy, tellRoom } from './room-events.ts';
import { gameOfVisibleRoom } from './service.ts';
import * as store from './store.ts';
import type { RoomRecord } from './store.ts';

// Replays of ended rooms (docs/FAIRNESS.md, "Replays"): a room's record is its players' and the game's
// members' once its game ended. Its players decide whether the room's replay link reaches further: shared,
// anyone who may open the room may watch the replay (migration 026). Off until one of them turns it on;
// any of them may take it back, and each change is a line of the room's log naming who made it.

const lines = {
  shared: 'shared the replay with anyone who may open the room',
  unshared: "kept the replay to the room's players",
};

/** Whether a room's players shared its replay beyond them. */
export async function isReplayShared(db: Queryable, roomId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM room_replay_shares WHERE room_id = $1', [roomId]);
  return (rowCount ?? 0) > 0;
}

/** The record rule's resource for a room: the room rules' and who has played in it, and whether its replay is shared. */
async function recordResource(db: Queryable, room: RoomRecord, game: Parameters<typeof roomResource>[1]) {
  const [playerIds, replayShared] = await Promise.all([endingStore.playerIdsOf(db, room.id), isReplayShared(db, room.id)]);
  return { ...roomResource(room, game), playerIds, replayShared };
}

/** Whether the viewer may share the room's replay or take it back: one of its players, whatever its state. */
export async function viewerMayShareReplay(
  services: ApiServices,
  games: GameLookup,
  viewer: UserRecord | null,
  room: RoomRecord,
): Promise<boolean> {
  if (!viewer) return false;
  const game = await gameOfVisibleRoom(games, viewer, room);
  return game !== null && can(viewer, 'room.shareReplay', await recordResource(services.pool, room, game));
}

/**
 * Shares a room's replay with anyone who may open the room, or keeps it to its players again. Its players'
 * (guests who played included); it may be decided before the game ends, and takes effect once it has.
 */
export async function setReplayShared(
  services: ApiServices,
  games: GameLookup,
  viewer: UserRecord | null,
  roomId: string,
  shared: boolean,
): Promise<RoomRecord> {
  const user = requireUser(viewer);
  const room = isUuid(roomId) ? await store.findRoomById(services.pool, roomId) : null;
  const game = room && (await gameOfVisibleRoom(games, user, room));
  if (!room || !game) throw new AppError('NOT_FOUND', 'That room does not exist.');
  if (!can(user, 'room.shareReplay', await recordResource(services.pool, room, game)))
    throw new AppError('FORBIDDEN', "Only the room's players can decide who may watch its replay.");
  const line = await withTransaction(services.pool, async (client) => {
    const changed = shared
      ? await client.query('INSERT INTO room_replay_shares (room_id, shared_by) VALUES ($1, $2) ON CONFLICT (room_id) DO NOTHING', [
          room.id,
          user.id,
        ])
      : await client.query('DELETE FROM room_replay_shares WHERE room_id = $1', [room.id]);
    return (changed.rowCount ?? 0) > 0 ? keepRoomEventBy(client, room.id, user, shared ? lines.shared : lines.unshared) : null;
  });
  // Everyone still in an open room reads who decided, as they would once it ended.
  if (line) await tellRoom(services, room.code, line);
  return room;
}
