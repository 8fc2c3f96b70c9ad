// How the chart answers its values: routing, config roll-outs, required backends, existingSecret,
// the migration hook, the in-chart stores, image references, schema refusals and NOTES.txt.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHART_DIR, KUBE_VERSION, helm, parseManifests, renderChart, valuesArgs, type Manifest, type RenderOptions } from './helm.ts';
import { RELEASE, SERVICES, containerOf, envOf, find, get, ofKind, secretData, type Json } from './chart.ts';

/** helm's error output for values the chart must refuse. */
function renderError(options: RenderOptions): string {
  const result = helm(['template', RELEASE, CHART_DIR, '--kube-version', KUBE_VERSION, ...valuesArgs(options)]);
  expect(result.status, 'helm template should have failed').not.toBe(0);
  return result.stderr;
}

const EXTERNALS = {
  'externalDatabase.url': 'postgres://tablecraft:pw@db.internal:5432/tablecraft',
  'externalRedis.url': 'redis://:pw@redis.internal:6379',
  'externalS3.endpoint': 'https://s3.internal',
  'externalS3.accessKey': 'AKIA',
  'externalS3.secretKey': 'shh',
};

describe('the Ingress', () => {
  let manifests: Manifest[];
  beforeAll(() => {
    manifests = renderChart();
  });

  it('routes / to web, /graphql, /upload, /files and the game and table files to api, and /socket to socket', () => {
    const ingresses = ofKind(manifests, 'Ingress');
    expect(ingresses.map((ingress) => ingress.metadata.name).sort()).toEqual([RELEASE, `${RELEASE}-socket`, `${RELEASE}-ws`]);
    const pathsOf = (ingress: Manifest) => ingress.spec.rules.flatMap((rule: Json) => rule.http.paths);
    const routes = Object.fromEntries(ingresses.flatMap(pathsOf).map((path: Json) => [path.path, `${path.backend.service.name}:${path.backend.service.port.number}`]));
    expect(routes).toEqual({
      '/': `${RELEASE}-web:8080`,
      '/graphql': `${RELEASE}-api:4000`,
      '/upload': `${RELEASE}-api:4000`,
      '/files': `${RELEASE}-api:4000`,
      '/games': `${RELEASE}-api:4000`,
      '/tables': `${RELEASE}-api:4000`,
      '/socket': `${RELEASE}-socket:4001`,
    });
    // The WebSocket paths, and only they, are on the Ingresses that get the long timeouts; the rooms' socket
    // has one of its own, where balancing by room goes.
    expect(pathsOf(get(manifests, 'Ingress', `${RELEASE}-ws`)).map((path: Json) => path.path)).toEqual(['/graphql']);
    expect(pathsOf(get(manifests, 'Ingress', `${RELEASE}-socket`)).map((path: Json) => path.path)).toEqual(['/socket']);
    for (const ingress of ingresses) {
      expect(ingress.spec.rules).toHaveLength(1);
      for (const path of pathsOf(ingress)) {
        expect(path.pathType).toBe('Prefix');
        // Every backend is a rendered Service on that port.
        const service = get(manifests, 'Service', path.backend.service.name);
        expect(service.spec.ports.map((p: Json) => p.port)).toContain(path.backend.service.port.number);
      }
    }
  });

  it('balances the rooms by room on ingress-nginx by default, and ties no other annotation to a controller', () => {
    // Everyone in a room reaches one socket pod, so the room's ops never cross pods through Redis.
    const rooms = get(manifests, 'Ingress', `${RELEASE}-socket`).metadata.annotations ?? {};
    expect(rooms['nginx.ingress.kubernetes.io/upstream-hash-by']).toBe('$arg_room');
    for (const ingress of ofKind(manifests, 'Ingress')) {
      const controllerKeys = Object.keys(ingress.metadata.annotations ?? {}).filter((key) => key.includes('ingress.kubernetes.io'));
      expect(controllerKeys, ingress.metadata.name).toEqual(ingress.metadata.name === `${RELEASE}-socket` ? ['nginx.ingress.kubernetes.io/upstream-hash-by'] : []);
    }
  });

  it("balances by room with the annotation of the controller named or implied by the class, and lets the operator's win", () => {
    const socketAnnotations = (options: Parameters<typeof renderChart>[0]) => get(renderChart(options), 'Ingress', `${RELEASE}-socket`).metadata.annotations ?? {};
    expect(socketAnnotations({ set: { 'ingress.className': 'haproxy' } })).toEqual({ 'haproxy.org/load-balance': 'url_param room' });
    expect(socketAnnotations({ set: { 'ingress.className': 'nginx-internal' } })).toEqual({ 'nginx.ingress.kubernetes.io/upstream-hash-by': '$arg_room' });
    expect(socketAnnotations({ set: { 'ingress.className': 'internal', 'ingress.roomBalancing.controller': 'nginx' } })).toEqual({ 'nginx.ingress.kubernetes.io/upstream-hash-by': '$arg_room' });
    // Traefik can only pin a client by cookie, which cannot group a room's people: no annotation.
    expect(socketAnnotations({ set: { 'ingress.className': 'traefik' } })).toEqual({});
    expect(socketAnnotations({ setRaw: { 'ingress.roomBalancing.enabled': 'false' } })).toEqual({});
    expect(socketAnnotations({ set: { 'ingress.socketAnnotations.nginx\\.ingress\\.kubernetes\\.io/upstream-hash-by': '$arg_room consistent' } })).toEqual({ 'nginx.ingress.kubernetes.io/upstream-hash-by': '$arg_room consistent' });
  });

  it('puts long timeouts on the WebSocket paths only', () => {
    const nginx = renderChart({
      set: {
        'ingress.annotations.nginx\\.ingress\\.kubernetes\\.io/proxy-body-size': '10m',
        'ingress.websocketAnnotations.nginx\\.ingress\\.kubernetes\\.io/proxy-read-timeout': '3600',
        'ingress.socketAnnotations.nginx\\.ingress\\.kubernetes\\.io/upstream-hash-by': '$arg_room',
      },
      valuesFiles: ['ci/default-values.yaml'],
    });
    const main = get(nginx, 'Ingress', RELEASE).metadata.annotations ?? {};
    const ws = get(nginx, 'Ingress', `${RELEASE}-ws`).metadata.annotations ?? {};
    const rooms = get(nginx, 'Ingress', `${RELEASE}-socket`).metadata.annotations ?? {};
    expect(main['nginx.ingress.kubernetes.io/proxy-read-timeout']).toBeUndefined();
    expect(ws['nginx.ingress.kubernetes.io/proxy-read-timeout']).toBe('3600');
    expect(rooms['nginx.ingress.kubernetes.io/proxy-read-timeout']).toBe('3600');
    // Balancing by room applies to the rooms' socket alone: hashing /graphql's subscriptions on a parameter
    // they never carry would send them all to one api pod.
    expect(rooms['nginx.ingress.kubernetes.io/upstream-hash-by']).toBe('$arg_room');
    expect(ws['nginx.ingress.kubernetes.io/upstream-hash-by']).toBeUndefined();
    expect(main['nginx.ingress.kubernetes.io/upstream-hash-by']).toBeUndefined();
    // Shared annotations (body size, cert-manager) reach all three.
    for (const annotations of [main, ws, rooms]) expect(annotations['nginx.ingress.kubernetes.io/proxy-body-size']).toBe('10m');
  });

  it('derives https/wss public URLs and a TLS section from the host when tls is on', () => {
    const tls = renderChart({ valuesFiles: ['values-prod.yaml'] });
    const ingress = ofKind(tls, 'Ingress')[0]!;
    expect(ingress.spec.tls).toEqual([{ hosts: ['tablecraft.example.com'], secretName: 'tablecraft-tls' }]);
    const config = get(tls, 'ConfigMap', `${RELEASE}-config`).data!;
    expect(config.PUBLIC_WEB_URL).toBe('https://tablecraft.example.com');
    expect(config.PUBLIC_API_URL).toBe('https://tablecraft.example.com');
    expect(config.PUBLIC_SOCKET_URL).toBe('wss://tablecraft.example.com/socket');
  });

  it('is left out when disabled, and the public URLs fall back to the port-forwards', () => {
    const noIngress = renderChart({ setRaw: { 'ingress.enabled': 'false' } });
    expect(ofKind(noIngress, 'Ingress')).toEqual([]);
    const config = get(noIngress, 'ConfigMap', `${RELEASE}-config`).data!;
    expect([config.PUBLIC_WEB_URL, config.PUBLIC_API_URL, config.PUBLIC_SOCKET_URL]).toEqual(['http://localhost:8080', 'http://localhost:4000', 'ws://localhost:4001/socket']);
  });
});

