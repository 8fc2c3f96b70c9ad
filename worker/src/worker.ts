import { createBlobStore, createQueue } from '@tablecraft/platform';
import type { WorkerProcessor, WorkerServices } from './services.ts';
import { startAssetPipeline } from './assets/index.ts';
import { instrumentQueue, sampleQueueDepth } from './queue-metrics.ts';

/** A running worker, shut down in the shared order (platform/src/shutdown.ts), by phase or all at once. */
export interface RunningWorker {
  /** Stops feeding the queue: the processors' sweeps end. */
  stopTaking: () => Promise<void>;
  /**
   * The queue takes no more jobs, lets the running ones finish until the hand-back deadline and hands the
   * rest back (they wait in line again without spending an attempt), then lets go of Redis.
   */
  finish: () => Promise<void>;
  /** Stops what jobs used (the image process) once no job is running. */
  release: () => Promise<void>;
  /** All three, in order (the embedded launcher). */
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
  const processors: WorkerProcessor[] = [await startAssetPipeline({ ...services, blobs, queue })];
  logger.info({ processors: processors.map((p) => p.name), queue: queue.kind, blobs: blobs.kind }, 'worker started');
  const stopTaking = async () => {
    for (const processor of processors) await processor.stopTaking();
  };
  const finish = () => queue.close({ handBackAfterMs: config.WORKER_HAND_BACK_AFTER_MS });
  const release = async () => {
    for (const processor of processors) await processor.release();
    await depth?.close();
  };
  return {
    stopTaking,
    finish,
    release,
    close: async () => {
      await stopTaking();
      await finish();
      await release();
    },
  };
}
