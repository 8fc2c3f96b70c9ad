import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type ServerOptions, type WebSocket } from 'ws';
import { allowedOrigins } from '@tablecraft/core/config';
import { CLOSE } from '@tablecraft/core/play';
import type { SocketServices } from './services.ts';
import { ConnectionLimits, refuseUpgrade } from './admission.ts';
import { clientAddress } from './client-address.ts';
import { startHeartbeat } from './heartbeat.ts';
import { guardServerSockets } from './socket-guard.ts';

export const SOCKET_PATH = '/socket';
/** TCP connections an HTTP server carrying /socket keeps beyond the WebSocket caps: health probes, GraphQL, pages. */
const HTTP_HEADROOM = 1_000;

/**
 * The WebSocket server's options. permessage-deflate stays off: it would cost a zlib context a connection
 * and move every send off the synchronous path (ws compresses asynchronously and queues behind it), and
 * the sends of one turn are batched in one write on the assumption that ws writes each at once.
 */
export const WEB_SOCKET_SERVER_OPTIONS = { noServer: true, maxPayload: 64 * 1024, perMessageDeflate: false } as const;

/** The gateway's WebSocket server; refuses to start if compression could be negotiated (see above). */
export function createWebSocketServer(options: ServerOptions = WEB_SOCKET_SERVER_OPTIONS): WebSocketServer {
  const wss = new WebSocketServer(options);
  if (wss.options.perMessageDeflate) throw new Error('the socket gateway must not negotiate permessage-deflate');
  return wss;
}

/** What the gateway tells a connection's handler, and what the handler tells it back. */
export interface ConnectionLifecycle {
  /** Called (synchronously) when the first hello arrives: the hello deadline is met, and it stops counting as waiting. */
  hello(): void;
}

export interface SocketGateway {
  /** Takes over an HTTP upgrade for `/socket`; returns false for other paths so the caller can refuse them. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /**
   * Caps the TCP connections of the HTTP server this gateway is attached to (its own, or the API's in the
   * embedded default), so idle connections cannot use up the process's file descriptors.
   */
  guard(server: Server): void;
  /** Number of open connections (health and tests). */
  connectionCount(): number;
  /** Closes every connection with 1001 "going away" so clients reconnect to another instance. */
  close(): Promise<void>;
}

/**
 * Accepts WebSocket connections at /socket. The gateway is transport only: it can be attached to the
 * socket service's own server or, in the embedded default, to the API's server on the same port.
 * Before upgrading it refuses browsers from foreign origins (403) and connections beyond its caps (503);
 * after, it pings every connection and closes one that says no hello in time.
 */
export function createSocketGateway(
  services: SocketServices,
  onConnection: (ws: WebSocket, req: IncomingMessage, lifecycle: ConnectionLifecycle) => void,
): SocketGateway {
  const { config, logger } = services;
  const wss = createWebSocketServer();
  const clients = new Set<WebSocket>();
  // Browsers send cookies on cross-site WebSocket handshakes (a sibling origin that receives the cookie
  // could read a hand and play): only the web app's origins. Programs that send no Origin still connect.
  const origins = new Set(allowedOrigins(config));
  const limits = new ConnectionLimits({
    maxConnections: config.SOCKET_MAX_CONNECTIONS,
    maxPending: config.SOCKET_MAX_PENDING,
    maxPendingPerAddress: config.SOCKET_MAX_PENDING_PER_IP,
  });
  const heartbeat = startHeartbeat(config.SOCKET_HEARTBEAT_MS);
  const refusals = { origin: 0, busy: 0, lastReport: 0 };
  let closing = false;

  const reportBusy = (reason: string) => {
    refusals.busy += 1;
    const now = Date.now();
    if (now - refusals.lastReport < 10_000) return;
    refusals.lastReport = now;
    logger.warn({ reason, refused: refusals.busy, ...limits.counts() }, 'refusing socket connections over the caps');
  };

  wss.on('connection', (ws: WebSocket, req: IncomingMessage, hello: () => void) => {
    clients.add(ws);
    ws.on('close', () => clients.delete(ws));
    heartbeat.watch(ws);
    const deadline = setTimeout(() => {
      if (ws.readyState !== ws.OPEN) return;
      ws.send(JSON.stringify({ kind: 'error', code: 'HELLO_TIMEOUT', reason: 'The connection said no hello in time.' }));
      ws.close(CLOSE.helloTimeout.code, CLOSE.helloTimeout.reason);
    }, config.SOCKET_HELLO_TIMEOUT_MS);
    const stopDeadline = () => clearTimeout(deadline);
    ws.once('close', stopDeadline);
    onConnection(ws, req, {
      hello: () => {
        // Neither the timer nor its listener is kept for the rest of the connection's life.
        stopDeadline();
        ws.off('close', stopDeadline);
        hello();
      },
    });
  });

  return {
    handleUpgrade(req, socket, head) {
      const path = (req.url ?? '').split('?')[0];
      if (path !== SOCKET_PATH) return false;
      const origin = req.headers.origin;
      if (origin !== undefined && !origins.has(origin)) {
        refusals.origin += 1;
        refuseUpgrade(socket, 403);
        return true;
      }
      if (closing || socket.destroyed) {
        refuseUpgrade(socket, 503);
        return true;
      }
      const admitted = limits.admit(clientAddress(req, config.TRUST_PROXY), socket);
      if (!admitted.ok) {
        reportBusy(admitted.reason);
        refuseUpgrade(socket, 503);
        return true;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req, admitted.hello));
      return true;
    },
    guard(server) {
      guardServerSockets(server, { maxSockets: config.SOCKET_MAX_CONNECTIONS + HTTP_HEADROOM, logger });
    },
    connectionCount: () => clients.size,
    async close() {
      closing = true;
      heartbeat.stop();
      for (const ws of clients) ws.close(CLOSE.goingAway.code, CLOSE.goingAway.reason);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      logger.info('socket gateway closed');
    },
  };
}
