import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiServices } from './common/index.ts';
import { createExpressApp } from './http/index.ts';
import { PACE_RULES, createPacers, type PaceRuleName, type PaceRules } from './http/index.ts';
import { createGraphQLMiddleware } from './graphql/index.ts';
import { createUploadRouter } from './uploads/index.ts';
import { createFilesRouter } from './files/index.ts';
import { createTransferRouter } from './transfer/index.ts';
import { createTableFilesRouter } from './saves/index.ts';
import { createGraphQLSubscriptions } from './graphql/index.ts';
import { createMultipartSubscriptions } from './graphql/index.ts';
import { instrumentHttpServer } from '@tablecraft/platform';
import { apiRoute, timeGraphQLOperations } from './http/index.ts';
import { seedSampleGamesAtStart } from './templates/index.ts';
import { startIdleRoomSweeper } from './rooms/index.ts';
import { startGuestSweeper } from './guests/index.ts';

export interface RunningApi {
  server: Server;
  /** Stops accepting, drains in-flight requests, and stops Apollo. Does not close shared clients. */
  close: () => Promise<void>;
  /** Requests the pacing rules are holding, by rule (pacing.ts). */
  pacing: () => Record<PaceRuleName, { keys: number; waiting: number }>;
  /** GraphQL subscriptions streaming over HTTP now (multipart-subscriptions.ts). */
  httpSubscriptions: () => number;
}

/** Starts the API's HTTP server on a port (0 picks a free one, for tests). */
export async function startApi(
  services: ApiServices,
  options: {
    port: number;
    host?: string;
    /** WebSocket upgrades for other paths (the embedded launcher passes the socket gateway's `/socket`); unhandled ones are refused. */
    upgrade?: (req: IncomingMessage, socket: Duplex, head: Buffer) => boolean;
    /** Pacing rules other than PACE_RULES (tests that need a flood's effect without sending a flood). */
    paceRules?: Partial<PaceRules>;
  },
): Promise<RunningApi> {
  const server = createServer();
  let draining = false;
  await services.blobs
    .ensureBucket()
    .catch((error: unknown) => services.logger.error({ err: error }, 'the blob store is not reachable; uploads fail until it is'));
  await seedSampleGamesAtStart(services);
  const graphql = await createGraphQLMiddleware(services, server);
  const subscriptions = createGraphQLSubscriptions(services);
  // Subscriptions over HTTP run through the WebSocket server's checks (`prepare`) and reach Apollo never.
  const multipart = createMultipartSubscriptions(services, subscriptions);
  const extra = [
    { path: '/upload', handler: createUploadRouter(services) },
    { path: '/files', handler: createFilesRouter(services) },
    { path: '/games', handler: createTransferRouter(services) },
    { path: '/tables', handler: createTableFilesRouter(services) },
  ];
  // /metrics is answered beside /healthz and /readyz; requests and GraphQL operations are timed here.
  instrumentHttpServer(server, 'api', apiRoute);
  const pacing = createPacers({ ...PACE_RULES, ...options.paceRules });
  const app = createExpressApp(
    services,
    {
      graphql: timeGraphQLOperations((req, res, next) =>
        multipart.handler(req, res, (error?: unknown) => (error ? next(error) : graphql.middleware(req, res, next))),
      ),
      extra,
    },
    { isDraining: () => draining },
    pacing.pacers,
  );
  server.on('request', app);
  server.on('upgrade', (req, socket, head) => {
    if (!subscriptions.handleUpgrade(req, socket, head) && !options.upgrade?.(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const stopSweeping = startIdleRoomSweeper(services);
  const stopGuestSweep = startGuestSweeper(services);
  return {
    server,
    pacing: () => pacing.stats(),
    httpSubscriptions: () => multipart.open(),
    close: async () => {
      draining = true;
      stopSweeping();
      stopGuestSweep();
      await subscriptions.close();
      // Before Apollo's drain, which would otherwise wait out its grace period for these streams.
      await multipart.close();
      await graphql.stop();
      pacing.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
