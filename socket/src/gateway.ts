import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { SocketServices } from './services.ts';

export const SOCKET_PATH = '/socket';

export interface SocketGateway {
  /** Takes over an HTTP upgrade for `/socket`; returns false for other paths so the caller can refuse them. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Number of open connections (health and tests). */
  connectionCount(): number;
  /** Closes every connection with 1001 "going away" so clients reconnect to another instance. */
  close(): Promise<void>;
}

/**
 * Accepts WebSocket connections at /socket. The gateway is transport only: it can be attached to the
 * socket service's own server or, in the embedded default, to the API's server on the same port.
 */
export function createSocketGateway(services: SocketServices, onConnection: (ws: WebSocket, req: IncomingMessage) => void): SocketGateway {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const clients = new Set<WebSocket>();
  wss.on('connection', (ws, req) => {
    clients.add(ws);
    ws.on('close', () => clients.delete(ws));
    onConnection(ws, req);
  });
  return {
    handleUpgrade(req, socket, head) {
      const path = (req.url ?? '').split('?')[0];
      if (path !== SOCKET_PATH) return false;
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
      return true;
    },
    connectionCount: () => clients.size,
    async close() {
      for (const ws of clients) ws.close(1001, 'server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      services.logger.info('socket gateway closed');
    },
  };
}