describe('configuration roll-outs', () => {
  const checksums = (manifests: Manifest[]) =>
    Object.fromEntries(SERVICES.map((service) => [service, get(manifests, 'Deployment', `${RELEASE}-${service}`).spec.template.metadata.annotations]));

  it('keeps checksums stable when nothing changed', () => {
    expect(checksums(renderChart({ set: EXTERNALS }))).toEqual(checksums(renderChart({ set: EXTERNALS })));
  });

  it('changes checksum/config of every service when a setting changes', () => {
    const before = checksums(renderChart({ set: EXTERNALS }));
    const after = checksums(renderChart({ set: { ...EXTERNALS, 'config.logLevel': 'debug' } }));
    for (const service of SERVICES) {
      expect(after[service]['checksum/config']).not.toBe(before[service]['checksum/config']);
      expect(after[service]['checksum/secret']).toBe(before[service]['checksum/secret']);
    }
  });

  it('changes checksum/secret of every service when a credential changes', () => {
    const before = checksums(renderChart({ set: EXTERNALS }));
    const after = checksums(renderChart({ set: { ...EXTERNALS, 'externalDatabase.url': 'postgres://other@db2:5432/tablecraft' } }));
    for (const service of SERVICES) {
      expect(after[service]['checksum/secret']).not.toBe(before[service]['checksum/secret']);
      expect(after[service]['checksum/config']).toBe(before[service]['checksum/config']);
    }
  });

  it('rolls every Deployment when global.rolloutToken changes, as credentials rotated in existingSecret cannot', () => {
    const existing = { existingSecret: 'tablecraft-managed', 'externalS3.endpoint': 'https://s3.internal' };
    const templates = (token?: string) =>
      Object.fromEntries(
        ofKind(renderChart({ valuesFiles: [], set: { ...existing, ...(token === undefined ? {} : { 'global.rolloutToken': token }) } }), 'Deployment').map((deployment) => [deployment.metadata.name, deployment.spec.template]),
      );
    const unset = templates();
    const first = templates('2026-12-01');
    const second = templates('2026-12-02');
    expect(Object.keys(first).sort()).toEqual(SERVICES.map((service) => `${RELEASE}-${service}`).sort());
    for (const [name, template] of Object.entries(second)) {
      // The pod template is what a Deployment compares to decide on a rollout.
      expect(template, name).not.toEqual(first[name]);
      expect(first[name], name).not.toEqual(unset[name]);
      expect(template.metadata.annotations['tablecraft.io/rollout-token'], name).toBe('2026-12-02');
      expect(template.metadata.annotations['checksum/secret'], name).toBe(first[name].metadata.annotations['checksum/secret']);
      expect({ ...template, metadata: { ...template.metadata, annotations: {} } }, name).toEqual({ ...first[name], metadata: { ...first[name].metadata, annotations: {} } });
    }
    expect(unset[`${RELEASE}-api`].metadata.annotations).not.toHaveProperty('tablecraft.io/rollout-token');
  });

  it('asks stakater Reloader to watch the Secret and trusted CA each Deployment reads, only when enabled', () => {
    const base = { existingSecret: 'tablecraft-managed', 'externalS3.endpoint': 'https://s3.internal', 'trustedCA.configMapName': 'postgres-ca' };
    const annotations = (manifests: Manifest[], service: string) => get(manifests, 'Deployment', `${RELEASE}-${service}`).metadata.annotations ?? {};
    const off = renderChart({ valuesFiles: [], set: base });
    for (const service of SERVICES) expect(Object.keys(annotations(off, service)).filter((key) => key.includes('reloader'))).toEqual([]);
    const on = renderChart({ valuesFiles: [], set: base, setRaw: { 'reloader.enabled': 'true' } });
    for (const service of ['api', 'socket', 'worker']) {
      expect(annotations(on, service)).toMatchObject({ 'secret.reloader.stakater.com/reload': 'tablecraft-managed', 'configmap.reloader.stakater.com/reload': 'postgres-ca' });
    }
    // web reads no credentials: a rotation must not restart it.
    expect(annotations(on, 'web')).toEqual({ 'configmap.reloader.stakater.com/reload': 'postgres-ca' });
    const own = renderChart({ set: EXTERNALS, setRaw: { 'reloader.enabled': 'true' } });
    expect(annotations(own, 'api')['secret.reloader.stakater.com/reload']).toBe(RELEASE);
  });
});

