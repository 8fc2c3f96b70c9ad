// Image conventions, checked by reading the Dockerfiles (as BuildKit resolves them for each image's build
// arguments), their ignore files and skaffold.yaml: multi-stage
// builds from the root lockfile with `npm ci`, production dependencies only in a final stage that runs
// as a non-root user with no HEALTHCHECK, and one skaffold artifact per image that the chart consumes.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CHART_DIR, REPO_ROOT, renderChart } from './helm.ts';
import { RELEASE, containerOf, get, type Json } from './chart.ts';
import { argsOf, inBuildContext, parseCopy, type Stage } from './dockerfile.ts';
import { IMAGES, IMAGE_NAMES, buildOutputs, finalStageOf, stagesOf, type ImageName } from './image-specs.ts';
import { NODE_IMAGE } from './base-image.ts';
import { contextFiles, dockerignoreFor } from './image-replay.ts';
import { socketImageNodeFlags } from '../../testing/socket-process.ts';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const rootPackage = JSON.parse(read('package.json')) as { workspaces: string[] };
const chartValues = parse(readFileSync(join(CHART_DIR, 'values.yaml'), 'utf8')) as Json;

/** The stage a COPY --from or FROM refers to. */
function stageNamed(stages: Stage[], name: string): Stage | undefined {
  return stages.find((stage) => stage.name === name);
}

/** The stages a stage is built FROM, nearest first. */
function ancestors(stages: Stage[], stage: Stage): Stage[] {
  const parent = stageNamed(stages, stage.base);
  return parent ? [parent, ...ancestors(stages, parent)] : [];
}

/** Files of the build context that the image's Dockerfile copies: what skaffold watches for it. */
function dependenciesOf(image: ImageName, target?: string): string[] {
  const ignore = dockerignoreFor(IMAGES[image].dockerfile);
  return stagesOf(image, target)
    .flatMap((stage) => argsOf(stage, 'COPY').map(parseCopy))
    .filter((copy) => !copy.flags.from)
    .flatMap((copy) => copy.sources.flatMap((source) => contextFiles(ignore, source)));
}

/** RUN commands of a stage and of every stage it is built FROM. */
function runsWithAncestors(stages: Stage[], stage: Stage): string[] {
  const parent = stageNamed(stages, stage.base);
  return [...(parent ? runsWithAncestors(stages, parent) : []), ...argsOf(stage, 'RUN')];
}

