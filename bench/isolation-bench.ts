// `npm run bench:isolation`: what one person's attack does to everyone else. Starts the whole product as
// `npm start` wires it (API, socket and worker in one process, on loopback; bench/isolation-product.ts) on a
// database and a Redis key prefix of its own, both removed at the end, then measures four victims alone and
// again during each attack of issue 36, for PHASE_MS each:
//
// - a logged-in user's GraphQL query (`{ viewer }`, every 50 ms) and an op in a room of theirs (a die turned,
//   every 50 ms, acknowledged after its commit);
// - an honest visitor logging in (every second, from a network of its own, a new address each phase);
// - another account's small upload (a 64×64 PNG, again and again), timed from its POST until it is ready.
//
// The attacks: rooms whose game's scripts burn their time (one room, then five, a Free account's limit), a
// PlayingCards.io file of highly compressed JSON, a flood of password resets with bogus tokens, 30 concurrent
// uploads by one user, a 6000×6000 GIF, and a query of 400 chained fragments. It prints each victim's p99
// (the upload's median) during each attack and its ratio to alone, how much the product's resident memory
// grew, and whether the targets are met, and keeps the whole run in bench/results/isolation-<date>[-<RUN>].json.
// The attack clients run in this process; the victims' probes run on a thread of their own, so an attack
// client's work never delays a probe.
import { execFileSync, fork } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { strToU8, zipSync } from 'fflate';
import pg from 'pg';
import sharp from 'sharp';
import WebSocket from 'ws';
import { Redis } from '@tablecraft/platform';
import { createCardRoom } from '../testing/room-fixtures.ts';
import { signUpUser } from '../testing/accounts.ts';
import { makePng } from '../testing/uploads-images.ts';
import { randomIp, type TestApi } from '../testing/api.ts';
import { TEST_DATABASE_URL, TEST_REDIS_URL, databaseUrl } from '../testing/env.ts';

const PHASE_MS = Number(process.env.PHASE_MS ?? 10_000);
/** Only the attacks named (comma-separated), e.g. ATTACKS=scripts-1,scripts-5. */
const ONLY = process.env.ATTACKS?.split(',').map((name) => name.trim());

/** Where the victims' requests come from (x-forwarded-for, one trusted hop): networks no setup call uses. */
const VICTIM_ADDRESS = '192.0.2.50';
/** The honest log-in: a new address of this /24 each phase (log-ins are limited per address per 15 minutes). */
const HONEST_NETWORK = '203.0.113';

