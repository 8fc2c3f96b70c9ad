import {
  countRoomsInUse,
  lockRoomLimit,
  roomCounts,
  withTransaction,
  type Pool,
  type Queryable,
  type RoomLimit,
} from '@tablecraft/platform';
import { roomRoleOf, type GameResource, type RoomResource } from '@tablecraft/core/policies';

/** What the socket service needs to know about a room to serve it and decide who may join. */
export interface RoomRecord {
  id: string;
  code: string;
  status: 'open' | 'closed';
  hostId: string;
  testPlay: boolean;
  /** A test play or Play now room: it counts toward its host's open rooms only while someone is in it (room-use). */
  closesWhenIdle: boolean;
  snapshot: unknown;
  snapshotSeq: number;
  game: { id: string } & GameResource;
  /** People the host removed from the room: refused on join, their seats freed. */
  bannedIds: string[];
  /** The same removals with when each was made (microseconds), to free each one's seats exactly once. */
  bans: RoomBan[];
  /** People the room's current invite let in: they may play here whatever the game's permission says. */
  admittedIds: string[];
  /** People the host's turning the invite off put out, and when: each one's seats are freed while they may not play here. */
  evictions?: RoomEviction[];
}

/** Someone removed from a room, and when (microseconds since the epoch: a removal's identity across instances). */
export interface RoomBan {
  userId: string;
  since: string;
  /** What put them out, in the key their seats are freed under: the host's removal (`remove`) or the invite turned off. */
  kind?: 'remove' | 'invite-off';
}

/** Someone the invite let in, put out when the host turned it off (room_invite_evictions), and whether a guest. */
export interface RoomEviction {
  userId: string;
  since: string;
  guest: boolean;
}

/**
 * Whose seats to free in a room now: everyone the host removed, and everyone turning the invite off put out
 * who may still not play here (one the room lets in again by another way keeps a seat taken since).
 */
export function seatsToFree(room: RoomResource & { bans?: RoomBan[]; evictions?: RoomEviction[] }): RoomBan[] {
  const putOut = (room.evictions ?? [])
    .filter((eviction) => roomRoleOf({ id: eviction.userId, guest: eviction.guest }, room) !== 'player')
    .map((eviction): RoomBan => ({ userId: eviction.userId, since: eviction.since, kind: 'invite-off' }));
  return [...(room.bans ?? []), ...putOut];
}

/** The room's removals, invite admissions and those the invite's turning off put out, as SQL columns beside a room aliased `r`: shared by every query that decides access. */
export const BAN_COLUMNS = `ARRAY(SELECT b.user_id::text FROM room_bans b WHERE b.room_id = r.id) AS "bannedIds",
            (SELECT coalesce(json_agg(json_build_object('userId', b.user_id, 'since', (extract(epoch FROM b.created_at) * 1000000)::bigint::text)), '[]'::json)
               FROM room_bans b WHERE b.room_id = r.id) AS bans,
            ARRAY(SELECT a.user_id::text FROM room_admissions a WHERE a.room_id = r.id) AS "admittedIds",
            (SELECT coalesce(json_agg(json_build_object('userId', e.user_id, 'since', (extract(epoch FROM e.created_at) * 1000000)::bigint::text, 'guest', u.guest)), '[]'::json)
               FROM room_invite_evictions e JOIN users u ON u.id = e.user_id WHERE e.room_id = r.id) AS evictions`;

/**
 * Loads a room with its game's access facts and its removals, read fresh on every join so a removed member or player
 * is refused at once (the same facts the API reads for its policy checks).
 */
export async function loadRoomRecord(db: Queryable, code: string): Promise<RoomRecord | null> {
  const { rows } = await db.query<RoomRecord>(
    `SELECT r.id, r.code, r.status, r.host_id AS "hostId", r.test_play AS "testPlay", r.closes_when_idle AS "closesWhenIdle", r.snapshot, r.snapshot_seq AS "snapshotSeq", ${BAN_COLUMNS},
            json_build_object(
              'id', g.id, 'ownerId', g.owner_id, 'visibility', g.visibility,
              'playPermission', g.play_permission, 'allowSpectators', g.allow_spectators,
              'members', (SELECT coalesce(json_agg(json_build_object('userId', m.user_id, 'role', m.role)), '[]'::json) FROM game_members m WHERE m.game_id = g.id),
              'playerIds', ARRAY(SELECT p.user_id::text FROM game_players p WHERE p.game_id = g.id)
            ) AS game
       FROM rooms r JOIN games g ON g.id = r.game_id WHERE r.code = $1`,
    [code],
  );
  return rows[0] ?? null;
}

/**
 * Writes a snapshot unless a newer one is already stored (several instances may try). It only makes loading
 * fast: every op it includes is in room_ops already. `version` is the engine's state format.
 */
