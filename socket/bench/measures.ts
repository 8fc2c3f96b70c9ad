// What the socket benchmark reads off the machine and the processes, and how it sums latencies up.
import { readFileSync } from 'node:fs';

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function processStats(pid: number): { cpuTicks: number; rssMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  return { cpuTicks: Number(stat[11]) + Number(stat[12]), rssMb: rss };
}

/** All cores' CPU time from /proc/stat: total and idle (idle + iowait) ticks. */
export function machineTicks(): { total: number; idle: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return { total: fields.reduce((sum, n) => sum + n, 0), idle: fields[3]! + fields[4]! };
}

/** The cumulative buckets of a process's tablecraft_room_script_duration_seconds, by upper bound. */
export async function scriptHistogram(port: number): Promise<Map<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const buckets = new Map<string, number>();
  for (const match of text.matchAll(/^tablecraft_room_script_duration_seconds_bucket\{le="([^"]+)"[^}]*\} (\d+)/gm))
    buckets.set(match[1]!, Number(match[2]));
  return buckets;
}

/** Both processes' script times during the measurement: how many ops, and the share answered within each bound. */
export function scriptSummary(histograms: Array<Map<string, number>>, before: Array<Map<string, number>>) {
  const count = (le: string) => histograms.reduce((sum, h, i) => sum + (h.get(le) ?? 0) - (before[i]!.get(le) ?? 0), 0);
  const total = count('+Inf');
  const within = (le: string) => count(le) / Math.max(1, total);
  return {
    ops: total,
    within100us: within('0.0001'),
    within250us: within('0.00025'),
    within500us: within('0.0005'),
    within1ms: within('0.001'),
    within2_5ms: within('0.0025'),
  };
}

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
