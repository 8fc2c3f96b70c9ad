import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntakeSlots } from './intake-slots.ts';

// The places of one account's uploads: first come first served, a bounded line, a bounded wait, a client
// that leaves gives its place in line up, and an account with nothing under way is forgotten.

const rule = { perAccount: 2, maxWaiting: 3, maxWaitMs: 1_000, retryAfterSeconds: 5 };
const request = () => Object.assign(new EventEmitter(), { destroyed: false }) as unknown as IncomingMessage;

afterEach(() => {
  vi.useRealTimers();
});

describe('IntakeSlots', () => {
  it('admits two at once per account, then one per place given back, in the order they came', async () => {
    const slots = new IntakeSlots(rule);
    const first = await slots.admit('a', request());
    const second = await slots.admit('a', request());
    const order: number[] = [];
    const third = slots.admit('a', request()).then((release) => (order.push(3), release));
    const fourth = slots.admit('a', request()).then((release) => (order.push(4), release));
    // Another account has places of its own.
    const other = await slots.admit('b', request());
    expect(slots.stats()).toEqual({ accounts: 2, receiving: 3, waiting: 2 });
    first();
    first(); // giving a place back twice gives back one
    expect(await third).toBeTypeOf('function');
    expect(slots.stats()).toEqual({ accounts: 2, receiving: 3, waiting: 1 });
    second();
    await fourth;
    expect(order).toEqual([3, 4]);
    (await third)();
    (await fourth)();
    other();
    expect(slots.stats()).toEqual({ accounts: 0, receiving: 0, waiting: 0 });
  });

  it('refuses at once past the line, and after the longest wait, with RATE_LIMITED and when to retry', async () => {
    vi.useFakeTimers();
    const slots = new IntakeSlots(rule);
    await slots.admit('a', request());
    await slots.admit('a', request());
    const line = [slots.admit('a', request()), slots.admit('a', request()), slots.admit('a', request())];
    await expect(slots.admit('a', request())).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'You are uploading 5 files already. Wait for them to finish and try again in 5 seconds.',
      details: { retryAfterSeconds: 5 },
    });
    vi.advanceTimersByTime(1_001);
    for (const waiting of line)
      await expect(waiting).rejects.toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Your other uploads took too long\./),
      });
    expect(slots.stats()).toEqual({ accounts: 1, receiving: 2, waiting: 0 });
  });

  it('lets a client that left give up its place in line, and refuses one that left before asking', async () => {
    const slots = new IntakeSlots(rule);
    const release = await slots.admit('a', request());
    await slots.admit('a', request());
    const leaving = request();
    const left = slots.admit('a', leaving);
    const staying = slots.admit('a', request());
    leaving.emit('close');
    await expect(left).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    release();
    expect(await staying).toBeTypeOf('function');
    const gone = Object.assign(request(), { destroyed: true });
    await expect(slots.admit('c', gone)).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(slots.stats()).toEqual({ accounts: 1, receiving: 2, waiting: 0 });
  });

  it('remembers no account once its uploads are done, however many came', async () => {
    const slots = new IntakeSlots(rule);
    const releases = await Promise.all(Array.from({ length: 1_000 }, (_, i) => slots.admit(`account-${i}`, request())));
    expect(slots.stats()).toEqual({ accounts: 1_000, receiving: 1_000, waiting: 0 });
    for (const release of releases) release();
    expect(slots.stats()).toEqual({ accounts: 0, receiving: 0, waiting: 0 });
  });
});
