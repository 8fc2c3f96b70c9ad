// The restore drill of docs/DEPLOYMENT.md ("Backup and restore"), end to end with `npm run backup` and
// `npm run restore` as an operator runs them (child processes, the services' variables):
//
// 1. The embedded default (`npm start`'s embedded Postgres 18 and blobs in DATA_DIR): an installation in
//    use (accounts, a game with an uploaded image the worker processed, a room mid-game) is backed up while
//    it runs, stopped, its data folder deleted, restored, started again: every game, image byte and room is
//    as it was, and the room goes on from its last move.
// 2. The same archive into a real Postgres (the test server, another major) and an S3 bucket; that
//    installation plays on, is backed up while it runs, wiped (empty database, empty bucket) and restored:
//    the same again.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createDiskBlobStore, createLogger, createPool, endPool, type BlobStore } from '@tablecraft/platform';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../scripts/lib/embedded-postgres.ts';
import { runProduct, type RunningProduct } from '../../scripts/lib/run-product.ts';
import { checkStorage } from '../../scripts/lib/storage-check.ts';
import { randomIp, type GraphQLResult, type TestApi } from '../../testing/api.ts';
import { dropDatabase } from '../../testing/drop-database.ts';
import { TEST_DATABASE_URL, databaseUrl } from '../../testing/env.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';
import { startTestS3, type TestS3 } from '../../testing/s3.ts';
import { openSocket, sendOp, type TestSocket } from '../../testing/socket-client.ts';
import { freePort } from '../../testing/socket-process.ts';
import { makePng, ASSET_READY_TIMEOUT_MS } from '../../testing/uploads-images.ts';

const REPOSITORY = join(import.meta.dirname, '../..');
// One installation throughout: a restored database carries the prefix it was recorded with.
const prefix = `tc-test-restore-${randomBytes(5).toString('hex')}`;
const realName = `tablecraft_restore_${process.pid}_${randomBytes(4).toString('hex')}`;
const work = mkdtempSync(join(tmpdir(), 'tablecraft-drill-'));
// Run as root, the embedded Postgres runs as a `postgres` user, which must reach its data folder.
chmodSync(work, 0o755);
const dataDir = join(work, 'data');

let postgresPort: number;
let embedded: EmbeddedDatabase | undefined;
let s3: TestS3;
let product: RunningProduct | undefined;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  postgresPort = await freePort();
  s3 = await startTestS3({ bucket: 'restored' });
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${realName}`);
  await admin.end();
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await product?.close().catch(() => undefined);
  await embedded?.stop();
  await dropDatabase(realName);
  await s3?.close();
  const redis = new Redis(inject('redisUrl'));
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  rmSync(work, { recursive: true, force: true });
});

/** `npm run backup` / `npm run restore` with exactly these variables; resolves with its exit code and output. */
function tool(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: REPOSITORY,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
const embeddedEnv = () => ({ DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(postgresPort) });
const realEnv = () => ({ DATA_DIR: join(work, 'real'), DATABASE_URL: databaseUrl(realName), ...s3.env });

async function start(databaseUrlOf: string, env: Record<string, string>, dir: string): Promise<RunningProduct> {
  return runProduct({
    databaseUrl: databaseUrlOf,
    redisUrl: inject('redisUrl'),
    dataDir: dir,
    apiPort: await freePort(),
    webPort: await freePort(),
    env: { ...env, QUEUE_PREFIX: prefix, TRUST_PROXY: '1', NODE_ENV: 'test' },
    logger: createLogger('drill', { level: 'error', pretty: false }),
  });
}

async function stop(): Promise<void> {
  for (const socket of sockets.splice(0)) socket.close();
  await product?.close();
  product = undefined;
}

/** The bits of the test API helpers that createCardRoom and signUpUser use, against a running product. */
function apiOf(running: RunningProduct, mailDir: string): TestApi {
  const graphql = async <T>(query: string, variables?: Record<string, unknown>, options: { cookie?: string } = {}) => {
    const response = await fetch(`${running.apiUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': randomIp(),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return {
      status: response.status,
      body: (await response.json()) as GraphQLResult<T>['body'],
      setCookie: response.headers.getSetCookie(),
    };
  };
  return { url: running.apiUrl, graphql, services: { config: { DATA_DIR: mailDir } } } as unknown as TestApi;
}

type Welcome = {
  kind: 'welcome';
  seq: number;
  view: Record<string, unknown> & {
    seats: Array<{ id: string }>;
    pieces: Record<string, { id: string; componentId: string }>;
    surfaces: Array<{ id: string }>;
  };
};

