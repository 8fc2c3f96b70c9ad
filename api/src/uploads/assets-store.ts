import type { AssetFrame, AssetRendition, Queryable } from '@tablecraft/platform';
import { isUuid } from '../common/index.ts';
import { ASSET_MIN_CHARGE_BYTES, registerUsageMeasure } from '../plans/index.ts';

export type AssetPipeline = 'image' | 'avatar' | 'sheet';
export type AssetStatus = 'pending' | 'ready' | 'failed';

/** An asset row as the API works with it. */
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
}

const COLUMNS = `a.id, a.owner_id AS "ownerId", a.game_id AS "gameId", a.pipeline, a."rows", a."columns", a.status,
  a.failure_reason AS "failureReason", a.original_key AS "originalKey", a.content_type AS "contentType",
  a.byte_size AS "byteSize", a.width, a.height, a.renditions, a.frames, a.created_at AS "createdAt",
  a.updated_at AS "updatedAt"`;
const FROM = `assets a`;

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

/** Inserts several new, pending assets of one game, uploaded by one owner, in one statement. */
export async function insertGameAssets(
  db: Queryable,
  ownerId: string,
  gameId: string,
  assets: ReadonlyArray<
    Pick<AssetRecord, 'id' | 'pipeline' | 'rows' | 'columns' | 'originalKey' | 'contentType' | 'byteSize' | 'width' | 'height'>
  >,
): Promise<void> {
  if (assets.length === 0) return;
  const column = <K extends keyof (typeof assets)[number]>(key: K) => assets.map((asset) => asset[key]);
  await db.query(
    `INSERT INTO assets (id, owner_id, game_id, pipeline, "rows", "columns", original_key, content_type, byte_size, width, height)
     SELECT a.id, $1::uuid, $2::uuid, a.pipeline, a."rows", a."columns", a.original_key, a.content_type, a.byte_size, a.width, a.height
       FROM unnest($3::uuid[], $4::text[], $5::int[], $6::int[], $7::text[], $8::text[], $9::bigint[], $10::int[], $11::int[])
            AS a(id, pipeline, "rows", "columns", original_key, content_type, byte_size, width, height)`,
    [
      ownerId,
      gameId,
      column('id'),
      column('pipeline'),
      column('rows'),
      column('columns'),
      column('originalKey'),
      column('contentType'),
      column('byteSize'),
      column('width'),
      column('height'),
    ],
  );
}

/** Deletes an asset row; true when there was one. */
export async function deleteAssetRow(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM assets WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}

/** Which of the given assets were uploaded to the game (only those may appear on its page). */
export async function assetIdsOfGame(db: Queryable, gameId: string, assetIds: string[]): Promise<Set<string>> {
  if (assetIds.length === 0) return new Set();
  const { rows } = await db.query<{ id: string }>(`SELECT id::text FROM assets WHERE game_id = $1 AND id = ANY($2::uuid[])`, [
    gameId,
    assetIds,
  ]);
  return new Set(rows.map((row) => row.id));
}

/**
 * Deletes the rows of every asset uploaded to a game, as the game goes. Returns their ids: the caller removes
 * their files once the deletion has committed. Call inside the game's deletion transaction.
 */
export async function deleteGameAssets(db: Queryable, gameId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('DELETE FROM assets WHERE game_id = $1 RETURNING id', [gameId]);
  return rows.map((row) => row.id);
}

/** The games a user uploaded assets to, but for `exceptGameIds` (their own, whose assets go with them). */
export async function gameIdsUploadedToBy(db: Queryable, userId: string, exceptGameIds: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT DISTINCT game_id AS id FROM assets WHERE owner_id = $1 AND game_id IS NOT NULL AND game_id <> ALL($2::uuid[])',
    [userId, exceptGameIds],
  );
  return rows.map((row) => row.id);
}

/** Hands a user's uploads to each game's owner (`owners`): they stay with the game, as its owner's. */
export async function passAssetsToGameOwners(
  db: Queryable,
  userId: string,
  owners: ReadonlyArray<{ gameId: string; ownerId: string }>,
): Promise<void> {
  if (owners.length === 0) return;
  await db.query(
    `UPDATE assets a SET owner_id = o.owner_id, updated_at = now()
       FROM unnest($2::uuid[], $3::uuid[]) AS o(game_id, owner_id)
      WHERE a.game_id = o.game_id AND a.owner_id = $1`,
    [userId, owners.map((owner) => owner.gameId), owners.map((owner) => owner.ownerId)],
  );
}

/** Deletes a user's assets and every asset of `ownGameIds`, the games they own; answers the deleted ids. */
export async function deleteAssetsOfAccount(db: Queryable, userId: string, ownGameIds: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('DELETE FROM assets WHERE owner_id = $1 OR game_id = ANY($2::uuid[]) RETURNING id', [
    userId,
    ownGameIds,
  ]);
  return rows.map((row) => row.id);
}

/** The bytes a user's uploads count in the plan's storage: each at least ASSET_MIN_CHARGE_BYTES. */
export async function assetBytesOf(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ bytes: number }>(
    `SELECT coalesce(sum(greatest(byte_size, ${ASSET_MIN_CHARGE_BYTES})), 0)::float8 AS bytes FROM assets WHERE owner_id = $1`,
    [userId],
  );
  return rows[0]?.bytes ?? 0;
}
registerUsageMeasure('assetBytes', assetBytesOf);
