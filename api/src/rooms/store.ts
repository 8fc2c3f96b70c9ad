import { ROOM_HOLD, roomCounts, type Queryable } from '@tablecraft/platform';

export interface RoomRecord {
  id: string;
  code: string;
  gameId: string;
  revisionId: string;
  hostId: string;
  testPlay: boolean;
  status: 'open' | 'closed';
  snapshotSeq: number;
  createdAt: Date;
  lastActivityAt: Date;
  closedAt: Date | null;
  /** A test play or Play now room: closes itself once left a while, and counts toward the plan only while in use. */
  closesWhenIdle: boolean;
  /** When its game was ended and revealed (final); null while it goes on, also while closed for now. */
  endedAt: Date | null;
  /** People the host removed from the room (read with the room, so every rule check sees them). */
  bannedIds: string[];
  /** People the room's current invite let in (read with the room, like the removals). */
  admittedIds: string[];
}

// Columns of the rooms table, always written with its name: the bans' subquery refers to the row by it.
const COLUMNS = `rooms.id, rooms.code, rooms.game_id AS "gameId", rooms.revision_id AS "revisionId", rooms.host_id AS "hostId",
  rooms.test_play AS "testPlay", rooms.status, rooms.snapshot_seq AS "snapshotSeq", rooms.created_at AS "createdAt",
  rooms.last_activity_at AS "lastActivityAt", rooms.closed_at AS "closedAt", rooms.closes_when_idle AS "closesWhenIdle", rooms.ended_at AS "endedAt",
  ARRAY(SELECT b.user_id::text FROM room_bans b WHERE b.room_id = rooms.id) AS "bannedIds",
  ARRAY(SELECT a.user_id::text FROM room_admissions a WHERE a.room_id = rooms.id) AS "admittedIds"`;

/** A room by its code. */
export async function findRoomByCode(db: Queryable, code: string): Promise<RoomRecord | null> {
  return (await db.query<RoomRecord>(`SELECT ${COLUMNS} FROM rooms WHERE code = $1`, [code])).rows[0] ?? null;
}

/** A room by id. */
export async function findRoomById(db: Queryable, id: string): Promise<RoomRecord | null> {
  return (await db.query<RoomRecord>(`SELECT ${COLUMNS} FROM rooms WHERE id = $1`, [id])).rows[0] ?? null;
}

/** Inserts a room with its starting state. Code collisions surface as 23505 on rooms_code_key. */
export async function insertRoom(
  db: Queryable,
  room: {
    code: string;
    gameId: string;
    revisionId: string;
    hostId: string;
    testPlay: boolean;
    snapshot: unknown;
    /** A test play or a Play now game's room: it closes itself once left a while (closes_when_idle). */
    closesWhenIdle: boolean;
    /** The saved table the room starts from: kept, so the save counts as revealed once the room ends. */
    fromSaveId?: string | null;
  },
): Promise<RoomRecord> {
  // A room that closes itself when idle counts toward the open-room limit while someone is in it, and until
  // then is held for its opener.
  const { rows } = await db.query<RoomRecord>(
    `INSERT INTO rooms (code, game_id, revision_id, host_id, test_play, snapshot, initial_state, snapshot_version, closes_when_idle, held_until,
                        from_save_id)
     VALUES ($1, $2, $3, $4, $5, $6, $6, coalesce(($6::jsonb ->> 'version')::int, 1),
             $7, CASE WHEN $7 THEN now() + interval '${ROOM_HOLD}' END, $8)
     RETURNING ${COLUMNS}`,
    [
      room.code,
      room.gameId,
      room.revisionId,
      room.hostId,
      room.testPlay,
      JSON.stringify(room.snapshot),
      room.closesWhenIdle,
      room.fromSaveId ?? null,
    ],
  );
  return rows[0]!;
}

