import { createServer, type Server } from 'node:http';
import { databaseIsReady, handleHealthRequest, redisIsReady, sampledGauge, type ReadinessCheck } from '@tablecraft/platform';
import { createSocketGateway, type SocketGateway } from './gateway.ts';
import type { SocketServices } from './services.ts';
import { RoomLifecycle } from './rooms/room-lifecycle.ts';
import { RoomRequests } from './rooms/room-requests.ts';
import { roomEngine } from './rooms/engine.ts';
import { roomScripts } from './scripts/index.ts';
import { handleConnection } from './rooms/connection.ts';
import { AccessWatch } from './rooms/access-watch.ts';

export interface RunningSocket {
  gateway: SocketGateway;
  /** The rooms loaded on this instance. */
  rooms: RoomLifecycle;
  server?: Server;
  close: () => Promise<void>;
}

/** Readiness checks for the socket service's dependencies. */
export function socketReadinessChecks(services: SocketServices): ReadinessCheck[] {
  const checks: ReadinessCheck[] = [{ name: 'postgres', check: () => databaseIsReady(services.pool) }];
  const redis = services.redis;
  if (redis) checks.push({ name: 'redis', check: () => redisIsReady(redis) });
  return checks;
}

/**
 * The room service without a server of its own (embedded: attached to the API's port). Ops are
 * sequenced in Redis when REDIS_URL is set, so several instances serve the same room; in-process otherwise.
 */
export function createSocketService(services: SocketServices): RunningSocket {
  // Ops are logged in Postgres before they are acknowledged; pub/sub (Redis, or in-process) only fans them out.
  const deps = { db: services.pool, pubsub: services.pubsub, engine: roomEngine, logger: services.logger, scripts: roomScripts };
  const rooms = new RoomLifecycle(deps);
  // What the connections ask of the rooms (join, moves, chat, leave), answered against the rooms loaded here.
  const requests = new RoomRequests(rooms, deps);
  // Access taken away in the API reaches open connections: one subscription per instance.
  const access = new AccessWatch({ db: services.pool, pubsub: services.pubsub, requests, rooms, logger: services.logger });
  void access.start().catch((error) => services.logger.error({ err: error }, 'could not subscribe to access changes'));
  const gateway = createSocketGateway(services, (ws, req, lifecycle) =>
    handleConnection(
      ws,
      req,
      { db: services.pool, requests, instance: rooms.instance, logger: services.logger, access, proxyHops: services.config.TRUST_PROXY },
      lifecycle,
    ),
  );
  // Read at each scrape of /metrics (served by handleHealthRequest); the HPA can scale on connections.
  sampledGauge('tablecraft_socket_connections', 'Open room connections on this instance', [], () => gateway.connectionCount());
  sampledGauge('tablecraft_rooms_loaded', 'Rooms loaded on this instance', [], () => rooms.loadedRoomCount());
  // After a Redis restart or a lost subscription: put back sequence counters and fetch missed ops.
  services.redis?.on('ready', () => void rooms.resync());
  services.pubsub.onReconnect(() => void rooms.resync());
  return {
    gateway,
    rooms,
    close: async () => {
      await gateway.close();
      await access.stop();
      await rooms.closeAll();
    },
  };
}

/** Starts the socket service on its own port with health endpoints (the cluster deployment). */
export async function startSocketServer(services: SocketServices, options: { port: number; host?: string }): Promise<RunningSocket> {
  const service = createSocketService(services);
  let draining = false;
  const checks = socketReadinessChecks(services);
  const server = createServer((req, res) => {
    if (!handleHealthRequest(req, res, { checks, isDraining: () => draining })) res.writeHead(404).end();
  });
  // Idle TCP connections are shed before they can use up the file descriptors /healthz needs.
  service.gateway.guard(server);
  server.on('upgrade', (req, socket, head) => {
    if (!service.gateway.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    ...service,
    server,
    close: async () => {
      draining = true;
      await service.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
