import { settleHandedBack } from './hand-back.ts';
import { createMemoryTurnBook, type TurnBook } from './turns.ts';
import { DEFAULT_HAND_BACK_AFTER_MS, DEFAULT_RETRY, type JobHandler, type JobMap, type Queue, type RetryPolicy } from './types.ts';

interface PendingJob {
  id: string;
  data: unknown;
  attempt: number;
  /** Its turn (turns.ts): lowest first; within a turn, first come, first served. */
  turn: number;
}

interface Lane {
  /** Sorted by turn, then arrival. */
  waiting: PendingJob[];
  handler?: JobHandler<unknown>;
  concurrency: number;
  running: number;
  /** Jobs waiting out a retry's backoff. */
  retrying: number;
  turns: TurnBook;
}

/**
 * The in-process queue of the embedded default: same retry, idempotency and turn rules as BullMQ, jobs held
 * in memory. Jobs enqueued before a handler is registered wait for it. Jobs still waiting when the
 * process stops are lost, so their durable state must allow re-enqueueing them at the next start; the
 * same holds for a job handed back at close (its handler is told, and records nothing).
 */
export function createMemoryQueue<Jobs extends JobMap>(
  options: Partial<RetryPolicy> & { onError?: (error: unknown, job: { name: string; id: string; attempt: number }) => void } = {},
): Queue<Jobs> {
  const retry = { ...DEFAULT_RETRY, ...options };
  const lanes = new Map<string, Lane>();
  // Ids of jobs waiting, running or waiting for a retry, per name: the idempotency window.
  const live = new Map<string, Set<string>>();
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  const handBack = new AbortController();
  let closed = false;
  let nextId = 1;

  const lane = (name: string): Lane => {
    let found = lanes.get(name);
    if (!found) {
      found = { waiting: [], concurrency: 1, running: 0, retrying: 0, turns: createMemoryTurnBook() };
      lanes.set(name, found);
      live.set(name, new Set());
    }
    return found;
  };

  /** Puts a job in line by its turn, behind every job of the same or an earlier turn. */
  const line = (current: Lane, job: PendingJob): void => {
    const { waiting } = current;
    let low = 0;
    let high = waiting.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (waiting[middle]!.turn <= job.turn) low = middle + 1;
      else high = middle;
    }
    waiting.splice(low, 0, job);
  };

  const pump = (name: string): void => {
    const current = lane(name);
    while (!closed && current.handler && current.running < current.concurrency && current.waiting.length > 0) {
      const job = current.waiting.shift()!;
      current.running += 1;
      void current.turns.started(job.turn);
      const run = runJob(name, current, current.handler, job).finally(() => {
        inFlight.delete(run);
        current.running -= 1;
        pump(name);
        if (current.running === 0 && current.retrying === 0 && current.waiting.length === 0) void current.turns.idle();
      });
      inFlight.add(run);
    }
  };

  const runJob = async (name: string, current: Lane, handler: JobHandler<unknown>, job: PendingJob): Promise<void> => {
    try {
      await handler(job.data, { id: job.id, attempt: job.attempt, final: job.attempt >= retry.attempts, handedBack: handBack.signal });
      live.get(name)?.delete(job.id);
    } catch (error) {
      options.onError?.(error, { name, id: job.id, attempt: job.attempt });
      if (job.attempt >= retry.attempts || closed) {
        live.get(name)?.delete(job.id);
        return;
      }
      current.retrying += 1;
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          current.retrying -= 1;
          // A retry keeps its turn: it runs before the jobs that came after it.
          line(current, { ...job, attempt: job.attempt + 1 });
          pump(name);
        },
        retry.backoffMs * 2 ** (job.attempt - 1),
      );
      timers.add(timer);
    }
  };

  return {
    kind: 'memory',
    async enqueue(name, data, enqueueOptions = {}) {
      if (closed) throw new Error('queue is closed');
      const current = lane(name);
      const ids = live.get(name)!;
      const id = enqueueOptions.jobId ?? `job-${nextId++}`;
      if (ids.has(id)) return;
      ids.add(id);
      line(current, { id, data, attempt: 1, turn: await current.turns.take(enqueueOptions.fairKey) });
      // Run on a later tick, like a network queue: the caller's transaction is done before the job starts.
      setImmediate(() => pump(name));
    },
    async process(name, handler, processOptions = {}) {
      const current = lane(name);
      if (current.handler) throw new Error(`a handler for ${name} is already registered`);
      current.handler = handler as JobHandler<unknown>;
      current.concurrency = Math.max(1, processOptions.concurrency ?? 1);
      pump(name);
    },
    async close(closeOptions = {}) {
      // Taking no more: nothing in line starts, and no retry falls due.
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      let deadline: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        deadline = setTimeout(() => resolve('late'), closeOptions.handBackAfterMs ?? DEFAULT_HAND_BACK_AFTER_MS);
      });
      const finished = await Promise.race([Promise.allSettled([...inFlight]).then(() => 'finished' as const), late]);
      clearTimeout(deadline);
      if (finished === 'late') {
        // Handed back: the handlers stop without a verdict; their work's durable state brings it back at the next start.
        handBack.abort();
        await settleHandedBack([...inFlight]);
      }
    },
    turnState: (name) => lane(name).turns.state(),
  };
}
