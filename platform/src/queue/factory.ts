import { createBullMQQueue } from './bullmq.ts';
import { createMemoryQueue } from './memory.ts';
import type { TablecraftJobs } from './jobs.ts';
import type { Queue, RetryPolicy } from './types.ts';

export interface QueueConfig {
  REDIS_URL?: string;
  QUEUE_PREFIX: string;
}

/** BullMQ when `REDIS_URL` is set, otherwise the in-process queue (the embedded default). */
export function createQueue(
  config: QueueConfig,
  options: Partial<RetryPolicy> & {
    lockDurationMs?: number;
    stalledIntervalMs?: number;
    onError?: (error: unknown, job: { name: string; id: string; attempt: number }) => void;
  } = {},
): Queue<TablecraftJobs> {
  if (config.REDIS_URL) return createBullMQQueue<TablecraftJobs>({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX, ...options });
  return createMemoryQueue<TablecraftJobs>(options);
}
