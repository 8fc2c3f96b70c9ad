import type { BlobStore, Logger, Pool, PubSub, Queue, TablecraftJobs } from '@tablecraft/platform';
import type { Redis } from 'ioredis';
import type { ApiConfig } from './config.ts';
import type { Mailer } from './mail.ts';
import type { RateLimits } from './rate-limits.ts';

/**
 * Everything the API's handlers need, built once at start by main.ts (or the embedded launcher)
 * and passed down; nothing reaches for globals.
 */
export interface ApiServices {
  config: ApiConfig;
  logger: Logger;
  pool: Pool;
  pubsub: PubSub;
  /** Present when REDIS_URL is set; the embedded default runs without Redis. */
  redis?: Redis;
  mailer: Mailer;
  rateLimits: RateLimits;
  /** Uploaded originals and renditions: S3 when S3_ENDPOINT is set, else local disk. */
  blobs: BlobStore;
  /** Where uploads enqueue their pipeline: BullMQ when REDIS_URL is set, else in-process (shared with the embedded worker). */
  queue: Queue<TablecraftJobs>;
}

/** The infrastructure clients a process already has; the API builds its own services on top. */
export interface ApiClients {
  logger: Logger;
  pool: Pool;
  pubsub: PubSub;
  redis?: Redis;
  /** Given by the embedded launcher so api and worker share one store and one in-process queue. */
  blobs?: BlobStore;
  queue?: Queue<TablecraftJobs>;
}
