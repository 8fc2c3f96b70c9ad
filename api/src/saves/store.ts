import type { Queryable } from '@tablecraft/platform';
import { gameIdsOwnedBy } from '../games/index.ts';
import { registerUsageMeasure } from '../plans/index.ts';

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

/** The room a save was made from, if it was made from one and is still kept. */
export async function roomSavedFrom(db: Queryable, saveId: string): Promise<string | null> {
  return (await findTableSave(db, saveId))?.roomId ?? null;
}

/**
 * The bytes of the saved tables a user's plan counts: those they saved, and those of their games whose
 * saver's account is gone (created_by is then null).
 */
export async function savedTableBytesOf(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ bytes: number }>(
    `SELECT coalesce(sum(bytes), 0)::float8 AS bytes FROM table_saves
      WHERE created_by = $1 OR (created_by IS NULL AND game_id = ANY($2::uuid[]))`,
    [userId, await gameIdsOwnedBy(db, userId)],
  );
  return rows[0]?.bytes ?? 0;
}
registerUsageMeasure('savedTableBytes', savedTableBytesOf);
