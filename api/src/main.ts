// The api service's entry point in its own container: the shared start-up (platform/src/service.ts), then the server.
import { runService } from '@tablecraft/platform';
import { apiConfigSchema } from './common/index.ts';
import { startApi } from './server.ts';
import { createApiServices } from './services.ts';

await runService({
  name: 'api',
  schema: apiConfigSchema,
  start: async ({ config, logger, pool, pubsub, redis }) => {
    const services = createApiServices(config, { logger, pool, pubsub, redis });
    const api = await startApi(services, { port: config.PORT });
    logger.info({ port: config.PORT }, 'api listening');
    return {
      // Readiness fails and the server accepts nothing new; requests under way (uploads included) finish.
      stopTaking: [{ name: 'http', run: () => api.close() }],
      // What those requests queued is in Redis (or handed to the worker) before the queue lets go.
      finish: [{ name: 'queue', run: () => services.queue.close() }],
      release: [],
    };
  },
});
