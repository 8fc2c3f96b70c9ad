import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MAX_TURN, createMemoryTurnBook, createRedis, createRedisTurnBook, type Redis, type TurnBook } from '@tablecraft/platform';

// The book of turns under abuse, in memory (the in-process queue) and in Redis (BullMQ): one account with
// a huge backlog and many others with a job each. Nobody else waits behind the backlog, the backlog still
// gets its round, and what the book remembers is bounded by who has jobs waiting and empty once nobody has.
// The jobs themselves are simulated: a line that always starts the lowest turn, first come first served
// within a turn, as both queues do.

const FLOOD = 3_000;
const OTHERS = 400;

const connections: Redis[] = [];
afterAll(async () => {
  for (const redis of connections) {
    const prefix = String(redis.options.keyPrefix);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys.map((key) => key.slice(prefix.length)));
    redis.disconnect();
  }
});

const books: Array<{ name: string; create: () => { book: TurnBook; redis?: Redis } }> = [
  { name: 'memory', create: () => ({ book: createMemoryTurnBook() }) },
  {
    name: 'redis',
    create: () => {
      const redis = createRedis(inject('redisUrl'), { name: 'turns-test', prefix: `tc-test-turns-${randomBytes(5).toString('hex')}` });
      connections.push(redis);
      return { book: createRedisTurnBook(redis, { clock: 'turns:work:clock', last: 'turns:work:last' }), redis };
    },
  },
];

interface Job {
  key: string;
  turn: number;
  seq: number;
}

/** Jobs waiting, started lowest turn first and, within a turn, in the order they came. */
function line(book: TurnBook) {
  const waiting: Job[] = [];
  let seq = 0;
  return {
    waiting,
    async add(key: string) {
      waiting.push({ key, turn: await book.take(key), seq: seq++ });
    },
    async start(): Promise<Job> {
      let next = 0;
      for (let i = 1; i < waiting.length; i++) {
        const job = waiting[i]!;
        const best = waiting[next]!;
        if (job.turn < best.turn || (job.turn === best.turn && job.seq < best.seq)) next = i;
      }
      const [job] = waiting.splice(next, 1);
      await book.started(job!.turn);
      return job!;
    },
    keysWaiting: () => new Set(waiting.map((job) => job.key)).size,
  };
}

describe.each(books)('turns: $name', ({ create }) => {
  it('starts every other account’s job before the rest of a huge backlog, and remembers no more than who waits', async () => {
    const { book, redis } = create();
    const jobs = line(book);
    for (let i = 0; i < FLOOD; i++) await jobs.add('flood');
    for (let i = 0; i < OTHERS; i++) await jobs.add(`account-${i}`);
    expect((await book.state()).keys).toBe(1 + OTHERS);

    const started: string[] = [];
    let largestBook = 0;
    while (jobs.waiting.length > 0) {
      started.push((await jobs.start()).key);
      if (started.length % 50 === 0 || jobs.waiting.length < 5) {
        const { keys } = await book.state();
        largestBook = Math.max(largestBook, keys);
        // Only accounts with a job waiting are remembered.
        expect(keys).toBeLessThanOrEqual(jobs.keysWaiting());
      }
    }
    // Each of the others started within the first round: behind at most one job of the flood and each other.
    const lastOther = Math.max(...Array.from({ length: OTHERS }, (_, i) => started.indexOf(`account-${i}`)));
    expect(lastOther).toBeLessThanOrEqual(OTHERS + 1);
    expect(largestBook).toBeLessThanOrEqual(1 + OTHERS);

    // Nothing waits: the book forgets everyone, and the clock starts again.
    await book.idle();
    expect(await book.state()).toEqual({ clock: 0, keys: 0 });
    if (redis) expect(await redis.keys(`${String(redis.options.keyPrefix)}*`)).toEqual([]);
  });

  it('gives a steady few their turn every round while a backlog keeps growing, and the backlog one a round too', async () => {
    const { book } = create();
    const jobs = line(book);
    for (let i = 0; i < 500; i++) await jobs.add('flood');
    const few = ['a', 'b', 'c', 'd', 'e'];
    for (const key of few) await jobs.add(key);
    // Each of the few queues its next job when its last one starts; the flood adds two for every one started.
    const waits = new Map<string, number>(few.map((key) => [key, 0]));
    const longest = new Map<string, number>(few.map((key) => [key, 0]));
    let floodStarts = 0;
    for (let step = 0; step < 600; step++) {
      const job = await jobs.start();
      for (const key of few) waits.set(key, waits.get(key)! + 1);
      if (job.key === 'flood') {
        floodStarts += 1;
        await jobs.add('flood');
        await jobs.add('flood');
      } else {
        longest.set(job.key, Math.max(longest.get(job.key)!, waits.get(job.key)!));
        waits.set(job.key, 0);
        await jobs.add(job.key);
      }
    }
    // Round robin among six accounts: each of the few starts once every six jobs, the flood once a round.
    for (const key of few) expect(longest.get(key)).toBeLessThanOrEqual(6);
    expect(floodStarts).toBeGreaterThanOrEqual(99);
    expect((await book.state()).keys).toBeLessThanOrEqual(jobs.keysWaiting());
  });

  it('lets a retry keep its turn, and a new account always take the next round', async () => {
    const { book } = create();
    const jobs = line(book);
    for (let i = 0; i < 10; i++) await jobs.add('flood');
    const first = await jobs.start();
    expect(first.turn).toBe(1);
    // A job that failed goes back in line with its turn: ahead of everything queued after it.
    jobs.waiting.push({ ...first, seq: -1 });
    expect((await jobs.start()).seq).toBe(-1);
    await jobs.add('newcomer');
    expect(jobs.waiting.find((job) => job.key === 'newcomer')?.turn).toBe(2);
    expect(await book.take(undefined)).toBe(2);
  });
});

describe('turns in redis', () => {
  it('stops at the last turn BullMQ allows, and keeps its keys only for a week without use', async () => {
    const { book, redis } = books[1]!.create();
    await redis!.set('turns:work:clock', String(MAX_TURN - 2));
    const turns = [];
    for (let i = 0; i < 4; i++) turns.push(await book.take('flood'));
    expect(turns).toEqual([MAX_TURN - 1, MAX_TURN, MAX_TURN, MAX_TURN]);
    for (const key of ['turns:work:clock', 'turns:work:last']) {
      const ttl = await redis!.pttl(key);
      expect(ttl).toBeGreaterThan(6 * 24 * 60 * 60 * 1000);
      expect(ttl).toBeLessThanOrEqual(7 * 24 * 60 * 60 * 1000);
    }
  });

  it('does not start the clock again while a turn taken meanwhile waits', async () => {
    const { book } = books[1]!.create();
    await book.take('a');
    await book.started(1);
    // Between "nothing waits" being seen and the book being told, someone queued a job.
    await book.take('b');
    await book.idle();
    expect(await book.state()).toEqual({ clock: 1, keys: 1 });
    expect(await book.take('c')).toBe(2);
  });
});