describe('configuration and credentials reaching each service', () => {
  it('writes the external endpoints and credentials into the ConfigMap and Secret', () => {
    const manifests = renderChart({ set: EXTERNALS });
    const secret = secretData(get(manifests, 'Secret', RELEASE));
    expect(secret).toEqual({
      DATABASE_URL: EXTERNALS['externalDatabase.url'],
      REDIS_URL: EXTERNALS['externalRedis.url'],
      S3_ACCESS_KEY: 'AKIA',
      S3_SECRET_KEY: 'shh',
    });
    expect(get(manifests, 'ConfigMap', `${RELEASE}-config`).data!.S3_ENDPOINT).toBe('https://s3.internal');
  });

  it('gives each service only the credentials it reads', () => {
    const manifests = renderChart({ set: EXTERNALS });
    const secretsOf = (service: string) =>
      [...envOf(containerOf(get(manifests, 'Deployment', `${RELEASE}-${service}`), service)).values()]
        .filter((entry) => entry.valueFrom?.secretKeyRef)
        .map((entry) => entry.name)
        .sort();
    expect(secretsOf('web')).toEqual([]);
    // The web server writes canonical URLs from the public address and reads page heads from the API's Service.
    const webEnv = envOf(containerOf(get(manifests, 'Deployment', `${RELEASE}-web`), 'web'));
    expect(['PUBLIC_WEB_URL', 'INTERNAL_API_URL'].map((name) => webEnv.get(name)?.valueFrom?.configMapKeyRef?.key)).toEqual(['PUBLIC_WEB_URL', 'INTERNAL_API_URL']);
    expect(get(manifests, 'ConfigMap', `${RELEASE}-config`).data!.INTERNAL_API_URL).toBe(`http://${RELEASE}-api:4000`);
    expect(secretsOf('api')).toEqual(['DATABASE_URL', 'REDIS_URL', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'SMTP_URL']);
    expect(secretsOf('socket')).toEqual(['DATABASE_URL', 'REDIS_URL']);
    expect(secretsOf('worker')).toEqual(['DATABASE_URL', 'REDIS_URL', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'SMTP_URL']);
  });

  it('fails at template time, with a message, when the database, Redis or object store is missing', () => {
    const bare = (set: Record<string, string>) => helm(['template', RELEASE, CHART_DIR, '--kube-version', KUBE_VERSION, ...valuesArgs({ set })]);
    const noDatabase = bare({});
    expect(noDatabase.status).not.toBe(0);
    expect(noDatabase.stderr).toContain('tablecraft: no database is configured: set externalDatabase.url');
    const noRedis = bare({ 'externalDatabase.url': EXTERNALS['externalDatabase.url'] });
    expect(noRedis.stderr).toContain('tablecraft: no Redis is configured: set externalRedis.url');
    const noStore = bare({ 'externalDatabase.url': EXTERNALS['externalDatabase.url'], 'externalRedis.url': EXTERNALS['externalRedis.url'] });
    expect(noStore.stderr).toContain('tablecraft: no object store is configured: set externalS3.endpoint');
    expect(bare({ 'externalDatabase.url': EXTERNALS['externalDatabase.url'], 'externalRedis.url': EXTERNALS['externalRedis.url'], 'externalS3.endpoint': 'https://s3.internal' }).status).toBe(0);
    // An existing Secret stands for the database and Redis URLs.
    expect(bare({ existingSecret: 'ops-managed', 'externalS3.endpoint': 'https://s3.internal' }).status).toBe(0);
  });

  it('refuses a web metrics port that is the public web port', () => {
    expect(renderError({ valuesFiles: ['ci/default-values.yaml'], setRaw: { 'web.metricsPort': '8080' } })).toContain('web.metricsPort must differ from web.containerPort');
    expect(renderError({ valuesFiles: ['ci/default-values.yaml'], setRaw: { 'web.metricsPort': '9000', 'web.containerPort': '9000' } })).toContain('web.metricsPort must differ');
  });

  it('reads everything from existingSecret and creates no Secret of its own', () => {
    const manifests = renderChart({ set: { existingSecret: 'ops-managed' } });
    expect(ofKind(manifests, 'Secret')).toEqual([]);
    const names = new Set<string>();
    for (const workload of [...ofKind(manifests, 'Deployment'), ...ofKind(manifests, 'Job')]) {
      for (const container of workload.spec.template.spec.containers) {
        for (const entry of container.env ?? []) if (entry.valueFrom?.secretKeyRef) names.add(entry.valueFrom.secretKeyRef.name);
      }
    }
    expect([...names]).toEqual(['ops-managed']);
  });
});

