import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** A named dependency check for readiness, e.g. `{ name: 'postgres', check: () => databaseIsReady(pool) }`. */
export interface ReadinessCheck {
  name: string;
  check: () => Promise<boolean>;
}

/** Runs every check; ready only when all answer. Failing names are reported, never error details. */
export async function checkReadiness(checks: ReadinessCheck[]): Promise<{ ready: boolean; failing: string[] }> {
  const results = await Promise.all(checks.map(async ({ name, check }) => ({ name, ok: await check().catch(() => false) })));
  const failing = results.filter((result) => !result.ok).map((result) => result.name);
  return { ready: failing.length === 0, failing };
}

/**
 * Handles `/healthz` (the process is alive) and `/readyz` (its dependencies answer and it is not draining).
 * Returns false when the request is not a health request, so it can sit in front of other handlers.
 */
export function handleHealthRequest(
  req: IncomingMessage,
  res: ServerResponse,
  state: { checks: ReadinessCheck[]; isDraining: () => boolean },
): boolean {
  const path = (req.url ?? '').split('?')[0];
  if (path === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return true;
  }
  if (path === '/readyz') {
    if (state.isDraining()) {
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"status":"draining"}');
      return true;
    }
    void checkReadiness(state.checks).then(({ ready, failing }) => {
      res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: ready ? 'ready' : 'unavailable', failing }));
    });
    return true;
  }
  return false;
}

/** A tiny server that only answers health probes: for services (the worker) with no HTTP of their own. */
export function startHealthServer(port: number, state: { checks: ReadinessCheck[]; isDraining: () => boolean }): Promise<Server> {
  const server = createServer((req, res) => {
    if (!handleHealthRequest(req, res, state)) res.writeHead(404).end();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
