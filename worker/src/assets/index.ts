import { ASSET_PIPELINE, type BlobStore, type Queue, type TablecraftJobs } from '@tablecraft/platform';
import type { WorkerProcessor, WorkerServices } from '../services.ts';
import { processAsset } from './processor.ts';
import { createRenderProcess } from './render-process.ts';
import { pendingAssets } from './store.ts';

export { processAsset, type PipelineDeps, type PipelineOutcome } from './processor.ts';
export { renderAsset, AssetFailure, FAILURE_REASONS, MAX_INPUT_PIXELS } from './render.ts';
export { createRenderProcess, type RenderProcess } from './render-process.ts';

/**
 * Registers the upload pipeline on the queue and sweeps for assets still pending (at start and then
 * periodically): in-process jobs die with their process, and an enqueue can fail after the asset was
 * saved, so Postgres, not the queue, is the record of what is left to do. Enqueueing uses the asset
 * id as job id, so a sweep never duplicates a job that is already queued.
 */
export async function startAssetPipeline(
  services: WorkerServices & { blobs: BlobStore; queue: Queue<TablecraftJobs> },
): Promise<WorkerProcessor> {
  const { config, logger, queue } = services;
  // Images are decoded in a process of their own (render-process.ts), started with the first upload.
  const renderer = createRenderProcess();
  const deps = {
    render: renderer.render,
    pool: services.pool,
    blobs: services.blobs,
    pubsub: services.pubsub,
    logger,
    testDelayMs: config.NODE_ENV === 'test' ? config.ASSET_PIPELINE_TEST_DELAY_MS : 0,
  };
  await services.blobs
    .ensureBucket()
    .catch((error: unknown) => logger.error({ err: error }, 'the blob store is not reachable; the pipeline retries until it is'));
  await queue.process(ASSET_PIPELINE, async ({ assetId }, run) => void (await processAsset(deps, assetId, run)), {
    concurrency: config.WORKER_CONCURRENCY,
  });

  let sweeping: Promise<void> = Promise.resolve();
  const sweep = (minAgeMs: number) => {
    sweeping = sweeping.then(async () => {
      try {
        const assets = await pendingAssets(services.pool, { minAgeMs, limit: 1_000 });
        // In their owners' turns, as the api queued them; a job still in line is left as it is.
        for (const { id, ownerId } of assets) await queue.enqueue(ASSET_PIPELINE, { assetId: id }, { jobId: id, fairKey: ownerId });
        if (assets.length > 0) logger.info({ count: assets.length }, 'queued unfinished uploads again');
      } catch (error) {
        logger.warn({ err: error }, 'could not sweep unfinished uploads');
      }
    });
    return sweeping;
  };
  await sweep(0);
  // Later sweeps leave recent uploads alone: their jobs are almost certainly still in line.
  const timer = setInterval(() => void sweep(60_000), config.ASSET_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    name: ASSET_PIPELINE,
    // No more sweeps: nothing new goes into the queue from this process.
    stopTaking: async () => {
      clearInterval(timer);
      await sweeping;
    },
    // Once the queue has let go of every job: renders still under way belong to jobs handed back.
    release: () => renderer.close({ abandon: true }),
  };
}
