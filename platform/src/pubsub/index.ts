export type { PubSub, MessageHandler } from './types.ts';
export { createMemoryPubSub } from './memory.ts';
export { createRedisPubSub } from './redis.ts';
