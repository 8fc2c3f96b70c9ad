import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Pacer } from '../src/http/pacer.ts';

// The clock and the timers are the fake ones, so turns are given exactly when their tokens are due.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const rule = { perSecond: 10, burst: 3, maxWaiting: 4, maxWaitMs: 350 };
const pacer = () => new Pacer(rule, () => Date.now());
/** Spends one of a key's ready turns (within the burst, or the first for a key): admitted at once, nothing to wait for. */
const spend = (p: Pacer, key: string) => expect(p.admit(key)).toBe(true);

describe('a pacer', () => {
  it('lets a burst start at once, then gives turns first come first served at its rate', async () => {
    const p = pacer();
    expect([p.admit('a'), p.admit('a'), p.admit('a')]).toEqual([true, true, true]);
    const order: number[] = [];
    const turns = [1, 2, 3].map((n) => Promise.resolve(p.admit('a')).then((ok) => ok && order.push(n)));
    expect(p.stats()).toEqual({ keys: 1, waiting: 3 });
    await vi.advanceTimersByTimeAsync(99);
    expect(order).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(order).toEqual([1]);
    await vi.advanceTimersByTimeAsync(200);
    await Promise.all(turns);
    expect(order).toEqual([1, 2, 3]);
    expect(p.stats().waiting).toBe(0);
  });

  it('refuses at once a request that would wait too long, and says when to retry', async () => {
    const p = pacer();
    for (let i = 0; i < 3; i++) spend(p, 'a');
    const waiting = [p.admit('a'), p.admit('a'), p.admit('a')]; // due at 100, 200 and 300 ms
    expect(waiting.every((turn) => turn instanceof Promise)).toBe(true);
    // A fourth would wait 400 ms, past the 350 ms the rule allows.
    expect(p.admit('a')).toBe(false);
    expect(p.retryAfterMs('a')).toBe(400);
    // Other keys are not held up by this one.
    expect(p.admit('b')).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(await Promise.all(waiting)).toEqual([true, true, true]);
  });

  it('refuses at once when the queue is full', () => {
    const p = new Pacer({ ...rule, maxWaitMs: 10_000 }, () => Date.now());
    for (let i = 0; i < 3; i++) spend(p, 'a');
    for (let i = 0; i < 4; i++) expect(p.admit('a')).toBeInstanceOf(Promise);
    expect(p.admit('a')).toBe(false);
  });

  it('refills while idle, up to its burst', async () => {
    const p = pacer();
    for (let i = 0; i < 3; i++) spend(p, 'a');
    await vi.advanceTimersByTimeAsync(10_000);
    expect([p.admit('a'), p.admit('a'), p.admit('a')]).toEqual([true, true, true]);
    expect(p.admit('a')).toBeInstanceOf(Promise);
  });

  it('forgets keys that came once and are idle, so addresses cannot grow it without end', async () => {
    const p = pacer();
    for (let i = 0; i < 10_000; i++) spend(p, `address-${i}`);
    expect(p.stats().keys).toBe(10_000);
    await vi.advanceTimersByTimeAsync(1_000);
    spend(p, 'one more');
    expect(p.stats().keys).toBe(1);
  });

  it('lets every waiting request go when it closes', async () => {
    const p = pacer();
    for (let i = 0; i < 3; i++) spend(p, 'a');
    const waiting = [p.admit('a'), p.admit('a')];
    p.close();
    expect(await Promise.all(waiting)).toEqual([true, true]);
  });
});
