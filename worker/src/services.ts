import type { BlobStore, Logger, Pool, PubSub, Queue, TablecraftJobs } from '@tablecraft/platform';
import type { Redis } from 'ioredis';
import type { WorkerConfig } from './config.ts';

/** What the worker needs, built once by main.ts or the embedded launcher. */
export interface WorkerServices {
  config: WorkerConfig;
  logger: Logger;
  pool: Pool;
  pubsub: PubSub;
  redis?: Redis;
  /** Given by the embedded launcher (shared with the api); otherwise built from the config. */
  blobs?: BlobStore;
  /** Given by the embedded launcher (the in-process queue the api enqueues on); otherwise built from the config. */
  queue?: Queue<TablecraftJobs>;
}

/**
 * One background processor, shut down in the worker's order (worker.ts): it stops feeding the queue, the
 * queue finishes or hands back its jobs, then the processor releases what its jobs used.
 */
export interface WorkerProcessor {
  name: string;
  stopTaking: () => Promise<void>;
  release: () => Promise<void>;
}
