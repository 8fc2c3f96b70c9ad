import { isAppError } from '@tablecraft/core/errors';
import { can } from '../policies/index.ts';
import type { Queryable } from '@tablecraft/platform';
import type { AccessChange } from '../policies/index.ts';
import { findUserById, findUsersByIds } from '../accounts/index.ts';
import { findGameById, gameIdsOwnedBy } from '../games/index.ts';
import { keepRoomEventBy, roomEventText, type RoomLine } from './room-events.ts';
import { assertMayOpenRoom } from './open-rooms-counted.ts';
import { closeRoomForOwner, lockRoomsHostedInOthersGames, passRoomToHeir, recentPlayerIdsOfRoom } from './store.ts';

/**
 * What an account's deletion does to rooms (accounts' RoomsLeftByAccount), inside its transaction before
 * its row goes: the rooms of the games it owns go with the games, by cascade, and the rooms it hosts in
 * other people's games are handed over or closed (handOverHostedRooms). Answers who to re-check once the
 * deletion has committed: everyone in the rooms of those games, and in each room that changed; and adds to
 * `told` the room log lines it kept, to pass to those rooms once it has committed (tellRooms).
 */
export async function roomsLeftByAccount(db: Queryable, userId: string, told: RoomLine[] = []): Promise<AccessChange[]> {
  const gameIds = await gameIdsOwnedBy(db, userId);
  const roomCodes = await handOverHostedRooms(db, userId, gameIds, told);
  return [...gameIds.map((gameId) => ({ scope: 'game' as const, gameId })), ...roomCodes.map((code) => ({ scope: 'room' as const, code }))];
}

/**
 * Before an account goes, the rooms it hosts in other people's games are not deleted with it (which would
 * pull the table from under the players): an open room passes to the player who was there most recently
 * and may still play (never someone the host removed) and is within their plan's open-room limit (the room
 * counts against it from then on); a room with nobody to take it, and any test play,
 * is closed and passes to the game's owner, so its record and log stay. Rooms of the account's own games
 * go with the games. Answers the codes of the rooms that changed, to announce once the deletion has
 * committed: closed ones end their connections with the room-closed notice, and the socket gives a new
 * host its powers on the connections already open. `ownGameIds` are the games the account owns (whose
 * rooms are not handed over). Call inside the deletion's transaction.
 */
export async function handOverHostedRooms(db: Queryable, userId: string, ownGameIds: string[], told: RoomLine[] = []): Promise<string[]> {
  const rooms = await lockRoomsHostedInOthersGames(db, userId, ownGameIds);
  const leaving = rooms.length > 0 ? await findUserById(db, userId) : null;
  const changed: string[] = [];
  for (const room of rooms) {
    const game = await findGameById(db, room.gameId);
    if (!game) continue;
    let heir: string | undefined;
    if (room.status === 'open' && !room.testPlay) {
      const players = await accountIdsAmong(db, await recentPlayerIdsOfRoom(db, room.id, userId));
      // The same rule as a host's own handover: someone who may play here now, and was not removed from the room.
      const mayHost = players.filter((playerId) =>
        can({ id: playerId }, 'room.host', {
          hostId: userId,
          testPlay: room.testPlay,
          game,
          bannedIds: room.bannedIds,
          admittedIds: room.admittedIds,
        }),
      );
      for (const playerId of mayHost) {
        if (await withinOpenRoomLimit(db, playerId)) {
          heir = playerId;
          break;
        }
      }
    }
    if (heir) await passRoomToHeir(db, room.id, heir);
    else await closeRoomForOwner(db, room.id, game.ownerId);
    // A host change like any: a line of the room log says who hosts it now.
    const [taker] = await findUsersByIds(db, [heir ?? game.ownerId]);
    if (leaving && taker) {
      const text = heir ? roomEventText.leftTo(taker) : roomEventText.leftClosedTo(taker);
      told.push({ code: room.code, line: await keepRoomEventBy(db, room.id, leaving, text) });
    }
    changed.push(room.code);
  }
  return changed;
}

/** The ids, in the order given, that are accounts: guests never host, so the handover passes them by. */
async function accountIdsAmong(db: Queryable, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const users = await findUsersByIds(db, ids);
  return ids.filter((_, index) => users[index] && !users[index].guest);
}

/** Whether the user may host one more open room, counted under their plan lock (held until the transaction ends). */
async function withinOpenRoomLimit(db: Queryable, userId: string): Promise<boolean> {
  try {
    await assertMayOpenRoom(db, userId);
    return true;
  } catch (error) {
    if (isAppError(error) && error.code === 'PLAN_LIMIT') return false;
    throw error;
  }
}
