import { Redis } from 'ioredis';

export { Redis };

/** What QUEUE_PREFIX may hold (the same rule as every service's config). */
const PREFIX_PATTERN = /^[\w-]+$/;

/**
 * The installation's namespace in a shared Redis: `QUEUE_PREFIX` (default `tablecraft`). Every key and
 * every pub/sub channel of the installation starts with it, so several installations can share one Redis.
 */
export function redisPrefixFromEnv(env: Record<string, string | undefined> = process.env): string {
  const value = env.QUEUE_PREFIX || 'tablecraft';
  if (!PREFIX_PATTERN.test(value)) throw new Error(`QUEUE_PREFIX must be letters, digits, - or _, got "${value}"`);
  return value;
}

// The prefix each connection made here was given, for the pub/sub built on it (BullMQ connections
// cannot carry ioredis's keyPrefix, but their channels must still be prefixed).
const prefixes = new WeakMap<Redis, string>();

/** The installation prefix of a connection made by createRedis ('' for any other connection). */
export function redisPrefixOf(redis: Redis): string {
  return prefixes.get(redis) ?? String(redis.options.keyPrefix ?? '').replace(/:$/, '');
}

/**
 * A Redis connection that retries forever with capped backoff, so a Redis restart is survived. Every
 * key it touches is stored as `<prefix>:<key>` (ioredis keyPrefix, which also covers the KEYS of
 * scripts), except on BullMQ connections: BullMQ prefixes its own keys and refuses a keyPrefix.
 */
export function createRedis(
  url: string,
  options: { name?: string; forBullMQ?: boolean; prefix?: string; onError?: (error: Error) => void } = {},
): Redis {
  const prefix = options.prefix ?? redisPrefixFromEnv();
  if (!PREFIX_PATTERN.test(prefix)) throw new Error(`a Redis prefix must be letters, digits, - or _, got "${prefix}"`);
  const redis = new Redis(url, {
    connectionName: options.name,
    ...(options.forBullMQ ? {} : { keyPrefix: `${prefix}:` }),
    // BullMQ workers must block without a per-command retry limit.
    maxRetriesPerRequest: options.forBullMQ ? null : 3,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
    lazyConnect: false,
  });
  // While Redis is down ioredis retries; report each failure once per line instead of crashing.
  let lastMessage = '';
  redis.on(
    'error',
    options.onError ??
      ((error: Error) => {
        if (error.message !== lastMessage) console.warn(`redis${options.name ? ` (${options.name})` : ''}: ${error.message}`);
        lastMessage = error.message;
      }),
  );
  redis.on('ready', () => (lastMessage = ''));
  prefixes.set(redis, prefix);
  return redis;
}

/** True when Redis answers PING: used by readiness probes. Not connected is false at once (a PING would wait in the offline queue). */
export async function redisIsReady(redis: Redis): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
