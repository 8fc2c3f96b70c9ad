import { resolve } from 'node:path';
import {
  checkInstallationPrefix,
  createBlobStore,
  createLogger,
  createMemoryPubSub,
  createPool,
  endPool,
  createQueue,
  createRedis,
  createRedisPubSub,
  loadConfig,
  type Logger,
} from '@tablecraft/platform';
import { migrate } from '@tablecraft/migrations';
import { apiConfigSchema, createApiServices, startApi } from '@tablecraft/api';
import { createSocketService, socketConfigSchema } from '@tablecraft/socket';
import { startWorker, workerConfigSchema } from '@tablecraft/worker';
import { startWebServer } from '../../web/server/server.ts';

export interface ProductOptions {
  databaseUrl: string;
  redisUrl?: string;
  dataDir: string;
  apiPort: number;
  webPort: number;
  /** The built web app; without it no web server is started (`npm run dev` uses Vite's instead). */
  webDist?: string;
  /** Extra environment for every service (S3_ENDPOINT, SMTP_URL, …). */
  env?: Record<string, string | undefined>;
  logger?: Logger;
}

export interface RunningProduct {
  webUrl: string;
  apiUrl: string;
  socketUrl: string;
  close: () => Promise<void>;
}

/**
 * Runs every service in this one process: the embedded default of `npm start`, and what the browser
 * tests run against. Each service is the same code its container runs; only the wiring differs.
 */
export async function runProduct(options: ProductOptions): Promise<RunningProduct> {
  const logger = options.logger ?? createLogger('tablecraft');
  const webUrl = `http://localhost:${options.webPort}`;
  const apiUrl = `http://localhost:${options.apiPort}`;
  const socketUrl = `ws://localhost:${options.apiPort}/socket`;
  const env = {
    ...process.env,
    ...options.env,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    DATA_DIR: resolve(options.dataDir),
    PUBLIC_WEB_URL: webUrl,
    PORT: String(options.apiPort),
  };
  const config = <T>(
    name: string,
    result: { ok: true; config: T } | { ok: false; problems: { variable: string; message: string }[] },
  ): T => {
    if (result.ok) return result.config;
    throw new Error(result.problems.map((p) => `${name}: configuration: ${p.variable} ${p.message}`).join('\n'));
  };
  const apiConfig = config('api', loadConfig(apiConfigSchema, env));
  const socketConfig = config('socket', loadConfig(socketConfigSchema, env));
  const workerConfig = config('worker', loadConfig(workerConfigSchema, env));

  const pool = createPool(options.databaseUrl, { max: 20, applicationName: 'tablecraft' });
  const { applied } = await migrate(pool, { log: (line) => logger.info(line) });
  if (applied.length) logger.info({ applied }, 'migrations applied');

  const redis = options.redisUrl ? createRedis(options.redisUrl, { name: 'tablecraft' }) : undefined;
  // One database, one installation: a prefix other than the one its other services use is refused.
  if (redis)
    await checkInstallationPrefix(pool, {
      service: 'tablecraft',
      prefix: apiConfig.QUEUE_PREFIX,
      onWaiting: (error) => logger.warn({ err: error }, 'cannot check QUEUE_PREFIX against the installation yet; retrying'),
    });
  const pubsub = redis ? createRedisPubSub(redis) : createMemoryPubSub();

  // One blob store and one queue for api and worker: in-process jobs enqueued by the api run in this process.
  const blobs = createBlobStore(apiConfig);
  const queue = createQueue(workerConfig, {
    backoffMs: workerConfig.QUEUE_BACKOFF_MS,
    onError: (error, job) => logger.warn({ err: error, job }, 'job failed'),
  });

  // The socket service shares the API's port here, as ws://localhost:4000/socket; the API keeps /graphql (subscriptions).
  const socket = createSocketService({ config: socketConfig, logger: logger.child({ service: 'socket' }), pool, pubsub, redis });
  const api = await startApi(
    createApiServices(apiConfig, { logger: logger.child({ service: 'api' }), pool, pubsub, redis, blobs, queue }),
    {
      port: options.apiPort,
      upgrade: (req, stream, head) => socket.gateway.handleUpgrade(req, stream, head),
    },
  );
  // The socket's caps hold for the port it shares: idle connections cannot starve GraphQL and /healthz.
  socket.gateway.guard(api.server);
  const worker = await startWorker({
    config: workerConfig,
    logger: logger.child({ service: 'worker' }),
    pool,
    pubsub,
    redis,
    blobs,
    queue,
  });
  const web = options.webDist ? await startWebServer({ port: options.webPort, distDir: options.webDist, apiUrl, socketUrl }) : undefined;

  return {
    webUrl,
    apiUrl,
    socketUrl,
    close: async () => {
      await web?.close();
      await socket.close();
      await api.close();
      await worker.close();
      await pubsub.close();
      redis?.disconnect();
      // Resolves once every connection has closed, so whoever stops or drops the database next finds none.
      await endPool(pool);
    },
  };
}