/** The victims' probes, for the phase, timed end to end: query and op every 50 ms, log-in every second, upload again and again. */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require('ws');
const until = Date.now() + workerData.ms;
const pause = (ms) => new Promise((done) => setTimeout(done, ms));
const graphql = (headers, body) =>
  fetch(workerData.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
async function queries() {
  const latencies = [];
  let errors = 0;
  while (Date.now() < until) {
    const t0 = performance.now();
    try {
      const response = await graphql({ cookie: workerData.cookie, 'x-forwarded-for': workerData.victimAddress }, { query: '{ viewer { id userName } }' });
      const text = await response.text();
      if (response.status !== 200 || !text.includes('userName')) errors += 1;
    } catch { errors += 1; }
    latencies.push(performance.now() - t0);
    await pause(50);
  }
  return { latencies, errors };
}
async function ops() {
  const latencies = [];
  let errors = 0;
  const ws = new WebSocket(workerData.socketUrl, { headers: { cookie: workerData.cookie } });
  const waiting = new Map();
  let welcomed;
  const welcome = new Promise((done) => (welcomed = done));
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString());
    if (message.kind === 'welcome') welcomed(message);
    if ((message.kind === 'ack' || message.kind === 'reject') && waiting.has(message.clientSeq)) {
      if (message.kind === 'reject') errors += 1;
      waiting.get(message.clientSeq)();
      waiting.delete(message.clientSeq);
    }
  });
  await new Promise((done, fail) => { ws.once('open', done); ws.once('error', fail); });
  ws.send(JSON.stringify({ kind: 'hello', protocolVersion: 2, roomCode: workerData.roomCode, clientId: workerData.clientId }));
  await welcome;
  for (let seq = 1; Date.now() < until; seq++) {
    const t0 = performance.now();
    const acked = new Promise((done) => waiting.set(seq, done));
    ws.send(JSON.stringify({ kind: 'op', clientSeq: seq, op: { type: 'rotate', direction: 1, pieceId: workerData.dieId } }));
    const late = await Promise.race([acked.then(() => false), pause(20000).then(() => true)]);
    if (late) errors += 1;
    latencies.push(performance.now() - t0);
    await pause(50);
  }
  ws.close();
  return { latencies, errors };
}
// An honest visitor logging in as the web client does (the operation named, so it waits in the log-in's pace).
async function logIns() {
  const latencies = [];
  let errors = 0;
  let refusals = 0;
  while (Date.now() < until) {
    const t0 = performance.now();
    try {
      const response = await graphql(
        { 'x-apollo-operation-name': 'LogIn', 'x-forwarded-for': workerData.logInAddress },
        { operationName: 'LogIn', query: 'mutation LogIn($input: LogInInput!) { logIn(input: $input) { id } }', variables: { input: workerData.logIn } },
      );
      const text = await response.text();
      if (response.status === 429 || text.includes('RATE_LIMITED')) refusals += 1;
      else if (response.status !== 200 || !text.includes('"logIn"')) errors += 1;
    } catch { errors += 1; }
    latencies.push(performance.now() - t0);
    await pause(1000);
  }
  return { latencies, errors, refusals };
}
// Another account's small image, uploaded as the editor does, then asked after every 50 ms until it is ready.
async function uploads() {
  const latencies = [];
  let errors = 0;
  const failures = [];
  while (Date.now() < until) {
    const t0 = performance.now();
    try {
      const form = new FormData();
      form.append('file', new Blob([workerData.png], { type: 'image/png' }), 'small.png');
      const response = await fetch(workerData.uploadUrl, {
        method: 'POST',
        body: form,
        headers: { 'x-tablecraft-csrf': '1', cookie: workerData.uploaderCookie, 'x-forwarded-for': workerData.victimAddress },
      });
      const asset = await response.json();
      let status = response.status === 200 ? asset.status : 'refused ' + response.status + ' ' + asset.code;
      while (status === 'pending' && performance.now() - t0 < 120000) {
        await pause(50);
        const answer = await graphql(
          { cookie: workerData.uploaderCookie, 'x-forwarded-for': workerData.victimAddress },
          { query: 'query ($id: ID!) { asset(id: $id) { status failureReason } }', variables: { id: asset.id } },
        );
        const body = await answer.json();
        status = body.data?.asset?.status ?? 'asked: ' + JSON.stringify(body).slice(0, 80);
        if (status === 'failed') status = 'failed: ' + body.data.asset.failureReason;
      }
      if (status !== 'ready') { errors += 1; failures.push(status); }
      else latencies.push(performance.now() - t0);
    } catch (error) { errors += 1; failures.push(String(error)); }
    await pause(250);
  }
  return { latencies, errors, failures: failures.slice(0, 5) };
}
Promise.all([queries(), ops(), logIns(), uploads()]).then(([query, op, logIn, upload]) => parentPort.postMessage({ query, op, logIn, upload }));
`;

interface Measured {
  latencies: number[];
  errors: number;
  refusals?: number;
  failures?: string[];
}
interface Probed {
  query: Measured;
  op: Measured;
  logIn: Measured;
  upload: Measured;
}
interface PhaseResult extends Probed {
  name: string;
  ms: number;
  rssStartMb: number;
  rssPeakMb: number;
  imageStartMb: number;
  imagePeakMb: number;
  note: string;
  /** How long the phase's leftovers (jobs still pending) took to finish before the next phase. */
  settleMs: number;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

/**
 * The resident memory of the processes the product started (the worker's image process), which is not the
 * product's own: it is reported beside the product's, so memory moved out of the product is still counted.
 */
function childrenRssMb(pid: number): number {
  let total = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    for (const child of children ? children.split(' ') : []) {
      try {
        total += rssMb(Number(child)) || 0;
      } catch {
        // It exited (recycled) between the listing and the read.
      }
    }
  }
  return total;
}

/**
 * The product in a process of its own (bench/isolation-product.ts) on a database and Redis prefix named here.
 * Stopping it drops both, and the keys are deleted here too, so a run that fails half-way leaves nothing in
 * the shared Postgres and Redis either.
 */
async function startProduct() {
  const name = `tablecraft_isolation_${process.pid}_${Date.now().toString(36)}`;
  const child = fork(new URL('./isolation-product.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ISOLATION_NAME: name, QUEUE_PREFIX: name },
    // Its log lines (every refused attack request is one) would bury the results: only errors' stderr is kept.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = await new Promise<{ apiUrl: string; socketUrl: string; dataDir: string }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { apiUrl: string; socketUrl: string; dataDir: string }));
    child.once('exit', (code) => reject(new Error(`the product exited (${code}) before it started`)));
  }).catch(async (error: unknown) => {
    await removeLeftovers(name);
    throw error;
  });
  const pool = new pg.Pool({ connectionString: databaseUrl(name), max: 1 });
  return {
    ...started,
    name,
    pid: child.pid!,
    /** Assets still waiting for the worker. */
    pendingAssets: async () =>
      Number((await pool.query<{ n: string }>(`SELECT count(*) AS n FROM assets WHERE status = 'pending'`)).rows[0]!.n),
    stop: async () => {
      await pool.end();
      if (child.exitCode === null) child.send('stop');
      await exited;
      return removeLeftovers(name);
    },
  };
}

/** Drops the product's database if it is still there and deletes every Redis key under its prefix; answers how many keys. */
async function removeLeftovers(name: string): Promise<number> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await redis.connect();
  let removed = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `*${name}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) removed += await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return removed;
}