describe('the migration hook', () => {
  it('runs before install and upgrade with its own hook Secret, created first', () => {
    const manifests = renderChart({ set: EXTERNALS });
    const job = get(manifests, 'Job', `${RELEASE}-migrations`);
    const hookSecret = get(manifests, 'Secret', `${RELEASE}-migrations`);
    expect(job.metadata.annotations!['helm.sh/hook']).toBe('pre-install,pre-upgrade');
    expect(hookSecret.metadata.annotations!['helm.sh/hook']).toBe('pre-install,pre-upgrade');
    expect(Number(hookSecret.metadata.annotations!['helm.sh/hook-weight'])).toBeLessThan(Number(job.metadata.annotations!['helm.sh/hook-weight']));
    // The release Secret and ConfigMap do not exist yet at pre-install: the Job must not read them.
    const container = containerOf(job, 'migrations');
    const refs = (container.env as Json[]).map((entry) => entry.valueFrom?.secretKeyRef?.name ?? entry.valueFrom?.configMapKeyRef?.name).filter(Boolean);
    expect(refs).toEqual([`${RELEASE}-migrations`]);
    expect(secretData(hookSecret)).toEqual({ DATABASE_URL: EXTERNALS['externalDatabase.url'] });
    expect(job.spec.template.spec.serviceAccountName).toBeUndefined();
  });

  it('runs after install with the in-chart Postgres, which only exists once the release is installed', () => {
    const manifests = renderChart({ valuesFiles: ['values-dev.yaml'] });
    const job = get(manifests, 'Job', `${RELEASE}-migrations`);
    expect(job.metadata.annotations!['helm.sh/hook']).toBe('post-install,pre-upgrade');
    const wait = job.spec.template.spec.initContainers?.[0];
    expect(wait?.command?.join(' ')).toContain(`pg_isready -q -h ${RELEASE}-postgresql`);
  });

  it('can be turned off', () => {
    const manifests = renderChart({ setRaw: { 'migrations.enabled': 'false' } });
    expect(find(manifests, 'Job', `${RELEASE}-migrations`)).toBeUndefined();
    expect(find(manifests, 'Secret', `${RELEASE}-migrations`)).toBeUndefined();
  });
});