describe.each(IMAGE_NAMES)('the %s image', (image) => {
  const stages = stagesOf(image);
  const final = finalStageOf(image);
  const spec = IMAGES[image];
  const buildCommand = image === 'web' ? 'npm run build -w web' : `npm run build -w "${image}"`;

  it('is a multi-stage build on the pinned Node base image', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    for (const stage of stages) {
      if (stageNamed(stages, stage.base)) continue;
      expect(stage.base, `stage ${stage.name}`).toBe(NODE_IMAGE);
      expect(stage.base, 'pinned by digest').toMatch(/@sha256:[0-9a-f]{64}$/);
    }
    expect(read(spec.dockerfile)).not.toMatch(/:latest\b/);
  });

  it('installs with npm ci against the root lockfile, never npm install', () => {
    const text = read(spec.dockerfile);
    expect(text).not.toMatch(/\bnpm (install|i|add)\b/);
    expect(text).not.toMatch(/\byarn\b|\bpnpm\b/);
    const runs = stages.flatMap((stage) => argsOf(stage, 'RUN'));
    expect(runs.some((run) => /\bnpm ci\b(?!.*--omit=dev)/.test(run)), 'a full npm ci for the build').toBe(true);
    expect(runs.some((run) => run.includes(buildCommand))).toBe(true);
    // npm ci checks the lockfile against every workspace, so every workspace manifest must be copied first:
    // by the stage itself, or with the whole /app of a stage that copied them.
    const copiedInto = (stage: (typeof stages)[number]): string[] =>
      argsOf(stage, 'COPY').flatMap((args) => {
        const copy = parseCopy(args);
        const from = copy.flags.from ? stages.find((candidate) => candidate.name === copy.flags.from) : undefined;
        return from && copy.sources.every((source) => source === '/app') ? copiedInto(from) : copy.sources;
      });
    for (const stage of stages.filter((s) => argsOf(s, 'RUN').some((run) => /\bnpm ci\b/.test(run)))) {
      const copied = copiedInto(stage);
      expect(copied, `stage ${stage.name}`).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', ...rootPackage.workspaces.map((w) => `${w}/package.json`)]));
    }
  });

  it('has no HEALTHCHECK (Kubernetes probes decide health)', () => {
    expect(stages.flatMap((stage) => argsOf(stage, 'HEALTHCHECK'))).toEqual([]);
  });

  it('ends in a stage that runs node as a non-root user', () => {
    const users = argsOf(final, 'USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    const cmd = JSON.parse(argsOf(final, 'CMD').at(-1) ?? 'null') as string[] | null;
    // Exec form with node as PID 1, so SIGTERM reaches the service's drain handler directly.
    expect(cmd?.[0]).toBe('node');
    expect(cmd).toContain(spec.entry);
    expect(argsOf(final, 'ENTRYPOINT')).toEqual([]);
    expect(argsOf(final, 'ENV').join(' ')).toContain('NODE_ENV=production');
    if (spec.port) expect(argsOf(final, 'EXPOSE')).toEqual([String(spec.port)]);
  });

  it('copies only built output and production dependencies into the final stage', () => {
    expect(argsOf(final, 'ADD')).toEqual([]);
    expect(argsOf(final, 'RUN')).toEqual([]);
    for (const args of argsOf(final, 'COPY')) {
      const { flags, sources } = parseCopy(args);
      for (const source of sources) {
        const allowed = flags.from
          ? source === '/app/node_modules' || source.startsWith(`/app/${image}/`)
          : source === `${image}/package.json`;
        expect(allowed, `COPY ${args}`).toBe(true);
      }
    }
    // The built entry point comes from the stage that ran the build.
    const dist = argsOf(final, 'COPY').map(parseCopy).find((copy) => copy.sources.some((s) => spec.entry.startsWith(s.replace('/app/', ''))));
    expect(dist, `a COPY of ${spec.entry}`).toBeDefined();
    expect(runsWithAncestors(stages, stageNamed(stages, dist!.flags.from!)!).join('\n')).toContain(buildCommand);
    const nodeModules = argsOf(final, 'COPY').map(parseCopy).find((copy) => copy.sources.includes('/app/node_modules'));
    if (image === 'web') {
      // The static server is bundled with its dependencies: the web image has no node_modules (React and
      // the rest of the app's packages are already inside the built assets).
      expect(nodeModules, 'web ships no node_modules').toBeUndefined();
      expect(runsWithAncestors(stages, stageNamed(stages, dist!.flags.from!)!).join('\n')).toContain('--self-contained');
      return;
    }
    // node_modules comes from a stage that installed only this workspace's production dependencies.
    expect(nodeModules?.flags.from).toBeDefined();
    const source = stageNamed(stages, nodeModules!.flags.from!)!;
    expect(runsWithAncestors(stages, source).join('\n')).toContain(`npm ci --omit=dev --workspace "${image}" --include-workspace-root=false`);
  });

  it('copies the directory of every entry its build script bundles (worker threads and child processes too)', () => {
    const copied = argsOf(final, 'COPY').map(parseCopy).filter((copy) => copy.flags.from).flatMap((copy) => copy.sources.map((source) => source.replace(/^\/app\//, '')));
    const outputs = buildOutputs(image);
    expect(outputs).toContain(spec.entry);
    for (const output of outputs) expect(copied.some((source) => output.startsWith(`${source}/`)), `${output} in the image`).toBe(true);
  });

  it('serves no source maps: the web build moves them out of the public directory', () => {
    if (image !== 'web') return;
    const build = stageNamed(stages, 'build')!;
    expect(argsOf(build, 'RUN').join('\n')).toMatch(/find \. -name '\*\.map'.*mv/);
  });

  if (image !== 'migrations') {
    it('has a dev target that runs the sources as the same non-root user, for skaffold sync', () => {
      const devStages = stagesOf(image, 'dev');
      const dev = stageNamed(devStages, 'dev');
      expect(dev).toBeDefined();
      const users = [...ancestors(devStages, dev!).reverse(), dev!].flatMap((stage) => argsOf(stage, 'USER'));
      const cmd = [...ancestors(devStages, dev!).reverse(), dev!].flatMap((stage) => argsOf(stage, 'CMD')).at(-1);
      expect(cmd, 'runs its own workspace').toContain(`"-w", "${image}"`);
      expect(users.at(-1)).toBe('node');
      // Synced files land under /app and must be writable by that user: every source is copied as node.
      const copies = [dev!, ...ancestors(devStages, dev!)].flatMap((stage) => argsOf(stage, 'COPY'));
      expect(copies.length).toBeGreaterThan(0);
      for (const copy of copies) expect(copy, 'copied as the node user').toMatch(/^--chown=node:node /);
    });
  }
});

describe('the socket image garbage collection', () => {
  it("starts node with the relay's collector settings, which the tests' and benchmarks' socket processes take from it", () => {
    const flags = ['--no-allocation-site-pretenuring', '--max-semi-space-size=2'];
    expect(JSON.parse(argsOf(finalStageOf('socket'), 'CMD').at(-1)!)).toEqual(['node', '--enable-source-maps', ...flags, 'socket/dist/main.js']);
    expect(socketImageNodeFlags(read('Dockerfile'))).toEqual(flags);
  });
});

describe.each(IMAGE_NAMES)('build context of the %s image', (image) => {
  const dockerignore = dockerignoreFor(IMAGES[image].dockerfile);
  const workspaceDeps: Record<ImageName, string[]> = {
    api: ['core', 'platform', 'api'],
    socket: ['core', 'platform', 'socket'],
    worker: ['core', 'platform', 'worker'],
    migrations: ['core', 'platform', 'migrations'],
    web: ['core', 'web'],
  };

  it('has its own ignore file beside the Dockerfile', () => {
    expect(existsSync(join(REPO_ROOT, `${IMAGES[image].dockerfile}.dockerignore`))).toBe(true);
  });

  it('keeps what npm ci and the build read', () => {
    const needed = ['package.json', 'package-lock.json', '.npmrc', 'scripts/build-service.mjs', 'tsconfig.base.json', ...rootPackage.workspaces.map((workspace) => `${workspace}/package.json`)];
    for (const workspace of workspaceDeps[image]) needed.push(workspace === 'web' ? 'web/index.html' : `${workspace}/src/index.ts`);
    if (image === 'web')
      needed.push(
        'web/vite.config.ts',
        'web/build/precompress.ts',
        'web/build/check-room-budget.ts',
        'web/server/main.ts',
        'web/public/robots.txt',
        'web/public/learn/getting-started.md',
      );
    else needed.push(`${image}/src/main.ts`);
    if (image === 'migrations') needed.push('migrations/sql/001_accounts.sql');
    for (const path of needed) {
      expect(existsSync(join(REPO_ROOT, path)), `${path} exists`).toBe(true);
      expect(inBuildContext(dockerignore, path), `${path} in the build context`).toBe(true);
    }
  });

  it('leaves out installed and built output, local state, secrets and tests, and copies no other service', () => {
    // The Node services share one context; what keeps them apart is that each copies only its own sources.
    const others = IMAGE_NAMES.filter((other) => !workspaceDeps[image].includes(other));
    for (const file of dependenciesOf(image)) for (const other of others) expect(file.startsWith(`${other}/`) && !file.endsWith('/package.json'), `${image} copies ${file}`).toBe(false);
    if (image === 'web') for (const other of others) expect(inBuildContext(dockerignore, `${other}/src/main.ts`), `${other} sources left out`).toBe(false);
    for (const path of ['node_modules/react/index.js', `${image}/node_modules/x/index.js`, `${image}/dist/main.js`, 'web/dist/index.html', 'web/dist-server/main.js', '.git/HEAD', '.env', '.env.local', '.data/postgres/PG_VERSION', '.cache/helm/bin/helm', 'api/test/uploads.test.ts', 'core/src/play/apply.test.ts', 'e2e/tests/journey.test.ts', 'charts/tablecraft/values.yaml', 'docs/DEPLOYMENT.md', 'skaffold.yaml', 'socket/bench/socket-bench.ts']) {
      expect(inBuildContext(dockerignore, path), `${path} left out`).toBe(false);
    }
  });

  it('depends only on manifests, build settings and the sources of the workspaces it is built from', () => {
    const files = dependenciesOf(image);
    expect(files.length).toBeGreaterThan(10);
    const allowed = new RegExp(`^(package(-lock)?\\.json|\\.npmrc|tsconfig(\\.base)?\\.json|scripts/build-service\\.mjs|[a-z0-9]+/package\\.json|(${workspaceDeps[image].join('|')})/.+)$`);
    for (const file of files) {
      expect(file, `${image} image depends on ${file}`).toMatch(allowed);
      expect(file, 'no tests in the image').not.toMatch(/\.test\.tsx?$|\/test\//);
    }
  });
});

describe('skaffold.yaml', () => {
  const skaffold = parse(read('skaffold.yaml'), { maxAliasCount: 100 }) as Json;
  const artifacts = skaffold.build.artifacts as Json[];
  const release = skaffold.deploy.helm.releases[0];
  const profile = (name: string) => (skaffold.profiles as Json[]).find((p) => p.name === name);
  const sanitize = (image: string) => image.replace(/[^A-Za-z0-9]/g, '_');

  it('uses a current v4 schema', () => {
    expect(skaffold.apiVersion).toMatch(/^skaffold\/v4beta(1[1-9]|[2-9]\d)$/);
    expect(skaffold.kind).toBe('Config');
  });

  it('builds one artifact per image from its Dockerfile and build arguments with the repository root as context', () => {
    expect(artifacts.map((artifact) => artifact.image).sort()).toEqual(IMAGE_NAMES.map((image) => `tablecraft-${image}`).sort());
    for (const artifact of artifacts) {
      const image = String(artifact.image).replace('tablecraft-', '') as ImageName;
      expect(artifact.context).toBe('.');
      expect(artifact.docker.dockerfile).toBe(IMAGES[image].dockerfile);
      expect(artifact.docker.buildArgs ?? {}).toEqual(IMAGES[image].buildArgs);
      expect(existsSync(join(REPO_ROOT, artifact.docker.dockerfile)), artifact.docker.dockerfile).toBe(true);
      expect(artifact.docker.target, 'the base build makes production images').toBeUndefined();
    }
  });

  it('deploys the chart with development values and hands every image to it', () => {
    expect(release.chartPath).toBe('charts/tablecraft');
    expect(release.valuesFiles).toEqual(['charts/tablecraft/values-dev.yaml']);
    for (const file of release.valuesFiles) expect(existsSync(join(REPO_ROOT, file))).toBe(true);
    for (const artifact of artifacts) {
      const image = String(artifact.image).replace('tablecraft-', '');
      const name = sanitize(artifact.image);
      expect(release.setValueTemplates[`${image}.image.repository`]).toBe(`{{.IMAGE_REPO_${name}}}`);
      expect(release.setValueTemplates[`${image}.image.tag`]).toBe(`{{.IMAGE_TAG_${name}}}@{{.IMAGE_DIGEST_${name}}}`);
      expect(chartValues[image]?.image).toHaveProperty('repository');
    }
  });

  it('renders the chart the way skaffold deploys it, images included', () => {
    const substitute = (template: string) => template.replace(/\{\{\.IMAGE_(REPO|TAG|DIGEST)_(\w+)\}\}/g, (_m, part: string, name: string) => (part === 'REPO' ? name.replace(/_/g, '-') : part === 'TAG' ? 'dev1' : `sha256:${'b'.repeat(64)}`));
    const set = Object.fromEntries(Object.entries(release.setValueTemplates as Record<string, string>).map(([key, template]) => [key, substitute(template)]));
    const devPatch = (profile('dev').patches as Json[]).find((patch) => patch.path === '/deploy/helm/releases/0/setValues');
    const setRaw = Object.fromEntries(Object.entries(devPatch.value as Record<string, unknown>).map(([key, value]) => [key, String(value)]));
    const manifests = renderChart({ valuesFiles: ['values-dev.yaml'], set, setRaw });
    for (const image of ['web', 'api', 'socket', 'worker'] as const) {
      const container = containerOf(get(manifests, 'Deployment', `${RELEASE}-${image}`), image);
      expect(container.image).toBe(`tablecraft-${image}:dev1@sha256:${'b'.repeat(64)}`);
      expect(container.securityContext.readOnlyRootFilesystem).toBe(false);
    }
    expect(containerOf(get(manifests, 'Job', `${RELEASE}-migrations`), 'migrations').image).toMatch(/^tablecraft-migrations:dev1@/);
  });

  it('forwards web on 8080, api on 4000 and socket on 4001 to Services the chart renders', () => {
    const manifests = renderChart({ valuesFiles: ['values-dev.yaml'] });
    const forwards = Object.fromEntries((skaffold.portForward as Json[]).map((forward) => [forward.resourceName, forward]));
    for (const [service, port] of [['web', 8080], ['api', 4000], ['socket', 4001]] as const) {
      const forward = forwards[`${RELEASE}-${service}`];
      expect(forward?.resourceType).toBe('service');
      expect(forward?.localPort).toBe(port);
      expect(get(manifests, 'Service', forward.resourceName).spec.ports[0].port).toBe(forward.port);
    }
    expect(release.name).toBe(RELEASE);
  });

  it('has a dev profile, active for `skaffold dev`, that syncs sources into dev-target containers', () => {
    const dev = profile('dev');
    expect(dev?.activation).toContainEqual({ command: 'dev' });
    const devArtifacts = dev.build.artifacts as Json[];
    expect(devArtifacts.map((artifact) => artifact.image).sort()).toEqual(artifacts.map((artifact) => artifact.image).sort());
    for (const artifact of devArtifacts) {
      const image = String(artifact.image).replace('tablecraft-', '') as ImageName;
      expect(artifact.docker.dockerfile).toBe(IMAGES[image].dockerfile);
      expect(artifact.docker.buildArgs ?? {}).toEqual(IMAGES[image].buildArgs);
      if (!artifact.docker.target) {
        expect(artifact.sync, `${image} without a dev target cannot sync`).toBeUndefined();
        continue;
      }
      expect(() => stagesOf(image, artifact.docker.target), `${image} has stage ${artifact.docker.target}`).not.toThrow();
      for (const rule of artifact.sync.manual as Json[]) {
        expect(rule.dest).toBe('/app');
        const directory = String(rule.src).split('/*')[0]!;
        expect(existsSync(join(REPO_ROOT, directory)), `${image} sync source ${rule.src}`).toBe(true);
        expect(inBuildContext(dockerignoreFor(IMAGES[image].dockerfile), directory), `${rule.src} is in the build context`).toBe(true);
        expect(dependenciesOf(image, artifact.docker.target).some((file) => file.startsWith(`${directory}/`) || file === directory), `${image} image copies ${rule.src}`).toBe(true);
      }
    }
    for (const image of ['web', 'api', 'socket', 'worker']) {
      expect(devArtifacts.find((artifact) => artifact.image === `tablecraft-${image}`)?.sync, `${image} syncs`).toBeDefined();
    }
  });

  it('has a prod profile that pushes images and deploys with production values', () => {
    const prod = profile('prod');
    expect(prod?.build.local.push).toBe(true);
    const prodRelease = prod.deploy.helm.releases[0];
    expect(prodRelease.chartPath).toBe('charts/tablecraft');
    expect(prodRelease.valuesFiles).toEqual(['charts/tablecraft/values-prod.yaml']);
    expect(prodRelease.setValueTemplates).toEqual(release.setValueTemplates);
  });
});
