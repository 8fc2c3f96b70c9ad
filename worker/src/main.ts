// The worker's entry point in its own container: health probes, processors, ordered shutdown.
import {
  checkInstallationPrefix,
  createLogger,
  createMemoryPubSub,
  createPool,
  createRedis,
  createRedisPubSub,
  databaseIsReady,
  loadConfigOrExit,
  onShutdown,
  redisIsReady,
  redisPrefixOf,
  startHealthServer,
} from '@tablecraft/platform';
import type { Server } from 'node:http';
import { workerConfigSchema } from './config.ts';
import { startWorker, type RunningWorker } from './worker.ts';

const config = loadConfigOrExit('worker', workerConfigSchema);
const logger = createLogger('worker', { level: config.LOG_LEVEL });
const pool = createPool(config.DATABASE_URL, { applicationName: 'tablecraft-worker' });
const redis = config.REDIS_URL
  ? createRedis(config.REDIS_URL, { name: 'worker', forBullMQ: true, prefix: config.QUEUE_PREFIX })
  : undefined;
const pubsub = redis ? createRedisPubSub(redis) : createMemoryPubSub();

let draining = false;
let worker: RunningWorker | undefined;
let health: Server | undefined;
// Registered before anything starts, so a SIGTERM during start-up still drains instead of killing the process.
onShutdown(logger, () => [
  {
    name: 'stop taking jobs',
    run: async () => {
      draining = true;
      await worker?.close();
    },
  },
  { name: 'pubsub', run: () => pubsub.close() },
  { name: 'redis', run: async () => redis?.disconnect() },
  { name: 'postgres', run: () => pool.end() },
  { name: 'health', run: () => new Promise((resolve) => (health ? health.close(resolve) : resolve(undefined))) },
]);
// One database, one installation: a prefix other than its services' is refused before anything starts.
if (redis)
  await checkInstallationPrefix(pool, {
    service: 'worker',
    prefix: redisPrefixOf(redis),
    onWaiting: (error) => logger.warn({ err: error }, 'cannot check QUEUE_PREFIX against the installation yet; retrying'),
  });
health = await startHealthServer(config.HEALTH_PORT, {
  checks: [
    { name: 'postgres', check: () => databaseIsReady(pool) },
    ...(redis ? [{ name: 'redis', check: () => redisIsReady(redis) }] : []),
  ],
  // Not ready until the processors run, so a rollout waits for them.
  isDraining: () => draining || !worker,
});
worker = await startWorker({ config, logger, pool, pubsub, redis });
