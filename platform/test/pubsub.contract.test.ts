import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createMemoryPubSub, createRedis, createRedisPubSub, type PubSub } from '@tablecraft/platform';

// One contract for both pub/sub adapters: the memory one the embedded product runs on, and Redis, which
// spans processes. Rooms rely on each of these: order within a channel, every subscriber told, channels
// apart, and nothing after unsubscribing. Waits are for messages; none sleeps to see that nothing came.

const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers) await close();
});

const adapters: Array<[string, () => { publisher: PubSub; subscriber: PubSub }]> = [
  [
    'memory',
    () => {
      const bus = createMemoryPubSub();
      closers.push(() => bus.close());
      return { publisher: bus, subscriber: bus };
    },
  ],
  [
    'redis',
    () => {
      // Two connections, as two processes would have.
      const publisher = createRedisPubSub(createRedis(inject('redisUrl'), { name: 'pubsub-contract-pub' }));
      const subscriber = createRedisPubSub(createRedis(inject('redisUrl'), { name: 'pubsub-contract-sub' }));
      closers.push(
        () => publisher.close(),
        () => subscriber.close(),
      );
      return { publisher, subscriber };
    },
  ],
];

/** Collects a channel's messages and lets a test wait until `count` have arrived. */
function collector() {
  const messages: string[] = [];
  let waiting: { count: number; resolve: () => void } | null = null;
  return {
    messages,
    handler: (message: string) => {
      messages.push(message);
      if (waiting && messages.length >= waiting.count) waiting.resolve();
    },
    until: (count: number) =>
      new Promise<void>((resolve, reject) => {
        if (messages.length >= count) return resolve();
        const timer = setTimeout(() => reject(new Error(`got ${messages.length} of ${count}: ${JSON.stringify(messages)}`)), 10_000);
        waiting = { count, resolve: () => (clearTimeout(timer), resolve()) };
      }),
  };
}

describe.each(adapters)('pub/sub (%s)', (_name, make) => {
  const { publisher, subscriber } = make();
  const channel = () => `contract:${randomBytes(6).toString('hex')}`;

  it('delivers a channel’s messages in publish order, to every subscriber', async () => {
    const name = channel();
    const [one, two] = [collector(), collector()];
    await subscriber.subscribe(name, one.handler);
    await subscriber.subscribe(name, two.handler);
    const sent = Array.from({ length: 200 }, (_, i) => `m${i}`);
    await Promise.all(sent.map((message) => publisher.publish(name, message)));
    await Promise.all([one.until(200), two.until(200)]);
    expect(one.messages).toEqual(sent);
    expect(two.messages).toEqual(sent);
  });

  it('tells the publisher whether anyone heard: a room relays to other instances only while one listens', async () => {
    const name = channel();
    expect(await publisher.publish(name, 'to nobody')).toBe(0);
    const heard = collector();
    const unsubscribe = await subscriber.subscribe(name, heard.handler);
    expect(await publisher.publish(name, 'to one')).toBe(1);
    await heard.until(1);
    await unsubscribe();
    expect(await publisher.publish(name, 'to nobody again')).toBe(0);
    expect(heard.messages).toEqual(['to one']);
  });

  it("counts each channel's listeners as a publish would, for many channels in one question", async () => {
    const [heard, unheard] = [channel(), channel()];
    expect(await publisher.listeners([heard, unheard])).toEqual([0, 0]);
    const unsubscribe = await subscriber.subscribe(heard, collector().handler);
    // The same count a publish to each would come back with, in the order asked.
    expect(await publisher.listeners([unheard, heard])).toEqual([0, await publisher.publish(heard, 'x')]);
    expect(await publisher.listeners([heard])).toEqual([1]);
    await unsubscribe();
    expect(await publisher.listeners([heard, unheard])).toEqual([0, 0]);
    expect(await publisher.listeners([])).toEqual([]);
  });

  it('keeps channels apart, and stops telling a subscriber who left', async () => {
    const [left, right] = [channel(), channel()];
    const [leaving, staying, other] = [collector(), collector(), collector()];
    const unsubscribe = await subscriber.subscribe(left, leaving.handler);
    await subscriber.subscribe(left, staying.handler);
    await subscriber.subscribe(right, other.handler);
    await publisher.publish(left, 'before');
    await Promise.all([leaving.until(1), staying.until(1)]);
    await unsubscribe();
    await publisher.publish(left, 'after');
    await publisher.publish(right, 'elsewhere');
    // The one still subscribed got the later message, so the one who left would have had it by now.
    await Promise.all([staying.until(2), other.until(1)]);
    expect(leaving.messages).toEqual(['before']);
    expect(staying.messages).toEqual(['before', 'after']);
    expect(other.messages).toEqual(['elsewhere']);
  });
});
