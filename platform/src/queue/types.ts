/** Job names mapped to their data; e.g. `{ 'asset-pipeline': { assetId: string } }`. */
export type JobMap = Record<string, unknown>;

export interface EnqueueOptions {
  /**
   * Idempotency key: enqueueing a job whose id is already waiting, running or waiting for a retry
   * does nothing. Use the id of the thing the job works on (an asset id).
   */
  jobId?: string;
  /**
   * Whose job this is (an account id): jobs take turns by this key, so one key's backlog waits behind its
   * own earlier jobs, not in front of everyone else's (turns.ts). Without it a job takes the next round.
   */
  fairKey?: string;
}

/** What a handler knows about the run it is in. */
export interface JobRun {
  id: string;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /** True on the last attempt: if this run throws, the job is given up. */
  final: boolean;
  /**
   * Aborted when the job is handed back at shutdown (it waits in line again, its attempt not spent): the
   * run's outcome no longer counts, so the handler should stop and must not record a failure.
   */
  handedBack: AbortSignal;
}

export type JobHandler<T> = (data: T, run: JobRun) => Promise<void>;

export interface ProcessOptions {
  /** How many jobs of this name run at once in this process. */
  concurrency?: number;
}

/** Retry policy shared by both adapters: `attempts` runs in all, waiting `backoffMs · 2^(n-1)` before retry n. */
export interface RetryPolicy {
  attempts: number;
  backoffMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, backoffMs: 1_000 };

/**
 * Background jobs, typed by name. BullMQ on Redis serves production (jobs survive restarts and a
 * crashed worker's job runs again); the in-process adapter serves the embedded default (jobs live in
 * memory, so callers keep the durable state elsewhere and re-enqueue unfinished work at start).
 * A handler that throws is retried with exponential backoff; handlers must be idempotent. Jobs run in
 * turns by their `fairKey` (turns.ts): round robin between keys, each key's jobs in the order they came.
 */
export interface Queue<Jobs extends JobMap> {
  readonly kind: 'bullmq' | 'memory';
  enqueue<N extends keyof Jobs & string>(name: N, data: Jobs[N], options?: EnqueueOptions): Promise<void>;
  /** Starts running jobs of this name in this process; one handler per name. */
  process<N extends keyof Jobs & string>(name: N, handler: JobHandler<Jobs[N]>, options?: ProcessOptions): Promise<void>;
  /** The turn bookkeeping of a job name (turns.ts): its clock and how many keys it remembers. */
  turnState(name: keyof Jobs & string): Promise<{ clock: number; keys: number }>;
  /**
   * Shuts the queue down in the order that loses nothing: stops taking jobs at once, lets the running ones
   * finish for up to `handBackAfterMs`, hands back those still running (they wait in line again without
   * spending an attempt), and releases connections.
   */
  close(options?: CloseOptions): Promise<void>;
}

export interface CloseOptions {
  /** How long running jobs may go on before they are handed back; within the pod's grace period. */
  handBackAfterMs?: number;
}

/** Long enough for an ordinary image, short enough to leave the rest of a 30 s grace period to the other steps. */
export const DEFAULT_HAND_BACK_AFTER_MS = 10_000;
