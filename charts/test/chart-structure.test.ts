// What every rendering of the chart must hold, for the default, development and production values:
// valid Kubernetes objects, one hardened Deployment per service, Services, the Ingress routes,
// autoscalers and disruption budgets, and the migration hook.
import { beforeAll, describe, expect, it } from 'vitest';
import { renderChart, type Manifest } from './helm.ts';
import { validateManifest } from './models.ts';
import { RELEASE, SERVICES, VALUE_SETS, containerOf, envOf, find, get, ofKind, selects, type Json } from './chart.ts';

const PORTS = { web: 8080, api: 4000, socket: 4001, worker: 4002 } as const;
const WEB_METRICS_PORT = 9464;
const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;

describe.each(Object.entries(VALUE_SETS))('chart rendered with %s values', (_name, valuesFiles) => {
  let manifests: Manifest[];
  beforeAll(() => {
    manifests = renderChart({ valuesFiles });
  });

  it('renders only objects that pass their Kubernetes schema', () => {
    expect(manifests.length).toBeGreaterThan(10);
    const problems = manifests.map(validateManifest).filter((problem) => problem !== null);
    expect(problems).toEqual([]);
  });

  it('names every object with a unique DNS label in the release namespace', () => {
    const seen = new Set<string>();
    for (const manifest of manifests) {
      expect(manifest.metadata.name, `${manifest.kind} name`).toMatch(DNS_LABEL);
      expect(manifest.metadata.name.length).toBeLessThanOrEqual(63);
      expect(manifest.metadata.namespace, `${manifest.kind}/${manifest.metadata.name} namespace`).toBe('games');
      const key = `${manifest.kind}/${manifest.metadata.name}`;
      expect(seen.has(key), `${key} rendered twice`).toBe(false);
      seen.add(key);
    }
  });

  it.each(SERVICES)('runs %s as a hardened Deployment with probes, resources and config checksums', (service) => {
    const deployment = get(manifests, 'Deployment', `${RELEASE}-${service}`);
    const pod = deployment.spec.template.spec;
    const container = containerOf(deployment, service);

    // Probes hit the service's own health endpoints on its declared port.
    const port = container.ports.find((p: Json) => p.name === 'http');
    expect(port?.containerPort).toBe(PORTS[service]);
    expect(container.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(container.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });
    const portVariable = service === 'worker' ? 'HEALTH_PORT' : 'PORT';
    expect(envOf(container).get(portVariable)?.value).toBe(String(PORTS[service]));
    // web's own port is public: its /metrics listens on a second, private port; the others have one port.
    if (service === 'web') {
      expect(container.ports).toContainEqual({ name: 'metrics', containerPort: WEB_METRICS_PORT, protocol: 'TCP' });
      expect(envOf(container).get('METRICS_PORT')?.value).toBe(String(WEB_METRICS_PORT));
    } else {
      expect(container.ports.map((p: Json) => p.name)).toEqual(['http']);
      expect(envOf(container).has('METRICS_PORT')).toBe(false);
    }

    expect(container.resources?.requests?.cpu).toBeTruthy();
    expect(container.resources?.requests?.memory).toBeTruthy();
    expect(container.resources?.limits?.memory).toBeTruthy();

    // Non-root, read-only, no privileges, default seccomp.
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(pod.securityContext.seccompProfile).toEqual({ type: 'RuntimeDefault' });
    const security = container.securityContext;
    expect(security.runAsNonRoot).toBe(true);
    expect(security.runAsUser).not.toBe(0);
    expect(security.readOnlyRootFilesystem).toBe(true);
    expect(security.allowPrivilegeEscalation).toBe(false);
    expect(security.capabilities.drop).toContain('ALL');
    expect(security.capabilities.add ?? []).toEqual([]);
    expect(security.seccompProfile).toEqual({ type: 'RuntimeDefault' });
    expect(pod.automountServiceAccountToken).toBe(false);

    // /tmp is the one writable path, and it is an emptyDir.
    const tmpMount = container.volumeMounts.find((mount: Json) => mount.mountPath === '/tmp');
    expect(pod.volumes.find((volume: Json) => volume.name === tmpMount?.name)?.emptyDir).toBeDefined();

    // Config and Secret changes roll the pods.
    const annotations = deployment.spec.template.metadata.annotations;
    expect(annotations['checksum/config']).toMatch(/^[a-f0-9]{64}$/);
    expect(annotations['checksum/secret']).toMatch(/^[a-f0-9]{64}$/);

    // Drain: a short pause for endpoint removal, then 20 s of drain inside a 30 s grace period.
    expect(pod.terminationGracePeriodSeconds).toBe(30);
    expect(container.lifecycle?.preStop?.exec?.command).toEqual(['sleep', expect.stringMatching(/^\d+$/)]);
    const preStop = Number(container.lifecycle.preStop.exec.command[1]);
    expect(preStop + 20).toBeLessThan(pod.terminationGracePeriodSeconds);

    // Selector labels are on the pods, and never include the chart version (selectors are immutable).
    expect(selects(deployment.spec.selector.matchLabels, deployment.spec.template.metadata.labels)).toBe(true);
    expect(Object.keys(deployment.spec.selector.matchLabels)).not.toContain('helm.sh/chart');
    expect(Object.keys(deployment.spec.selector.matchLabels)).not.toContain('app.kubernetes.io/version');
  });

  it('points every ConfigMap and Secret reference at an object the release renders or names', () => {
    const configMaps = new Set(ofKind(manifests, 'ConfigMap').map((m) => m.metadata.name));
    const secrets = new Set(ofKind(manifests, 'Secret').map((m) => m.metadata.name));
    const existingSecret = valuesFiles.includes('values-prod.yaml') ? 'tablecraft-secrets' : valuesFiles.includes('ci/opt-ins-values.yaml') ? 'tablecraft-managed' : undefined;
    for (const workload of [...ofKind(manifests, 'Deployment'), ...ofKind(manifests, 'StatefulSet'), ...ofKind(manifests, 'Job')]) {
      const podSpec = workload.spec.template.spec;
      for (const container of [...(podSpec.initContainers ?? []), ...podSpec.containers]) {
        for (const entry of container.env ?? []) {
          const ref = entry.valueFrom?.configMapKeyRef;
          if (ref) expect(configMaps.has(ref.name), `${workload.metadata.name}: ConfigMap ${ref.name}`).toBe(true);
          const secretRef = entry.valueFrom?.secretKeyRef;
          if (secretRef) expect(secrets.has(secretRef.name) || secretRef.name === existingSecret, `${workload.metadata.name}: Secret ${secretRef.name}`).toBe(true);
        }
      }
    }
  });

  it('gives web, api and socket a Service that selects their pods on the named port', () => {
    for (const service of ['web', 'api', 'socket'] as const) {
      const svc = get(manifests, 'Service', `${RELEASE}-${service}`);
      const deployment = get(manifests, 'Deployment', `${RELEASE}-${service}`);
      expect(selects(svc.spec.selector, deployment.spec.template.metadata.labels), `${service} Service selector`).toBe(true);
      // The public port only: web's metrics port never joins the Service the Ingress routes to.
      expect(svc.spec.ports).toEqual([expect.objectContaining({ port: PORTS[service], targetPort: 'http' })]);
    }
    // The worker only answers probes.
    expect(find(manifests, 'Service', `${RELEASE}-worker`)).toBeUndefined();
  });

  it('gives each service a PodDisruptionBudget that selects its pods, unless turned off', () => {
    const budgets = ofKind(manifests, 'PodDisruptionBudget');
    const dev = valuesFiles.includes('values-dev.yaml');
    expect(budgets).toHaveLength(dev ? 0 : SERVICES.length);
    for (const budget of budgets) {
      const service = budget.metadata.name.replace(`${RELEASE}-`, '');
      const deployment = get(manifests, 'Deployment', `${RELEASE}-${service}`);
      expect(selects(budget.spec.selector.matchLabels, deployment.spec.template.metadata.labels)).toBe(true);
      expect(budget.spec.minAvailable === undefined || budget.spec.maxUnavailable === undefined).toBe(true);
    }
  });

  it('scales api, socket and worker with autoscalers that own the replica count', () => {
    const autoscalers = ofKind(manifests, 'HorizontalPodAutoscaler');
    const dev = valuesFiles.includes('values-dev.yaml');
    expect(autoscalers.map((hpa) => hpa.metadata.name).sort()).toEqual(dev ? [] : [`${RELEASE}-api`, `${RELEASE}-socket`, `${RELEASE}-worker`]);
    for (const hpa of autoscalers) {
      const target = get(manifests, 'Deployment', hpa.spec.scaleTargetRef.name);
      expect(hpa.spec.scaleTargetRef.kind).toBe('Deployment');
      // A replicas field next to an autoscaler would reset the pod count on every upgrade.
      expect(target.spec.replicas).toBeUndefined();
      expect(hpa.spec.minReplicas).toBeLessThanOrEqual(hpa.spec.maxReplicas);
      expect(hpa.spec.metrics.length).toBeGreaterThan(0);
    }
    expect(get(manifests, 'Deployment', `${RELEASE}-web`).spec.replicas).toBeGreaterThan(0);
  });

  it('runs migrations as a hook Job before upgrades, with the hardened pod and DATABASE_URL', () => {
    const job = get(manifests, 'Job', `${RELEASE}-migrations`);
    const annotations = job.metadata.annotations ?? {};
    const hooks = String(annotations['helm.sh/hook']).split(',');
    expect(hooks).toContain('pre-upgrade');
    expect(hooks.some((hook) => hook === 'pre-install' || hook === 'post-install')).toBe(true);
    expect(annotations['helm.sh/hook-delete-policy']).toContain('before-hook-creation');
    const pod = job.spec.template.spec;
    expect(pod.restartPolicy).toBe('Never');
    const container = containerOf(job, 'migrations');
    expect(container.image).toMatch(/migrations[:@]/);
    expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
    expect(container.securityContext.runAsNonRoot).toBe(true);
    // An existing Secret may hold it under another key (existingSecretKeys).
    expect(envOf(container).get('DATABASE_URL')?.valueFrom?.secretKeyRef?.key).toBe(valuesFiles.includes('ci/opt-ins-values.yaml') ? 'postgres-uri' : 'DATABASE_URL');
    expect(job.spec.backoffLimit).toBeGreaterThanOrEqual(0);
    expect(job.spec.activeDeadlineSeconds).toBeGreaterThan(0);
  });
});
