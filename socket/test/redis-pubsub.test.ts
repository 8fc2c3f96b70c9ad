import { randomBytes } from 'node:crypto';
import { afterAll, expect, it, inject } from 'vitest';
import { createRedis, createRedisPubSub, redisPrefixOf } from '@tablecraft/platform';

const redis = createRedis(inject('redisUrl'));
afterAll(() => redis.disconnect());

// A socket instance subscribes to a room's channel the moment someone joins, which may be while its
// subscriber connection is still completing its handshake. A subscription made then must hold: when
// the handshake's own check ran on the subscribed connection, Redis refused it, the connection was
// dropped and the subscription silently lost. Subscribing at 40 moments across the handshake covers it.
it('keeps a subscription made at any moment of the connection handshake', async () => {
  await redis.ping();
  for (let attempt = 0; attempt < 40; attempt++) {
    const pubsub = createRedisPubSub(redis);
    await new Promise((resolve) => setTimeout(resolve, (attempt % 10) / 4));
    const channel = `test:pubsub:${randomBytes(6).toString('hex')}`;
    let received = 0;
    await pubsub.subscribe(channel, () => received++);
    // In Redis the channel carries the installation prefix.
    const inRedis = `${redisPrefixOf(redis)}:${channel}`;
    expect(await redis.pubsub('NUMSUB', inRedis)).toEqual([inRedis, 1]);
    await redis.publish(inRedis, 'hello');
    await expect.poll(() => received).toBe(1);
    await pubsub.close();
  }
});

// A busy instance's publishes in one turn of the event loop leave as one pipeline: they must still
// arrive in publish order on each channel, and each caller learn its message was published.
it('delivers publishes made together in order on each channel', async () => {
  const pubsub = createRedisPubSub(redis);
  const channels = [0, 1, 2].map((i) => `test:pubsub:order:${i}:${randomBytes(6).toString('hex')}`);
  const received: string[][] = channels.map(() => []);
  await Promise.all(channels.map((channel, i) => pubsub.subscribe(channel, (message) => received[i]!.push(message))));
  const published: Array<Promise<number>> = [];
  for (let n = 0; n < 300; n++) published.push(pubsub.publish(channels[n % 3]!, String(n)));
  // Each publish is told it reached this instance's one subscription.
  expect(new Set(await Promise.all(published))).toEqual(new Set([1]));
  await expect.poll(() => received.map((list) => list.length)).toEqual([100, 100, 100]);
  received.forEach((list, i) => expect(list).toEqual(Array.from({ length: 100 }, (_, k) => String(k * 3 + i))));
  await pubsub.close();
});
