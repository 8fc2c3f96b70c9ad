import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { UPLOAD_MAX_BYTES } from '@tablecraft/core';
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
import { inspectImageStream, type InspectedImage } from './sniff.ts';
import { streamUpload } from './intake.ts';
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
 * Accepts an upload as it arrives: checks the real type and dimensions from the file's first bytes, streams
 * the file to the blob store as the original (never holding it whole in memory), then validates the fields,
 * checks the plan's storage quota, records the asset as pending and enqueues the pipeline. A refusal at any
 * step leaves nothing stored: before the write, nothing was written; a write whose file turns out too large or
 * is cut short is removed by the store; a refusal after it removes the original again.
 */
export async function receiveAsset(services: ApiServices, viewer: NonNullable<Actor>, req: IncomingMessage): Promise<AssetRecord> {
  const id = randomUUID();
  const originalKey = assetKeys.original(id);
  let image: InspectedImage | undefined;
  // The file is written before the plan's lock is taken and removed again if the row is refused: a slow
  // write never holds the lock (nor a pooled connection) that the account's other requests wait for.
  const upload = await streamUpload(req, {
    maxBytes: UPLOAD_MAX_BYTES,
    onFile: async (file) => {
      const inspected = await inspectImageStream(file);
      image = inspected.image;
      await services.blobs.put(originalKey, inspected.body, { contentType: image.contentType });
    },
  });
  const removeOriginal = () =>
    services.blobs
      .delete(originalKey)
      .catch((cleanup: unknown) =>
        services.logger.error({ err: cleanup, key: originalKey }, 'could not remove an original after a failed upload'),
      );
  // onFile has succeeded, so the image was inspected.
  const { contentType, width, height } = image!;
  let options: UploadOptions;
  try {
    options = parseUploadFields(upload.fields);
    // An image attached to a game becomes part of it: only someone who may edit the game attaches one.
    if (options.gameId) {
      const game = await findGameById(services.pool, options.gameId);
      if (!game || !can(viewer, 'game.view', game))
        throw new AppError('NOT_FOUND', 'That game does not exist.', { gameId: 'is not a game you can edit' });
      authorize(viewer, 'game.edit', game);
    }
  } catch (error) {
    await removeOriginal();
    throw error;
  }
  try {
    await withTransaction(services.pool, async (client) => {
      await assertMayStore(client, viewer.id, storageCharge(upload.size));
      await insertAsset(client, {
        id,
        ownerId: viewer.id,
        gameId: options.gameId,
        pipeline: options.pipeline,
        rows: options.rows,
        columns: options.columns,
        originalKey,
        contentType,
        byteSize: upload.size,
        width,
        height,
      });
    });
  } catch (error) {
    await removeOriginal();
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
  return canReadAsset(viewer, { ...asset, gameVisibility: game?.visibility ?? null, game }) ? { ...asset, game } : null;
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
