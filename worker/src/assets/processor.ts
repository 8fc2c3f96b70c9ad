import { setTimeout as sleep } from 'node:timers/promises';
import {
  BlobNotFoundError,
  assetChannel,
  assetKeys,
  readBlob,
  type AssetFrame,
  type AssetRendition,
  type BlobStore,
  type JobRun,
  type Logger,
  type Pool,
  type PubSub,
} from '@tablecraft/platform';
import { AssetFailure, FAILURE_REASONS, renderAsset, stripMetadata } from './render.ts';
import type { RenderUpload } from './render-process.ts';
import { findPipelineAsset, markAssetFailed, markAssetReady } from './store.ts';

export interface PipelineDeps {
  pool: Pool;
  blobs: BlobStore;
  pubsub: PubSub;
  logger: Logger;
  /** Where images are decoded: the image process (render-process.ts) when the pipeline runs; here by default. */
  render?: RenderUpload;
  /** Tests only: a pause after rendering, so a test can kill the worker mid-job. */
  testDelayMs?: number;
}

export type PipelineOutcome = 'ready' | 'failed' | 'skipped';

/**
 * Runs the upload pipeline for one asset. Idempotent: an asset that is no longer pending is skipped,
 * renditions go to fixed keys (a re-run overwrites them with the same images), and only one run can
 * move the asset out of pending. Images that cannot be used end as `failed` with a reason at once;
 * other errors (storage, database) are thrown so the queue retries, and the last attempt gives up as `failed`.
 */
export async function processAsset(
  deps: PipelineDeps,
  assetId: string,
  run: JobRun = { id: assetId, attempt: 1, final: true, handedBack: new AbortController().signal },
): Promise<PipelineOutcome> {
  const asset = await findPipelineAsset(deps.pool, assetId);
  if (!asset || asset.status !== 'pending') return 'skipped';
  const log = deps.logger.child({ assetId, attempt: run.attempt });
  try {
    let original: Buffer;
    try {
      original = await readBlob(deps.blobs, asset.originalKey);
    } catch (error) {
      if (error instanceof BlobNotFoundError) throw new AssetFailure(FAILURE_REASONS.missingOriginal);
      throw error;
    }
    const { result, clean } = await (deps.render ?? renderHere)(original, asset);
    if (deps.testDelayMs) await sleep(deps.testDelayMs);

    // The uploaded bytes are replaced by a copy without metadata; the files route serves the original only
    // once the asset is ready, so the bytes as uploaded are never sent to anyone.
    await deps.blobs.put(asset.originalKey, clean.data, { contentType: clean.contentType, size: clean.data.length });
    const renditions: Record<string, AssetRendition> = {};
    for (const rendition of result.renditions) {
      const key = assetKeys.rendition(assetId, rendition.name);
      await deps.blobs.put(key, rendition.data, { contentType: 'image/webp', size: rendition.data.length });
      renditions[rendition.name] = {
        key,
        width: rendition.width,
        height: rendition.height,
        contentType: 'image/webp',
        byteSize: rendition.data.length,
      };
    }
    const frames: AssetFrame[] = [];
    for (const frame of result.frames) {
      const key = assetKeys.frame(assetId, frame.index);
      await deps.blobs.put(key, frame.data, { contentType: 'image/webp', size: frame.data.length });
      frames.push({
        index: frame.index,
        row: frame.row,
        column: frame.column,
        key,
        width: frame.width,
        height: frame.height,
        byteSize: frame.data.length,
      });
    }

    if (await markAssetReady(deps.pool, assetId, { width: result.width, height: result.height, renditions, frames })) {
      log.info({ renditions: Object.keys(renditions).length, frames: frames.length }, 'asset ready');
      await announce(deps, assetId);
      return 'ready';
    }
    // Someone else finished it, or it was deleted while we worked: then our files belong to nothing.
    if (!(await findPipelineAsset(deps.pool, assetId))) await deps.blobs.deletePrefix(assetKeys.prefix(assetId));
    return 'skipped';
  } catch (error) {
    // Handed back at shutdown: the job waits in line again, so this run records nothing, not even on its
    // last attempt (its render was cut short by the shutdown, not by the image).
    if (run.handedBack.aborted) throw error;
    if (!(error instanceof AssetFailure) && !run.final) {
      log.warn({ err: error }, 'asset pipeline failed; it will be retried');
      throw error;
    }
    const reason = error instanceof AssetFailure ? error.reason : FAILURE_REASONS.gaveUp;
    if (!(error instanceof AssetFailure)) log.error({ err: error }, 'asset pipeline gave up');
    await removeDerivedFiles(deps.blobs, assetId);
    if (!(await markAssetFailed(deps.pool, assetId, reason))) return 'skipped';
    log.info({ reason }, 'asset failed');
    await announce(deps, assetId);
    return 'failed';
  }
}

const renderHere: RenderUpload = async (original, spec) => ({
  result: await renderAsset(original, spec),
  clean: await stripMetadata(original),
});

async function removeDerivedFiles(blobs: BlobStore, assetId: string): Promise<void> {
  await blobs.deletePrefix(`${assetKeys.prefix(assetId)}renditions/`);
  await blobs.deletePrefix(`${assetKeys.prefix(assetId)}frames/`);
}

async function announce(deps: PipelineDeps, assetId: string): Promise<void> {
  // Subscribers re-read the asset; a lost announcement only delays what they show, so it never fails the job.
  await deps.pubsub
    .publish(assetChannel(assetId), JSON.stringify({ id: assetId }))
    .catch((error: unknown) => deps.logger.warn({ err: error, assetId }, 'could not announce an asset change'));
}
