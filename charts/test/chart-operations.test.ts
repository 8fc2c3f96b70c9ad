// The opt-ins operators reach for: metrics scraping and autoscaling on connections, network isolation,
// a private CA, extra containers and volumes, pod placement, the pool size and the helm test.
import { beforeAll, describe, expect, it } from 'vitest';
import { renderChart, type Manifest } from './helm.ts';
import { RELEASE, VALUE_SETS, containerOf, envOf, get, ofKind, type Json } from './chart.ts';

const OPT_INS = VALUE_SETS['opt-ins'];

/** The labels of a workload's pods. */
const podLabels = (manifests: Manifest[], kind: string, name: string): Record<string, string> => get(manifests, kind, name).spec.template.metadata.labels;

const matches = (selector: Json, labels: Record<string, string>): boolean =>
  Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value) &&
  (selector.matchExpressions ?? []).every((expression: Json) => (expression.operator === 'In' ? expression.values.includes(labels[expression.key]) : false));

/**
 * Whether a pod with `from` labels in namespace `fromNamespace` may open a connection to the named
 * container port (`http` unless given) of a pod with `to` labels in the release's namespace, by
 * NetworkPolicy semantics: a pod no policy selects takes anything; a selected pod takes only what some
 * rule of a selecting policy allows, a rule without ports on any port.
 */
function allowed(manifests: Manifest[], from: { labels: Record<string, string>; namespace: Record<string, string> | null }, to: Record<string, string>, port = 'http'): boolean {
  const policies = ofKind(manifests, 'NetworkPolicy').filter((policy) => matches(policy.spec.podSelector, to));
  if (policies.length === 0) return true;
  return policies.some((policy) =>
    (policy.spec.ingress ?? []).some((rule: Json) => {
      if (rule.ports && !rule.ports.some((entry: Json) => entry.port === port && (entry.protocol ?? 'TCP') === 'TCP')) return false;
      if (!rule.from) return true;
      return rule.from.some((peer: Json) => {
        if (peer.namespaceSelector) return from.namespace !== null && matches(peer.namespaceSelector, from.namespace) && (!peer.podSelector || matches(peer.podSelector, from.labels));
        if (peer.podSelector) return from.namespace === null && matches(peer.podSelector, from.labels);
        return false;
      });
    }),
  );
}