/** Opens or closes a room. */
export async function setRoomStatus(db: Queryable, id: string, status: 'open' | 'closed'): Promise<RoomRecord> {
  const { rows } = await db.query<RoomRecord>(
    // Reopened, a self-closing room is held for whoever reopened it until someone comes in, as when it opened.
    `UPDATE rooms SET status = $2, closed_at = CASE WHEN $2 = 'closed' THEN now() ELSE NULL END, last_activity_at = now(),
            held_until = CASE WHEN $2 = 'open' AND closes_when_idle THEN now() + interval '${ROOM_HOLD}' END
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, status],
  );
  return rows[0]!;
}

/** The open rooms a user hosts, newest activity first (the plan limit counts those they may still close). */
export async function listOpenRoomsHostedBy(db: Queryable, userId: string): Promise<RoomRecord[]> {
  return (
    await db.query<RoomRecord>(
      `SELECT ${COLUMNS} FROM rooms WHERE rooms.host_id = $1 AND rooms.status = 'open' ORDER BY rooms.last_activity_at DESC`,
      [userId],
    )
  ).rows;
}

/** Rooms a user hosts or has played in, most recently active first. */
export async function listRoomsForUser(db: Queryable, userId: string): Promise<RoomRecord[]> {
  const { rows } = await db.query<RoomRecord>(
    `SELECT ${COLUMNS} FROM rooms
      WHERE rooms.host_id = $1 OR EXISTS (SELECT 1 FROM room_players p WHERE p.room_id = rooms.id AND p.user_id = $1)
      ORDER BY rooms.last_activity_at DESC LIMIT 200`,
    [userId],
  );
  return rows;
}

/** Someone who has played in a room: where they sat, and when they were last there. */
export interface RoomPlayerRecord {
  userId: string;
  seatId: string | null;
  lastSeenAt: Date;
}

/**
 * The people who have played in each of several rooms, in one query: per room in the order asked, most recent
 * first. Those the invite's turning off put out are no longer its players.
 */
export async function listPlayersOfRooms(db: Queryable, roomIds: readonly string[]): Promise<RoomPlayerRecord[][]> {
  const { rows } = await db.query<RoomPlayerRecord & { roomId: string }>(
    `SELECT room_id AS "roomId", user_id AS "userId", seat_id AS "seatId", last_seen_at AS "lastSeenAt"
       FROM room_players p
      WHERE room_id = ANY($1::uuid[])
        AND NOT EXISTS (SELECT 1 FROM room_invite_evictions e WHERE e.room_id = p.room_id AND e.user_id = p.user_id)
      ORDER BY last_seen_at DESC`,
    [roomIds],
  );
  const byRoom = new Map<string, RoomPlayerRecord[]>();
  for (const { roomId, ...player } of rows) byRoom.set(roomId, [...(byRoom.get(roomId) ?? []), player]);
  return roomIds.map((id) => byRoom.get(id) ?? []);
}

/**
 * Marks a closed room's seeds as shown (idempotent) and tells whether they were: a room whose seeds anyone
 * has read keeps no secrets, so it is never reopened.
 */
export async function markSeedsRevealed(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE rooms SET seeds_revealed_at = now() WHERE id = $1 AND seeds_revealed_at IS NULL', [id]);
}

export async function seedsWereRevealed(db: Queryable, id: string): Promise<boolean> {
  return (
    (await db.query<{ revealed: boolean }>('SELECT seeds_revealed_at IS NOT NULL AS revealed FROM rooms WHERE id = $1', [id])).rows[0]
      ?.revealed ?? false
  );
}

/**
 * Removes someone from a room for good (until unbanned); true when they were not removed already. A guest's
 * removal also holds the address it came into the room from (else `guest.madeFrom`, the one it was made
 * from), so a new guest made there afterwards stays out too: a guest can shed its cookie, not its address,
 * cheaply. An account's removal (`guest` null) holds no address.
 */
export async function banFromRoom(
  db: Queryable,
  roomId: string,
  userId: string,
  byId: string,
  guest: { madeFrom: string | null } | null,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO room_bans (room_id, user_id, banned_by, address)
     SELECT $1, $2, $3, CASE WHEN $4::boolean
                          THEN coalesce((SELECT p.address FROM room_players p WHERE p.room_id = $1 AND p.user_id = $2), $5::text) END
     ON CONFLICT DO NOTHING`,
    [roomId, userId, byId, guest !== null, guest?.madeFrom ?? null],
  );
  return (rowCount ?? 0) > 0;
}

