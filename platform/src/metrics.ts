import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ASSET_PIPELINE } from './queue/jobs.ts';

/**
 * Prometheus metrics of a process, served at `/metrics` on the service's health port (never on a public
 * path: the chart's Ingress does not route it). One registry per process: in the embedded one-process
 * default api, socket and worker share it, and every series is defined once here by name, so modules
 * that are loaded twice (tests) or by several services get the same metric instead of a duplicate error.
 *
 * Names follow Prometheus conventions: `tablecraft_` prefix, base units (seconds), `_total` counters.
 */
export const metricsRegistry = new Registry();

let defaultsCollected = false;

/** Process metrics (CPU, memory, event-loop lag, GC) once per process. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: metricsRegistry, prefix: 'tablecraft_' });
}

type Labels<L extends string> = Partial<Record<L, string | number>>;

function existing<T>(name: string): T | undefined {
  return metricsRegistry.getSingleMetric(name) as T | undefined;
}

/**
 * A counter, created on first use. `known` lists label combinations whose series exist from the start at 0:
 * a series that first appears at 1 is invisible to `rate()` and `increase()` (there is no earlier sample),
 * so the first failure of a job or the first dropped frame would never fire an alert.
 */
export function counter<L extends string = never>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
  known: ReadonlyArray<Labels<L>> = [],
): Counter<L> {
  const metric = existing<Counter<L>>(name) ?? new Counter<L>({ name, help, labelNames, registers: [metricsRegistry] });
  for (const labels of known) metric.inc(labels as never, 0);
  return metric;
}

/** Every combination of the given values per label: `{ rule: [a, b], outcome: [x] }` → `[{ a, x }, { b, x }]`. */
function combinations<L extends string>(values: Record<L, readonly string[]>): Array<Labels<L>> {
  return Object.entries<readonly string[]>(values).reduce<Array<Labels<L>>>(
    (partial, [label, options]) => partial.flatMap((labels) => options.map((value) => ({ ...labels, [label]: value }))),
    [{}],
  );
}

/** A histogram in seconds (or any unit, with buckets), created on first use. */
export function histogram<L extends string = never>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
  buckets?: number[],
): Histogram<L> {
  return (
    existing<Histogram<L>>(name) ??
    new Histogram<L>({ name, help, labelNames, registers: [metricsRegistry], ...(buckets ? { buckets } : {}) })
  );
}

/**
 * A gauge whose value is read when Prometheus scrapes: `read` returns a number, or a list of labelled
 * values. Several sources may share one gauge (two Postgres pools in the embedded process): each call
 * adds a source, and the returned function removes it again.
 */
export function sampledGauge<L extends string = never>(
  name: string,
  help: string,
  labelNames: readonly L[],
  read: () => number | Array<{ labels: Labels<L>; value: number }> | Promise<number | Array<{ labels: Labels<L>; value: number }>>,
): () => void {
  let entry = gaugeSources.get(name);
  if (!entry) {
    const sources = new Set<typeof read>();
    const gauge = new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [metricsRegistry],
      async collect() {
        this.reset();
        for (const source of sources) {
          try {
            const value = await source();
            if (typeof value === 'number') this.inc(value);
            else for (const item of value) this.inc(item.labels as never, item.value);
          } catch {
            // A source that cannot answer now (Redis down) leaves its series out of this scrape.
          }
        }
      },
    });
    entry = { gauge, sources: sources as Set<unknown> };
    gaugeSources.set(name, entry);
  }
  const sources = entry.sources as Set<typeof read>;
  sources.add(read);
  return () => sources.delete(read);
}
const gaugeSources = new Map<string, { gauge: Gauge<string>; sources: Set<unknown> }>();

