import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Prometheus metrics of the web server, served only on its private health port (see health-server.ts):
 * the main port is public. Named like the other services' series (platform/src/metrics.ts): the
 * `tablecraft_` prefix on process metrics, and the same request histogram with `service="web"`, so one
 * dashboard query covers every service. One registry per process, like theirs.
 */
export const webMetricsRegistry = new Registry();

/**
 * What a main-port request was for. A fixed set, never a raw path, so addresses with user names or
 * ids (`/@ada/chess/play/k7q2`) never become series of their own.
 */
export type RouteClass = 'asset' | 'page' | 'file' | 'config' | 'health' | 'other';

/** Latency buckets of the other services' HTTP histogram: 1 ms to 10 s. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const requestSeconds = new Histogram<'service' | 'method' | 'route' | 'status'>({
  name: 'tablecraft_http_request_duration_seconds',
  help: 'HTTP request latency',
  labelNames: ['service', 'method', 'route', 'status'],
  buckets: LATENCY_BUCKETS,
  registers: [webMetricsRegistry],
});

let defaultsCollected = false;

/** Process metrics (CPU, memory, event-loop lag, GC) once per process, however many servers start. */
function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: webMetricsRegistry, prefix: 'tablecraft_' });
}

const routeOf = new WeakMap<ServerResponse, RouteClass>();

/** Records what the handler served for this response; unmarked responses count as `other`. */
export function markRoute(res: ServerResponse, route: RouteClass): void {
  routeOf.set(res, route);
}

/** Times every request of the main server into the request histogram, labelled by the handler's mark. */
export function instrumentWebServer(server: Server): void {
  collectProcessMetrics();
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const start = process.hrtime.bigint();
    res.once('finish', () => {
      requestSeconds.observe(
        {
          service: 'web',
          // The server answers only GET and HEAD; anything else is refused and counted together.
          method: req.method === 'GET' || req.method === 'HEAD' ? req.method : 'other',
          route: routeOf.get(res) ?? 'other',
          status: `${Math.floor(res.statusCode / 100)}xx`,
        },
        Number(process.hrtime.bigint() - start) / 1e9,
      );
    });
  });
}

/** The Prometheus text exposition of every web series. */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  collectProcessMetrics();
  return { contentType: webMetricsRegistry.contentType, body: await webMetricsRegistry.metrics() };
}