describe('with every opt-in enabled', () => {
  let manifests: Manifest[];
  beforeAll(() => {
    manifests = renderChart({ valuesFiles: OPT_INS });
  });

  it('scrapes api, socket and worker on their own port and web on its private metrics port, through ServiceMonitors', () => {
    const monitors = ofKind(manifests, 'ServiceMonitor');
    expect(monitors.map((monitor) => monitor.metadata.name).sort()).toEqual([`${RELEASE}-api`, `${RELEASE}-socket`, `${RELEASE}-web`, `${RELEASE}-worker`]);
    const scrapePort: Record<string, string> = { web: 'metrics', api: 'http', socket: 'http', worker: 'http' };
    for (const monitor of monitors) {
      const component = monitor.metadata.name.replace(`${RELEASE}-`, '');
      expect(monitor.metadata.labels?.release).toBe('kube-prometheus-stack');
      expect(monitor.spec.endpoints).toEqual([{ port: scrapePort[component], path: '/metrics', interval: '30s' }]);
      // Prometheus keeps the endpoints whose port carries that name: exactly one selected Service has it,
      // and it leads to the container port of that name on the component's pods.
      const services = ofKind(manifests, 'Service').filter((service) => matches(monitor.spec.selector, service.metadata.labels ?? {}));
      const scraped = services.filter((service) => service.spec.ports.some((port: Json) => port.name === scrapePort[component]));
      expect(scraped.length, monitor.metadata.name).toBe(1);
      const servicePort = scraped[0]!.spec.ports.find((port: Json) => port.name === scrapePort[component]);
      expect(servicePort.targetPort).toBe(scrapePort[component]);
      const deployment = get(manifests, 'Deployment', `${RELEASE}-${component}`);
      expect(matches({ matchLabels: scraped[0]!.spec.selector }, deployment.spec.template.metadata.labels)).toBe(true);
      expect(containerOf(deployment, component).ports.map((port: Json) => port.name)).toContain(scrapePort[component]);
    }
    // web's metrics come through a headless Service of their own; its public Service (the one the
    // Ingress routes to, perhaps a LoadBalancer) carries the public port alone.
    const webMetrics = get(manifests, 'Service', `${RELEASE}-web-metrics`);
    expect(webMetrics.spec.clusterIP).toBe('None');
    expect(webMetrics.spec.ports).toEqual([{ name: 'metrics', port: 9464, targetPort: 'metrics', protocol: 'TCP' }]);
    expect(get(manifests, 'Service', `${RELEASE}-web`).spec.ports.map((port: Json) => port.name)).toEqual(['http']);
  });

  it('scales the socket service on open connections per pod', () => {
    const hpa = get(manifests, 'HorizontalPodAutoscaler', `${RELEASE}-socket`);
    expect(hpa.spec.metrics).toContainEqual({ type: 'Pods', pods: { metric: { name: 'tablecraft_socket_connections' }, target: { type: 'AverageValue', averageValue: '500' } } });
    expect(get(manifests, 'HorizontalPodAutoscaler', `${RELEASE}-api`).spec.metrics.map((metric: Json) => metric.type)).toEqual(['Resource']);
  });

  it('lets web reach api and socket, the services reach their stores, and denies the rest', () => {
    const pod = (component: string) => ({ labels: podLabels(manifests, component === 'postgresql' || component === 'redis' ? 'StatefulSet' : 'Deployment', `${RELEASE}-${component}`), namespace: null });
    const to = (component: string) => pod(component).labels;
    const ingressController = { labels: { 'app.kubernetes.io/name': 'ingress-nginx' }, namespace: { 'kubernetes.io/metadata.name': 'ingress-nginx' } };
    const prometheus = { labels: { app: 'prometheus' }, namespace: { 'kubernetes.io/metadata.name': 'monitoring' } };
    const stranger = { labels: { app: 'something-else' }, namespace: { 'kubernetes.io/metadata.name': 'other-team' } };
    const neighbour = { labels: { app: 'something-else' }, namespace: null };

    expect(allowed(manifests, pod('web'), to('api'))).toBe(true);
    expect(allowed(manifests, pod('web'), to('socket'))).toBe(true);
    for (const target of ['web', 'api', 'socket']) expect(allowed(manifests, ingressController, to(target)), `ingress controller -> ${target}`).toBe(true);
    // Prometheus scrapes api, socket and worker on their one port, and web on its metrics port only.
    for (const target of ['api', 'socket', 'worker']) expect(allowed(manifests, prometheus, to(target)), `prometheus -> ${target}`).toBe(true);
    expect(allowed(manifests, prometheus, to('web'), 'metrics'), 'prometheus -> web metrics').toBe(true);
    expect(allowed(manifests, prometheus, to('web'), 'http'), 'prometheus -> web public port').toBe(false);
    // Nothing else reaches web's metrics port, not even what may reach its public port.
    for (const source of [ingressController, pod('web'), pod('api'), stranger, neighbour]) {
      expect(allowed(manifests, source, to('web'), 'metrics'), `${JSON.stringify(source.labels)} -> web metrics`).toBe(false);
    }
    for (const source of ['api', 'socket', 'worker']) expect(allowed(manifests, pod(source), to('postgresql')), `${source} -> postgresql`).toBe(true);

    expect(allowed(manifests, pod('worker'), to('api'))).toBe(false);
    expect(allowed(manifests, pod('web'), to('worker'))).toBe(false);
    expect(allowed(manifests, pod('web'), to('postgresql'))).toBe(false);
    expect(allowed(manifests, pod('web'), to('redis'))).toBe(false);
    for (const target of ['web', 'api', 'socket', 'worker', 'postgresql', 'redis']) {
      expect(allowed(manifests, stranger, to(target)), `other namespace -> ${target}`).toBe(false);
      expect(allowed(manifests, neighbour, to(target)), `other pod of the namespace -> ${target}`).toBe(false);
    }
  });

  it('trusts the private CA in every service', () => {
    for (const component of ['web', 'api', 'socket', 'worker']) {
      const deployment = get(manifests, 'Deployment', `${RELEASE}-${component}`);
      const container = containerOf(deployment, component);
      expect(envOf(container).get('NODE_EXTRA_CA_CERTS')?.value).toBe('/etc/tablecraft/ca/ca.pem');
      expect(container.volumeMounts).toContainEqual({ name: 'trusted-ca', mountPath: '/etc/tablecraft/ca', readOnly: true });
      expect(deployment.spec.template.spec.volumes).toContainEqual({ name: 'trusted-ca', configMap: { name: 'postgres-ca' } });
    }
  });

  it('adds init containers, sidecars, volumes, a priority class and hard anti-affinity where asked', () => {
    const api = get(manifests, 'Deployment', `${RELEASE}-api`).spec.template.spec;
    expect(api.initContainers.map((c: Json) => c.name)).toEqual(['wait-for-postgres']);
    expect(api.containers.map((c: Json) => c.name)).toEqual(['api', 'log-shipper']);
    expect(api.volumes).toContainEqual({ name: 'extra-config', configMap: { name: `${RELEASE}-extra` } });
    expect(containerOf(get(manifests, 'Deployment', `${RELEASE}-api`), 'api').volumeMounts).toContainEqual({ name: 'extra-config', mountPath: '/etc/extra', readOnly: true });
    expect(api.affinity.podAntiAffinity.requiredDuringSchedulingIgnoredDuringExecution[0].topologyKey).toBe('kubernetes.io/hostname');
    expect(get(manifests, 'Deployment', `${RELEASE}-socket`).spec.template.spec.priorityClassName).toBe('tablecraft-realtime');
  });
});

