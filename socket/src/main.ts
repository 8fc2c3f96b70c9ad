// The socket service's entry point in its own container: the shared start-up (platform/src/service.ts), then the server.
import { runService } from '@tablecraft/platform';
import { socketConfigSchema } from './config.ts';
import { startSocketServer } from './server.ts';

await runService({
  name: 'socket',
  schema: socketConfigSchema,
  start: async ({ config, logger, pool, pubsub, redis }) => {
    const socket = await startSocketServer({ config, logger, pool, pubsub, redis }, { port: config.PORT });
    logger.info({ port: config.PORT }, 'socket listening');
    return {
      // Readiness fails and upgrades are refused; then every room writes its snapshot and its players are
      // sent away to reconnect elsewhere (every acknowledged move is already committed).
      stopTaking: [],
      finish: [{ name: 'rooms', run: () => socket.close() }],
      release: [],
    };
  },
});
