import type { Queryable } from '@tablecraft/platform';

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
}

const COLUMNS = `id, code, game_id AS "gameId", revision_id AS "revisionId", host_id AS "hostId", test_play AS "testPlay", status,
  snapshot_seq AS "snapshotSeq", created_at AS "createdAt", last_activity_at AS "lastActivityAt", closed_at AS "closedAt"`;

/** A room by its code. */
export async function findRoomByCode(db: Queryable, code: string): Promise<RoomRecord | null> {
  return (await db.query<RoomRecord>(`SELECT ${COLUMNS} FROM rooms WHERE code = $1`, [code])).rows[0] ?? null;
}

/** A room by id. */
export async function findRoomById(db: Queryable, id: string): Promise<RoomRecord | null> {
  return (await db.query<RoomRecord>(`SELECT ${COLUMNS} FROM rooms WHERE id = $1`, [id])).rows[0] ?? null;
}

/** Inserts a room with its starting state. Code collisions surface as 23505 on rooms_code_key. */
export async function insertRoom(db: Queryable, room: { code: string; gameId: string; revisionId: string; hostId: string; testPlay: boolean; snapshot: unknown }): Promise<RoomRecord> {
  const { rows } = await db.query<RoomRecord>(
    `INSERT INTO rooms (code, game_id, revision_id, host_id, test_play, snapshot, initial_state, snapshot_version) VALUES ($1, $2, $3, $4, $5, $6, $6, coalesce(($6::jsonb ->> 'version')::int, 1)) RETURNING ${COLUMNS}`,
    [room.code, room.gameId, room.revisionId, room.hostId, room.testPlay, JSON.stringify(room.snapshot)],
  );
  return rows[0]!;
}

/** Opens or closes a room. */
export async function setRoomStatus(db: Queryable, id: string, status: 'open' | 'closed'): Promise<RoomRecord> {
  const { rows } = await db.query<RoomRecord>(
    `UPDATE rooms SET status = $2, closed_at = CASE WHEN $2 = 'closed' THEN now() ELSE NULL END, last_activity_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, status],
  );
  return rows[0]!;
}

/** How many open rooms a user hosts (the plan limit counts these). */
export async function countOpenRoomsHostedBy(db: Queryable, userId: string): Promise<number> {
  return (await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM rooms WHERE host_id = $1 AND status = 'open'`, [userId])).rows[0]?.count ?? 0;
}

/** Rooms a user hosts or has played in, most recently active first. */
export async function listRoomsForUser(db: Queryable, userId: string): Promise<RoomRecord[]> {
  const { rows } = await db.query<RoomRecord>(
    `SELECT ${COLUMNS.replace(/(^|,\s*)(\w+)/g, '$1r.$2')} FROM rooms r
      WHERE r.host_id = $1 OR EXISTS (SELECT 1 FROM room_players p WHERE p.room_id = r.id AND p.user_id = $1)
      ORDER BY r.last_activity_at DESC LIMIT 200`,
    [userId],
  );
  return rows;
}

/** The people who have played in a room, most recent first. */
export async function listRoomPlayers(db: Queryable, roomId: string): Promise<Array<{ userId: string; seatId: string | null; lastSeenAt: Date }>> {
  const { rows } = await db.query<{ userId: string; seatId: string | null; lastSeenAt: Date }>(
    `SELECT user_id AS "userId", seat_id AS "seatId", last_seen_at AS "lastSeenAt" FROM room_players WHERE room_id = $1 ORDER BY last_seen_at DESC`,
    [roomId],
  );
  return rows;
}

/**
 * Marks a closed room's seeds as shown (idempotent) and tells whether they were: a room whose seeds anyone
 * has read keeps no secrets, so it is never reopened.
 */
export async function markSeedsRevealed(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE rooms SET seeds_revealed_at = now() WHERE id = $1 AND seeds_revealed_at IS NULL', [id]);
}

export async function seedsWereRevealed(db: Queryable, id: string): Promise<boolean> {
  return (await db.query<{ revealed: boolean }>('SELECT seeds_revealed_at IS NOT NULL AS revealed FROM rooms WHERE id = $1', [id])).rows[0]?.revealed ?? false;
}
