import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createLogger, createRedis, createRedisPubSub, type PubSub } from '@tablecraft/platform';
import { startWorker, workerConfigSchema, type RunningWorker } from '@tablecraft/worker';
import { startTestApi, type TestApi } from './api.ts';
import { startTestS3, type TestS3 } from './s3.ts';

/**
 * The production path of uploads end to end: a real S3 server, the API with BullMQ and pub/sub on the
 * real Redis, and a real worker on a connection of its own (as a separate process would have: its events
 * cross Redis to reach the API). Queues live under a prefix of their own, removed on close.
 */
export interface PipelineStack {
  s3: TestS3;
  t: TestApi;
  /** The worker; with `{ worker: false }` none runs until `startWorker` is called. */
  worker: RunningWorker;
  redis: Redis;
  pubsub: PubSub;
  /** What the API and the worker were started with (S3, Redis, queue prefix), to start another API alike. */
  env: Record<string, string>;
  /** Starts the worker (when the stack was started without one), with extra worker variables. */
  startWorker(workerEnv?: Record<string, string>): Promise<RunningWorker>;
  close(): Promise<void>;
}

export async function startPipelineStack(
  name: string,
  redisUrl: string,
  options: { worker?: boolean; workerEnv?: Record<string, string> } = {},
): Promise<PipelineStack> {
  const prefix = `tc-test-${name}-${randomBytes(5).toString('hex')}`;
  const s3 = await startTestS3();
  const redis = createRedis(redisUrl, { name: `${name}-test` });
  const pubsub = createRedisPubSub(redis);
  const env = { ...s3.env, REDIS_URL: redisUrl, QUEUE_PREFIX: prefix };
  const t = await startTestApi({ env, pubsub, redis });
  let worker: RunningWorker | undefined;
  const start = async (workerEnv: Record<string, string> = {}) => {
    worker = await startWorker({
      config: workerConfigSchema.parse({
        ...env,
        DATABASE_URL: t.db.url,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        QUEUE_BACKOFF_MS: '100',
        ...options.workerEnv,
        ...workerEnv,
      }),
      logger: createLogger('worker-test', { level: 'silent', pretty: false }),
      pool: t.db.pool,
      pubsub: createRedisPubSub(createRedis(redisUrl, { name: `${name}-test-worker` })),
    });
    return worker;
  };
  if (options.worker !== false) await start();
  return {
    s3,
    t,
    get worker() {
      if (!worker) throw new Error('the worker has not been started');
      return worker;
    },
    redis,
    pubsub,
    env,
    startWorker: start,
    async close() {
      await worker?.close();
      await t.services.queue.close();
      await t.close();
      await pubsub.close();
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      await s3.close();
    },
  };
}
