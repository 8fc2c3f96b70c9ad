import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FairPacer, type FairShareRule } from './fair-pacer.ts';

// The clock and the timers are the fake ones, so turns are given exactly when their tokens are due: one
// every 100 ms at 10 a second.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const rule: FairShareRule = { perSecond: 10, burst: 3, maxWaiting: 2_000, maxWaitingPerKey: 1_000, maxWaitMs: 600_000 };
const pacer = (overrides: Partial<FairShareRule> = {}) => new FairPacer({ ...rule, ...overrides }, () => Date.now());
const TURN_MS = 100;

/** Spends the burst, so every request after this waits for a turn. */
function spendBurst(p: FairPacer): void {
  for (let i = 0; i < rule.burst; i++) expect(p.admit('someone')).toBe(true);
}

/** Queues `count` requests for a key; each turn given is written down in `turns` as the key's name. */
function queue(p: FairPacer, key: string, count: number, turns: string[]): Array<Promise<boolean>> {
  return Array.from({ length: count }, () => {
    const turn = p.admit(key);
    expect(turn).toBeInstanceOf(Promise);
    return (turn as Promise<boolean>).then((admitted) => {
      if (admitted) turns.push(key);
      return admitted;
    });
  });
}

describe('a fair pacer', () => {
  it('gives a key alone the whole pace, its burst at once and then a turn per token', async () => {
    const p = pacer();
    expect([p.admit('a'), p.admit('a'), p.admit('a')]).toEqual([true, true, true]);
    const turns: string[] = [];
    void queue(p, 'a', 3, turns);
    await vi.advanceTimersByTimeAsync(TURN_MS - 1);
    expect(turns).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(turns).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(2 * TURN_MS);
    expect(turns).toEqual(['a', 'a', 'a']);
    expect(p.stats()).toEqual({ keys: 0, waiting: 0 });
  });

  it('gives turns round the keys waiting, one request each, first come first served within a key', async () => {
    const p = pacer();
    spendBurst(p);
    const turns: string[] = [];
    void queue(p, 'a', 4, turns);
    void queue(p, 'b', 2, turns);
    void queue(p, 'c', 1, turns);
    expect(p.stats()).toEqual({ keys: 3, waiting: 7 });
    await vi.advanceTimersByTimeAsync(7 * TURN_MS);
    expect(turns).toEqual(['a', 'b', 'c', 'a', 'b', 'a', 'a']);
  });

  it('serves a key that comes along within one round, however long the backlog of one key before it', async () => {
    const p = pacer();
    spendBurst(p);
    const turns: string[] = [];
    const flood = queue(p, 'flood', rule.maxWaitingPerKey, turns);
    const honest = queue(p, 'honest', 1, turns);
    // The flood's next turn, then the newcomer's.
    await vi.advanceTimersByTimeAsync(2 * TURN_MS);
    expect(turns).toEqual(['flood', 'honest']);
    expect(await honest[0]).toBe(true);
    expect(p.stats()).toEqual({ keys: 1, waiting: rule.maxWaitingPerKey - 1 });
    p.close();
    await Promise.all(flood);
  });

  it('serves a key that comes along after one turn of each key waiting, however many requests they have queued', async () => {
    const p = pacer();
    spendBurst(p);
    const turns: string[] = [];
    const floods = Array.from({ length: 20 }, (_, i) => `flood-${i}`);
    for (const key of floods) void queue(p, key, 50, turns);
    // Round one is under way when it comes: it goes after one turn of each key, before any has another.
    await vi.advanceTimersByTimeAsync(5 * TURN_MS);
    const before = turns.length;
    const honest = queue(p, 'honest', 1, turns);
    await vi.advanceTimersByTimeAsync(floods.length * TURN_MS);
    expect(turns.slice(before).sort()).toEqual([...floods].sort());
    await vi.advanceTimersByTimeAsync(TURN_MS);
    expect(turns.at(-1)).toBe('honest');
    expect(await honest[0]).toBe(true);
    expect(p.stats().waiting).toBe(20 * 50 - 25);
    p.close();
  });

  it("refuses at once a key past its own queue, and does not let it fill anyone else's", async () => {
    const p = pacer({ maxWaitingPerKey: 5 });
    spendBurst(p);
    void queue(p, 'flood', 5, []);
    expect(p.admit('flood')).toBe(false);
    expect(p.retryAfterMs('flood')).toBeGreaterThan(0);
    expect(p.admit('another')).toBeInstanceOf(Promise);
    p.close();
  });

  it('keeps nothing for a key with nothing waiting, so many keys cannot grow it past its queue', async () => {
    const p = pacer({ maxWaiting: 500, maxWaitingPerKey: 5 });
    const answers = Array.from({ length: 100_000 }, (_, i) => p.admit(`network-${i}`));
    expect(answers.filter((answer) => answer === true)).toHaveLength(rule.burst);
    expect(answers.filter((answer) => answer instanceof Promise)).toHaveLength(500);
    expect(answers.filter((answer) => answer === false)).toHaveLength(100_000 - 500 - rule.burst);
    expect(p.stats()).toEqual({ keys: 500, waiting: 500 });
    await vi.advanceTimersByTimeAsync(500 * TURN_MS);
    expect(p.stats()).toEqual({ keys: 0, waiting: 0 });
  });

  it('refuses at once a request that would wait too long as things stand', () => {
    const p = pacer({ maxWaitMs: 1_000 });
    spendBurst(p);
    // Ten turns: 1,000 ms. The eleventh would wait 1,100.
    void queue(p, 'a', 10, []);
    expect(p.admit('a')).toBe(false);
    expect(p.retryAfterMs('a')).toBe(1_100);
    // Another key would go second.
    expect(p.retryAfterMs('b')).toBe(2 * TURN_MS);
    p.close();
  });

  it('refuses a request once it has waited too long, when keys that came after it took turns first', async () => {
    const p = pacer({ maxWaitMs: 950 });
    spendBurst(p);
    const turns: string[] = [];
    // Alone, a's fifth would start at 500 ms.
    const own = queue(p, 'a', 5, turns);
    let refused = false;
    void own[4]!.then((admitted) => (refused = !admitted));
    // Each newcomer goes before a's later requests: a's fifth would now start at 1,000 ms.
    for (let i = 1; i <= 5; i++) void queue(p, `k${i}`, 1, turns);
    await vi.advanceTimersByTimeAsync(900);
    expect(turns).toEqual(['a', 'k1', 'k2', 'k3', 'k4', 'k5', 'a', 'a', 'a']);
    expect(refused).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(refused).toBe(true);
    expect(await Promise.all(own)).toEqual([true, true, true, true, false]);
    expect(p.stats()).toEqual({ keys: 0, waiting: 0 });
  });

  it('lets every waiting request go when it closes', async () => {
    const p = pacer();
    spendBurst(p);
    const waiting = [...queue(p, 'a', 2, []), ...queue(p, 'b', 1, [])];
    p.close();
    expect(await Promise.all(waiting)).toEqual([true, true, true]);
    expect(p.stats()).toEqual({ keys: 0, waiting: 0 });
  });
});