describe('with network policies but no ingressFrom', () => {
  let manifests: Manifest[];
  beforeAll(() => {
    manifests = renderChart({
      valuesFiles: ['ci/default-values.yaml'],
      setRaw: { 'networkPolicy.enabled': 'true', 'networkPolicy.metricsFrom[0].namespaceSelector.matchLabels.kubernetes\\.io/metadata\\.name': 'monitoring' },
    });
  });

  it('keeps the public ports open to any source, and web\'s metrics port to metricsFrom alone', () => {
    const to = (component: string) => podLabels(manifests, 'Deployment', `${RELEASE}-${component}`);
    const prometheus = { labels: { app: 'prometheus' }, namespace: { 'kubernetes.io/metadata.name': 'monitoring' } };
    const stranger = { labels: { app: 'something-else' }, namespace: { 'kubernetes.io/metadata.name': 'other-team' } };
    const neighbour = { labels: { app: 'something-else' }, namespace: null };
    for (const target of ['web', 'api', 'socket']) {
      expect(allowed(manifests, stranger, to(target)), `other namespace -> ${target}`).toBe(true);
      expect(allowed(manifests, neighbour, to(target)), `other pod of the namespace -> ${target}`).toBe(true);
    }
    expect(allowed(manifests, stranger, to('web'), 'metrics')).toBe(false);
    expect(allowed(manifests, neighbour, to('web'), 'metrics')).toBe(false);
    expect(allowed(manifests, prometheus, to('web'), 'metrics')).toBe(true);
    expect(allowed(manifests, stranger, to('worker'))).toBe(false);
  });
});

describe('by default', () => {
  let manifests: Manifest[];
  beforeAll(() => {
    manifests = renderChart();
  });

  it('renders no opt-in objects, and spreads pods over nodes softly', () => {
    for (const kind of ['NetworkPolicy', 'ServiceMonitor']) expect(ofKind(manifests, kind)).toEqual([]);
    const affinity = get(manifests, 'Deployment', `${RELEASE}-socket`).spec.template.spec.affinity;
    expect(affinity.podAntiAffinity.preferredDuringSchedulingIgnoredDuringExecution[0].podAffinityTerm.labelSelector.matchLabels['app.kubernetes.io/component']).toBe('socket');
  });

  it('probes liveness on the process and readiness with a one-second timeout', () => {
    for (const component of ['web', 'api', 'socket', 'worker']) {
      const container = containerOf(get(manifests, 'Deployment', `${RELEASE}-${component}`), component);
      expect(container.livenessProbe.httpGet.path).toBe('/healthz');
      expect(container.readinessProbe.httpGet.path).toBe('/readyz');
      expect(container.readinessProbe.timeoutSeconds).toBe(1);
    }
  });

  it('hands the Postgres pool size to api, socket and worker, and the key prefix to every Redis user', () => {
    const config = get(manifests, 'ConfigMap', `${RELEASE}-config`).data!;
    expect(config.DATABASE_POOL_MAX).toBe('10');
    for (const component of ['api', 'socket', 'worker']) {
      const env = envOf(containerOf(get(manifests, 'Deployment', `${RELEASE}-${component}`), component));
      expect(env.get('DATABASE_POOL_MAX')?.valueFrom?.configMapKeyRef?.key, component).toBe('DATABASE_POOL_MAX');
      expect(env.get('QUEUE_PREFIX')?.valueFrom?.configMapKeyRef?.key, component).toBe('QUEUE_PREFIX');
    }
  });

  it('has a helm test that asks web, api and socket for their health', () => {
    const test = get(manifests, 'Pod', `${RELEASE}-test`);
    expect(test.metadata.annotations?.['helm.sh/hook']).toBe('test');
    const targets = String(envOf(test.spec.containers[0]).get('TARGETS')?.value).split(' ');
    expect(targets).toEqual([`http://${RELEASE}-web:8080`, `http://${RELEASE}-api:4000`, `http://${RELEASE}-socket:4001`]);
    for (const target of targets) get(manifests, 'Service', target.replace('http://', '').split(':')[0]!);
  });
});