describe('the in-chart stores', () => {
  let dev: Manifest[];
  beforeAll(() => {
    dev = renderChart({ valuesFiles: ['values-dev.yaml'] });
  });

  it.each([
    ['postgresql', 5432, '/var/lib/postgresql/data'],
    ['redis', 6379, '/data'],
    ['minio', 9000, '/data'],
  ])('runs %s as a StatefulSet with a persistent volume and a Service', (store, port, dataPath) => {
    const statefulSet = get(dev, 'StatefulSet', `${RELEASE}-${store}`);
    expect(statefulSet.spec.volumeClaimTemplates[0].spec.resources.requests.storage).toMatch(/Gi$/);
    const container = statefulSet.spec.template.spec.containers[0];
    expect(container.volumeMounts).toContainEqual({ name: 'data', mountPath: dataPath });
    expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
    expect(container.securityContext.runAsNonRoot).toBe(true);
    expect(container.image).not.toMatch(/:latest$/);
    expect(container.readinessProbe).toBeDefined();
    expect(get(dev, 'Service', `${RELEASE}-${store}`).spec.ports.map((p: Json) => p.port)).toContain(port);
  });

  it('points the services at them', () => {
    const secret = secretData(get(dev, 'Secret', RELEASE));
    expect(secret.DATABASE_URL).toBe(`postgres://tablecraft:tablecraft-dev@${RELEASE}-postgresql:5432/tablecraft`);
    expect(secret.REDIS_URL).toBe(`redis://:tablecraft-dev@${RELEASE}-redis:6379`);
    expect(secret.S3_ACCESS_KEY).toBe('tablecraft');
    expect(get(dev, 'ConfigMap', `${RELEASE}-config`).data!.S3_ENDPOINT).toBe(`http://${RELEASE}-minio:9000`);
  });

  it('are off by default and in production', () => {
    for (const manifests of [renderChart(), renderChart({ valuesFiles: ['values-prod.yaml'] })]) expect(ofKind(manifests, 'StatefulSet')).toEqual([]);
  });

  it('refuse to start without passwords', () => {
    expect(renderError({ setRaw: { 'postgresql.enabled': 'true' } })).toContain('postgresql.auth.password is required');
    expect(renderError({ setRaw: { 'redis.enabled': 'true' } })).toContain('redis.auth.password is required');
    expect(renderError({ setRaw: { 'minio.enabled': 'true' } })).toContain('minio.auth.rootUser is required');
  });
});

