import { Queue as BullQueue, Worker as BullWorker, type ConnectionOptions, type DefaultJobOptions } from 'bullmq';
import { DEFAULT_RETRY, type JobMap, type Queue, type RetryPolicy } from './types.ts';

export interface BullMQQueueOptions extends Partial<RetryPolicy> {
  redisUrl: string;
  /** Namespace for every Redis key of these queues; tests give each file its own. */
  prefix?: string;
  /** How long a running job's lock lasts without renewal; a killed worker's job is taken over after it. */
  lockDurationMs?: number;
  /** How often workers look for jobs whose lock expired (a crashed worker) and put them back in line. */
  stalledIntervalMs?: number;
  onError?: (error: unknown, job: { name: string; id: string; attempt: number }) => void;
}

/**
 * Jobs in Redis through BullMQ: one BullMQ queue per job name, retries with exponential backoff,
 * jobId for idempotency, bounded history, and stalled-job recovery so a job whose worker died
 * (kill -9, node lost) runs again on another worker.
 */
export function createBullMQQueue<Jobs extends JobMap>(options: BullMQQueueOptions): Queue<Jobs> {
  const retry = { ...DEFAULT_RETRY, ...options };
  // BullMQ opens (and closes) its own connections from these options; blocking reads need no retry limit.
  const connection: ConnectionOptions = { url: options.redisUrl, maxRetriesPerRequest: null };
  const prefix = options.prefix ?? 'tablecraft';
  const queues = new Map<string, BullQueue>();
  const workers: BullWorker[] = [];
  const jobOptions: DefaultJobOptions = {
    attempts: retry.attempts,
    backoff: { type: 'exponential', delay: retry.backoffMs },
    removeOnComplete: { count: 1_000, age: 24 * 60 * 60 },
    removeOnFail: { count: 5_000, age: 7 * 24 * 60 * 60 },
  };
  const queue = (name: string): BullQueue => {
    let found = queues.get(name);
    if (!found) {
      found = new BullQueue(name, { connection, prefix, defaultJobOptions: jobOptions });
      found.on('error', (error) => options.onError?.(error, { name, id: '', attempt: 0 }));
      queues.set(name, found);
    }
    return found;
  };

  return {
    kind: 'bullmq',
    async enqueue(name, data, enqueueOptions = {}) {
      // BullMQ ignores an add whose jobId already exists: that is the idempotency rule.
      await queue(name).add(name, data, enqueueOptions.jobId ? { jobId: enqueueOptions.jobId } : {});
    },
    async process(name, handler, processOptions = {}) {
      const worker = new BullWorker(
        name,
        async (job) => {
          const attempt = job.attemptsMade + 1;
          await handler(job.data as Jobs[typeof name], { id: String(job.id), attempt, final: attempt >= retry.attempts });
        },
        {
          connection,
          prefix,
          concurrency: Math.max(1, processOptions.concurrency ?? 1),
          lockDuration: options.lockDurationMs ?? 30_000,
          stalledInterval: options.stalledIntervalMs ?? 30_000,
          // A job may be orphaned by more than one crash before it is given up.
          maxStalledCount: 3,
        },
      );
      worker.on('failed', (job, error) => {
        if (job) options.onError?.(error, { name, id: String(job.id), attempt: job.attemptsMade });
      });
      // Connection errors are retried by ioredis; without a listener they would crash the process.
      worker.on('error', (error) => options.onError?.(error, { name, id: '', attempt: 0 }));
      workers.push(worker);
      await worker.waitUntilReady();
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
      await Promise.all([...queues.values()].map((q) => q.close()));
    },
  };
}
