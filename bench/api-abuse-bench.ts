// `npm run bench:api-abuse`: what one abusive client does to the API. Starts the API as its own process
// (on loopback, no Redis: in-process rate limits) against a fresh database, seeds a public game whose
// draft and five published revisions hold ~1.9 MB documents plus 2,000 other public games, then, for a
// bounded time each, measures the API's RSS and the latency of ordinary queries: at rest, under an alias
// attack (20 aliases of `game { revisions { document } }`, 2 at a time) and under a search attack (24
// concurrent 1.9 MB `publicGames(search:)`). Attack requests rotate X-Forwarded-For, as a botnet would, so
// what is measured is what one request may cost, not the per-address limit.
// API_ROOT=/path/to/checkout runs another checkout's API (for a before/after comparison).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { TEST_DATABASE_URL, databaseUrl } from '../testing/env.ts';
import { COMPLETE_SIGN_UP, SIGN_UP_LINK, waitForMail } from '../testing/accounts.ts';

const ROOT = resolve(process.env.API_ROOT ?? join(import.meta.dirname, '..'));
const PHASE_MS = Number(process.env.PHASE_MS ?? 10_000);
const ALIASES = 20;
const ALIAS_CONCURRENCY = 2;
const SEARCH_CONCURRENCY = 24;
const SEARCH_BYTES = 1_900_000;

