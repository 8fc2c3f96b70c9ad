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
