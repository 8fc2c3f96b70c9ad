import type { Redis } from 'ioredis';
import { redisPrefixOf } from '../redis.ts';
import type { MessageHandler, PubSub } from './types.ts';

/**
 * Redis pub/sub. A subscribing connection cannot run other commands, so it gets its own duplicate;
 * ioredis re-subscribes every channel after a reconnect. Channels are namespaced like keys: channel `c`
 * is `<prefix>:c` in Redis (the connection's installation prefix, QUEUE_PREFIX), and handlers are given
 * the unprefixed name, so two installations sharing a Redis never hear each other.
 */
export function createRedisPubSub(redis: Redis, options: { prefix?: string } = {}): PubSub {
  const prefix = options.prefix ?? redisPrefixOf(redis);
  const toRedis = (channel: string) => (prefix ? `${prefix}:${channel}` : channel);
  const fromRedis = (channel: string) => (prefix && channel.startsWith(`${prefix}:`) ? channel.slice(prefix.length + 1) : channel);
  // No ready check: it runs INFO once connected, and a SUBSCRIBE sent in that moment puts the connection
  // in subscriber mode first, so Redis refuses the INFO, ioredis drops the connection and the
  // subscription is lost. Pub/sub commands work even while Redis is loading, which is all the check guards.
  const subscriber = redis.duplicate({ enableReadyCheck: false });
  subscriber.on('error', () => undefined); // reconnects on its own; the main connection reports errors
  const handlers = new Map<string, Set<MessageHandler>>();
  const pending = new Map<string, Promise<unknown>>();
  const reconnectHandlers: Array<() => void> = [];
  let connectedOnce = false;
  subscriber.on('ready', () => {
    if (connectedOnce) for (const handler of reconnectHandlers) handler();
    connectedOnce = true;
  });
  subscriber.on('message', (redisChannel: string, message: string) => {
    const channel = fromRedis(redisChannel);
    for (const handler of handlers.get(channel) ?? []) handler(message, channel);
  });
  // Publishes made in one turn of the event loop leave together as one pipeline: a busy socket instance
  // publishes thousands of drags a second, and a write per publish was a fifth of its CPU. A pipeline
  // keeps their order, and each batch is written after the one before, so channels stay in order.
  let batch: Array<{ channel: string; message: string; resolve: (receivers: number) => void; reject: (error: unknown) => void }> | null =
    null;
  const flush = () => {
    const items = batch!;
    batch = null;
    const pipeline = redis.pipeline();
    for (const item of items) pipeline.publish(toRedis(item.channel), item.message);
    pipeline.exec().then(
      (results) =>
        items.forEach((item, index) =>
          results?.[index]?.[0] ? item.reject(results[index]![0]) : item.resolve(Number(results?.[index]?.[1] ?? 0)),
        ),
      (error: unknown) => items.forEach((item) => item.reject(error)),
    );
  };
  return {
    publish(channel, message) {
      return new Promise<number>((resolve, reject) => {
        if (!batch) {
          batch = [];
          setImmediate(flush);
        }
        batch.push({ channel, message, resolve, reject });
      });
    },
    async listeners(channels) {
      if (channels.length === 0) return [];
      // PUBSUB NUMSUB answers [channel, count, channel, count, ...] in the order asked.
      const reply = (await redis.call('PUBSUB', 'NUMSUB', ...channels.map(toRedis))) as Array<string | number>;
      return channels.map((_, i) => Number(reply[2 * i + 1] ?? 0));
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        pending.set(
          channel,
          subscriber.subscribe(toRedis(channel)).finally(() => pending.delete(channel)),
        );
      }
      set.add(handler);
      // A second subscriber to a channel still being subscribed waits for Redis's confirmation too,
      // so nobody is told "subscribed" before messages can actually arrive.
      await pending.get(channel);
      return async () => {
        const current = handlers.get(channel);
        current?.delete(handler);
        if (current && current.size === 0) {
          handlers.delete(channel);
          await subscriber.unsubscribe(toRedis(channel));
        }
      };
    },
    async close() {
      handlers.clear();
      subscriber.disconnect();
    },
    onReconnect(handler) {
      reconnectHandlers.push(handler);
    },
  };
}