/** Seconds since `start` (from `process.hrtime.bigint()`), for histograms. */
export function secondsSince(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/** Latency buckets for work users wait on (requests, commits): 1 ms to 10 s. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The series every service shares, by name: the places that measure import these and call them, so a
 * name is written once. Room series are recorded by the socket's room code.
 */
export const metrics = {
  /** HTTP requests by method, route (a fixed set of names, never a raw path) and status class. */
  httpRequestSeconds: () =>
    histogram(
      'tablecraft_http_request_duration_seconds',
      'HTTP request latency',
      ['service', 'method', 'route', 'status'],
      LATENCY_BUCKETS,
    ),
  /** GraphQL operations by name and type (query, mutation, subscription). */
  graphqlOperationSeconds: () =>
    histogram(
      'tablecraft_graphql_operation_duration_seconds',
      'GraphQL operation latency',
      ['operation', 'type', 'outcome'],
      LATENCY_BUCKETS,
    ),
  /** Requests made to wait their turn, or refused, by the API's pacing (api/src/http/pacing.ts). */
  // The rules are the api's (api/src/http/pacing.ts): it passes their names to start their series at 0.
  pacedRequests: (rules: readonly string[] = []) =>
    counter(
      'tablecraft_paced_requests_total',
      'API requests paced: waited their turn or refused',
      ['rule', 'outcome'],
      combinations({ rule: rules, outcome: ['waited', 'refused'] }),
    ),
  /** Ops sequenced by the room service: rate() of it is ops per second. */
  roomOps: () =>
    // refused: not queued, the room's or the connection's line of ops waiting for Postgres was full.
    counter('tablecraft_room_ops_total', 'Room ops sequenced', ['outcome'], combinations({ outcome: ['committed', 'failed', 'refused'] })),
  /** Rooms loaded for their first client, and loads that failed (the room's players could not join it). */
  roomLoads: () =>
    counter('tablecraft_room_loads_total', 'Room loads by outcome', ['outcome'], combinations({ outcome: ['loaded', 'failed'] })),
  /** From receiving an op to its durable commit (the ack waits for it). */
  opCommitSeconds: () =>
    histogram('tablecraft_room_op_commit_duration_seconds', 'Latency from receiving an op to its commit', [], LATENCY_BUCKETS),
  /** Time the game's scripts took answering one op (before and after it), where the op is sequenced. */
  scriptSeconds: () =>
    histogram(
      'tablecraft_room_script_duration_seconds',
      "Time a room's scripts took answering one op",
      [],
      [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05],
    ),
  /** How many local connections one relayed message was sent to. */
  relayFanout: () =>
    histogram('tablecraft_socket_relay_fanout', 'Connections one relayed message was sent to', [], [1, 2, 4, 8, 16, 32, 64, 128]),
  /** Frames not sent to a client that had fallen too far behind (drags and cursors). */
  framesDropped: () =>
    // overflow: a client that stopped reading, closed once too much was queued for it.
    counter(
      'tablecraft_socket_frames_dropped_total',
      'Frames dropped for slow clients',
      ['kind'],
      combinations({ kind: ['transient', 'overflow'] }),
    ),
  /** Background jobs by name and outcome (completed, failed). */
  jobSeconds: () =>
    histogram(
      'tablecraft_job_duration_seconds',
      'Background job run time',
      ['job', 'outcome'],
      [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    ),
  /** Runs of a job that threw (each retry counts). */
  jobFailures: () =>
    counter('tablecraft_job_failures_total', 'Background job runs that failed', ['job'], combinations({ job: [ASSET_PIPELINE] })),
};

/** Answers `GET /metrics` in the Prometheus text format; false when the request is for another path. */
export function handleMetricsRequest(req: IncomingMessage, res: ServerResponse): boolean {
  if ((req.url ?? '').split('?')[0] !== '/metrics') return false;
  collectProcessMetrics();
  metricsRegistry.metrics().then(
    (body) => res.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' }).end(body),
    () => res.writeHead(500).end(),
  );
  return true;
}

/**
 * Times every request of an HTTP server into `tablecraft_http_request_duration_seconds`. `route` maps a
 * path to one of a few names, so a URL with ids never becomes a series of its own.
 */
export function instrumentHttpServer(server: import('node:http').Server, service: string, route: (path: string) => string): void {
  const histogram = metrics.httpRequestSeconds();
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const start = process.hrtime.bigint();
    // Read now: routers rewrite req.url for the handlers they mount.
    const path = (req.url ?? '/').split('?')[0]!;
    res.once('finish', () => {
      histogram.observe(
        { service, method: req.method ?? 'GET', route: route(path), status: `${Math.floor(res.statusCode / 100)}xx` },
        secondsSince(start),
      );
    });
  });
}
