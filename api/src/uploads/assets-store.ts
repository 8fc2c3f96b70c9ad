import { planInForce } from '../plans/store.ts';
import type { AssetFrame, AssetRendition, Queryable } from '@tablecraft/platform';

export type AssetPipeline = 'image' | 'avatar' | 'sheet';
export type AssetStatus = 'pending' | 'ready' | 'failed';

/** An asset row as the API works with it, with the visibility of its game (null when it has none). */
export interface AssetRecord {
  id: string;
  ownerId: string;
  gameId: string | null;
  pipeline: AssetPipeline;
  rows: number | null;
  columns: number | null;
  status: AssetStatus;
  failureReason: string | null;
  originalKey: string;
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  renditions: Record<string, AssetRendition>;
  frames: AssetFrame[];
  createdAt: Date;
  updatedAt: Date;
  gameVisibility: 'public' | 'unlisted' | 'private' | null;
}

const COLUMNS = `a.id, a.owner_id AS "ownerId", a.game_id AS "gameId", a.pipeline, a."rows", a."columns", a.status,
  a.failure_reason AS "failureReason", a.original_key AS "originalKey", a.content_type AS "contentType",
  a.byte_size AS "byteSize", a.width, a.height, a.renditions, a.frames, a.created_at AS "createdAt",
  a.updated_at AS "updatedAt", g.visibility AS "gameVisibility"`;
const FROM = `assets a LEFT JOIN games g ON g.id = a.game_id`;

/** Looks an asset up by id; null for unknown ids and for strings that are not uuids. */
export async function findAsset(db: Queryable, id: string): Promise<AssetRecord | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<AssetRecord>(`SELECT ${COLUMNS} FROM ${FROM} WHERE a.id = $1`, [id]);
  return rows[0] ?? null;
}

/** A user's assets, newest first, optionally only those of one game. */
export async function listOwnerAssets(
  db: Queryable,
  ownerId: string,
  options: { gameId?: string | null; limit: number },
): Promise<AssetRecord[]> {
  const { rows } = await db.query<AssetRecord>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE a.owner_id = $1 AND ($2::uuid IS NULL OR a.game_id = $2) ORDER BY a.created_at DESC, a.id LIMIT $3`,
    [ownerId, options.gameId ?? null, options.limit],
  );
  return rows;
}

/** Every asset of a game, whoever uploaded it, newest first. */
export async function listGameAssets(db: Queryable, gameId: string, limit: number): Promise<AssetRecord[]> {
  const { rows } = await db.query<AssetRecord>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE a.game_id = $1 ORDER BY a.created_at DESC, a.id LIMIT $2`,
    [gameId, limit],
  );
  return rows;
}

/** Inserts a new, pending asset. */
export async function insertAsset(
  db: Queryable,
  asset: Pick<
    AssetRecord,
    'id' | 'ownerId' | 'gameId' | 'pipeline' | 'rows' | 'columns' | 'originalKey' | 'contentType' | 'byteSize' | 'width' | 'height'
  >,
): Promise<void> {
  await db.query(
    `INSERT INTO assets (id, owner_id, game_id, pipeline, "rows", "columns", original_key, content_type, byte_size, width, height)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      asset.id,
      asset.ownerId,
      asset.gameId,
      asset.pipeline,
      asset.rows,
      asset.columns,
      asset.originalKey,
      asset.contentType,
      asset.byteSize,
      asset.width,
      asset.height,
    ],
  );
}

/** Deletes an asset row; true when there was one. */
export async function deleteAssetRow(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM assets WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}

/**
 * The saved tables counted in a user's storage (`u.id`): those they saved, and those of their games whose
 * saver's account is gone. Shared by the plan page's usage and the storage check, so one rule counts.
 */
export const SAVED_TABLE_BYTES = `SELECT COALESCE(sum(s.bytes), 0) FROM table_saves s JOIN games sg ON sg.id = s.game_id WHERE coalesce(s.created_by, sg.owner_id) = u.id`;

/**
 * The bytes a user stores of each kind the plan's storage counts (the sums lockStorageUsage adds up),
 * for the plan page.
 */
export async function storedBytesOf(db: Queryable, userId: string): Promise<{ assets: number; documents: number; savedTables: number }> {
  const [assets, documents, savedTables] = await Promise.all([
    db.query<{ bytes: string }>('SELECT coalesce(sum(byte_size), 0)::bigint AS bytes FROM assets WHERE owner_id = $1', [userId]),
    db.query<{ bytes: string }>(
      'SELECT coalesce(sum(r.document_bytes), 0)::bigint AS bytes FROM revisions r JOIN games g ON g.id = r.game_id WHERE g.owner_id = $1',
      [userId],
    ),
    db.query<{ bytes: string }>(`SELECT (${SAVED_TABLE_BYTES})::bigint AS bytes FROM users u WHERE u.id = $1`, [userId]),
  ]);
  // bigint arrives as text; a user's bytes stay far below 2^53.
  const bytes = (result: { rows: Array<{ bytes: string }> }) => Number(result.rows[0]?.bytes ?? 0);
  return { assets: bytes(assets), documents: bytes(documents), savedTables: bytes(savedTables) };
}

/**
 * Locks the user's row (so two uploads or saves at once cannot both slip under the limit) and answers how
 * many bytes their assets and their games' documents (drafts and every revision) and their saved tables take and how many their plan allows (null: unlimited). A key-granted Pro counts
 * until it ends. Call inside a transaction.
 */
export async function lockStorageUsage(
  db: Queryable,
  userId: string,
): Promise<{ usedBytes: number; limitBytes: number | null; planName: string } | null> {
  const { rows } = await db.query<{ usedBytes: number; limitBytes: number | null; planName: string }>(
    `SELECT ((SELECT COALESCE(sum(byte_size), 0) FROM assets WHERE owner_id = u.id)
              + (SELECT COALESCE(sum(r.document_bytes), 0) FROM revisions r JOIN games g ON g.id = r.game_id WHERE g.owner_id = u.id)
              + (${SAVED_TABLE_BYTES}))::float8 AS "usedBytes",
            p.max_asset_bytes AS "limitBytes", p.name AS "planName"
       FROM users u
       JOIN plans p ON p.id = ${planInForce('u')}
      WHERE u.id = $1
      FOR UPDATE OF u`,
    [userId],
  );
  return rows[0] ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a canonical uuid string (what Postgres would accept for a uuid column). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