let clientCount = 0;
async function arrive(running: RunningProduct, cookie: string, roomCode: string): Promise<{ socket: TestSocket; welcome: Welcome }> {
  const socket = await openSocket(running.socketUrl, cookie);
  sockets.push(socket);
  socket.send({ kind: 'hello', protocolVersion: 2, roomCode, clientId: `tab-drill-${++clientCount}-0123456789` });
  const welcome = await socket.waitFor<Welcome>((m) => m.kind === 'welcome' || m.kind === 'error');
  expect(welcome.kind, JSON.stringify(welcome)).toBe('welcome');
  return { socket, welcome };
}

const pieceOf = (welcome: Welcome, componentId: string) => Object.values(welcome.view.pieces).find((p) => p.componentId === componentId)!;

async function fileBytes(running: RunningProduct, path: string, cookie: string): Promise<Buffer> {
  const response = await fetch(`${running.apiUrl}${path}`, { headers: { cookie } });
  expect(response.status, path).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function storageOf(url: string, blobs: BlobStore) {
  const pool = createPool(url, { max: 2 });
  try {
    return await checkStorage({ db: pool, blobs });
  } finally {
    await endPool(pool);
  }
}

it(
  'backs up a running installation and restores it after a wipe, on the embedded default and on Postgres with S3',
  { timeout: 300_000 },
  async () => {
    // 1. An installation on the embedded default, in use.
    embedded = await startEmbeddedPostgres({ dataDir: join(dataDir, 'postgres'), port: postgresPort, database: 'tablecraft' });
    product = await start(embedded.url, {}, dataDir);
    let api = apiOf(product, dataDir);
    const { alice, bob, game, room } = await createCardRoom(api);

    const form = new FormData();
    form.append('gameId', game.id);
    form.append('file', new Blob([new Uint8Array(await makePng(300, 200))], { type: 'image/png' }), 'board.png');
    const uploaded = await fetch(`${product.apiUrl}/upload`, {
      method: 'POST',
      body: form,
      headers: { 'x-tablecraft-csrf': '1', cookie: alice.cookie, 'x-forwarded-for': randomIp() },
    });
    expect(uploaded.status).toBe(200);
    const assetId = ((await uploaded.json()) as { id: string }).id;
    const readAsset = async (on: TestApi) =>
      (
        await on.graphql<{ asset: { status: string; originalPath: string; thumbnailPath: string | null } | null }>(
          'query ($id: ID!) { asset(id: $id) { id status byteSize width height originalPath thumbnailPath renditions { name path width height byteSize } } }',
          { id: assetId },
          { cookie: alice.cookie },
        )
      ).body;
    await expect.poll(async () => (await readAsset(api)).data?.asset?.status, { timeout: ASSET_READY_TIMEOUT_MS }).toBe('ready');
    const assetBefore = (await readAsset(api)).data!.asset!;
    const originalBefore = await fileBytes(product, assetBefore.originalPath, alice.cookie);
    const thumbBefore = await fileBytes(product, assetBefore.thumbnailPath!, alice.cookie);
    const readGame = async (on: TestApi) =>
      (
        await on.graphql(
          'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { id title visibility revision(name: "draft") { version document } } }',
          { u: alice.input.userName, g: game.gameName },
          { cookie: alice.cookie },
        )
      ).body;
    const gameBefore = await readGame(api);
    expect(gameBefore.data).toBeTruthy();

    // A room mid-game: seats taken, a card drawn, the die moved and turned.
    const a = await arrive(product, alice.cookie, room.code);
    const b = await arrive(product, bob.cookie, room.code);
    const die = pieceOf(a.welcome, 'die');
    const deck = pieceOf(a.welcome, 'deck');
    let lastSeq = 0;
    for (const [socket, op] of [
      [a.socket, { type: 'claimSeat', seatId: a.welcome.view.seats[0]!.id }],
      [b.socket, { type: 'claimSeat', seatId: a.welcome.view.seats[1]!.id }],
      [b.socket, { type: 'draw', pileId: deck.id, count: 1 }],
      [a.socket, { type: 'move', pieceId: die.id, to: { type: 'surface', surfaceId: a.welcome.view.surfaces[0]!.id, x: 321, y: 99 } }],
      [a.socket, { type: 'rotate', pieceId: die.id, direction: 1 }],
    ] as const) {
      const answer = await sendOp(socket, op);
      expect(answer, JSON.stringify(answer)).toMatchObject({ kind: 'ack' });
      lastSeq = answer.seq!;
    }
    const views = async (running: RunningProduct) => ({
      alice: (({ seq, view }) => ({ seq, view }))((await arrive(running, alice.cookie, room.code)).welcome),
      bob: (({ seq, view }) => ({ seq, view }))((await arrive(running, bob.cookie, room.code)).welcome),
    });
    const viewsBefore = await views(product);
    expect(viewsBefore.alice.seq).toBe(lastSeq);

    /** Everything checked after each restore: the game, the image and its bytes, each player's room. */
    const expectAsBefore = async (running: RunningProduct, mailDir: string, roomViews: typeof viewsBefore) => {
      api = apiOf(running, mailDir);
      expect(await readGame(api)).toEqual(gameBefore);
      const assetAfter = (await readAsset(api)).data!.asset!;
      expect(assetAfter).toEqual(assetBefore);
      expect(await fileBytes(running, assetAfter.originalPath, alice.cookie)).toEqual(originalBefore);
      expect(await fileBytes(running, assetAfter.thumbnailPath!, alice.cookie)).toEqual(thumbBefore);
      expect(await views(running)).toEqual(roomViews);
    };
    /** A move after a restore is numbered after the last one backed up, and the other player sees it. */
    const playOn = async (running: RunningProduct, after: number) => {
      const a2 = await arrive(running, alice.cookie, room.code);
      const b2 = await arrive(running, bob.cookie, room.code);
      const next = await sendOp(a2.socket, { type: 'rotate', pieceId: die.id, direction: 1 });
      expect(next).toMatchObject({ kind: 'ack', seq: after + 1 });
      await b2.socket.waitFor((m) => m.kind === 'op' && m.seq === after + 1);
      return after + 1;
    };

    // 2. The backup, while it runs.
    const embeddedArchive = join(work, 'embedded.tar.gz');
    const backedUp = await tool('backup', ['--output', embeddedArchive], embeddedEnv());
    expect(backedUp.code, backedUp.output).toBe(0);
    expect(backedUp.output).toMatch(/backup written: .*embedded\.tar\.gz .*2 accounts, 1 games, 1 rooms, 1 assets/);

    // 3. Stopped, and its data folder gone.
    await stop();
    await embedded.stop();
    embedded = undefined;
    rmSync(dataDir, { recursive: true, force: true });

    // 4. Restored into a fresh embedded database and blob folder, and started again.
    const restored = await tool('restore', [embeddedArchive], embeddedEnv());
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain(`QUEUE_PREFIX is ${prefix}`);
    embedded = await startEmbeddedPostgres({ dataDir: join(dataDir, 'postgres'), port: postgresPort, database: 'tablecraft' });
    expect(await storageOf(embedded.url, createDiskBlobStore({ root: join(dataDir, 'blobs') }))).toMatchObject({
      missing: [],
      orphans: [],
    });
    product = await start(embedded.url, {}, dataDir);
    await expectAsBefore(product, dataDir, viewsBefore);
    await playOn(product, lastSeq);
    await stop();
    await embedded.stop();
    embedded = undefined;

    // 5. The same archive into a real Postgres and an S3 bucket: another server, another store.
    const intoReal = await tool('restore', [embeddedArchive], realEnv());
    expect(intoReal.code, intoReal.output).toBe(0);
    product = await start(databaseUrl(realName), s3.env, join(work, 'real'));
    await expectAsBefore(product, join(work, 'real'), viewsBefore);
    const seqOnReal = await playOn(product, lastSeq);
    const viewsOnReal = await views(product);

    // 6. Backed up while it runs, wiped (an empty database, an empty bucket), restored.
    const realArchive = join(work, 'real.tar.gz');
    const realBackup = await tool('backup', ['--output', realArchive], realEnv());
    expect(realBackup.code, realBackup.output).toBe(0);
    await stop();
    await dropDatabase(realName);
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${realName}`);
    await admin.end();
    for (const key of await s3.store.list('')) await s3.store.delete(key);
    const realRestored = await tool('restore', [realArchive], realEnv());
    expect(realRestored.code, realRestored.output).toBe(0);
    expect(await storageOf(databaseUrl(realName), s3.store)).toMatchObject({ missing: [], orphans: [] });
    product = await start(databaseUrl(realName), s3.env, join(work, 'real'));
    await expectAsBefore(product, join(work, 'real'), viewsOnReal);
    await playOn(product, seqOnReal);
  },
);
