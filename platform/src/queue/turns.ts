import type { Redis } from 'ioredis';

/**
 * Turns: who goes next when several accounts have jobs waiting. Each job is given a turn number when it is
 * enqueued, and jobs run lowest turn first (the same turn: first come, first served). An account's first
 * waiting job takes the next round (`clock + 1`), its second the round after, and so on: a job waits behind
 * its own account's earlier jobs, never behind a whole backlog of someone else's. With one account queueing
 * 70 jobs and another then queueing one, the one runs second, not 71st (round robin by account, as
 * start-time fair queuing does it).
 *
 * The clock is the turn of the last job that started. An account is remembered only while its last turn is
 * ahead of the clock (it has jobs waiting beyond the current round); a turn at or behind the clock says
 * nothing the clock does not, so it is dropped. The book is therefore never larger than the number of
 * accounts with jobs waiting, and empty once the queue is.
 *
 * A turn is a BullMQ priority (1 first … 2^21 − 1 last), so turns are capped there: past the cap jobs share
 * the last turn and run first come, first served. The clock starts again from 0 whenever the queue is idle,
 * so the cap is only reached by a queue that never empties for about two million rounds.
 */
export interface TurnBook {
  /** The turn for the next job of `key`, remembered; without a key, the next round, remembering nothing. */
  take(key: string | undefined): Promise<number>;
  /** A job of this turn started: the clock moves up to it, and turns at or behind the clock are forgotten. */
  started(turn: number): Promise<void>;
  /** Nothing is waiting: starts the clock again from 0, unless a turn was taken meanwhile. */
  idle(): Promise<void>;
  /** The clock and how many keys are remembered (tests, metrics). */
  state(): Promise<{ clock: number; keys: number }>;
}

/** The last turn: BullMQ's lowest priority. */
export const MAX_TURN = 2 ** 21 - 1;

/** In memory, for the in-process queue (one book per job name). */
export function createMemoryTurnBook(): TurnBook {
  let clock = 0;
  const last = new Map<string, number>();
  // Forgetting behind the clock scans the book; done when it has doubled since the last scan, so each
  // remembered key costs O(1) on average however many there are.
  let scanAt = 64;
  const forget = () => {
    for (const [key, turn] of last) if (turn <= clock) last.delete(key);
    scanAt = Math.max(64, last.size * 2);
  };
  return {
    async take(key) {
      if (key === undefined) return Math.min(clock + 1, MAX_TURN);
      const turn = Math.min(Math.max(clock, last.get(key) ?? 0) + 1, MAX_TURN);
      last.set(key, turn);
      if (last.size >= scanAt) forget();
      return turn;
    },
    async started(turn) {
      if (turn <= clock) return;
      clock = turn;
      forget();
    },
    async idle() {
      forget();
      if (last.size === 0) clock = 0;
    },
    async state() {
      return { clock, keys: last.size };
    },
  };
}

// KEYS: clock, last (a sorted set: key → its last turn). ARGV: key ('' for none), max turn, ttl ms.
const TAKE = `
local clock = tonumber(redis.call('GET', KEYS[1]) or '0')
if ARGV[1] == '' then return math.min(clock + 1, tonumber(ARGV[2])) end
local last = tonumber(redis.call('ZSCORE', KEYS[2], ARGV[1]) or '0')
local turn = math.min(math.max(clock, last) + 1, tonumber(ARGV[2]))
redis.call('ZADD', KEYS[2], turn, ARGV[1])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
if clock > 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return turn
`;
// KEYS: clock, last. ARGV: the started job's turn, ttl ms.
const STARTED = `
local clock = tonumber(redis.call('GET', KEYS[1]) or '0')
local turn = tonumber(ARGV[1])
if turn <= clock then return clock end
redis.call('SET', KEYS[1], turn, 'PX', ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', turn)
return turn
`;
// KEYS: clock, last.
const IDLE = `
local clock = tonumber(redis.call('GET', KEYS[1]) or '0')
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', clock)
if redis.call('ZCARD', KEYS[2]) == 0 then redis.call('DEL', KEYS[1]) end
return 0
`;

/**
 * In Redis, shared by every API and worker process of an installation: one clock and one sorted set per
 * queue (`keys`, under the connection's prefix), each change one atomic script. Both keys expire after a
 * week without use.
 */
export function createRedisTurnBook(redis: Redis, keys: { clock: string; last: string }): TurnBook {
  const ttlMs = String(7 * 24 * 60 * 60 * 1000);
  const run = async (script: string, ...args: string[]) => Number(await redis.eval(script, 2, keys.clock, keys.last, ...args));
  return {
    take: (key) => run(TAKE, key ?? '', String(MAX_TURN), ttlMs),
    started: async (turn) => void (await run(STARTED, String(turn), ttlMs)),
    idle: async () => void (await run(IDLE)),
    async state() {
      const [clock, remembered] = await Promise.all([redis.get(keys.clock), redis.zcard(keys.last)]);
      return { clock: Number(clock ?? 0), keys: remembered };
    },
  };
}