/** One ordinary client: a query every 50 ms for the phase, timed end to end. */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const latencies = [];
  let errors = 0;
  const started = Date.now();
  for (let i = 0; Date.now() - started < workerData.ms; i++) {
    const t0 = performance.now();
    try {
      const response = await fetch(workerData.url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.50' }, body: JSON.stringify({ query: workerData.queries[i % workerData.queries.length] }) });
      const text = await response.text();
      if (response.status !== 200 || text.includes('"errors"')) { errors += 1; if (!globalThis.firstError) globalThis.firstError = response.status + ' ' + text.slice(0, 300); }
    } catch (error) {
      errors += 1;
      if (!globalThis.firstError) globalThis.firstError = String(error && error.cause || error);
    }
    latencies.push(performance.now() - t0);
    await new Promise((done) => setTimeout(done, 50));
  }
  parentPort.postMessage({ latencies, errors, firstError: globalThis.firstError });
})();
`;

/** A different address for every attack request: the cost of one request is measured, not per-address limits. */
const botnetAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;
const round = (value: number) => Math.round(value);

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

function run(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
}

async function main() {
  const database = `tablecraft_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = databaseUrl(database);
  let api: ChildProcess | undefined;
  // A folder of this run's own: the owner's sign-up link is read from the mail written there.
  const dataDir = mkdtempSync(join(tmpdir(), 'tablecraft-bench-data-'));
  try {
    const migrate = run(process.execPath, ['--import', 'tsx', 'migrations/src/main.ts'], { DATABASE_URL: url, LOG_LEVEL: 'warn' });
    await new Promise((done, fail) =>
      migrate.on('exit', (code) => (code === 0 ? done(null) : fail(new Error(`migrations exited with ${code}`)))),
    );
    const port = await freePort();
    api = run(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      DATABASE_URL: url,
      PORT: String(port),
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      TRUST_PROXY: '1',
      REDIS_URL: '',
      DATA_DIR: dataDir,
    });
    const base = `http://127.0.0.1:${port}`;
    let attacker = 0;
    // Attack bodies are built once: the client's own JSON.stringify would otherwise compete for the CPU.
    const graphql = async (
      query: string,
      variables: Record<string, unknown> | string = {},
      options: { cookie?: string; ip?: string } = {},
    ) => {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': options.ip ?? '192.0.2.1',
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
        body: typeof variables === 'string' ? variables : JSON.stringify({ query, variables }),
      });
      const text = await response.text();
      return {
        status: response.status,
        bytes: text.length,
        text,
        cookie: response.headers
          .getSetCookie()
          .find((c) => c.startsWith('tc_session='))
          ?.split(';')[0],
      };
    };
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        if (i > 300) throw new Error('the API did not start');
      }
      await new Promise((done) => setTimeout(done, 100));
    }

    // Seed: one owner, a public game with a ~1.9 MB draft published five times, and 2,000 other public games.
    // Sign-up mails a link that creates the account; an API from before that (API_ROOT) creates it at once.
    const owner = { userName: 'bench_owner', name: 'Bench', email: 'bench@example.test', password: 'a long bench pass phrase' };
    const signUp = await graphql('mutation ($i: SignUpInput!) { signUp(input: $i) { __typename } }', { i: owner });
    let cookie = signUp.cookie;
    if ((JSON.parse(signUp.text) as { data?: { signUp: { __typename: string } } }).data?.signUp.__typename === 'SignUpStarted') {
      const [, token] = await waitForMail(dataDir, owner.email, SIGN_UP_LINK);
      cookie = (await graphql(COMPLETE_SIGN_UP, { token, password: owner.password })).cookie;
    }
    if (!cookie) throw new Error(`seeding failed: ${signUp.text}`);
    const ownerId = (JSON.parse((await graphql('{ viewer { id } }', {}, { cookie })).text) as { data: { viewer: { id: string } } }).data
      .viewer.id;
    const created = JSON.parse(
      (await graphql('mutation { createGame(input: { title: "Heavy Game", visibility: PUBLIC }) { id gameName } }', {}, { cookie })).text,
    ) as { data: { createGame: { id: string; gameName: string } } };
    const game = created.data.createGame;
    let draft = (
      JSON.parse(
        (
          await graphql(
            'query { game(userName: "bench_owner", gameName: "heavy-game") { revision(name: "draft") { id version } } }',
            {},
            { cookie },
          )
        ).text,
      ) as { data: { game: { revision: { id: string; version: number } } } }
    ).data.game.revision;
    for (let i = 0; i < 20; i++) {
      const added = JSON.parse(
        (
          await graphql(
            'mutation ($r: ID!, $v: Int!, $i: JSON!) { addPart(revisionId: $r, expectedVersion: $v, kind: guide, input: $i) { revision { id version } } }',
            { r: draft.id, v: draft.version, i: { name: `Rules ${i}`, markdown: 'x'.repeat(94_000) } },
            { cookie },
          )
        ).text,
      ) as { data?: { addPart: { revision: typeof draft } }; errors?: unknown };
      if (!added.data) throw new Error(`seeding failed: ${JSON.stringify(added.errors)}`);
      draft = added.data.addPart.revision;
    }
    for (let i = 0; i < 5; i++) await graphql('mutation ($g: ID!) { publishRevision(gameId: $g) { name } }', { g: game.id }, { cookie });
    const seed = new pg.Client({ connectionString: url });
    await seed.connect();
    await seed.query(
      `INSERT INTO games (owner_id, game_name, title, visibility) SELECT $1, 'g' || n, 'Public game number ' || n || ' of the catalogue', 'public' FROM generate_series(1, 2000) n`,
      [ownerId],
    );
    const { rows } = await seed.query<{ bytes: string }>(
      `SELECT sum(octet_length(document::text))::bigint AS bytes FROM revisions WHERE game_id = $1`,
      [game.id],
    );
    await seed.end();

    const ordinary = [
      '{ publicGames(first: 10) { total games { title owner { userName } } } }',
      '{ game(userName: "bench_owner", gameName: "heavy-game") { title description latestPublished { name publishedAt } } }',
    ];
    const pid = api.pid!;
    const phase = async (name: string, attack?: () => Promise<{ status: number; bytes: number; text: string }>, concurrency = 0) => {
      const started = Date.now();
      const latencies: number[] = [];
      let ordinaryErrors = 0;
      let peak = rssMb(pid);
      const before = peak;
      const outcomes = new Map<string, number>();
      let attackBytes = 0;
      let attacks = 0;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
      const until = () => Date.now() - started < PHASE_MS;
      const attackers = Array.from({ length: concurrency }, async () => {
        while (until() && attack) {
          try {
            const result = await attack();
            const code = /"code":"(\w+)"/.exec(result.text.slice(0, 2_000))?.[1] ?? (result.status === 200 ? 'ok' : String(result.status));
            outcomes.set(code, (outcomes.get(code) ?? 0) + 1);
            attackBytes += result.bytes;
            attacks += 1;
          } catch (error) {
            outcomes.set('connection error', (outcomes.get('connection error') ?? 0) + 1);
            await new Promise((done) => setTimeout(done, 100));
          }
        }
      });
      // Ordinary queries are timed from their own thread, so the attackers' sending does not delay the clock.
      const measured = new Promise<void>((done, fail) => {
        const prober = new Worker(PROBER, { eval: true, workerData: { url: `${base}/graphql`, queries: ordinary, ms: PHASE_MS } });
        prober.on('message', (result: { latencies: number[]; errors: number; firstError?: string }) => {
          if (result.firstError) console.error(`${name}: first ordinary error: ${result.firstError}`);
          latencies.push(...result.latencies);
          ordinaryErrors = result.errors;
          done();
        });
        prober.on('error', fail);
      });
      await Promise.all([measured, ...attackers]);
      clearInterval(sampler);
      return {
        phase: name,
        ordinary: {
          n: latencies.length,
          p50: round(percentile(latencies, 50)),
          p95: round(percentile(latencies, 95)),
          max: round(Math.max(...latencies)),
          errors: ordinaryErrors,
        },
        rssMb: { start: round(before), peak: round(peak), rise: round(peak - before) },
        attacks: { n: attacks, outcomes: Object.fromEntries(outcomes), meanResponseKb: attacks ? round(attackBytes / attacks / 1024) : 0 },
      };
    };
    const aliasQuery = `query { ${Array.from({ length: ALIASES }, (_, i) => `a${i}: game(userName: "bench_owner", gameName: "heavy-game") { revisions { document } }`).join(' ')} }`;
    const searchBody = JSON.stringify({
      query: 'query ($s: String) { publicGames(search: $s) { total } }',
      variables: { s: 'a'.repeat(SEARCH_BYTES) },
    });
    const results = [
      await phase('at rest'),
      await phase(
        `alias attack (${ALIASES} aliases × ${ALIAS_CONCURRENCY})`,
        () => graphql(aliasQuery, {}, { ip: botnetAddress(attacker++) }),
        ALIAS_CONCURRENCY,
      ),
      await phase(
        `search attack (${SEARCH_CONCURRENCY} × ${(SEARCH_BYTES / 1e6).toFixed(1)} MB)`,
        () => graphql('', searchBody, { ip: botnetAddress(attacker++) }),
        SEARCH_CONCURRENCY,
      ),
    ];
    console.log(JSON.stringify({ root: ROOT, documentBytesOfHeavyGame: Number(rows[0]?.bytes ?? 0), phaseMs: PHASE_MS, results }, null, 2));
    console.log('\n| phase | ordinary p50 / p95 / max ms (errors) | API RSS start → peak MB | attack answers |');
    console.log('|---|---|---|---|');
    for (const r of results) {
      console.log(
        `| ${r.phase} | ${r.ordinary.p50} / ${r.ordinary.p95} / ${r.ordinary.max} (${r.ordinary.errors} of ${r.ordinary.n}) | ${r.rssMb.start} → ${r.rssMb.peak} | ${
          r.attacks.n
            ? `${Object.entries(r.attacks.outcomes)
                .map(([code, n]) => `${n} ${code}`)
                .join(', ')}; mean ${r.attacks.meanResponseKb} kB`
            : '—'
        } |`,
      );
    }
  } finally {
    if (api && api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((done) => {
        const timer = setTimeout(() => (api!.kill('SIGKILL'), done(null)), 5_000);
        api!.on('exit', () => (clearTimeout(timer), done(null)));
      });
    }
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
