// The opt-in alerts (PrometheusRule) and Grafana dashboard: off by default, rendered with every opt-in,
// scoped to the release's own series, and reading only metrics the services' code really exports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHART_DIR, renderChart, type Manifest } from './helm.ts';
import { RELEASE, VALUE_SETS, get, ofKind, type Json } from './chart.ts';
import { EXTERNAL_METRICS, definedMetrics, problemWith, referencedMetrics } from './metrics-oracle.ts';

const OPT_INS = VALUE_SETS['opt-ins'];

/** The alerts the issue asks for, each with the series it reads. */
const ALERTS: Record<string, string> = {
  TablecraftPodsNotReady: 'kube_deployment_status_replicas_unavailable',
  TablecraftOpCommitSlow: 'tablecraft_room_op_commit_duration_seconds_bucket',
  TablecraftOpCommitsFailing: 'tablecraft_room_ops_total',
  TablecraftRoomsFailingToLoad: 'tablecraft_room_loads_total',
  TablecraftQueueBacklog: 'tablecraft_queue_jobs',
  TablecraftQueueJobsFailed: 'tablecraft_queue_jobs',
  TablecraftJobsFailing: 'tablecraft_job_failures_total',
  TablecraftSocketFramesDropped: 'tablecraft_socket_frames_dropped_total',
  TablecraftPostgresPoolExhausted: 'tablecraft_postgres_pool_connections',
  TablecraftEventLoopLag: 'tablecraft_nodejs_eventloop_lag_p99_seconds',
};

/** PromQL of a Grafana dashboard: panel targets and query variables (label_values(series, label) reads only the series). */
function dashboardExpressions(dashboard: Json): string[] {
  const panels = (dashboard.panels as Json[]).flatMap((panel) => [panel, ...(panel.panels ?? [])]);
  const targets = panels.flatMap((panel) => (panel.targets ?? []).map((target: Json) => String(target.expr)));
  const variables = (dashboard.templating?.list ?? [])
    .filter((variable: Json) => variable.type === 'query')
    .map((variable: Json) => String(variable.query?.query ?? variable.query).replace(/^label_values\((.*),\s*\w+\)$/, '$1'));
  return [...targets, ...variables];
}

const problemsIn = (expressions: string[]) =>
  expressions.flatMap((expr) => {
    const references = referencedMetrics(expr);
    if (references.length === 0) return [`${expr}: reads no metric`];
    return references.map(problemWith).filter((problem): problem is string => problem !== null);
  });

describe('the metric oracle', () => {
  it('reads the services\' metrics and prom-client\'s defaults from the code', () => {
    const { metrics } = definedMetrics();
    expect(metrics.get('tablecraft_job_failures_total')).toMatchObject({ type: 'counter', labels: ['job'] });
    expect(metrics.get('tablecraft_room_op_commit_duration_seconds')?.type).toBe('histogram');
    expect(metrics.get('tablecraft_queue_jobs')).toMatchObject({ type: 'gauge', labels: ['queue', 'state'] });
    expect(metrics.get('tablecraft_nodejs_eventloop_lag_p99_seconds')?.source).toMatch(/prom-client/);
  });

  it('refuses invented names, labels and label values', () => {
    expect(problemsIn(['rate(tablecraft_rooms_failed_to_load_total[5m]) > 0'])).toEqual([expect.stringContaining('tablecraft_rooms_failed_to_load_total is exported by no service')]);
    expect(problemsIn(['sum by (le) (rate(tablecraft_room_ops_total_bucket[5m]))'])).toHaveLength(1);
    expect(problemsIn(['tablecraft_queue_jobs{state="stuck"}'])).toEqual([expect.stringContaining('never writes "stuck"')]);
    expect(problemsIn(['tablecraft_job_failures_total{job_name="x"}'])).toEqual([expect.stringContaining('has no label job_name')]);
    expect(problemsIn(['sum by (exported_job) (rate(tablecraft_job_failures_total{namespace="games", exported_job="asset-pipeline"}[5m]))'])).toEqual([]);
  });
});

describe('by default', () => {
  it('renders no PrometheusRule and no dashboard', () => {
    const manifests = renderChart();
    expect(ofKind(manifests, 'PrometheusRule')).toEqual([]);
    expect(ofKind(manifests, 'ConfigMap').filter((map) => map.metadata.labels?.grafana_dashboard)).toEqual([]);
  });
});

