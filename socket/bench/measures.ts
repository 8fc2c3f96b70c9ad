// What the socket benchmark reads off the machine and the processes, and how it sums latencies up.
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * A process's CPU ticks and memory, and how long its main thread has waited, runnable, for a core
 * (`/proc/<pid>/schedstat`, nanoseconds): on a machine the load generator shares, that wait is where a
 * latency's tail comes from when every process involved is ready to run but not all of them can.
 */
export function processStats(pid: number): { cpuTicks: number; rssMb: number; runQueueWaitNs: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  const runQueueWaitNs = Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1] ?? 0);
  return { cpuTicks: Number(stat[11]) + Number(stat[12]), rssMb: rss, runQueueWaitNs };
}

/**
 * The Postgres processes a run's commits cost: the backends connected to its database and the processes
 * every commit involves (WAL writer, checkpointer, background writer), by pid. Postgres on this machine
 * also serves other people's test suites, whose backends are not the run's.
 */
export async function postgresPids(databaseUrl: string): Promise<Set<number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE (datname = current_database() AND pid <> pg_backend_pid())
           OR backend_type IN ('walwriter', 'checkpointer', 'background writer')`,
    );
    return new Set(rows.map((row) => row.pid));
  } finally {
    await client.end();
  }
}

/**
 * CPU ticks of Postgres's processes: those of `pids` (postgresPids), or every Postgres process on the
 * machine. What commits cost the database, counted beside the server's own.
 */
export function postgresTicks(pids?: Set<number>): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    if (pids && !pids.has(Number(entry))) continue;
    try {
      const raw = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!raw.includes('(postgres)')) continue;
      const fields = raw.split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks;
}

/** All cores' CPU time from /proc/stat: total and idle (idle + iowait) ticks. */
export function machineTicks(): { total: number; idle: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return { total: fields.reduce((sum, n) => sum + n, 0), idle: fields[3]! + fields[4]! };
}

/** The cumulative buckets of one of a process's histograms (by its name), by upper bound. */
export async function histogramBuckets(port: number, name: string): Promise<Map<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const buckets = new Map<string, number>();
  for (const match of text.matchAll(new RegExp(`^${name}_bucket\\{le="([^"]+)"[^}]*\\} (\\d+)`, 'gm')))
    buckets.set(match[1]!, Number(match[2]));
  return buckets;
}

/** Both processes' observations during the measurement: how many, and the share within each of `bounds` (seconds). */
export function histogramSummary(
  histograms: Array<Map<string, number>>,
  before: Array<Map<string, number>>,
  bounds: Record<string, string>,
): Record<string, number> {
  const count = (le: string) => histograms.reduce((sum, h, i) => sum + (h.get(le) ?? 0) - (before[i]!.get(le) ?? 0), 0);
  const total = count('+Inf');
  return {
    count: total,
    ...Object.fromEntries(Object.entries(bounds).map(([label, le]) => [label, Math.round((count(le) / Math.max(1, total)) * 1000) / 1000])),
  };
}

/** What the scripts added to each op (tablecraft_room_script_duration_seconds). */
export const SCRIPT_TIMES = {
  name: 'tablecraft_room_script_duration_seconds',
  bounds: { within100us: '0.0001', within250us: '0.00025', within500us: '0.0005', within1ms: '0.001', within2_5ms: '0.0025' },
};

/** How long an op waited for its commit inside the process (tablecraft_room_op_commit_duration_seconds). */
export const COMMIT_TIMES = {
  name: 'tablecraft_room_op_commit_duration_seconds',
  bounds: { within1ms: '0.001', within2_5ms: '0.0025', within5ms: '0.005', within10ms: '0.01', within25ms: '0.025', within50ms: '0.05' },
};

/** A latency sink per kind, in preallocated arrays: a growing heap in the generator would read as the service's pauses. */
export class Latencies {
  private readonly times: Float64Array;
  count = 0;
  constructor(capacity: number) {
    this.times = new Float64Array(Math.max(1, capacity));
  }
  add(ms: number) {
    if (this.count < this.times.length) this.times[this.count++] = ms;
  }
  summary() {
    const sorted = this.times.subarray(0, this.count).sort();
    return { count: this.count, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
  }
}