describe('image references', () => {
  const imageOf = (manifests: Manifest[], service: string) => containerOf(get(manifests, 'Deployment', `${RELEASE}-${service}`), service).image;

  it('default to the chart appVersion as tag', () => {
    expect(imageOf(renderChart(), 'api')).toBe('tablecraft/api:0.1.0');
  });

  it('prefer a digest, prefix a mirror registry, and accept skaffold tag@digest values', () => {
    const digest = `sha256:${'a'.repeat(64)}`;
    expect(imageOf(renderChart({ set: { 'api.image.digest': digest } }), 'api')).toBe(`tablecraft/api@${digest}`);
    expect(imageOf(renderChart({ set: { 'global.imageRegistry': 'mirror.local:5000' } }), 'web')).toBe('mirror.local:5000/tablecraft/web:0.1.0');
    expect(imageOf(renderChart({ set: { 'socket.image.repository': 'tablecraft-socket', 'socket.image.tag': `abc123@${digest}` } }), 'socket')).toBe(`tablecraft-socket:abc123@${digest}`);
    expect(imageOf(renderChart({ set: { 'socket.image.tag': 'abc123@' } }), 'socket')).toBe('tablecraft/socket:abc123');
  });
});

describe('values.schema.json', () => {
  it.each([
    [{ 'api.replicas': '3' }, 'Additional property replicas is not allowed'],
    [{ 'config.logLevel': 'loud' }, 'config.logLevel'],
    [{ 'api.pdb.maxUnavailable': '-1' }, 'api.pdb.maxUnavailable'],
    [{ 'web.containerPort': '70000' }, 'web.containerPort'],
    [{ 'web.metricsPort': '0' }, 'web.metricsPort'],
    [{ 'externalDatabase.url': 'mysql://x' }, 'externalDatabase.url'],
    [{ 'image.pullPolicy': 'Sometimes' }, 'image.pullPolicy'],
    [{ 'config.dataDir': '/var/lib/tablecraft' }, 'config.dataDir'],
  ])('refuses %j', (setRaw, message) => {
    expect(renderError({ setRaw })).toContain(message);
  });
});