/** The testing helpers' view of the product: GraphQL from an address of each call's own, and its mail folder. */
function productApi(apiUrl: string, dataDir: string): TestApi {
  return {
    url: apiUrl,
    services: { config: { DATA_DIR: dataDir } },
    graphql: async (query: string, variables: Record<string, unknown> = {}, options: { cookie?: string } = {}) => {
      const response = await fetch(`${apiUrl}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': randomIp(),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: await response.json(), setCookie: response.headers.getSetCookie() };
    },
  } as unknown as TestApi;
}

/** A joined room socket that answers each op with its verdict. */
async function roomSocket(socketUrl: string, cookie: string, roomCode: string, clientId: string) {
  const ws = new WebSocket(socketUrl, { headers: { cookie } });
  const waiting = new Map<number, (kind: string) => void>();
  let welcomed!: (message: { view: { seats: Array<{ id: string }>; pieces: Record<string, { componentId: string }> } }) => void;
  const welcome = new Promise<Parameters<typeof welcomed>[0]>((done) => (welcomed = done));
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { kind: string; clientSeq?: number };
    if (message.kind === 'welcome') welcomed(message as never);
    if ((message.kind === 'ack' || message.kind === 'reject') && waiting.has(message.clientSeq!)) {
      waiting.get(message.clientSeq!)!(message.kind);
      waiting.delete(message.clientSeq!);
    }
  });
  await new Promise((done, fail) => {
    ws.once('open', done);
    ws.once('error', fail);
  });
  ws.send(JSON.stringify({ kind: 'hello', protocolVersion: 2, roomCode, clientId }));
  const joined = await welcome;
  let seq = 0;
  const act = (op: unknown) => {
    const clientSeq = ++seq;
    const verdict = new Promise<string>((done) => waiting.set(clientSeq, done));
    ws.send(JSON.stringify({ kind: 'op', clientSeq, op }));
    return verdict;
  };
  const die = Object.entries(joined.view.pieces).find(([, piece]) => piece.componentId === 'die')![0];
  return { ws, view: joined.view, die, act };
}

// A game whose first script's onOp never ends (stopped by the time limit on every op), and whose 49 others
// run their top-level code until they are stopped, at every load and every rebuild.
const HOSTILE_SCRIPTS = [
  { id: 'stall', name: 'Stall', source: 'export function onOp() { while (true) {} }' },
  ...Array.from({ length: 49 }, (_, index) => ({ id: `burn${index}`, name: `Burn ${index}`, source: 'for (;;) {}' })),
];

async function main() {
  const loadStart = loadavg();
  const product = await startProduct();
  const t = productApi(product.apiUrl, product.dataDir);
  const results: PhaseResult[] = [];
  let keysRemoved: number;
  try {
    console.log(`product up (pid ${product.pid}, database and Redis prefix ${product.name}); seeding`);
    const victimRoom = await createCardRoom(t);
    const victim = victimRoom.alice;
    const seat = await roomSocket(product.socketUrl, victim.cookie, victimRoom.room.code, 'isolation-victim-seat');
    if ((await seat.act({ type: 'claimSeat', seatId: seat.view.seats[0]!.id })) !== 'ack') throw new Error('the victim could not sit');
    seat.ws.close();
    // The other victims: someone who logs in, and another account uploading a small image.
    const honest = await signUpUser(t);
    const uploader = await signUpUser(t);
    // A room of an ordinary scripted game, opened once: the socket's script threads start then (once per
    // process), not during the first attack.
    const ordinary = await createCardRoom(t, {
      scripts: [{ id: 'log', name: 'Log', source: 'export function onOp(op) { log(op.type); }' }],
    });
    (await roomSocket(product.socketUrl, ordinary.alice.cookie, ordinary.room.code, 'isolation-ordinary')).ws.close();
    const hostile = await createCardRoom(t, { scripts: HOSTILE_SCRIPTS });
    const hostileCodes = [hostile.room.code];
    for (let i = 0; i < 4; i++) {
      const room = await t.graphql<{ createRoom: { code: string } }>(
        'mutation ($g: ID!) { createRoom(gameId: $g) { code } }',
        { g: hostile.game.id },
        { cookie: hostile.alice.cookie },
      );
      if (!room.body.data) throw new Error(`a fifth hostile room: ${JSON.stringify(room.body.errors)}`);
      hostileCodes.push(room.body.data.createRoom.code);
    }
    // The same five rooms' worth of play with an ordinary game: what five busy rooms cost the victim anyway.
    const plain = await createCardRoom(t);
    const plainCodes = [plain.room.code];
    for (let i = 0; i < 4; i++) {
      const room = await t.graphql<{ createRoom: { code: string } }>(
        'mutation ($g: ID!) { createRoom(gameId: $g) { code } }',
        { g: plain.game.id },
        { cookie: plain.alice.cookie },
      );
      if (!room.body.data) throw new Error(`a fifth plain room: ${JSON.stringify(room.body.errors)}`);
      plainCodes.push(room.body.data.createRoom.code);
    }
    const attacker = await signUpUser(t);
    // The GIF's own account: the uploads attack fills the first one's storage, which would refuse it unread.
    const gifAttacker = await signUpUser(t);
    const png = await makePng(640, 480);
    const smallPng = await makePng(64, 64);
    const gifBomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#ffffff' } })
      .gif()
      .toBuffer();
    // Many JSON entries of widget-like arrays, each far under 1 MB compressed and about 1 MB inflated.
    const widgets = strToU8(JSON.stringify(Array.from({ length: 12_000 }, () => ({ type: 'card', id: 'w', x: 1, y: 1 }))));
    const pcio = zipSync(Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`w${i}.json`, [widgets, { level: 9 }]])));
    const fragments = Array.from(
      { length: 400 },
      (_, i) => `fragment F${i} on Query { __typename ${i + 1 < 400 ? `...F${i + 1}` : ''} }`,
    ).join('\n');
    const chainedQuery = `query { ...F0 }\n${fragments}`;
    console.log(
      `seeded: hostile rooms ${hostileCodes.length}, game file ${(pcio.length / 1024).toFixed(0)} kB, GIF ${(gifBomb.length / 1024).toFixed(0)} kB, ` +
        `small PNG ${(smallPng.length / 1024).toFixed(1)} kB, PNG ${(png.length / 1024).toFixed(0)} kB`,
    );

    const post = (path: string, cookie: string, file: Uint8Array, type: string, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)], { type }), name);
      return fetch(`${product.apiUrl}${path}`, {
        method: 'POST',
        body: form,
        headers: { 'x-tablecraft-csrf': '1', cookie, 'x-forwarded-for': randomIp() },
      })
        .then(async (response) => `${response.status} ${(await response.text()).slice(0, 120)}`)
        .catch((error: unknown) => `failed: ${String(error)}`);
    };
    /** Repeats one request, `concurrency` at a time, until the phase ends; returns what the last answered. */
    const flood = async (until: number, concurrency: number, request: () => Promise<string>) => {
      let last = '';
      let count = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (Date.now() < until) {
            last = await request();
            count += 1;
          }
        }),
      );
      return `${count} requests; last: ${last}`;
    };
    /** Players in `count` rooms, each turning a die every 100 ms (the time its ack takes aside). */
    const busyRooms = (codes: string[], cookie: string, count: number) => async (until: number) => {
      const lines: string[] = [];
      await Promise.all(
        codes.slice(0, count).map(async (code, index) => {
          const room = await roomSocket(product.socketUrl, cookie, code, `isolation-${code}-${count}-${index}`);
          await room.act({ type: 'claimSeat', seatId: room.view.seats[0]!.id });
          let acked = 0;
          while (Date.now() < until) {
            if ((await room.act({ type: 'rotate', direction: 1, pieceId: room.die })) === 'ack') acked += 1;
            await pause(100);
          }
          lines.push(`${acked}`);
          room.ws.close();
        }),
      );
      return `ops acknowledged per room: ${lines.join(', ')}`;
    };
    const attacks: Array<[string, (until: number) => Promise<string>]> = [
      ['alone', async () => ''],
      ['rooms-5', busyRooms(plainCodes, plain.alice.cookie, 5)],
      ['scripts-1', busyRooms(hostileCodes, hostile.alice.cookie, 1)],
      ['scripts-5', busyRooms(hostileCodes, hostile.alice.cookie, 5)],
      ['import', (until) => flood(until, 2, () => post('/games/import', attacker.cookie, pcio, 'application/zip', 'game.zip'))],
      [
        'reset-password',
        (until) =>
          flood(until, 40, async () => {
            const answer = await t.graphql('mutation ($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }', {
              t: `bogus-${Math.random().toString(36).slice(2)}`,
              p: 'a long new pass phrase 1',
            });
            return `${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`;
          }),
      ],
      ['uploads', (until) => flood(until, 30, () => post('/upload', attacker.cookie, png, 'image/png', 'picture.png'))],
      ['gif-bomb', (until) => flood(until, 1, () => post('/upload', gifAttacker.cookie, gifBomb, 'image/gif', 'bomb.gif'))],
      [
        'fragments',
        (until) =>
          flood(until, 2, async () => {
            const response = await fetch(`${product.apiUrl}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie: attacker.cookie, 'x-forwarded-for': randomIp() },
              body: JSON.stringify({ query: chainedQuery }),
            });
            return `${response.status} ${(await response.text()).slice(0, 120)}`;
          }),
      ],
    ];
    for (const [index, [name, attack]] of attacks.entries()) {
      const ms = PHASE_MS;
      if (ONLY && name !== 'alone' && !ONLY.includes(name)) continue;
      const rssStartMb = rssMb(product.pid);
      let rssPeakMb = rssStartMb;
      const imageStartMb = childrenRssMb(product.pid);
      let imagePeakMb = imageStartMb;
      const sampler = setInterval(() => {
        rssPeakMb = Math.max(rssPeakMb, rssMb(product.pid));
        imagePeakMb = Math.max(imagePeakMb, childrenRssMb(product.pid));
      }, 200);
      const probe = new Worker(PROBE, {
        eval: true,
        workerData: {
          ms,
          graphqlUrl: `${product.apiUrl}/graphql`,
          uploadUrl: `${product.apiUrl}/upload`,
          socketUrl: product.socketUrl,
          cookie: victim.cookie,
          victimAddress: VICTIM_ADDRESS,
          roomCode: victimRoom.room.code,
          clientId: `isolation-victim-${name}`,
          dieId: seat.die,
          logIn: { email: honest.input.email, password: honest.input.password },
          logInAddress: `${HONEST_NETWORK}.${index + 1}`,
          uploaderCookie: uploader.cookie,
          png: new Uint8Array(smallPng),
        },
      });
      const probed = new Promise<Probed>((done, fail) => {
        probe.once('message', done);
        probe.once('error', fail);
      });
      const until = Date.now() + ms;
      const [measured, note] = await Promise.all([probed, attack(until).catch((error: unknown) => `attack failed: ${String(error)}`)]);
      clearInterval(sampler);
      await probe.terminate();
      // Let what an attack left running (jobs, scripts' suspensions) settle before the next one.
      const settled = Date.now();
      while ((await product.pendingAssets()) > 0 && Date.now() - settled < 180_000) await pause(500);
      const settleMs = Date.now() - settled;
      results.push({ name, ms, ...measured, rssStartMb, rssPeakMb, imageStartMb, imagePeakMb, note, settleMs });
      const row = results.at(-1)!;
      const p99 = (measured: Measured) =>
        `${percentile(measured.latencies, 99).toFixed(0)} ms (${measured.latencies.length}, ${measured.errors} failed)`;
      console.log(
        `${name.padEnd(15)} query p99 ${p99(row.query)}, op p99 ${p99(row.op)}, log-in p99 ${p99(row.logIn)} ${row.logIn.refusals} refused, ` +
          `upload p50 ${percentile(row.upload.latencies, 50).toFixed(0)} max ${Math.max(...row.upload.latencies).toFixed(0)} ms ` +
          `(${row.upload.latencies.length}, ${row.upload.errors} failed${row.upload.failures?.length ? `: ${row.upload.failures.join('; ')}` : ''}), ` +
          `RSS ${rssStartMb.toFixed(0)} → peak ${rssPeakMb.toFixed(0)} MB, its image process ${imageStartMb.toFixed(0)} → ${imagePeakMb.toFixed(0)} MB` +
          `${settleMs > 1_000 ? `, its jobs done ${(settleMs / 1000).toFixed(0)} s after` : ''}${note ? `; ${note}` : ''}`,
      );
      await pause(3_000);
    }
  } finally {
    keysRemoved = await product.stop();
    console.log(`product stopped; its database dropped and ${keysRemoved} Redis keys under its prefix deleted`);
  }
  report(results, { loadStart, keysRemoved });
}

