import type { MessageHandler, PubSub } from './types.ts';

/** In-process pub/sub for the embedded default: same contract as Redis, within one process. */
export function createMemoryPubSub(): PubSub {
  const handlers = new Map<string, Set<MessageHandler>>();
  return {
    async publish(channel, message) {
      // Deliver asynchronously, like a network hop, so callers never depend on re-entrancy.
      const subscribers = [...(handlers.get(channel) ?? [])];
      queueMicrotask(() => {
        for (const handler of subscribers) handler(message, channel);
      });
      return subscribers.length;
    },
    async listeners(channels) {
      return channels.map((channel) => handlers.get(channel)?.size ?? 0);
    },
    async subscribe(channel, handler) {
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      return async () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(channel);
      };
    },
    async close() {
      handlers.clear();
    },
    // One process: nothing to reconnect.
    onReconnect() {},
  };
}
