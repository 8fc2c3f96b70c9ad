import { Redis } from 'ioredis';

export { Redis };

/** A Redis connection that retries forever with capped backoff, so a Redis restart is survived. */
export function createRedis(url: string, options: { name?: string; forBullMQ?: boolean; onError?: (error: Error) => void } = {}): Redis {
  const redis = new Redis(url, {
    connectionName: options.name,
    // BullMQ workers must block without a per-command retry limit.
    maxRetriesPerRequest: options.forBullMQ ? null : 3,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
    lazyConnect: false,
  });
  // While Redis is down ioredis retries; report each failure once per line instead of crashing.
  let lastMessage = '';
  redis.on('error', options.onError ?? ((error: Error) => {
    if (error.message !== lastMessage) console.warn(`redis${options.name ? ` (${options.name})` : ''}: ${error.message}`);
    lastMessage = error.message;
  }));
  redis.on('ready', () => (lastMessage = ''));
  return redis;
}

/** True when Redis answers PING: used by readiness probes. */
export async function redisIsReady(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
