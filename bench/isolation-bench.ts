// `npm run bench:isolation`: what one person's attack does to everyone else. Starts the whole product as
// `npm start` wires it (API, socket and worker in one process, on loopback; bench/isolation-product.ts) on a
// database and a Redis key prefix of its own, both removed at the end, then measures four victims alone and
// again during each attack, for PHASE_MS each:
//
// - a logged-in user's GraphQL query (`{ viewer }`, every 50 ms) and an op in a room of theirs (a die turned,
//   every 50 ms, acknowledged after its commit);
// - an honest visitor logging in (every second, from a network no attacker uses, a new address each phase);
// - another account's small upload (a 64×64 PNG, again and again), timed from its POST until it is ready.
//
// Every attack comes from other accounts than the victims' and from addresses of other networks
// (x-forwarded-for, one trusted hop): rooms whose game's scripts burn their time (one room, then five, a
// Free account's limit), a PlayingCards.io file of highly compressed JSON, a flood of password resets with
// bogus tokens, floods of cheap queries from 3 addresses and from 40 in 8 networks, anonymous requests with a
// variable nested 10,000 deep, an account's saves of a document nested 5,000 deep, new guests from many
// networks, a query of 400 chained fragments, 30 concurrent uploads by one account, one account's small GIFs
// for 20 s, and a 6000×6000 GIF. It prints each victim's p99 (the upload's median) during each attack and its
// ratio to alone, how much the product's resident memory grew, and whether the targets are met, and keeps
// the whole run in bench/results/isolation-<date>[-<RUN>].json. The attack clients run in this process; the
// victims' probes run on a thread of their own, so an attack client's work never delays a probe.
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
import { makeGif, makePng } from '../testing/uploads-images.ts';
import { randomIp, type TestApi } from '../testing/api.ts';
import { TEST_DATABASE_URL, TEST_REDIS_URL, databaseUrl } from '../testing/env.ts';

const PHASE_MS = Number(process.env.PHASE_MS ?? 10_000);
/** The small GIFs' flood lasts this long whatever PHASE_MS, so its jobs pile up behind one another. */
const GIF_FLOOD_MS = Number(process.env.GIF_FLOOD_MS ?? 20_000);
/** Only the attacks named (comma-separated), e.g. ATTACKS=scripts-1,scripts-5. */
const ONLY = process.env.ATTACKS?.split(',').map((name) => name.trim());

/**
 * Where each party's requests come from. The victims have networks of their own (documentation ranges);
 * attackers take addresses of 10.0.0.0/8, each attack its own /24s, so no attack's limits carry into another.
 */
const VICTIM_ADDRESS = '192.0.2.50';
/** The honest log-in: a new address of this /24 each phase (log-ins are limited per address per 15 minutes). */
const HONEST_NETWORK = '203.0.113';
/** `count` addresses spread round the /24s 10.`tag`.0 … 10.`tag`.(`networks` − 1). */
function attackerAddresses(tag: number, networks: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `10.${tag}.${i % networks}.${Math.floor(i / networks) + 1}`);
}
/** Any address of `networks` /24s of 10.`tag`: a new one for each request. */
function anyAttackerAddress(tag: number, networks: number): () => string {
  return () => `10.${tag}.${Math.floor(Math.random() * networks)}.${Math.floor(Math.random() * 254) + 1}`;
}

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

/** A JSON value nested `depth` deep, written out directly: `[[[…]]]`, or `{"a":{"a":…}}`. */
const nestedArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** An answer in a word or two: its status and, if any, its error code. */
async function answerOf(response: Response): Promise<string> {
  const text = await response.text();
  const code = /"code":"(\w+)"/.exec(text)?.[1];
  return code ? `${response.status} ${code}` : String(response.status);
}

/** The code a run measures: the commit checked out as the product starts, and its uncommitted product changes. */
function checkedOut() {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  return {
    commit: git('rev-parse', '--short', 'HEAD'),
    uncommitted: git('status', '--short', '--', 'api', 'socket', 'worker', 'platform', 'core', 'migrations').split('\n').filter(Boolean),
  };
}

