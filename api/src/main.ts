// The api service's entry point in its own container: config, clients, server, ordered shutdown.
import {
  checkInstallationPrefix,
  createLogger,
  createMemoryPubSub,
  createPool,
  createRedis,
  createRedisPubSub,
  loadConfigOrExit,
  onShutdown,
  redisPrefixOf,
} from '@tablecraft/platform';
import { apiConfigSchema } from './common/index.ts';
import { startApi } from './server.ts';
import { createApiServices } from './services.ts';

const config = loadConfigOrExit('api', apiConfigSchema);
const logger = createLogger('api', { level: config.LOG_LEVEL });
const pool = createPool(config.DATABASE_URL, { applicationName: 'tablecraft-api' });
const redis = config.REDIS_URL ? createRedis(config.REDIS_URL, { name: 'api' }) : undefined;
// One database, one installation: a prefix other than its services' is refused before anything starts.
if (redis)
  await checkInstallationPrefix(pool, {
    service: 'api',
    prefix: redisPrefixOf(redis),
    onWaiting: (error) => logger.warn({ err: error }, 'cannot check QUEUE_PREFIX against the installation yet; retrying'),
  });
const pubsub = redis ? createRedisPubSub(redis) : createMemoryPubSub();
const services = createApiServices(config, { logger, pool, pubsub, redis });

const api = await startApi(services, { port: config.PORT });
logger.info({ port: config.PORT }, 'api listening');

onShutdown(logger, () => [
  { name: 'http', run: () => api.close() },
  { name: 'queue', run: () => services.queue.close() },
  { name: 'pubsub', run: () => pubsub.close() },
  { name: 'redis', run: async () => redis?.disconnect() },
  { name: 'postgres', run: () => pool.end() },
]);
