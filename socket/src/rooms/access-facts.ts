import type { Queryable } from '@tablecraft/platform';
import type { GameResource, RoomResource } from '@tablecraft/core/policies';
import { BAN_COLUMNS, type RoomBan, type RoomEviction } from './room-records.ts';

/** What deciding access to a room needs, without its state: the room, its removals and its game's access facts. */
export interface RoomAccessFacts extends RoomResource {
  code: string;
  status: 'open' | 'closed';
  game: GameResource;
  bannedIds: string[];
  bans: RoomBan[];
  admittedIds: string[];
  evictions: RoomEviction[];
}

/**
 * The access facts of several rooms in one query (a change re-checks every connection of an instance
 * that it concerns, whatever rooms they are in). A room that is gone (its game was deleted) is absent.
 */
export async function loadRoomAccess(db: Queryable, codes: string[]): Promise<Map<string, RoomAccessFacts>> {
  if (codes.length === 0) return new Map();
  const { rows } = await db.query<RoomAccessFacts>(
    `SELECT r.code, r.status, r.host_id AS "hostId", r.test_play AS "testPlay", ${BAN_COLUMNS},
            json_build_object(
              'ownerId', g.owner_id, 'visibility', g.visibility,
              'playPermission', g.play_permission, 'allowSpectators', g.allow_spectators,
              'members', (SELECT coalesce(json_agg(json_build_object('userId', m.user_id, 'role', m.role)), '[]'::json) FROM game_members m WHERE m.game_id = g.id),
              'playerIds', ARRAY(SELECT p.user_id::text FROM game_players p WHERE p.game_id = g.id)
            ) AS game
       FROM rooms r JOIN games g ON g.id = r.game_id WHERE r.code = ANY($1::text[])`,
    [codes],
  );
  return new Map(rows.map((row) => [row.code, row]));
}
