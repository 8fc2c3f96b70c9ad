import { can } from '../policies/index.ts';
import type { Queryable } from '@tablecraft/platform';
import { findGameById } from '../games/store.ts';

/**
 * Before an account goes, the rooms it hosts in other people's games are not deleted with it (which would
 * pull the table from under the players): an open room passes to the player who was there most recently
 * and may still play (never someone the host removed); a room with nobody to take it, and any test play,
 * is closed and passes to the game's owner, so its record and log stay. Rooms of the account's own games
 * go with the games. Answers the codes of the rooms that changed, to announce once the deletion has
 * committed: closed ones end their connections with the room-closed notice, and the socket gives a new
 * host its powers on the connections already open. Call inside the deletion's transaction.
 */
export async function handOverHostedRooms(db: Queryable, userId: string): Promise<string[]> {
  const { rows: rooms } = await db.query<{
    id: string;
    code: string;
    gameId: string;
    status: string;
    testPlay: boolean;
    bannedIds: string[];
  }>(
    `SELECT r.id, r.code, r.game_id AS "gameId", r.status, r.test_play AS "testPlay",
            ARRAY(SELECT b.user_id::text FROM room_bans b WHERE b.room_id = r.id) AS "bannedIds"
       FROM rooms r JOIN games g ON g.id = r.game_id
      WHERE r.host_id = $1 AND g.owner_id <> $1
      FOR UPDATE OF r`,
    [userId],
  );
  const changed: string[] = [];
  for (const room of rooms) {
    const game = await findGameById(db, room.gameId);
    if (!game) continue;
    let heir: string | undefined;
    if (room.status === 'open' && !room.testPlay) {
      const { rows: players } = await db.query<{ userId: string }>(
        'SELECT user_id AS "userId" FROM room_players WHERE room_id = $1 AND user_id <> $2 ORDER BY last_seen_at DESC',
        [room.id, userId],
      );
      // The same rule as a host's own handover: someone who may play here now, and was not removed from the room.
      heir = players.find((player) =>
        can({ id: player.userId }, 'room.host', { hostId: userId, testPlay: room.testPlay, game, bannedIds: room.bannedIds }),
      )?.userId;
    }
    if (heir) {
      await db.query('UPDATE rooms SET host_id = $2 WHERE id = $1', [room.id, heir]);
    } else {
      await db.query(`UPDATE rooms SET host_id = $2, status = 'closed', closed_at = coalesce(closed_at, now()) WHERE id = $1`, [
        room.id,
        game.ownerId,
      ]);
    }
    changed.push(room.code);
  }
  return changed;
}