/** Lets someone removed from a room join it again; true when they had been removed. */
export async function unbanFromRoom(db: Queryable, roomId: string, userId: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM room_bans WHERE room_id = $1 AND user_id = $2', [roomId, userId]);
  return (rowCount ?? 0) > 0;
}

/** People removed from a room, most recent first. */
export async function listRoomBans(db: Queryable, roomId: string): Promise<Array<{ userId: string; createdAt: Date }>> {
  const { rows } = await db.query<{ userId: string; createdAt: Date }>(
    'SELECT user_id AS "userId", created_at AS "createdAt" FROM room_bans WHERE room_id = $1 ORDER BY created_at DESC',
    [roomId],
  );
  return rows;
}

/** Hands a room to another host. */
export async function setRoomHost(db: Queryable, id: string, hostId: string): Promise<RoomRecord> {
  const { rows } = await db.query<RoomRecord>(
    `UPDATE rooms SET host_id = $2, last_activity_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, hostId],
  );
  return rows[0]!;
}

/** A room a departing host hosts, as the handover decides its fate. */
export interface HostedRoom {
  id: string;
  code: string;
  gameId: string;
  status: string;
  testPlay: boolean;
  bannedIds: string[];
  admittedIds: string[];
}

/**
 * The rooms a user hosts in games they do not own (`ownGameIds`: their own games' rooms go with the games),
 * locked until the transaction ends so nothing else hands them over or closes them meanwhile.
 */
export async function lockRoomsHostedInOthersGames(db: Queryable, userId: string, ownGameIds: readonly string[]): Promise<HostedRoom[]> {
  const { rows } = await db.query<HostedRoom>(
    `SELECT r.id, r.code, r.game_id AS "gameId", r.status, r.test_play AS "testPlay",
            ARRAY(SELECT b.user_id::text FROM room_bans b WHERE b.room_id = r.id) AS "bannedIds",
            ARRAY(SELECT a.user_id::text FROM room_admissions a WHERE a.room_id = r.id) AS "admittedIds"
       FROM rooms r
      WHERE r.host_id = $1 AND r.game_id <> ALL($2::uuid[])
      FOR UPDATE OF r`,
    [userId, ownGameIds],
  );
  return rows;
}

/** The ids of a room's players but one, most recently seen first (guests among them: the caller passes them by). */
export async function recentPlayerIdsOfRoom(db: Queryable, roomId: string, exceptUserId: string): Promise<string[]> {
  const { rows } = await db.query<{ userId: string }>(
    'SELECT user_id AS "userId" FROM room_players WHERE room_id = $1 AND user_id <> $2 ORDER BY last_seen_at DESC',
    [roomId, exceptUserId],
  );
  return rows.map((row) => row.userId);
}

/** Gives a departing host's room to its heir; unlike setRoomHost, its last activity stays as it was. */
export async function passRoomToHeir(db: Queryable, roomId: string, heirId: string): Promise<void> {
  await db.query('UPDATE rooms SET host_id = $2 WHERE id = $1', [roomId, heirId]);
}

/** Closes a departing host's room and gives it to the game's owner, keeping when it first closed. */
export async function closeRoomForOwner(db: Queryable, roomId: string, ownerId: string): Promise<void> {
  await db.query(`UPDATE rooms SET host_id = $2, status = 'closed', closed_at = coalesce(closed_at, now()) WHERE id = $1`, [
    roomId,
    ownerId,
  ]);
}

/**
 * How many of each room's seats are held (as the socket records on every seat change; before the first, as
 * its snapshot says), and how many it has (a room's seats are fixed by its revision): in one query, in the
 * order asked, none of either for an id no room has.
 */
export async function seatCountsOfRooms(db: Queryable, ids: readonly string[]): Promise<Array<{ taken: number; total: number }>> {
  const { rows } = await db.query<{ id: string; taken: number; total: number }>(
    `SELECT rooms.id,
            coalesce(rooms.seats_taken, (SELECT count(*) FROM jsonb_array_elements(coalesce(rooms.snapshot -> 'seats', '[]'::jsonb)) AS seat WHERE seat ->> 'userId' IS NOT NULL))::int AS taken,
            jsonb_array_length(coalesce(rooms.snapshot -> 'seats', '[]'::jsonb)) AS total
       FROM rooms WHERE rooms.id = ANY($1::uuid[])`,
    [ids],
  );
  const byId = new Map(rows.map(({ id, taken, total }) => [id, { taken, total }]));
  return ids.map((id) => byId.get(id) ?? { taken: 0, total: 0 });
}

/**
 * How many of a room's seats nobody holds and none is kept for: as the socket records on every seat change,
 * else as its snapshot says.
 */
export async function freeSeatsOf(db: Queryable, roomId: string): Promise<number> {
  const { rows } = await db.query<{ free: number }>(
    `SELECT coalesce(rooms.seats_free,
              (SELECT count(*) FROM jsonb_array_elements(coalesce(rooms.snapshot -> 'seats', '[]'::jsonb)) AS seat
                WHERE seat ->> 'userId' IS NULL AND seat ->> 'reservedFor' IS NULL))::int AS free
       FROM rooms WHERE rooms.id = $1`,
    [roomId],
  );
  return rows[0]?.free ?? 0;
}

/**
 * Whether each room counts toward its host's open-room limit now, by the one rule the plan check reads
 * (`roomCounts`, platform/src/room-use.ts): in the order asked, false for an id no room has.
 */
export async function roomsCountingOf(db: Queryable, ids: readonly string[]): Promise<boolean[]> {
  const { rows } = await db.query<{ id: string; counts: boolean }>(
    `SELECT rooms.id, ${roomCounts('rooms')} AS counts FROM rooms WHERE rooms.id = ANY($1::uuid[])`,
    [ids],
  );
  const byId = new Map(rows.map(({ id, counts }) => [id, counts]));
  return ids.map((id) => byId.get(id) ?? false);
}

/** Lets someone into a room through its invite (again is a no-op); one an earlier link's turning off put out is in again. */
export async function admitToRoom(db: Queryable, roomId: string, userId: string): Promise<void> {
  await db.query('DELETE FROM room_invite_evictions WHERE room_id = $1 AND user_id = $2', [roomId, userId]);
  await db.query('INSERT INTO room_admissions (room_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [roomId, userId]);
}

/**
 * Whether the host removed from the room a guest who came into it from this address, before `madeAt` (null:
 * ever): a guest made there since is that guest again, or someone the host cannot tell apart from them.
 */
export async function addressRemovedFrom(db: Queryable, roomId: string, address: string, madeAt: Date | null): Promise<boolean> {
  const { rows } = await db.query<{ removed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM room_bans WHERE room_id = $1 AND address = $2 AND ($3::timestamptz IS NULL OR created_at < $3)) AS removed`,
    [roomId, address, madeAt],
  );
  return rows[0]?.removed ?? false;
}

/** How many rooms (open or closed: closed ones can be reopened) play each revision of a game. */
export async function roomCountsByRevision(db: Queryable, gameId: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ revisionId: string; count: number }>(
    `SELECT revision_id AS "revisionId", count(*)::int AS count FROM rooms WHERE game_id = $1 GROUP BY revision_id`,
    [gameId],
  );
  return new Map(rows.map((row) => [row.revisionId, row.count]));
}

/** Rooms that play one revision (call with the revision's row locked, so none opens meanwhile). */
export async function countRoomsOnRevision(db: Queryable, revisionId: string): Promise<number> {
  return (
    (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM rooms WHERE revision_id = $1', [revisionId])).rows[0]?.count ?? 0
  );
}

/**
 * Deletes every room of a game, as the game goes (they hold its revisions, so they go first). Call inside
 * the game's deletion transaction; its caller tells the rooms' people once it commits.
 */
export async function deleteRoomsOfGame(db: Queryable, gameId: string): Promise<void> {
  await db.query('DELETE FROM rooms WHERE game_id = $1', [gameId]);
}
