import { Redis } from 'ioredis';

/** Deletes every key a test's queues left under its own prefix in the shared Redis. */
export async function dropPrefixedKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
