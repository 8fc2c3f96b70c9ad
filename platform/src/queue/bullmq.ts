import { Queue as BullQueue, WaitingError, Worker as BullWorker, type ConnectionOptions, type DefaultJobOptions } from 'bullmq';
import { createRedis, type Redis } from '../redis.ts';
import { createRedisTurnBook, type TurnBook } from './turns.ts';
import { settleHandedBack } from './hand-back.ts';
import { DEFAULT_HAND_BACK_AFTER_MS, DEFAULT_RETRY, type JobMap, type Queue, type RetryPolicy } from './types.ts';

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
 * (kill -9, node lost) runs again on another worker. Each job's turn (turns.ts) is its BullMQ priority,
 * so BullMQ itself runs the lowest turn first (and, within a turn, the first come); the book of turns
 * lives beside the queue's keys, shared by every process that enqueues or works. At close, a job still
 * running at the deadline goes back to its place in line (BullMQ's moveToWait with a WaitingError, which
 * spends no attempt), so a rollout never costs an upload a retry.
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
  // The books of turns share one connection of their own, whose keys carry the queues' prefix.
  let turnsRedis: Redis | undefined;
  let closing = false;
  const handBack = new AbortController();
  const handedBack = new Promise<'handed back'>((resolve) => handBack.signal.addEventListener('abort', () => resolve('handed back')));
  const running = new Set<Promise<unknown>>();
  const books = new Map<string, TurnBook>();
  const turns = (name: string): TurnBook => {
    let found = books.get(name);
    if (!found) {
      turnsRedis ??= createRedis(options.redisUrl, { name: 'queue-turns', prefix, onError: () => undefined });
      found = createRedisTurnBook(turnsRedis, { clock: `turns:${name}:clock`, last: `turns:${name}:last` });
      books.set(name, found);
    }
    return found;
  };

  return {
    kind: 'bullmq',
    async enqueue(name, data, enqueueOptions = {}) {
      const { jobId, fairKey } = enqueueOptions;
      if (jobId) {
        // BullMQ ignores an add whose jobId it still remembers, finished jobs included (kept a day for the
        // record). The rule is narrower: a job waiting, running or due for a retry absorbs the add and takes
        // no turn; a finished one is asked for again (a repair re-rendering an asset), so it makes way.
        const existing = await queue(name).getJob(jobId);
        if (existing) {
          const state = await existing.getState();
          if (state !== 'completed' && state !== 'failed') return;
          await existing.remove();
        }
      }
      const priority = await turns(name).take(fairKey);
      await queue(name).add(name, data, { ...(jobId ? { jobId } : {}), priority });
    },
    async process(name, handler, processOptions = {}) {
      const worker = new BullWorker(
        name,
        async (job, token) => {
          // The clock moves to the turn now running. A job from before turns (priority 0) moves nothing; a book
          // that cannot be reached costs fairness for a moment, never the job.
          if (job.priority > 0)
            await turns(name)
              .started(job.priority)
              .catch((error: unknown) => options.onError?.(error, { name, id: String(job.id), attempt: job.attemptsMade }));
          const attempt = job.attemptsMade + 1;
          const run = handler(job.data as Jobs[typeof name], {
            id: String(job.id),
            attempt,
            final: attempt >= retry.attempts,
            handedBack: handBack.signal,
          });
          running.add(run);
          void run.then(
            () => running.delete(run),
            () => running.delete(run),
          );
          if ((await Promise.race([run, handedBack])) !== 'handed back') return;
          // Past the close's deadline: back in line at its turn, for another worker; the WaitingError tells
          // BullMQ the job moved, so this run counts as no attempt.
          await job.moveToWait(token);
          throw new WaitingError();
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
      // Nothing left in line (retries waiting out their backoff count as in line): the clock starts again.
      worker.on('drained', () => {
        if (closing) return;
        void (async () => {
          const counts = await queue(name).getJobCounts('wait', 'prioritized', 'delayed');
          if (Object.values(counts).every((count) => count === 0)) await turns(name).idle();
        })().catch((error: unknown) => options.onError?.(error, { name, id: '', attempt: 0 }));
      });
      workers.push(worker);
      await worker.waitUntilReady();
    },
    turnState: (name) => turns(name).state(),
    async close(closeOptions = {}) {
      closing = true;
      // A closing worker takes no more jobs at once and resolves when the running ones have settled.
      const settled = Promise.all(workers.map((worker) => worker.close()));
      let deadline: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        deadline = setTimeout(() => resolve('late'), closeOptions.handBackAfterMs ?? DEFAULT_HAND_BACK_AFTER_MS);
      });
      const outcome = await Promise.race([settled.then(() => 'settled' as const), late]);
      clearTimeout(deadline);
      if (outcome === 'late') {
        handBack.abort();
        await settled;
        await settleHandedBack([...running]);
      }
      await Promise.all([...queues.values()].map((q) => q.close()));
      turnsRedis?.disconnect();
    },
  };
}
