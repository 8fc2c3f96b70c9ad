import { AppError } from '@tablecraft/core/errors';
import { withTransaction } from '@tablecraft/platform';
import type { ApiServices } from '../common/index.ts';
import type { UserRecord } from '../common/index.ts';
import { can, requireUser } from '../policies/index.ts';
import { announceAccessChange } from '../policies/index.ts';
import * as gameStore from '../games/index.ts';
import type { GameLookup } from '../games/index.ts';
import { isUuid } from '../common/index.ts';
import * as endingStore from './ending-store.ts';
import { assertMayOpenRoom, roomResource } from './open-rooms-counted.ts';
import { keepRoomEventBy, roomEventText, tellRoom } from './room-events.ts';
import { loadRoomLog } from './room-log.ts';
import { isReplayShared } from './replay-sharing.ts';
import { gameGoingOnIn, saveStartedFrom } from './saved-table-store.ts';
import { gameOfVisibleRoom } from './service.ts';
import * as store from './store.ts';
import type { RoomRecord } from './store.ts';

// A pause is not the end (docs/ARCHITECTURE.md, "Saves, pauses and the end of a game"):
// - "Close for now" (closeRoom) keeps every secret; the host (or the game's owner) may reopen the room.
// - "End the game and reveal" (endRoom) is final: the room closes for good, and only then may its players
//   and the game's members read its record (initial state and every seed). Its host's alone: never the
//   game's owner in a room they do not host, who would read that room's hands and seeds.
// Each change is a line of the room's log naming who made it (room-events.ts).
// Reopening and ending are each decided in one transaction holding the room row's lock, so whichever comes
// second sees what the first did: a room is never open again once its record may be read.

const ENDED_MESSAGE =
  "This room's game has ended and its record was revealed, so its hidden cards are no longer secret. Open a new room to play again.";

async function roomAndGame(services: ApiServices, user: UserRecord, roomId: string) {
  const room = isUuid(roomId) ? await store.findRoomById(services.pool, roomId) : null;
  const game = room && (await gameStore.findGameById(services.pool, room.gameId));
  if (!room || !game || !can(user, 'room.view', roomResource(room, game))) throw new AppError('NOT_FOUND', 'That room does not exist.');
  return { room, game };
}

/** Reopens a room closed for now, within its host's open-room limit (the plan module's); never a room whose game ended. */
export async function reopenRoom(services: ApiServices, viewer: UserRecord | null, roomId: string): Promise<RoomRecord> {
  const user = requireUser(viewer);
  const { room, game } = await roomAndGame(services, user, roomId);
  if (!can(user, 'room.manage', roomResource(room, game))) throw new AppError('FORBIDDEN', 'Only the host of this room can reopen it.');
  const reopened = await withTransaction(services.pool, async (client) => {
    const locked = await endingStore.lockRoom(client, room.id);
    if (!locked) throw new AppError('NOT_FOUND', 'That room does not exist.');
    if (locked.endedAt) throw new AppError('CONFLICT', ENDED_MESSAGE);
    if (locked.status === 'open') return false;
    // The room as it is now: it may have passed to another host since it was read.
    if (!can(user, 'room.manage', roomResource({ ...room, hostId: locked.hostId }, game)))
      throw new AppError('FORBIDDEN', 'Only the host of this room can reopen it.');
    // It counts against whoever hosts it now, like a new room: under their plan lock, in this transaction.
    await assertMayOpenRoom(client, locked.hostId);
    await endingStore.markReopened(client, room.id);
    // Read by whoever comes in next (nobody is connected to a closed room).
    await keepRoomEventBy(client, room.id, user, roomEventText.reopened);
    return true;
  });
  if (reopened) await services.pubsub.publish(`room-control:${room.code}`, JSON.stringify({ type: 'reopened' }));
  return (await store.findRoomById(services.pool, room.id))!;
}

/**
 * Ends a room's game and reveals its record: final. An open room closes (everyone in it is told, as when
 * it is closed); a room closed for now stays closed and can no longer be reopened. Its host's alone.
 */
export async function endRoom(services: ApiServices, viewer: UserRecord | null, roomId: string): Promise<RoomRecord> {
  const user = requireUser(viewer);
  const { room, game } = await roomAndGame(services, user, roomId);
  if (!can(user, 'room.end', roomResource(room, game))) throw new AppError('FORBIDDEN', 'Only the host of this room can end its game.');
  const { wasOpen, line } = await withTransaction(services.pool, async (client) => {
    const locked = await endingStore.lockRoom(client, room.id);
    if (!locked) throw new AppError('NOT_FOUND', 'That room does not exist.');
    if (locked.endedAt) throw new AppError('CONFLICT', "This room's game has already ended.");
    // The room as it is now: it may have passed to another host since it was read.
    if (!can(user, 'room.end', roomResource({ ...room, hostId: locked.hostId }, game)))
      throw new AppError('FORBIDDEN', 'Only the host of this room can end its game.');
    await endingStore.markEnded(client, room.id);
    return { wasOpen: locked.status === 'open', line: await keepRoomEventBy(client, room.id, user, roomEventText.ended) };
  });
  // The line first, on the channel that closes the room next: everyone there reads who ended it before the closed notice.
  await tellRoom(services, room.code, line);
  if (wasOpen) {
    await services.pubsub.publish(`room-control:${room.code}`, JSON.stringify({ type: 'closed' }));
    await announceAccessChange(services, { scope: 'room', code: room.code });
  }
  return (await store.findRoomById(services.pool, room.id))!;
}

/** Whether the room's game ended. Ending is final, so a record read earlier in the request is never wrong to say so. */
export const roomEnded = (room: RoomRecord) => room.endedAt !== null;

/**
 * An ended room's record for checking its fairness: the state before the first op and every op with its
 * seed. Null while the game goes on (open or closed for now), for anyone but the room's players and the
 * game's members (and whoever may open the room, once its players shared its replay), and for a room started from a save while the game it was saved from goes on (its initial
 * state is that game's table). Reading it changes nothing: the room's end already decided it.
 */
export async function recordOf(
  services: ApiServices,
  games: GameLookup,
  roomSavedFrom: RoomSavedFrom,
  viewer: UserRecord | null,
  room: RoomRecord,
) {
  if (!roomEnded(room)) return null;
  const game = await gameOfVisibleRoom(games, viewer, room);
  if (!game) return null;
  const playerIds = await endingStore.playerIdsOf(services.pool, room.id);
  const replayShared = await isReplayShared(services.pool, room.id);
  if (!can(viewer, 'room.readRecord', { ...roomResource(room, game), playerIds, replayShared })) return null;
  if (await startedFromGameGoingOn(services, roomSavedFrom, room.id)) return null;
  return loadRoomLog(services.pool, room.id);
}

/**
 * The room a saved table was made from, if it was made from one and is still kept: the saves feature's
 * answer (saves sits above rooms, so its caller passes it in).
 */
export type RoomSavedFrom = (saveId: string) => Promise<string | null>;

/**
 * Whether a room started from a save holds the secrets of a game still going: the room the save was made
 * from exists and has not ended. Its initial state is that game's table then.
 */
async function startedFromGameGoingOn(services: ApiServices, roomSavedFrom: RoomSavedFrom, roomId: string): Promise<boolean> {
  const saveId = await saveStartedFrom(services.pool, roomId);
  const source = saveId && (await roomSavedFrom(saveId));
  return source ? (await gameGoingOnIn(services.pool, source)) !== null : false;
}
