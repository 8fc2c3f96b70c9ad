import type { Server } from 'node:http';

// How long closeServer() waits for in-flight responses before cutting connections.
const CLOSE_GRACE_MS = 5_000;

/** Starts listening and resolves with the port actually taken (0 picks a free one). */
export async function listen(server: Server, port: number, host?: string): Promise<number> {
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const address = server.address();
  return typeof address === 'object' && address ? address.port : port;
}

/** Stops accepting, lets in-flight responses finish, then drops idle keep-alive connections. */
export async function closeServer(server: Server): Promise<void> {
  if (!server.listening) return;
  const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
  force.unref();
  await new Promise<void>((resolveClose) => {
    server.close(() => resolveClose());
    server.closeIdleConnections();
  });
  clearTimeout(force);
}
