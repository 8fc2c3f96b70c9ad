import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { Redis } from 'ioredis';
import { createBullMQQueue, createMemoryQueue, type Queue } from '@tablecraft/platform';

// One suite, two adapters: the pipeline relies on these rules holding for BullMQ and in-process alike.
type Jobs = { work: { n: number } };

const prefixes: string[] = [];
const open: Queue<Jobs>[] = [];
type Retry = { attempts: number; backoffMs: number };
const bullPrefixes = new WeakMap<Queue<Jobs>, string>();
const adapters: Array<{
  name: string;
  create: (retry: Retry) => Queue<Jobs>;
  /** Another process of the same installation (its jobs outlive a process), or none for the in-process queue. */
  sibling?: (of: Queue<Jobs>, retry: Retry) => Queue<Jobs>;
}> = [
  {
    name: 'bullmq (real Redis)',
    create: (retry) => {
      // A fresh prefix per queue keeps tests (and parallel test files) from seeing each other's jobs.
      const prefix = `tc-test-queue-${randomBytes(6).toString('hex')}`;
      prefixes.push(prefix);
      const queue = createBullMQQueue<Jobs>({ redisUrl: inject('redisUrl'), prefix, ...retry });
      bullPrefixes.set(queue, prefix);
      return queue;
    },
    sibling: (of, retry) => createBullMQQueue<Jobs>({ redisUrl: inject('redisUrl'), prefix: bullPrefixes.get(of)!, ...retry }),
  },
  { name: 'in-process', create: (retry) => createMemoryQueue<Jobs>(retry) },
];

