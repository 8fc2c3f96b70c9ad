import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { handleMetricsRequest } from './metrics.ts';

/** A named dependency check for readiness, e.g. `{ name: 'postgres', check: () => databaseIsReady(pool) }`. */
export interface ReadinessCheck {
  name: string;
  check: () => Promise<boolean>;
}

/**
 * How long one readiness check may take. The probe must answer within a second (the chart's timeout),
 * so a dependency that hangs (a Redis that is reconnecting queues commands) counts as down instead.
 */
export const READINESS_CHECK_TIMEOUT_MS = 750;

/** Runs every check, each bounded by READINESS_CHECK_TIMEOUT_MS; ready only when all answer. Failing names are reported, never error details. */
export async function checkReadiness(
  checks: ReadinessCheck[],
  timeoutMs = READINESS_CHECK_TIMEOUT_MS,
): Promise<{ ready: boolean; failing: string[] }> {
  const results = await Promise.all(
    checks.map(async ({ name, check }) => {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
      const ok = await Promise.race([check().catch(() => false), timedOut]);
      clearTimeout(timer);
      return { name, ok };
    }),
  );
  const failing = results.filter((result) => !result.ok).map((result) => result.name);
  return { ready: failing.length === 0, failing };
}

/**
 * Handles `/healthz` (liveness: the process answers, nothing else is checked, so a Redis or Postgres blip
 * never restarts pods), `/readyz` (readiness: its dependencies answer within a second and it is not
 * draining; 503 otherwise) and `/metrics` (Prometheus). Returns false when the request is none of those,
 * so it can sit in front of other handlers.
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
  if (path === '/metrics') return handleMetricsRequest(req, res);
  if (path === '/readyz') {
    if (state.isDraining()) {
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"status":"draining"}');
      return true;
    }
    // The probe's answer is written when the checks are done; nobody else waits. A check that throws instead
    // of answering (each is caught, so only a bug) still answers the probe: unavailable.
    void checkReadiness(state.checks).then(
      ({ ready, failing }) => {
        res
          .writeHead(ready ? 200 : 503, { 'content-type': 'application/json' })
          .end(JSON.stringify({ status: ready ? 'ready' : 'unavailable', failing }));
      },
      () => {
        if (!res.headersSent) res.writeHead(503, { 'content-type': 'application/json' }).end('{"status":"unavailable"}');
      },
    );
    return true;
  }
  return false;
}

/** A tiny server that only answers health probes and metrics: for services (the worker) with no HTTP of their own. */
export function startHealthServer(port: number, state: { checks: ReadinessCheck[]; isDraining: () => boolean }): Promise<Server> {
  const server = createServer((req, res) => {
    if (!handleHealthRequest(req, res, state)) res.writeHead(404).end();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
