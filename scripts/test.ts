// `npm test`: every test, after making sure the real services they need are here.
// Postgres: DATABASE_URL / TEST_DATABASE_URL or 127.0.0.1:5432, else the embedded one.
// Redis: REDIS_URL / TEST_REDIS_URL or 127.0.0.1:6379, else installed (root + apt) and started.
// Chromium: /usr/bin/chromium, else installed (root + apt). Otherwise one line saying what to install.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import { TEST_EMBEDDED_POSTGRES_PORT, postgresAnswers, startEmbeddedPostgres, type EmbeddedDatabase } from './lib/embedded-postgres.ts';
import { formatTimes, timesByProject } from './lib/test-times.ts';

const say = (line: string) => console.log(`[test] ${line}`);
const fail = (line: string): never => {
  console.error(`[test] ${line}`);
  process.exit(1);
};
const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
let aptUpdated = false;
const aptInstall = (pkg: string) => {
  if (!aptUpdated) execSync('apt-get update -qq', { stdio: 'inherit' });
  aptUpdated = true;
  execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, { stdio: 'inherit' });
};

async function ensurePostgres(): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  if (await postgresAnswers(url)) return { url };
  say(`no Postgres at ${url.replace(/\/\/[^@]*@/, '//')}: starting the embedded one`);
  const embedded = await startEmbeddedPostgres({
    dataDir: '.test-data/postgres',
    port: TEST_EMBEDDED_POSTGRES_PORT,
    database: 'test',
    log: say,
  });
  return { url: embedded.url, embedded };
}

async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 2_000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function ensureRedis(): Promise<string> {
  const url = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (await redisAnswers(url)) return url;
  const local = new URL(url);
  if (!['127.0.0.1', 'localhost'].includes(local.hostname)) fail(`Redis at ${local.host} does not answer: start it or set TEST_REDIS_URL`);
  if (!existsSync('/usr/bin/redis-server')) {
    if (!isRoot || !hasApt) fail('Redis is not installed: install redis-server (apt-get install -y redis-server) or set TEST_REDIS_URL');
    say('installing redis-server');
    aptInstall('redis-server');
  }
  say('starting redis-server');
  mkdirSync('.test-data', { recursive: true });
  execSync(
    `redis-server --daemonize yes --bind 127.0.0.1 --port ${local.port || 6379} --save "" --appendonly no --dir .test-data --logfile redis.log`,
  );
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await redisAnswers(url)) return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return fail('redis-server did not start: see .test-data/redis.log');
}

function ensureChromium(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  if (!isRoot || !hasApt) fail('Chromium is not installed: install it (apt-get install -y chromium) or set CHROMIUM_PATH');
  say('installing chromium');
  aptInstall('chromium');
  return path;
}

/** Runs an npm script with its output held (stdout and stderr together), for its status, output and time. */
function runQuietly(script: string, env: NodeJS.ProcessEnv): Promise<{ status: number; output: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ status: code ?? 1, output: output.trimEnd(), ms: Date.now() - started }));
  });
}

const postgres = await ensurePostgres();
const redisUrl = await ensureRedis();
const chromium = ensureChromium();
const env = { ...process.env, TEST_DATABASE_URL: postgres.url, TEST_REDIS_URL: redisUrl, CHROMIUM_PATH: chromium };

// Type-check and lint side by side: each is one single-threaded process, and on two cores they take the
// longer one's time rather than the sum. Each one's output is held and printed whole, not interleaved.
say('type-checking and linting');
const [typecheck, lint] = await Promise.all([runQuietly('typecheck', env), runQuietly('lint', env)]);
for (const [name, run] of Object.entries({ 'type-check': typecheck, lint })) if (run.output) say(`${name}:\n${run.output}`);
if (typecheck.status !== 0 || lint.status !== 0) {
  await postgres.embedded?.stop();
  fail(typecheck.status !== 0 ? 'type errors: see above' : 'lint findings: see above (npm run lint)');
}
const typecheckMs = typecheck.ms;
const lintMs = lint.ms;

mkdirSync('test-results', { recursive: true });
const vitest = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json', ...process.argv.slice(2)],
  { stdio: 'inherit', env },
);
await postgres.embedded?.stop();

// One plain closing line, whatever the runner prints above it.
if (existsSync('test-results/vitest.json')) {
  const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8')) as Parameters<typeof timesByProject>[0] & {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
  };
  for (const line of formatTimes(timesByProject(report, process.cwd()), { 'type-check': typecheckMs, lint: lintMs })) console.log(line);
  console.log(
    `\nTests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${report.numPendingTests ? `, ${report.numPendingTests} skipped` : ''}`,
  );
}
process.exit(vitest.status ?? 1);