export async function saveSnapshot(db: Queryable, roomId: string, seq: number, state: unknown, version: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE rooms SET snapshot = $3, snapshot_seq = $2, snapshot_version = $4, last_activity_at = now() WHERE id = $1 AND snapshot_seq < $2`,
    [roomId, seq, JSON.stringify(state), version],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * Records how many seats are held, and how many are free (nobody holds them, none is kept for its player), as
 * of op `seq`, unless a later op's count is there already (another instance).
 */
export async function recordSeatsTaken(
  db: Queryable,
  roomId: string,
  seq: number,
  taken: number,
  free: number | null = null,
): Promise<void> {
  await db.query('UPDATE rooms SET seats_taken = $3, seats_free = $4, seats_taken_seq = $2 WHERE id = $1 AND seats_taken_seq < $2', [
    roomId,
    seq,
    taken,
    free,
  ]);
}

/** Where a replay of the room's log can start: its initial state (seq 0), else its snapshot. */
export async function loadReplayStart(
  db: Queryable,
  roomId: string,
): Promise<{ initialState: unknown; snapshot: unknown; snapshotSeq: number } | null> {
  const { rows } = await db.query<{ initialState: unknown; snapshot: unknown; snapshotSeq: number }>(
    'SELECT initial_state AS "initialState", snapshot, snapshot_seq AS "snapshotSeq" FROM rooms WHERE id = $1',
    [roomId],
  );
  return rows[0] ?? null;
}

/**
 * Records that a user is in the room (for /account/rooms) and which seat they hold; for a guest, the address
 * it came from, which its removal from the room holds too.
 */
export async function recordPlayer(
  db: Queryable,
  roomId: string,
  userId: string,
  seatId: string | null,
  guestAddress?: string,
): Promise<void> {
  await db.query(
    `INSERT INTO room_players (room_id, user_id, seat_id, address) VALUES ($1, $2, $3, $4)
     ON CONFLICT (room_id, user_id) DO UPDATE SET seat_id = coalesce(EXCLUDED.seat_id, room_players.seat_id), last_seen_at = now(),
                                                 address = coalesce(EXCLUDED.address, room_players.address)`,
    [roomId, userId, seatId, guestAddress ?? null],
  );
}

/**
 * Whether the host removed from the room a guest who came from this address before this guest was made:
 * a guest made there since is that guest again with its cookie cleared, or someone the host cannot tell
 * apart from them (the API refuses making one the same way).
 */
export async function guestAddressRemoved(db: Queryable, roomId: string, guestId: string, address: string): Promise<boolean> {
  const { rows } = await db.query<{ removed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM room_bans b JOIN users u ON u.id = $2
                     WHERE b.room_id = $1 AND b.address = $3 AND b.created_at < u.created_at) AS removed`,
    [roomId, guestId, address],
  );
  return rows[0]?.removed ?? false;
}

/** Marks rooms as having someone in them now (`present_at`): a self-closing room stays open and counted while marked. */
export async function markRoomsOccupied(db: Queryable, roomIds: string[]): Promise<void> {
  if (roomIds.length === 0) return;
  await db.query('UPDATE rooms SET present_at = now() WHERE id = ANY($1::uuid[])', [roomIds]);
}

/** Why someone may not come into a room: its host has as many rooms counted as their plan allows. */
export interface RoomUseRefusal {
  used: number;
  limit: RoomLimit & { maxOpenRooms: number };
}

/**
 * Records that a connection is in a room (`room_presence`), so the room counts toward its host's open
 * rooms while anyone is in it (platform/src/room-use.ts). For a test play or Play now room nobody is in
 * yet (not held for its opener either), this is the moment it starts to count: under the host's plan lock
 * it is refused, changing nothing, when the host's other counted rooms already fill their plan's limit.
 * Answers the refusal, or null once recorded.
 */
export async function claimRoomUse(
  pool: Pool,
  claim: { roomId: string; hostId: string; closesWhenIdle: boolean; connectionId: string; instance: string },
): Promise<RoomUseRefusal | null> {
  const record = (db: Queryable) =>
    db.query(
      `WITH came AS (INSERT INTO room_presence (connection_id, room_id, instance) VALUES ($1, $2, $3)
                       ON CONFLICT (connection_id) DO UPDATE SET room_id = EXCLUDED.room_id, seen_at = now())
       UPDATE rooms SET held_until = NULL, present_at = now() WHERE id = $2`,
      [claim.connectionId, claim.roomId, claim.instance],
    );
  // Any other room counts while it is open, whoever is in it: nothing to check as someone comes in.
  if (!claim.closesWhenIdle) {
    await record(pool);
    return null;
  }
  return withTransaction(pool, async (client) => {
    const limit = await lockRoomLimit(client, claim.hostId);
    const { rows } = await client.query<{ counted: boolean }>(`SELECT ${roomCounts('r')} AS counted FROM rooms r WHERE r.id = $1`, [
      claim.roomId,
    ]);
    // Counted already (someone is in it, or it is held for whoever opened it): one more person costs nothing.
    if (limit && limit.maxOpenRooms !== null && rows[0] && !rows[0].counted) {
      const used = await countRoomsInUse(client, claim.hostId, claim.roomId);
      if (used >= limit.maxOpenRooms) return { used, limit: { ...limit, maxOpenRooms: limit.maxOpenRooms } };
    }
    await record(client);
    return null;
  });
}

/** The connection left the room (or never came in): a room whose last connection left stops counting at once. */
export async function releaseRoomUse(db: Queryable, connectionId: string): Promise<void> {
  await db.query('DELETE FROM room_presence WHERE connection_id = $1', [connectionId]);
}

/** Renews this instance's connections in rooms; those of an instance that stopped renewing go stale (PRESENCE_FRESH). */
export async function renewRoomUse(db: Queryable, connectionIds: string[]): Promise<void> {
  if (connectionIds.length === 0) return;
  await db.query('UPDATE room_presence SET seen_at = now() WHERE connection_id = ANY($1::text[])', [connectionIds]);
}

/** Everyone this instance had in rooms has gone (it is stopping). */
export async function releaseInstanceUse(db: Queryable, instance: string): Promise<void> {
  await db.query('DELETE FROM room_presence WHERE instance = $1', [instance]);
}
