import { randomUUID } from 'node:crypto';
import { AppError, type FieldErrors } from '@tablecraft/core/errors';
import { ASSET_PIPELINE, assetChannel, assetKeys, withTransaction } from '@tablecraft/platform';
import { authorize, can, type Actor } from '../policies/index.ts';
import { assertMayStore, storageCharge } from '../plans/index.ts';
import { findGameById } from '../games/index.ts';
import type { ApiServices } from '../common/index.ts';
import {
  deleteAssetRow,
  findAsset,
  insertAsset,
  listGameAssets,
  listOwnerAssets,
  type AssetPipeline,
  type AssetRecord,
} from './assets-store.ts';
import { isUuid } from '../common/index.ts';
import { canDeleteAsset, canReadAsset } from './policy.ts';
import { inspectImage } from './sniff.ts';
import type { ReceivedUpload } from './intake.ts';
import type { GameRecord } from '../games/index.ts';

const PIPELINES: AssetPipeline[] = ['image', 'avatar', 'sheet'];
export const MAX_SHEET_CELLS = 50;

interface UploadOptions {
  pipeline: AssetPipeline;
  rows: number | null;
  columns: number | null;
  gameId: string | null;
}

/** Validates the form fields next to the file: `pipeline` (default image), `rows`/`columns` for sheets, `gameId`. */
export function parseUploadFields(fields: Record<string, string>): UploadOptions {
  const errors: FieldErrors = {};
  const pipeline = (fields.pipeline?.trim() || 'image') as AssetPipeline;
  if (!PIPELINES.includes(pipeline)) errors.pipeline = 'must be image, avatar or sheet';
  const count = (name: 'rows' | 'columns'): number | null => {
    if (pipeline !== 'sheet') return null;
    const raw = fields[name]?.trim() ?? '';
    const value = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isInteger(value) || value < 1 || value > MAX_SHEET_CELLS) {
      errors[name] = `must be a whole number from 1 to ${MAX_SHEET_CELLS}`;
      return null;
    }
    return value;
  };
  const rows = count('rows');
  const columns = count('columns');
  const gameId = fields.gameId?.trim() || null;
  if (gameId !== null && !isUuid(gameId)) errors.gameId = 'is not a game id';
  if (Object.keys(errors).length > 0)
    throw new AppError(
      'BAD_USER_INPUT',
      Object.entries(errors)
        .map(([field, message]) => `${field} ${message}`)
        .join('; '),
      errors,
    );
  return { pipeline, rows, columns, gameId };
}

/**
 * Accepts an uploaded file: validates the fields, checks the real type and dimensions from the bytes,
 * checks the plan's storage quota, stores the original, records the asset as pending and enqueues the
 * pipeline. A refusal at any step stores nothing.
 */
export async function createAsset(services: ApiServices, viewer: NonNullable<Actor>, upload: ReceivedUpload): Promise<AssetRecord> {
  const options = parseUploadFields(upload.fields);
  // An image attached to a game becomes part of it: only someone who may edit the game attaches one.
  if (options.gameId) {
    const game = await findGameById(services.pool, options.gameId);
    if (!game || !can(viewer, 'game.view', game))
      throw new AppError('NOT_FOUND', 'That game does not exist.', { gameId: 'is not a game you can edit' });
    authorize(viewer, 'game.edit', game);
  }
  const image = await inspectImage(upload.bytes);
  const id = randomUUID();
  const originalKey = assetKeys.original(id);
  // The file is written before the plan's lock is taken and removed again if the row is refused: a slow
  // write never holds the lock (nor a pooled connection) that the account's other requests wait for.
  await services.blobs.put(originalKey, upload.bytes, { contentType: image.contentType, size: upload.bytes.length });
  try {
    await withTransaction(services.pool, async (client) => {
      await assertMayStore(client, viewer.id, storageCharge(upload.bytes.length));
      await insertAsset(client, {
        id,
        ownerId: viewer.id,
        gameId: options.gameId,
        pipeline: options.pipeline,
        rows: options.rows,
        columns: options.columns,
        originalKey,
        contentType: image.contentType,
        byteSize: upload.bytes.length,
        width: image.width,
        height: image.height,
      });
    });
  } catch (error) {
    await services.blobs
      .delete(originalKey)
      .catch((cleanup: unknown) =>
        services.logger.error({ err: cleanup, key: originalKey }, 'could not remove an original after a failed upload'),
      );
    throw error;
  }
  try {
    // In turns by account: a flood of one account's uploads waits behind itself, not in front of everyone's.
    await services.queue.enqueue(ASSET_PIPELINE, { assetId: id }, { jobId: id, fairKey: viewer.id });
  } catch (error) {
    // The asset stays pending; the worker's sweep of pending assets enqueues it again.
    services.logger.error({ err: error, assetId: id }, 'could not enqueue the asset pipeline');
  }
  return (await findAsset(services.pool, id))!;
}

/**
 * An asset the viewer may read, with its game's members and players so that everyone who may view the
 * game (members, listed players) reads its images; null when unknown or unreadable (they look the same).
 */
export async function readableAsset(
  services: ApiServices,
  viewer: Actor,
  id: string,
): Promise<(AssetRecord & { game: GameRecord | null }) | null> {
  const asset = await findAsset(services.pool, id);
  if (!asset) return null;
  const game = asset.gameId ? await findGameById(services.pool, asset.gameId) : null;
  return canReadAsset(viewer, { ...asset, game }) ? { ...asset, game } : null;
}

/**
 * The viewer's own assets, newest first; with a game, every asset of that game when the viewer may see
 * it (the editor's library shows the images everyone uploaded to the game).
 */
export async function viewerAssets(
  services: ApiServices,
  viewer: Actor,
  options: { gameId?: string | null; first?: number | null },
): Promise<AssetRecord[]> {
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  if (options.gameId && !isUuid(options.gameId)) return [];
  const limit = Math.min(Math.max(options.first ?? 100, 1), 500);
  if (options.gameId) {
    const game = await findGameById(services.pool, options.gameId);
    if (game && can(viewer, 'game.view', game)) return listGameAssets(services.pool, game.id, limit);
  }
  return listOwnerAssets(services.pool, viewer.id, { gameId: options.gameId ?? null, limit });
}

/** Deletes an asset and every object it has in the bucket: its game's editors, or its owner when it has no game. */
export async function deleteAsset(services: ApiServices, viewer: Actor, id: string): Promise<void> {
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  const asset = await readableAsset(services, viewer, id);
  if (!asset) throw new AppError('NOT_FOUND');
  if (!canDeleteAsset(viewer, asset)) throw new AppError('FORBIDDEN');
  await deleteAssetRow(services.pool, id);
  // The row goes first: a failure below leaves unreachable objects, never an asset pointing at nothing.
  await services.blobs
    .deletePrefix(assetKeys.prefix(id))
    .catch((error: unknown) => services.logger.error({ err: error, assetId: id }, 'could not remove the objects of a deleted asset'));
  await services.pubsub.publish(assetChannel(id), JSON.stringify({ id, deleted: true })).catch(() => undefined);
}
