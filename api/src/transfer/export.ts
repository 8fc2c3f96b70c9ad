import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import { AppError } from '@tablecraft/core/errors';
import type { ApiServices } from '../common/index.ts';
import type { UserRecord } from '../common/index.ts';
import { gameFor } from '../games/index.ts';
import * as gameStore from '../games/index.ts';
import type { GameRecord } from '../games/index.ts';
import { isUuid } from '../common/index.ts';
import { findAsset, type AssetRecord } from '../uploads/index.ts';
import {
  ENVELOPE_NAME,
  GAME_FILE_FORMAT,
  GAME_FILE_VERSION,
  README_NAME,
  extensionOf,
  readmeText,
  safeFileName,
  type EnvelopeAsset,
  type GameFileEnvelope,
} from './game-file.ts';

/** What an export will write, decided before the first byte is sent (so a refusal is still a clean 404). */
export interface ExportPlan {
  game: GameRecord;
  envelope: GameFileEnvelope;
  /** Originals to copy into the zip: blob key → path in the zip. */
  files: Array<{ key: string; path: string; size: number }>;
  /** The zip's size is not known up front (the JSON is deflated); the originals' total is a close estimate for a progress bar. */
  estimatedBytes: number;
  fileName: string;
}

/**
 * Plans the export of one revision: only someone who may edit the game exports it (a game the viewer may
 * not see is not found, as everywhere). Each image the document names is included once, from the game's
 * own assets and only once the pipeline has made it ready (before that the stored original still carries
 * the camera's metadata); anything else is listed in the envelope's `missingAssets`.
 */
export async function planGameExport(
  services: ApiServices,
  viewer: UserRecord | null,
  gameId: string,
  revisionName: string,
): Promise<ExportPlan> {
  if (!isUuid(gameId)) throw new AppError('NOT_FOUND', 'That game does not exist.');
  const game = await gameFor(services.pool, viewer, gameId, 'game.edit');
  const revision = await gameStore.findRevisionByName(services.pool, game.id, revisionName);
  if (!revision) throw new AppError('NOT_FOUND', 'That revision does not exist.');
  const document = revision.document as { assets?: Array<{ id?: unknown; name?: unknown; assetId?: unknown }> };
  const refs = Array.isArray(document?.assets) ? document.assets : [];

  const assets: EnvelopeAsset[] = [];
  const missing: GameFileEnvelope['missingAssets'] = [];
  const files: ExportPlan['files'] = [];
  const seen = new Set<string>();
  for (const ref of refs) {
    if (typeof ref.assetId !== 'string' || typeof ref.id !== 'string' || seen.has(ref.assetId)) continue;
    seen.add(ref.assetId);
    const asset = await findAsset(services.pool, ref.assetId);
    const reason = whyNotExported(asset, game);
    if (reason || !asset) {
      missing.push({ assetId: ref.assetId, reason: reason ?? 'not found' });
      continue;
    }
    // The folder is the first asset part naming the image; a sheet's other frames name the same file.
    const path = `assets/${ref.id}/${safeFileName(typeof ref.name === 'string' ? ref.name : '', extensionOf(asset.contentType))}`;
    files.push({ key: asset.originalKey, path, size: asset.byteSize });
    assets.push({
      assetId: asset.id,
      file: path,
      pipeline: asset.pipeline === 'sheet' ? 'sheet' : 'image',
      rows: asset.pipeline === 'sheet' ? asset.rows : null,
      columns: asset.pipeline === 'sheet' ? asset.columns : null,
      contentType: asset.contentType,
      width: asset.width,
      height: asset.height,
      byteSize: asset.byteSize,
    });
  }
  const exportedAt = new Date().toISOString();
  const envelope: GameFileEnvelope = {
    format: GAME_FILE_FORMAT,
    version: GAME_FILE_VERSION,
    exportedAt,
    game: { title: game.title, description: game.description, gameName: game.gameName },
    revision: { name: revision.name },
    document: revision.document,
    assets,
    missingAssets: missing,
  };
  return {
    game,
    envelope,
    files,
    estimatedBytes: files.reduce((sum, file) => sum + file.size, 0) + revision.documentBytes,
    fileName: `${game.gameName}-${revision.name}.zip`,
  };
}

function whyNotExported(asset: AssetRecord | null, game: GameRecord): string | null {
  if (!asset) return 'the image was deleted';
  // Another game's or another account's image is not this game's to hand out.
  if (asset.gameId !== game.id) return 'the image belongs to another game';
  if (asset.status === 'pending') return 'the image was still being processed';
  if (asset.status === 'failed') return `the image could not be processed${asset.failureReason ? `: ${asset.failureReason}` : ''}`;
  return null;
}

/**
 * Writes the planned zip to `out` as it is made: the envelope and README deflated, each original copied
 * through as stored (images do not compress), streamed from the blob store one file at a time with the
 * response's back-pressure respected, so memory stays at a chunk or two whatever the game's size.
 */
export async function writeGameExport(services: ApiServices, plan: ExportPlan, out: Writable): Promise<void> {
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const flush = async () => {
    if (failure) throw failure;
    // The person went away: stop reading the blob store for nobody.
    if (out.destroyed) throw new Error('the download was closed before the game file was complete');
    if (out.writableNeedDrain) await once(out, 'drain');
  };

  const text = (name: string, content: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(content), true);
  };
  text(ENVELOPE_NAME, JSON.stringify(plan.envelope, null, 2));
  text(README_NAME, readmeText(plan.game.title, plan.envelope.exportedAt));
  await flush();

  for (const entry of plan.files) {
    const file = new ZipPassThrough(entry.path);
    zip.add(file);
    const stream = await services.blobs.get(entry.key);
    for await (const chunk of stream) {
      file.push(chunk as Uint8Array);
      await flush();
    }
    file.push(new Uint8Array(0), true);
    await flush();
  }
  zip.end();
  await flush();
}