async function main() {
  const loadStart = loadavg();
  // Read before the product loads its code: commits landing while it runs are not what it measures.
  const code = checkedOut();
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
    // The GIFs' own accounts: the uploads attack fills the first one's storage, which would refuse them unread.
    const gifAttacker = await signUpUser(t);
    const gifFlooder = await signUpUser(t);
    // An author whose saves nest the document 5,000 deep, into a draft of their own.
    const saver = await signUpUser(t);
    const created = await t.graphql<{ createGame: { gameName: string } }>(
      'mutation ($input: CreateGameInput!) { createGame(input: $input) { gameName } }',
      { input: { title: `Deep ${Date.now().toString(36)}`, visibility: 'PRIVATE' } },
      { cookie: saver.cookie },
    );
    const draft = await t.graphql<{ game: { revision: { id: string; version: number } } }>(
      'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { revision(name: "draft") { id version } } }',
      { u: saver.input.userName, g: created.body.data!.createGame.gameName },
      { cookie: saver.cookie },
    );
    const saverDraft = draft.body.data!.game.revision;
    // A public room that seats guests, for the guests' flood; one guest sits first, so the door is known to open.
    const guestRoom = await createCardRoom(t);
    const JOIN_AS_GUEST = 'mutation JoinRoomAsGuest($code: String!, $name: String!) { joinRoomAsGuest(code: $code, name: $name) { id } }';
    const firstGuest = await fetch(`${product.apiUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-apollo-operation-name': 'JoinRoomAsGuest', 'x-forwarded-for': randomIp() },
      body: JSON.stringify({
        operationName: 'JoinRoomAsGuest',
        query: JOIN_AS_GUEST,
        variables: { code: guestRoom.room.code, name: 'First' },
      }),
    });
    if (firstGuest.status !== 200 || !(await firstGuest.text()).includes('joinRoomAsGuest')) throw new Error('a guest could not sit');

    const png = await makePng(640, 480);
    const smallPng = await makePng(64, 64);
    const smallGif = await makeGif(120, 90);
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
    // Written out as text: 20 kB, under a visitor's 64 kB body, and 10,000 levels deep.
    const deepVariableBody =
      `{"query":"mutation ($r: ID!, $v: Int!, $d: JSON!) { saveDocument(revisionId: $r, expectedVersion: $v, document: $d) { version } }",` +
      `"variables":{"r":"00000000-0000-0000-0000-000000000000","v":1,"d":${nestedArray(10_000)}}}`;
    const deepDocumentBody =
      `{"query":"mutation ($r: ID!, $v: Int!, $d: JSON!) { saveDocument(revisionId: $r, expectedVersion: $v, document: $d) { version } }",` +
      `"variables":{"r":${JSON.stringify(saverDraft.id)},"v":${saverDraft.version},"d":${nestedObject(5_000)}}}`;
    console.log(
      `seeded: hostile rooms ${hostileCodes.length}, game file ${(pcio.length / 1024).toFixed(0)} kB, GIF ${(gifBomb.length / 1024).toFixed(0)} kB, ` +
        `small GIF ${(smallGif.length / 1024).toFixed(1)} kB, small PNG ${(smallPng.length / 1024).toFixed(1)} kB, PNG ${(png.length / 1024).toFixed(0)} kB`,
    );

    const post = (path: string, cookie: string, file: Uint8Array, type: string, name: string, address: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)], { type }), name);
      return fetch(`${product.apiUrl}${path}`, {
        method: 'POST',
        body: form,
        headers: { 'x-tablecraft-csrf': '1', cookie, 'x-forwarded-for': address },
      })
        .then(answerOf)
        .catch((error: unknown) => `failed: ${String((error as Error).cause ?? error)}`);
    };
    const graphqlPost = (headers: Record<string, string>, body: string) =>
      fetch(`${product.apiUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })
        .then(answerOf)
        .catch((error: unknown) => `failed: ${String((error as Error).cause ?? error)}`);
    /**
     * Repeats requests, `concurrency` at a time from each of `addresses` (or from one address per request),
     * until the phase ends; returns how many and what they were answered.
     */
    const flood = async (
      until: number,
      concurrency: number,
      address: (() => string) | string[],
      request: (address: string) => Promise<string>,
    ) => {
      const answers = new Map<string, number>();
      const senders = Array.isArray(address)
        ? address.flatMap((one) => Array.from({ length: concurrency }, () => () => one))
        : Array.from({ length: concurrency }, () => address);
      await Promise.all(
        senders.map(async (from) => {
          while (Date.now() < until) {
            const answer = await request(from());
            answers.set(answer, (answers.get(answer) ?? 0) + 1);
          }
        }),
      );
      const total = [...answers.values()].reduce((sum, n) => sum + n, 0);
      return `${total} requests: ${[...answers].map(([answer, n]) => `${n}× ${answer.slice(0, 60)}`).join(', ')}`;
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
    const cheapQuery = JSON.stringify({ query: '{ viewer { id } }' });
    let guestNumber = 0;
    const attacks: Array<{ name: string; ms?: number; run: (until: number) => Promise<string> }> = [
      { name: 'alone', run: async () => '' },
      { name: 'rooms-5', run: busyRooms(plainCodes, plain.alice.cookie, 5) },
      { name: 'scripts-1', run: busyRooms(hostileCodes, hostile.alice.cookie, 1) },
      { name: 'scripts-5', run: busyRooms(hostileCodes, hostile.alice.cookie, 5) },
      {
        name: 'import',
        run: (until) =>
          flood(until, 2, anyAttackerAddress(5, 4), (from) =>
            post('/games/import', attacker.cookie, pcio, 'application/zip', 'game.zip', from),
          ),
      },
      {
        name: 'reset-password',
        run: (until) =>
          flood(until, 40, anyAttackerAddress(6, 20), (from) =>
            graphqlPost(
              { 'x-forwarded-for': from },
              JSON.stringify({
                query: 'mutation ($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }',
                variables: { t: `bogus-${Math.random().toString(36).slice(2)}`, p: 'a long new pass phrase 1' },
              }),
            ),
          ),
      },
      // Cheap anonymous queries: 3 addresses of one network, 20 at a time each; then 40 addresses of 8 networks, 4 each.
      {
        name: 'visitors-3',
        run: (until) => flood(until, 20, attackerAddresses(7, 1, 3), (from) => graphqlPost({ 'x-forwarded-for': from }, cheapQuery)),
      },
      {
        name: 'visitors-40',
        run: (until) => flood(until, 4, attackerAddresses(8, 8, 40), (from) => graphqlPost({ 'x-forwarded-for': from }, cheapQuery)),
      },
      {
        name: 'deep-variable',
        run: (until) => flood(until, 4, anyAttackerAddress(9, 8), (from) => graphqlPost({ 'x-forwarded-for': from }, deepVariableBody)),
      },
      {
        name: 'deep-document',
        run: (until) =>
          flood(until, 4, ['10.10.0.1'], (from) => graphqlPost({ 'x-forwarded-for': from, cookie: saver.cookie }, deepDocumentBody)),
      },
      {
        name: 'guests',
        run: (until) =>
          flood(until, 20, anyAttackerAddress(11, 64), (from) =>
            graphqlPost(
              { 'x-forwarded-for': from, 'x-apollo-operation-name': 'JoinRoomAsGuest' },
              JSON.stringify({
                operationName: 'JoinRoomAsGuest',
                query: JOIN_AS_GUEST,
                variables: { code: guestRoom.room.code, name: `Flood ${++guestNumber}` },
              }),
            ),
          ),
      },
      {
        name: 'fragments',
        run: (until) =>
          flood(until, 2, anyAttackerAddress(12, 4), (from) =>
            graphqlPost({ 'x-forwarded-for': from, cookie: attacker.cookie }, JSON.stringify({ query: chainedQuery })),
          ),
      },
      {
        name: 'uploads',
        run: (until) =>
          flood(until, 30, anyAttackerAddress(13, 4), (from) => post('/upload', attacker.cookie, png, 'image/png', 'picture.png', from)),
      },
      {
        name: 'gif-flood',
        ms: GIF_FLOOD_MS,
        run: (until) =>
          flood(until, 8, anyAttackerAddress(14, 4), (from) =>
            post('/upload', gifFlooder.cookie, smallGif, 'image/gif', 'small.gif', from),
          ),
      },
      {
        name: 'gif-bomb',
        run: (until) =>
          flood(until, 1, anyAttackerAddress(15, 4), (from) => post('/upload', gifAttacker.cookie, gifBomb, 'image/gif', 'bomb.gif', from)),
      },
    ];
    for (const [index, { name, ms = PHASE_MS, run }] of attacks.entries()) {
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
      const [measured, note] = await Promise.all([probed, run(until).catch((error: unknown) => `attack failed: ${String(error)}`)]);
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
  report(results, { ...code, loadStart, keysRemoved });
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

function report(results: PhaseResult[], run: ReturnType<typeof checkedOut> & { loadStart: number[]; keysRemoved: number }) {
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
  const file = `bench/results/isolation-${date.slice(0, 10)}${process.env.RUN ? `-run${process.env.RUN}` : ''}.json`;
  mkdirSync('bench/results', { recursive: true });
  const round = (values: number[]) => values.map((value) => Math.round(value * 10) / 10);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date,
        commit: run.commit,
        // Changes to the product not yet committed when it started, so a run can be told apart from its commit.
        uncommitted: run.uncommitted,
        phaseMs: PHASE_MS,
        gifFloodMs: GIF_FLOOD_MS,
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
