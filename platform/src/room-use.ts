import { can, type GameResource } from '@tablecraft/core/policies';
import type { Queryable } from './db.ts';

// The open-room limit counts what people use, and the API (opening, reopening, handing over a room) and
// the socket service (someone coming into a room) count it with this one rule (docs/ARCHITECTURE.md,
// "Open rooms: what the limit counts"):
// - a room opened with Play, from a saved table or reopened counts while it is open;
// - a test play or a Play now room (`closes_when_idle`) counts while someone is in it (a row of
//   `room_presence` that its socket instance renews), and, before anyone has come, while it is held for
//   whoever opened it (`held_until`), so opening rooms nobody enters cannot walk round the limit either.
// A room everyone has left stops counting the moment the last connection closes.

/**
 * How long a socket instance's word that someone is in a room holds without being renewed (each instance
 * renews its rows every minute): the rooms of an instance that died stop counting after this.
 */
export const PRESENCE_FRESH = '3 minutes';

/** How long a new or reopened test play or Play now room counts for its host before anyone has come in. */
export const ROOM_HOLD = '2 minutes';

/**
 * The plan in force, as SQL over a row of `users` aliased `users`: a key-granted Pro counts until it ends.
 * The one statement of that rule; every query that needs a user's plan joins on it.
 */
export const planInForce = (users: string) => `CASE WHEN ${users}.pro_until > now() THEN 'pro' ELSE ${users}.plan_id END`;

/** Whether someone is in a room now (a row of `rooms` aliased `alias`), as SQL. */
export const roomInUse = (alias: string) =>
  `EXISTS (SELECT 1 FROM room_presence pr WHERE pr.room_id = ${alias}.id AND pr.seen_at > now() - interval '${PRESENCE_FRESH}')`;

/** Whether a room (a row of `rooms` aliased `alias`) counts toward its host's open rooms, as SQL (the rule above). */
export const roomCounts = (alias: string) =>
  `(${alias}.status = 'open' AND (NOT ${alias}.closes_when_idle OR ${alias}.held_until > now() OR ${roomInUse(alias)}))`;

interface CountedRow {
  id: string;
  hostId: string;
  testPlay: boolean;
  bannedIds: string[];
  admittedIds: string[];
  game: GameResource | null;
}

/**
 * How many rooms count against the host's plan (roomCounts), `except` one: those the host can still close
 * (a room of a game they lost access to is out of their reach, so it locks them out of nothing).
 */
export async function countRoomsInUse(db: Queryable, hostId: string, except?: string): Promise<number> {
  const { rows } = await db.query<CountedRow>(
    `SELECT r.id, r.host_id AS "hostId", r.test_play AS "testPlay",
            ARRAY(SELECT b.user_id::text FROM room_bans b WHERE b.room_id = r.id) AS "bannedIds",
            ARRAY(SELECT a.user_id::text FROM room_admissions a WHERE a.room_id = r.id) AS "admittedIds",
            (SELECT json_build_object(
               'ownerId', g.owner_id, 'visibility', g.visibility, 'playPermission', g.play_permission,
               'allowSpectators', g.allow_spectators,
               'members', (SELECT coalesce(json_agg(json_build_object('userId', m.user_id, 'role', m.role)), '[]'::json) FROM game_members m WHERE m.game_id = g.id),
               'playerIds', ARRAY(SELECT p.user_id::text FROM game_players p WHERE p.game_id = g.id))
               FROM games g WHERE g.id = r.game_id) AS game
       FROM rooms r
      WHERE r.host_id = $1 AND r.id IS DISTINCT FROM $2::uuid AND ${roomCounts('r')}`,
    [hostId, except ?? null],
  );
  return rows.filter(
    (room) =>
      room.game !== null &&
      can({ id: hostId }, 'room.manage', {
        hostId: room.hostId,
        testPlay: room.testPlay,
        game: room.game,
        bannedIds: room.bannedIds,
        admittedIds: room.admittedIds,
      }),
  ).length;
}

/** A host's plan as the open-room limit reads it: its name, its limit (null: none), the next plan's. */
export interface RoomLimit {
  planName: string;
  maxOpenRooms: number | null;
  /** The next plan up and its limit (null: unlimited), or null on the last plan. */
  better: { name: string; maxOpenRooms: number | null } | null;
}

/**
 * Takes the host's plan lock (the user row `FOR NO KEY UPDATE`, the lock every plan check takes) until the
 * transaction ends, and answers their plan's open-room limit. Null when the host is gone.
 */
export async function lockRoomLimit(db: Queryable, hostId: string): Promise<RoomLimit | null> {
  const { rows } = await db.query<{ planName: string; maxOpenRooms: number | null; sortOrder: number }>(
    `SELECT p.name AS "planName", p.max_open_rooms AS "maxOpenRooms", p.sort_order AS "sortOrder"
       FROM users u JOIN plans p ON p.id = ${planInForce('u')}
      WHERE u.id = $1
      FOR NO KEY UPDATE OF u`,
    [hostId],
  );
  const plan = rows[0];
  if (!plan) return null;
  const next = await db.query<{ name: string; maxOpenRooms: number | null }>(
    'SELECT name, max_open_rooms AS "maxOpenRooms" FROM plans WHERE sort_order > $1 ORDER BY sort_order LIMIT 1',
    [plan.sortOrder],
  );
  return { planName: plan.planName, maxOpenRooms: plan.maxOpenRooms, better: next.rows[0] ?? null };
}