/** What misses a target in a phase, against the victims alone (empty: every target met). */
function misses(row: PhaseResult, alone: PhaseResult): string[] {
  const p99 = (m: Measured) => percentile(m.latencies, 99);
  const p50 = (m: Measured) => percentile(m.latencies, 50);
  const missed: string[] = [];
  for (const [label, measured, base] of [
    ['query', row.query, alone.query],
    ['op', row.op, alone.op],
  ] as const) {
    if (p99(measured) > 2 * p99(base)) missed.push(`${label} ratio`);
    if (p99(measured) > 250) missed.push(`${label} over 250 ms`);
    if (measured.errors) missed.push(`${label} failed`);
  }
  if (row.name.startsWith('scripts') && p99(row.op) - p99(alone.op) > 20) missed.push('op over +20 ms');
  if (p99(row.logIn) > 2 * p99(alone.logIn)) missed.push('log-in ratio');
  if (row.logIn.refusals) missed.push('log-in refused');
  if (row.logIn.errors) missed.push('log-in failed');
  if (!row.upload.latencies.length || p50(row.upload) > 2 * p50(alone.upload)) missed.push('upload ratio');
  if (row.upload.errors) missed.push('upload failed');
  if (row.rssPeakMb - row.rssStartMb > 100) missed.push('memory');
  return missed;
}

