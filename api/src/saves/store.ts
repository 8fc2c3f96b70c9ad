import type { Queryable } from '@tablecraft/platform';

/** A saved table without its state: what lists and answers carry (the state is read only where allowed). */
export interface TableSaveRecord {
  id: string;
  gameId: string;
  revisionId: string;
  roomId: string | null;
  name: string;
  bytes: number;
  createdBy: string | null;
  createdAt: Date;
}

const COLUMNS = `id, game_id AS "gameId", revision_id AS "revisionId", room_id AS "roomId", name, bytes::int AS bytes, created_by AS "createdBy", created_at AS "createdAt"`;

/** Keeps a save; Postgres measures its state. */
export async function insertTableSave(
  db: Queryable,
  save: { gameId: string; revisionId: string; roomId: string | null; name: string; state: unknown; createdBy: string },
): Promise<TableSaveRecord> {
  const { rows } = await db.query<TableSaveRecord>(
    `INSERT INTO table_saves (game_id, revision_id, room_id, name, state, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [save.gameId, save.revisionId, save.roomId, save.name, JSON.stringify(save.state), save.createdBy],
  );
  return rows[0]!;
}

export async function findTableSave(db: Queryable, id: string): Promise<TableSaveRecord | null> {
  return (await db.query<TableSaveRecord>(`SELECT ${COLUMNS} FROM table_saves WHERE id = $1`, [id])).rows[0] ?? null;
}

/** A save's state: read only by code that decided the reader may have it (or that builds a room server-side). */
export async function readTableSaveState(db: Queryable, id: string): Promise<unknown> {
  return (await db.query<{ state: unknown }>('SELECT state FROM table_saves WHERE id = $1', [id])).rows[0]?.state;
}

/** A game's saves, newest first. */
export async function listTableSaves(db: Queryable, gameId: string): Promise<TableSaveRecord[]> {
  return (
    await db.query<TableSaveRecord>(`SELECT ${COLUMNS} FROM table_saves WHERE game_id = $1 ORDER BY created_at DESC LIMIT 200`, [gameId])
  ).rows;
}

export async function deleteTableSave(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM table_saves WHERE id = $1', [id]);
}

/**
 * A room's table as stored now: its snapshot (or, before the first, its initial state) and every op
 * logged after the snapshot, read in one statement so the two agree even while the socket writes.
 */
export async function readRoomTable(
  db: Queryable,
  roomId: string,
): Promise<{
  snapshot: unknown;
  ops: Array<{
    seq: number;
    opVersion: number;
    payload: { op: unknown; actor: { userId: string; seatId: string | null }; followUps?: unknown[] };
  }>;
} | null> {
  const { rows } = await db.query<{ snapshot: unknown; ops: Array<{ seq: number; opVersion: number; payload: never }> | null }>(
    `SELECT coalesce(r.snapshot, r.initial_state) AS snapshot,
            (SELECT json_agg(json_build_object('seq', o.seq, 'opVersion', o.op_version, 'payload',
                      jsonb_build_object('op', o.payload -> 'op', 'actor', o.payload -> 'actor')
                      || CASE WHEN o.payload ? 'followUps' THEN jsonb_build_object('followUps', o.payload -> 'followUps') ELSE '{}'::jsonb END) ORDER BY o.seq)
               FROM room_ops o WHERE o.room_id = r.id AND o.seq > CASE WHEN r.snapshot IS NULL THEN 0 ELSE r.snapshot_seq END) AS ops
       FROM rooms r WHERE r.id = $1`,
    [roomId],
  );
  const row = rows[0];
  return row ? { snapshot: row.snapshot, ops: row.ops ?? [] } : null;
}

/**
 * Whether the save's table is known: the room it was saved from, or a room started from it, ended and so
 * revealed its record (its initial state, or the shuffles that made the table).
 */
export async function tableWasRevealed(db: Queryable, save: { id: string; roomId: string | null }): Promise<boolean> {
  const { rows } = await db.query<{ revealed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM rooms WHERE (from_save_id = $1 OR id = $2) AND ended_at IS NOT NULL) AS revealed`,
    [save.id, save.roomId],
  );
  return rows[0]?.revealed ?? false;
}

/** The room the save was made from while its game goes on (open or closed for now); null once it ended or is gone. */
export async function gameGoesOn(db: Queryable, save: { roomId: string | null }): Promise<{ code: string } | null> {
  if (!save.roomId) return null;
  const { rows } = await db.query<{ code: string }>('SELECT code FROM rooms WHERE id = $1 AND ended_at IS NULL', [save.roomId]);
  return rows[0] ?? null;
}

/** Records which save a new room was started from (see tableWasRevealed). */
export async function markRoomFromSave(db: Queryable, roomId: string, saveId: string): Promise<void> {
  await db.query('UPDATE rooms SET from_save_id = $2 WHERE id = $1', [roomId, saveId]);
}
