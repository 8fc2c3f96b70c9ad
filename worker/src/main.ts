// The worker's entry point in its own container: the shared start-up (platform/src/service.ts), health probes, processors.
import { databaseIsReady, redisIsReady, runService, startHealthServer } from '@tablecraft/platform';
import type { Server } from 'node:http';
import { workerConfigSchema } from './config.ts';
import { startWorker, type RunningWorker } from './worker.ts';

await runService({
  name: 'worker',
  schema: workerConfigSchema,
  redisForBullMQ: true,
  start: async ({ config, logger, pool, pubsub, redis }) => {
    let draining = false;
    let worker: RunningWorker | undefined;
    const health: Server = await startHealthServer(config.HEALTH_PORT, {
      checks: [
        { name: 'postgres', check: () => databaseIsReady(pool) },
        ...(redis ? [{ name: 'redis', check: () => redisIsReady(redis) }] : []),
      ],
      // Not ready until the processors run, so a rollout waits for them.
      isDraining: () => draining || !worker,
    });
    worker = await startWorker({ config, logger, pool, pubsub, redis });
    const started = worker;
    return {
      stopTaking: [
        {
          name: 'readiness',
          run: async () => {
            draining = true;
          },
        },
        { name: 'sweeps', run: () => started.stopTaking() },
      ],
      finish: [{ name: 'jobs', run: () => started.finish() }],
      release: [
        { name: 'processors', run: () => started.release() },
        { name: 'health', run: () => new Promise((resolve) => health.close(resolve)) },
      ],
    };
  },
});
