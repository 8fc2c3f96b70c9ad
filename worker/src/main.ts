// The worker's entry point in its own container: health probes, processors, ordered shutdown.
import { createLogger, createMemoryPubSub, createPool, createRedis, createRedisPubSub, databaseIsReady, loadConfigOrExit, onShutdown, redisIsReady, startHealthServer } from '@tablecraft/platform';
import { workerConfigSchema } from './config.ts';
import { startWorker } from './worker.ts';

const config = loadConfigOrExit('worker', workerConfigSchema);
const logger = createLogger('worker', { level: config.LOG_LEVEL });
const pool = createPool(config.DATABASE_URL, { applicationName: 'tablecraft-worker' });
const redis = config.REDIS_URL ? createRedis(config.REDIS_URL, { name: 'worker', forBullMQ: true }) : undefined;
const pubsub = redis ? createRedisPubSub(redis) : createMemoryPubSub();

let draining = false;
const health = await startHealthServer(config.HEALTH_PORT, {
  checks: [{ name: 'postgres', check: () => databaseIsReady(pool) }, ...(redis ? [{ name: 'redis', check: () => redisIsReady(redis) }] : [])],
  isDraining: () => draining,
});
const worker = await startWorker({ config, logger, pool, pubsub, redis });

onShutdown(logger, () => [
  { name: 'stop taking jobs', run: async () => { draining = true; await worker.close(); } },
  { name: 'pubsub', run: () => pubsub.close() },
  { name: 'redis', run: async () => redis?.disconnect() },
  { name: 'postgres', run: () => pool.end() },
  { name: 'health', run: () => new Promise((resolve) => health.close(resolve)) },
]);