describe('with every opt-in enabled', () => {
  let manifests: Manifest[];
  let rules: Json[];
  beforeAll(() => {
    manifests = renderChart({ valuesFiles: OPT_INS });
    rules = get(manifests, 'PrometheusRule', RELEASE).spec.groups.flatMap((group: Json) => group.rules);
  });

  it('has an alert for each signal, on the series it is about, with the labels Prometheus selects', () => {
    const rule = get(manifests, 'PrometheusRule', RELEASE);
    expect(rule.metadata.labels?.release).toBe('kube-prometheus-stack');
    for (const [alert, series] of Object.entries(ALERTS)) {
      const found = rules.find((entry) => entry.alert === alert);
      expect(found, alert).toBeDefined();
      expect(referencedMetrics(found.expr).map((reference) => reference.name), alert).toContain(series);
      expect(found.labels).toMatchObject({ severity: expect.stringMatching(/^(warning|critical)$/), team: 'games' });
      expect(found.annotations.summary, alert).toBeTruthy();
      expect(found.annotations.description, alert).toBeTruthy();
    }
    // The operator's own rules come after the chart's, as written (Prometheus templates left alone).
    expect(rules.at(-1)).toMatchObject({ alert: 'TablecraftSocketConnectionsHigh', annotations: { summary: '{{ $labels.pod }} holds many connections' } });
  });

  it('reads only metrics the code exports, with labels and values it writes', () => {
    expect(problemsIn(rules.map((entry) => entry.expr))).toEqual([]);
  });

  it('scopes every series to the release: its namespace and exactly the jobs its ServiceMonitors scrape', () => {
    // A ServiceMonitor's job is the name of each Service it finds a port of that name on.
    const jobs = ofKind(manifests, 'ServiceMonitor').flatMap((monitor) =>
      ofKind(manifests, 'Service')
        .filter((service) => Object.entries(monitor.spec.selector.matchLabels).every(([key, value]) => service.metadata.labels?.[key] === value))
        .filter((service) => service.spec.ports.some((port: Json) => port.name === monitor.spec.endpoints[0].port))
        .map((service) => service.metadata.name),
    );
    expect(jobs.sort()).toEqual([`${RELEASE}-api`, `${RELEASE}-socket`, `${RELEASE}-web-metrics`, `${RELEASE}-worker-metrics`]);
    const deployments = ofKind(manifests, 'Deployment').map((deployment) => deployment.metadata.name);
    for (const entry of rules.filter((rule) => rule.alert in ALERTS)) {
      for (const reference of referencedMetrics(entry.expr)) {
        const matchers = Object.fromEntries(reference.matchers.map(([label, , value]) => [label, value]));
        expect(matchers.namespace, `${entry.alert} ${reference.name}`).toBe('games');
        const [label, names] = reference.name in EXTERNAL_METRICS ? ['deployment', deployments] : ['job', jobs];
        const pattern = new RegExp(`^(?:${matchers[label]})$`);
        // Prometheus anchors regex matchers: every scraped job matches, and no other release's.
        for (const name of names) expect(pattern.test(name), `${entry.alert}: ${label} ${name}`).toBe(true);
        for (const other of [`${RELEASE}-eu-api`, `other-api`, `${RELEASE}-postgresql`]) expect(pattern.test(other), `${entry.alert}: ${other}`).toBe(false);
      }
    }
  });

  it('ships the dashboard in a ConfigMap the Grafana sidecar loads, on the same series as the alerts', () => {
    const configMap = get(manifests, 'ConfigMap', `${RELEASE}-dashboard`);
    expect(configMap.metadata.labels?.grafana_dashboard).toBe('1');
    expect(configMap.metadata.annotations?.grafana_folder).toBe('Tablecraft');
    const dashboard = JSON.parse(configMap.data!['tablecraft.json']!);
    // The rendered JSON is the file in the chart, untouched by the template.
    expect(dashboard).toEqual(JSON.parse(readFileSync(join(CHART_DIR, 'dashboards/tablecraft.json'), 'utf8')));
    expect(dashboard.uid).toBe('tablecraft-overview');
    const expressions = dashboardExpressions(dashboard);
    expect(problemsIn(expressions)).toEqual([]);
    const shown = new Set(expressions.flatMap((expr) => referencedMetrics(expr).map((reference) => reference.name)));
    for (const [alert, series] of Object.entries(ALERTS)) expect(shown.has(series), `${alert}: ${series} on the dashboard`).toBe(true);
    // Panels ask the data source the dashboard was given, never a fixed one.
    const panels = dashboard.panels.filter((panel: Json) => panel.type !== 'row');
    for (const panel of panels) expect(panel.datasource, panel.title).toEqual({ type: 'prometheus', uid: '${datasource}' });
  });
});

describe('thresholds, a selector and the dashboard namespace', () => {
  it('follow the values', () => {
    const manifests = renderChart({
      valuesFiles: ['ci/default-values.yaml'],
      // helm's --set splits on unescaped commas.
      set: { 'metrics.prometheusRule.selector': 'cluster="eu-1"\\, app_kubernetes_io_instance="tablecraft"', 'metrics.grafanaDashboard.namespace': 'monitoring' },
      setRaw: { 'metrics.prometheusRule.enabled': 'true', 'metrics.grafanaDashboard.enabled': 'true', 'metrics.prometheusRule.thresholds.opCommitP99Seconds': '1' },
    });
    const rules = get(manifests, 'PrometheusRule', RELEASE).spec.groups[0].rules as Json[];
    const slow = rules.find((rule) => rule.alert === 'TablecraftOpCommitSlow');
    expect(slow.expr).toMatch(/\{cluster="eu-1", app_kubernetes_io_instance="tablecraft"\}\[5m\]\)\)\) > 1$/);
    expect(get(manifests, 'ConfigMap', `${RELEASE}-dashboard`).metadata.namespace).toBe('monitoring');
  });
});