describe('NOTES.txt', () => {
  // helm template does not print NOTES.txt, so a throwaway copy of the chart renders it into a ConfigMap.
  let chartCopy: string;
  beforeAll(() => {
    chartCopy = join(mkdtempSync(join(tmpdir(), 'tablecraft-notes-')), 'tablecraft');
    cpSync(CHART_DIR, chartCopy, { recursive: true });
    cpSync(join(CHART_DIR, 'templates/NOTES.txt'), join(chartCopy, 'notes-source.txt'));
    writeFileSync(
      join(chartCopy, 'templates/zz-notes.yaml'),
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: notes\ndata:\n  notes: {{ tpl (.Files.Get "notes-source.txt") . | quote }}\n',
    );
  });
  afterAll(() => rmSync(join(chartCopy, '..'), { recursive: true, force: true }));

  const notes = (options: RenderOptions) => {
    const result = helm(['template', RELEASE, chartCopy, '--namespace', 'games', '--kube-version', KUBE_VERSION, '--show-only', 'templates/zz-notes.yaml', ...valuesArgs(options)]);
    if (result.status !== 0) throw new Error(result.stderr);
    return String(parseManifests(result.stdout)[0]!.data!.notes);
  };

  it('says where the app is, and warns that mail goes nowhere without SMTP', () => {
    const text = notes({ valuesFiles: ['ci/default-values.yaml'] });
    expect(text).toContain('Open the app at http://tablecraft.local');
    expect(text).toContain('WARNING: no SMTP server is configured');
    expect(text).toContain('helm test tablecraft');
    expect(notes({ valuesFiles: ['ci/default-values.yaml'], set: { 'secrets.smtpUrl': 'smtp://mail:587' } })).not.toContain('WARNING');
  });

  it('gives the port-forwards for a development cluster and flags the in-chart stores', () => {
    const text = notes({ valuesFiles: ['values-dev.yaml'] });
    expect(text).toContain(`kubectl -n games port-forward svc/${RELEASE}-web 8080:8080`);
    expect(text).toContain(`port-forward svc/${RELEASE}-api 4000:4000`);
    expect(text).toContain(`port-forward svc/${RELEASE}-socket 4001:4001`);
    expect(text).toContain('in-chart Postgres Redis MinIO');
    expect(text.match(/WARNING: .*/g)).toEqual(['WARNING: no SMTP server is configured (secrets.smtpUrl). Password resets and invitations are not sent:']);
  });

  it('has nothing to warn about in the production example', () => {
    const text = notes({ valuesFiles: ['values-prod.yaml'] });
    expect(text).toContain('Open the app at https://tablecraft.example.com');
    expect(text).not.toContain('WARNING');
  });
});