afterEach(async () => {
  await Promise.all(open.splice(0).map((queue) => queue.close()));
});
afterAll(async () => {
  const redis = new Redis(inject('redisUrl'));
  for (const prefix of prefixes) {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
  }
  redis.disconnect();
});

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe.each(adapters)('queue contract: $name', (adapter) => {
  const create = (retry = { attempts: 3, backoffMs: 100 }) => {
    const queue = adapter.create(retry);
    open.push(queue);
    return queue;
  };

  it('runs an enqueued job with its data, on its first attempt', async () => {
    const queue = create();
    const seen: Array<{ n: number; attempt: number; final: boolean; id: string }> = [];
    await queue.process('work', async (data, run) => {
      seen.push({ n: data.n, attempt: run.attempt, final: run.final, id: run.id });
    });
    await queue.enqueue('work', { n: 7 }, { jobId: 'asset-7' });
    await expect.poll(() => seen.length).toBe(1);
    expect(seen).toEqual([{ n: 7, attempt: 1, final: false, id: 'asset-7' }]);
  });

  it('keeps jobs enqueued before any handler until one is registered', async () => {
    const queue = create();
    await queue.enqueue('work', { n: 1 });
    await queue.enqueue('work', { n: 2 });
    const seen: number[] = [];
    await queue.process('work', async (data) => {
      seen.push(data.n);
    });
    await expect.poll(() => seen.length).toBe(2);
    expect(seen.sort()).toEqual([1, 2]);
  });

  it('retries a failing job with growing delays and succeeds', async () => {
    const queue = create({ attempts: 4, backoffMs: 150 });
    const times: number[] = [];
    const done = deferred();
    await queue.process('work', async (_data, run) => {
      times.push(Date.now());
      if (run.attempt < 3) throw new Error(`flaky ${run.attempt}`);
      done.resolve();
    });
    await queue.enqueue('work', { n: 1 }, { jobId: 'retry-me' });
    await done.promise;
    expect(times).toHaveLength(3);
    const [first, second, third] = times as [number, number, number];
    // Exponential backoff: about 150 ms, then about 300 ms.
    expect(second - first).toBeGreaterThanOrEqual(140);
    expect(third - second).toBeGreaterThanOrEqual(280);
  });

  it('gives a job up after its last attempt, and tells the handler which attempt is last', async () => {
    const queue = create({ attempts: 3, backoffMs: 20 });
    const runs: Array<{ n: number; attempt: number; final: boolean }> = [];
    await queue.process('work', async (data, run) => {
      runs.push({ n: data.n, attempt: run.attempt, final: run.final });
      throw new Error('always broken');
    });
    const runsOf = (n: number) => runs.filter((run) => run.n === n).map(({ attempt, final }) => ({ attempt, final }));
    await queue.enqueue('work', { n: 1 });
    await expect.poll(() => runsOf(1).length).toBe(3);
    // A fourth try would fall due 4 backoffs after the third. Two more broken jobs, the second enqueued when
    // the first is given up, take 2 × (1 + 2) = 6 backoffs; one worker starts due jobs in the order they fall
    // due, so a fourth try would have run before the last of them.
    for (const n of [2, 3]) {
      await queue.enqueue('work', { n });
      await expect.poll(() => runsOf(n).length).toBe(3);
    }
    expect(runsOf(1)).toEqual([
      { attempt: 1, final: false },
      { attempt: 2, final: false },
      { attempt: 3, final: true },
    ]);
  });

  it('runs a job once however often it is enqueued with the same id while waiting', async () => {
    const queue = create();
    for (let i = 0; i < 3; i++) await queue.enqueue('work', { n: i }, { jobId: 'same-asset' });
    await queue.enqueue('work', { n: 99 }, { jobId: 'other-asset' });
    const seen: number[] = [];
    await queue.process('work', async (data) => {
      seen.push(data.n);
    });
    // One job at a time, in the order enqueued: a duplicate of the first would have run before the other one.
    await expect.poll(() => seen.includes(99)).toBe(true);
    expect(seen).toEqual([0, 99]);
  });

  it('runs up to `concurrency` jobs at once, and no more', async () => {
    const queue = create();
    let running = 0;
    let peak = 0;
    let finished = 0;
    await queue.process(
      'work',
      async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 150));
        running -= 1;
        finished += 1;
      },
      { concurrency: 2 },
    );
    for (let n = 0; n < 5; n++) await queue.enqueue('work', { n });
    await expect.poll(() => finished).toBe(5);
    expect(peak).toBe(2);
  });

  it('takes turns by key: a newcomer’s job runs second, not behind a backlog queued before it', async () => {
    const queue = create();
    for (let n = 0; n < 12; n++) await queue.enqueue('work', { n }, { jobId: `flood-${n}`, fairKey: 'flooding-account' });
    await queue.enqueue('work', { n: 100 }, { jobId: 'newcomer-1', fairKey: 'newcomer' });
    const seen: number[] = [];
    await queue.process('work', async (data) => {
      seen.push(data.n);
    });
    await expect.poll(() => seen.length).toBe(13);
    // One job at a time, lowest turn first: the backlog's first job and the newcomer share the first round.
    expect(seen).toEqual([0, 100, ...Array.from({ length: 11 }, (_, i) => i + 1)]);
  });

  it('serves keys round robin, each key’s own jobs in the order they came', async () => {
    const queue = create();
    for (const [key, jobs] of [
      ['a', [1, 2, 3]],
      ['b', [11, 12, 13]],
      ['c', [21]],
    ] as const)
      for (const n of jobs) await queue.enqueue('work', { n }, { fairKey: key });
    const seen: number[] = [];
    await queue.process('work', async (data) => {
      seen.push(data.n);
    });
    await expect.poll(() => seen.length).toBe(7);
    expect(seen).toEqual([1, 11, 21, 2, 12, 3, 13]);
  });

  it('takes no turn for a job id already in line, and forgets every key once the line is empty', async () => {
    const queue = create();
    for (let i = 0; i < 3; i++) await queue.enqueue('work', { n: i }, { jobId: 'same', fairKey: 'a' });
    await queue.enqueue('work', { n: 9 }, { jobId: 'other', fairKey: 'a' });
    // The repeats took no turn: the key's second job has the second round.
    expect(await queue.turnState('work')).toEqual({ clock: 0, keys: 1 });
    const seen: number[] = [];
    await queue.process('work', async (data) => {
      seen.push(data.n);
    });
    await expect.poll(() => seen.length).toBe(2);
    await expect.poll(() => queue.turnState('work')).toEqual({ clock: 0, keys: 0 });
  });

  it('waits for a running job when closed', async () => {
    const queue = create();
    const started = deferred();
    let finished = false;
    await queue.process('work', async () => {
      started.resolve();
      await new Promise((r) => setTimeout(r, 300));
      finished = true;
    });
    await queue.enqueue('work', { n: 1 });
    await started.promise;
    await queue.close();
    expect(finished).toBe(true);
  });

  it('stops taking jobs as soon as it closes: a job still in line is not started there', async () => {
    const queue = create();
    const started: number[] = [];
    const release = deferred();
    await queue.process('work', async (data) => {
      started.push(data.n);
      if (data.n === 1) await release.promise;
    });
    await queue.enqueue('work', { n: 1 });
    await expect.poll(() => started).toEqual([1]);
    await queue.enqueue('work', { n: 2 });
    const closed = queue.close();
    release.resolve();
    await closed;
    expect(started).toEqual([1]);
  });

  it('hands back a job still running at the deadline: it runs again elsewhere without spending an attempt', async () => {
    const retry = { attempts: 2, backoffMs: 50 };
    const queue = create(retry);
    const seen: Array<{ attempt: number; handedBack: boolean }> = [];
    const started = deferred();
    await queue.process('work', async (_data, run) => {
      started.resolve();
      // Works until told the job was handed back, then stops without a result, as the pipeline does.
      await new Promise((resolve) => run.handedBack.addEventListener('abort', resolve, { once: true }));
      seen.push({ attempt: run.attempt, handedBack: run.handedBack.aborted });
    });
    await queue.enqueue('work', { n: 1 }, { jobId: 'long-job' });
    await started.promise;
    await queue.close({ handBackAfterMs: 100 });
    expect(seen).toEqual([{ attempt: 1, handedBack: true }]);
    if (!adapter.sibling) return; // in-process jobs end with their process; the uploads' sweep queues them again
    const next = adapter.sibling(queue, retry);
    open.push(next);
    const reran = deferred<{ attempt: number; final: boolean }>();
    await next.process('work', async (_data, run) => reran.resolve({ attempt: run.attempt, final: run.final }));
    expect(await reran.promise).toEqual({ attempt: 1, final: false });
  });

  it('runs a finished or given-up job again when its id is enqueued again (a repair re-renders)', async () => {
    const queue = create({ attempts: 1, backoffMs: 20 });
    const runs: string[] = [];
    await queue.process('work', async (data) => {
      runs.push(`${data.n}`);
      if (data.n === 2) throw new Error('broken once');
    });
    await queue.enqueue('work', { n: 1 }, { jobId: 'done-before' });
    await queue.enqueue('work', { n: 2 }, { jobId: 'given-up-before' });
    // One job at a time, in order: once the third starts, the first two are settled (completed and given up).
    await queue.enqueue('work', { n: 3 });
    await expect.poll(() => runs).toEqual(['1', '2', '3']);
    await queue.enqueue('work', { n: 11 }, { jobId: 'done-before' });
    await queue.enqueue('work', { n: 12 }, { jobId: 'given-up-before' });
    await expect.poll(() => runs.filter((n) => n === '11' || n === '12').sort()).toEqual(['11', '12']);
  });
});