function report(results: PhaseResult[], run: { loadStart: number[]; keysRemoved: number }) {
  const alone = results.find((row) => row.name === 'alone')!;
  const p99 = (m: Measured) => percentile(m.latencies, 99);
  const p50 = (m: Measured) => percentile(m.latencies, 50);
  const ratio = (value: number, base: number) => `${value.toFixed(0)} ms (${(value / base).toFixed(2)}×)`;
  console.log(
    '\nattack          | query p99      | op p99         | log-in p99 (refused) | upload ready p50 / max | RSS growth | image process | meets',
  );
  const rows = results.map((row) => {
    const missed = row.name === 'alone' ? [] : misses(row, alone);
    const summary = {
      name: row.name,
      ms: row.ms,
      queryP99: p99(row.query),
      opP99: p99(row.op),
      logInP99: p99(row.logIn),
      logInRefused: row.logIn.refusals ?? 0,
      uploadP50: p50(row.upload),
      uploadMax: Math.max(...row.upload.latencies),
      uploads: row.upload.latencies.length,
      rssGrowthMb: row.rssPeakMb - row.rssStartMb,
      imageStartMb: row.imageStartMb,
      imagePeakMb: row.imagePeakMb,
      misses: missed,
      note: row.note,
    };
    console.log(
      `${row.name.padEnd(15)} | ${ratio(summary.queryP99, p99(alone.query)).padEnd(14)} | ${ratio(summary.opP99, p99(alone.op)).padEnd(14)} | ` +
        `${`${ratio(summary.logInP99, p99(alone.logIn))} (${summary.logInRefused})`.padEnd(20)} | ` +
        `${`${ratio(summary.uploadP50, p50(alone.upload))} / ${summary.uploadMax.toFixed(0)}`.padEnd(22)} | ` +
        `${summary.rssGrowthMb.toFixed(0).padStart(6)} MB  | ${summary.imageStartMb.toFixed(0)} → ${summary.imagePeakMb.toFixed(0)} MB | ` +
        `${row.name === 'alone' ? '' : missed.length ? `NO: ${missed.join(', ')}` : 'yes'}`,
    );
    return summary;
  });
  // What the scripts themselves add: five hostile rooms against five rooms of an ordinary game played alike.
  const busy = results.find((row) => row.name === 'rooms-5');
  const scripted = results.find((row) => row.name === 'scripts-5');
  if (busy && scripted)
    console.log(
      `\nfive hostile script rooms against five ordinary ones: op p99 ${p99(scripted.op).toFixed(0)} ms against ` +
        `${p99(busy.op).toFixed(0)} ms (${(p99(scripted.op) - p99(busy.op)).toFixed(0)} ms)`,
    );
  const date = new Date().toISOString();
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  const file = `bench/results/isolation-${date.slice(0, 10)}${process.env.RUN ? `-run${process.env.RUN}` : ''}.json`;
  mkdirSync('bench/results', { recursive: true });
  const round = (values: number[]) => values.map((value) => Math.round(value * 10) / 10);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date,
        commit: git('rev-parse', '--short', 'HEAD'),
        // Changes to the product not yet committed when it ran, so a run can be told apart from its commit.
        uncommitted: git('status', '--short', '--', 'api', 'socket', 'worker', 'platform', 'core', 'migrations')
          .split('\n')
          .filter(Boolean),
        phaseMs: PHASE_MS,
        loadAverage: { start: run.loadStart, end: loadavg() },
        redisKeysRemoved: run.keysRemoved,
        rows,
        raw: results.map((row) => ({
          name: row.name,
          query: { ...row.query, latencies: round(row.query.latencies) },
          op: { ...row.op, latencies: round(row.op.latencies) },
          logIn: { ...row.logIn, latencies: round(row.logIn.latencies) },
          upload: { ...row.upload, latencies: round(row.upload.latencies) },
          rssStartMb: row.rssStartMb,
          rssPeakMb: row.rssPeakMb,
          settleMs: row.settleMs,
        })),
      },
      null,
      1,
    )}\n`,
  );
  console.log(`\nkept in ${file}`);
}

await main();
