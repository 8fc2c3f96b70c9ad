// What the services really export, read from their sources, so the chart's alerts and dashboard can be
// checked against it: a renamed or never-written metric fails the chart tests instead of an alert that
// silently never fires.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REPO_ROOT } from './helm.ts';

/** Where the services define their metrics (tests excluded: they only read them). */
const SOURCE_DIRS = ['api/src', 'socket/src', 'worker/src', 'platform/src', 'web/server'];

/** Labels Prometheus puts on every scraped series (ServiceMonitor targets), whatever the code says. */
export const TARGET_LABELS = ['namespace', 'job', 'pod', 'service', 'instance', 'container', 'endpoint'];

/**
 * Series the chart may read that the services do not export, each with where it comes from. Anything
 * else the alerts or the dashboard name must be defined in the code.
 */
export const EXTERNAL_METRICS: Record<string, string> = {
  kube_deployment_status_replicas_unavailable: 'kube-state-metrics (readiness per Deployment; the services export none)',
  up: 'Prometheus (one per scrape target)',
};

export interface MetricDefinition {
  type: 'counter' | 'histogram' | 'gauge';
  /** Label names the code declares; undefined when they cannot be read (prom-client's own metrics). */
  labels?: string[];
  /** Where it is defined. */
  source: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !/\/(test|tests|__tests__)\//.test(path));
}

let cached: { metrics: Map<string, MetricDefinition>; literals: Set<string> } | undefined;

/** Every metric the services define, by name, and every string literal of their sources (label values). */
export function definedMetrics(): { metrics: Map<string, MetricDefinition>; literals: Set<string> } {
  if (cached) return cached;
  const metrics = new Map<string, MetricDefinition>();
  const literals = new Set<string>();
  const STRING = String.raw`(?:'[^'\n]*'|"[^"\n]*"|\`[^\`]*\`)`;
  const labelList = (text: string | undefined) => (text === undefined ? [] : [...text.matchAll(/['"`]([^'"`]+)['"`]/g)].map((match) => match[1]!));
  const prefixes = new Set<string>();
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    const where = file.slice(REPO_ROOT.length + 1);
    for (const match of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)) literals.add(match[1] ?? match[2]!);
    // platform's helpers: counter(name, help, [labels]), histogram(name, help, [labels], buckets), sampledGauge(name, help, [labels], read)
    const helper = new RegExp(String.raw`\b(counter|histogram|sampledGauge)(?:<[^>(]*>)?\(\s*['"\`](tablecraft_\w+)['"\`]\s*,\s*${STRING}\s*(?:,\s*\[([^\]]*)\])?`, 'g');
    for (const match of text.matchAll(helper)) {
      const type = match[1] === 'counter' ? 'counter' : match[1] === 'histogram' ? 'histogram' : 'gauge';
      metrics.set(match[2]!, { type, labels: labelList(match[3]), source: where });
    }
    // prom-client's classes used directly: new Histogram({ name: '...', labelNames: [...] })
    for (const match of text.matchAll(/new (Counter|Histogram|Gauge)(?:<[^(]*>)?\(\{([\s\S]*?)\}\);/g)) {
      const name = /name:\s*['"`](tablecraft_\w+)['"`]/.exec(match[2]!)?.[1];
      if (!name) continue;
      metrics.set(name, { type: match[1]!.toLowerCase() as MetricDefinition['type'], labels: labelList(/labelNames:\s*\[([^\]]*)\]/.exec(match[2]!)?.[1]), source: where });
    }
    for (const match of text.matchAll(/collectDefaultMetrics\(\{[^}]*prefix:\s*['"`](\w+)['"`]/g)) prefixes.add(match[1]!);
  }
  // prom-client's default metrics, under the prefix the code gives them: their names from its own files.
  if (prefixes.size > 0) {
    const promClient = join(createRequire(join(REPO_ROOT, 'platform/package.json')).resolve('prom-client/package.json'), '..', 'lib/metrics');
    for (const entry of readdirSync(promClient).filter((name) => name.endsWith('.js'))) {
      const text = readFileSync(join(promClient, entry), 'utf8');
      const type = text.includes('new Histogram(') ? 'histogram' : text.includes('new Counter(') ? 'counter' : 'gauge';
      for (const match of text.matchAll(/'((?:nodejs|process)_[a-z0-9_]+)'/g)) {
        for (const prefix of prefixes) metrics.set(prefix + match[1]!, { type, source: `prom-client lib/metrics/${entry}` });
      }
    }
  }
  cached = { metrics, literals };
  return cached;
}

const PROMQL_KEYWORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'and', 'or', 'unless', 'offset', 'inf', 'nan', 'atan2']);

export interface MetricReference {
  name: string;
  /** Label matchers written on it: [label, operator, value]. */
  matchers: Array<[string, string, string]>;
}

/** The metrics a PromQL expression reads, with their label matchers (Grafana's $variables allowed). */
export function referencedMetrics(expr: string): MetricReference[] {
  const references: MetricReference[] = [];
  // Ranges and subqueries ([5m], [$__rate_interval]) and grouping clauses name no metric.
  const text = expr.replace(/\[[^\]]*\]/g, ' ').replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const token = /([a-zA-Z_:][a-zA-Z0-9_:]*)\s*(\{[^}]*\})?\s*(\()?|"(?:[^"\\]|\\.)*"|\{[^}]*\}|\$\w+|[0-9.]+(?:e[+-]?\d+)?/g;
  for (const match of text.matchAll(token)) {
    const [, name, selector, call] = match;
    if (!name || call || PROMQL_KEYWORDS.has(name.toLowerCase())) continue;
    const matchers = [...(selector ?? '').matchAll(/([a-zA-Z_]\w*)\s*(=~|!~|!=|=)\s*"((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!, m[3]!] as [string, string, string]);
    references.push({ name, matchers });
  }
  return references;
}

/** Why a reference does not match what the code exports, or null when it does. */
export function problemWith(reference: MetricReference): string | null {
  const { metrics, literals } = definedMetrics();
  if (reference.name in EXTERNAL_METRICS) return null;
  let definition = metrics.get(reference.name);
  const base = /^(.*)_(bucket|sum|count)$/.exec(reference.name);
  if (!definition && base && metrics.get(base[1]!)?.type === 'histogram') definition = metrics.get(base[1]!);
  if (!definition) return `${reference.name} is exported by no service (grep the sources: ${SOURCE_DIRS.join(', ')})`;
  if (!definition.labels) return null;
  // A series' own `job` label reaches Prometheus as exported_job: the target's job wins.
  const ownLabels = definition.labels.map((label) => (label === 'job' ? 'exported_job' : label));
  const known = new Set([...ownLabels, ...TARGET_LABELS, ...(base?.[2] === 'bucket' ? ['le'] : [])]);
  for (const [label, operator, value] of reference.matchers) {
    if (!known.has(label)) return `${reference.name} has no label ${label} (it has ${ownLabels.join(', ') || 'none'}; ${definition.source})`;
    // An exact value of the metric's own label must be one the code writes somewhere.
    if (operator === '=' && ownLabels.includes(label) && !value.startsWith('$') && !literals.has(value)) return `${reference.name}{${label}="${value}"}: the code never writes "${value}"`;
  }
  return null;
}
