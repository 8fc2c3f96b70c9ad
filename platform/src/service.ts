// The one start-up of the api, socket and worker containers: configuration, clients, the installation
// check, then the service itself, with the shared shutdown order registered before anything starts.
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { loadConfigOrExit } from './config.ts';
import { createPool, type Pool } from './db.ts';
import { checkInstallationPrefix } from './installation.ts';
import { createLogger } from './logger.ts';
import { createMemoryPubSub, createRedisPubSub, type PubSub } from './pubsub/index.ts';
import { createRedis, redisPrefixOf } from './redis.ts';
import { onShutdown, type ShutdownPlan } from './shutdown.ts';

/** The clients every service shares: built here, closed here, last. */
export interface ServiceClients<C> {
  config: C;
  logger: Logger;
  pool: Pool;
  redis: Redis | undefined;
  pubsub: PubSub;
}

/** What a started service adds to the shutdown: everything but its shared clients, which close after it. */
export type ServiceShutdown = ShutdownPlan;

interface ServiceBaseConfig {
  LOG_LEVEL: string;
  DATABASE_URL: string;
  REDIS_URL?: string | undefined;
}

export async function runService<S extends z.ZodObject>(options: {
  name: 'api' | 'socket' | 'worker';
  schema: S;
  /** BullMQ's blocking connections want no key prefix and no per-command retry limit (the worker). */
  redisForBullMQ?: boolean;
  start: (clients: ServiceClients<z.infer<S>>) => Promise<ServiceShutdown>;
}): Promise<void> {
  const { name } = options;
  const config = loadConfigOrExit(name, options.schema) as z.infer<S> & ServiceBaseConfig;
  const logger = createLogger(name, { level: config.LOG_LEVEL });
  const pool = createPool(config.DATABASE_URL, { applicationName: `tablecraft-${name}` });
  const redis = config.REDIS_URL ? createRedis(config.REDIS_URL, { name, forBullMQ: options.redisForBullMQ ?? false }) : undefined;
  const pubsub = redis ? createRedisPubSub(redis) : createMemoryPubSub();
  // Set once the service itself starts (after the installation check, which may wait for Postgres): a signal
  // in the middle of its start-up waits for it, since it may already hold work (a worker takes jobs as soon as
  // its processors register), and then shuts it down in order.
  let starting: Promise<ServiceShutdown> | undefined;
  onShutdown(logger, async () => {
    const started = await starting?.catch(() => undefined);
    return {
      stopTaking: started?.stopTaking ?? [],
      finish: started?.finish ?? [],
      release: [
        ...(started?.release ?? []),
        { name: 'pubsub', run: () => pubsub.close() },
        { name: 'redis', run: async () => redis?.disconnect() },
        { name: 'postgres', run: () => pool.end() },
      ],
    };
  });
  // One database, one installation: a prefix other than its services' is refused before anything starts.
  if (redis)
    await checkInstallationPrefix(pool, {
      service: name,
      prefix: redisPrefixOf(redis),
      onWaiting: (error) => logger.warn({ err: error }, 'cannot check QUEUE_PREFIX against the installation yet; retrying'),
    });
  starting = options.start({ config, logger, pool, redis, pubsub });
  await starting;
}
