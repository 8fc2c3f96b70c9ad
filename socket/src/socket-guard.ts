import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from '@tablecraft/platform';

/**
 * Keeps an HTTP server's TCP connections under `maxSockets`, so connections that never send a request
 * cannot use up the process's file descriptors (after which it could not accept /healthz, GraphQL,
 * players, nor open a database connection). Over the limit, the oldest connection that has not yet sent
 * a whole request is closed to make room: real clients send theirs within milliseconds of connecting,
 * so the ones waiting longest are the idle ones. With none of those, the newcomer is closed instead.
 * Connections that did send a request (keep-alive HTTP, upgraded WebSockets) are left to their own
 * timeouts and caps.
 */
export function guardServerSockets(server: Server, options: { maxSockets: number; logger: Logger }): void {
  // In connection order, oldest first: Sets iterate in insertion order.
  const silent = new Set<Socket>();
  let open = 0;
  let shed = 0;
  let lastReport = 0;
  server.on('connection', (socket: Socket) => {
    open += 1;
    silent.add(socket);
    socket.once('close', () => {
      open -= 1;
      silent.delete(socket);
    });
    if (open <= options.maxSockets) return;
    const oldest = silent.values().next().value;
    const victim = oldest && oldest !== socket ? oldest : socket;
    // Out of the line at once: more connections may arrive before its 'close' does.
    silent.delete(victim);
    victim.destroy();
    shed += 1;
    const now = Date.now();
    if (now - lastReport > 10_000) {
      lastReport = now;
      options.logger.warn({ open, maxSockets: options.maxSockets, shed }, 'too many TCP connections: closing the oldest that sent nothing');
    }
  });
  const spoke = (req: { socket: Socket }) => silent.delete(req.socket);
  server.on('request', spoke);
  server.on('upgrade', spoke);
}
