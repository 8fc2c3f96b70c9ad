import { createBlobStore, createQueue } from '@tablecraft/platform';
import type { WorkerServices } from './services.ts';
import { startAssetPipeline } from './assets/index.ts';
import { instrumentQueue, sampleQueueDepth } from './queue-metrics.ts';

export interface RunningWorker {
  /** Stops taking jobs, waits for running ones to finish, then closes queues. */
  close: () => Promise<void>;
}

/** Starts every background processor the worker owns. Processors register here as capabilities land. */
export async function startWorker(services: WorkerServices): Promise<RunningWorker> {
  const { config, logger } = services;
  const blobs = services.blobs ?? createBlobStore(config);
  const depth = config.REDIS_URL ? sampleQueueDepth({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX }) : undefined;
  const plainQueue =
    services.queue ??
    createQueue(config, {
      backoffMs: config.QUEUE_BACKOFF_MS,
      lockDurationMs: config.QUEUE_LOCK_DURATION_MS,
      stalledIntervalMs: config.QUEUE_STALLED_INTERVAL_MS,
      onError: (error, job) => logger.warn({ err: error, job }, 'job failed'),
    });
  // Job run times and failures, and the depth of every queue this worker takes jobs from, for /metrics.
  const queue = instrumentQueue(plainQueue, (name) => depth?.watch(name));
  const processors: Array<{ name: string; close: () => Promise<void> }> = [];
  processors.push(await startAssetPipeline({ ...services, blobs, queue }));
  // Last: the queue waits for running jobs of every processor before letting go of Redis.
  processors.push({
    name: 'queue',
    close: async () => {
      await queue.close();
      await depth?.close();
    },
  });
  logger.info({ processors: processors.map((p) => p.name), queue: queue.kind, blobs: blobs.kind }, 'worker started');
  return {
    close: async () => {
      for (const processor of processors) await processor.close();
    },
  };
}
