// The socket service's entry point in its own container.
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
import { socketConfigSchema } from './config.ts';
import { startSocketServer } from './server.ts';

const config = loadConfigOrExit('socket', socketConfigSchema);
const logger = createLogger('socket', { level: config.LOG_LEVEL });
const pool = createPool(config.DATABASE_URL, { applicationName: 'tablecraft-socket' });
const redis = config.REDIS_URL ? createRedis(config.REDIS_URL, { name: 'socket' }) : undefined;
// One database, one installation: a prefix other than its services' is refused before anything starts.
if (redis)
  await checkInstallationPrefix(pool, {
    service: 'socket',
    prefix: redisPrefixOf(redis),
    onWaiting: (error) => logger.warn({ err: error }, 'cannot check QUEUE_PREFIX against the installation yet; retrying'),
  });
const pubsub = redis ? createRedisPubSub(redis) : createMemoryPubSub();

const socket = await startSocketServer({ config, logger, pool, pubsub, redis }, { port: config.PORT });
logger.info({ port: config.PORT }, 'socket listening');

onShutdown(logger, () => [
  { name: 'connections', run: () => socket.close() },
  { name: 'pubsub', run: () => pubsub.close() },
  { name: 'redis', run: async () => redis?.disconnect() },
  { name: 'postgres', run: () => pool.end() },
]);
