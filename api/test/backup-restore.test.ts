// The restore drill of docs/DEPLOYMENT.md ("Backup and restore"), end to end: an installation is used
// through its real API, worker and socket (the whole product as `npm start` wires it, on the real Redis
// and a real S3 server); Postgres is dumped with pg_dump while it runs, then the bucket is mirrored object
// by object; both are restored into a fresh database and a fresh bucket, the product starts on them, and
// every game, asset and room is found as it was, rooms keep playing, and check-storage finds nothing.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createLogger, createPool, readBlob, type BlobStore } from '@tablecraft/platform';
import { runProduct, type RunningProduct } from '../../scripts/lib/run-product.ts';
import { checkStorage } from '../../scripts/lib/storage-check.ts';
import { randomIp, type GraphQLResult, type TestApi } from '../../testing/api.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { TEST_DATABASE_URL, databaseUrl } from '../../testing/env.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';
import { startTestS3, type TestS3 } from '../../testing/s3.ts';
import { openSocket, sendOp, type TestSocket } from '../../testing/socket-client.ts';
import { freePort } from '../../testing/socket-process.ts';
import { makePng, ASSET_READY_TIMEOUT_MS } from '../../testing/uploads-images.ts';

const run = promisify(execFile);
// One installation: the restored product takes the prefix recorded in its database (platform/src/installation.ts).
const prefix = `tc-test-restore-${randomBytes(5).toString('hex')}`;
const restoredName = `tablecraft_restore_${process.pid}_${randomBytes(4).toString('hex')}`;
const work = mkdtempSync(join(tmpdir(), 'tablecraft-restore-'));

let sourceDb: TestDatabase;
let sourceS3: TestS3;
let targetS3: TestS3;
let source: RunningProduct | undefined;
let restored: RunningProduct | undefined;
let restoredPool: pg.Pool | undefined;
const sockets: TestSocket[] = [];

/** pg_dump and pg_restore of the server's own major version (a newer client may be the default one). */
async function pgTool(name: 'pg_dump' | 'pg_restore'): Promise<string> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  const major = (await admin.query<{ server_version_num: string }>('SHOW server_version_num')).rows[0]!.server_version_num.slice(0, -4);
  await admin.end();
  const matching = `/usr/lib/postgresql/${major}/bin/${name}`;
  return existsSync(matching) ? matching : name;
}

/** What an operator's copy tool (rclone, mc mirror) does: every object, with its bytes and content type. */
async function mirrorBucket(from: BlobStore, to: BlobStore): Promise<number> {
  const keys = await from.list('');
  for (const key of keys) {
    const info = await from.stat(key);
    if (!info) continue; // deleted since it was listed
    await to.put(key, await readBlob(from, key), { contentType: info.contentType });
  }
  return keys.length;
}

async function startProduct(databaseUrlOf: string, s3: TestS3, name: string): Promise<RunningProduct> {
  return runProduct({
    databaseUrl: databaseUrlOf,
    redisUrl: inject('redisUrl'),
    dataDir: join(work, name),
    apiPort: await freePort(),
    webPort: await freePort(),
    env: { ...s3.env, QUEUE_PREFIX: prefix, TRUST_PROXY: '1', NODE_ENV: 'test' },
    logger: createLogger(name, { level: 'error', pretty: false }),
  });
}

/** The bits of the test API helpers that createCardRoom and signUpUser use, against a running product. */
function apiOf(product: RunningProduct, dataDir: string): TestApi {
  const graphql = async <T>(query: string, variables?: Record<string, unknown>, options: { cookie?: string } = {}) => {
    const response = await fetch(`${product.apiUrl}/graphql`, {
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
  return { url: product.apiUrl, graphql, services: { config: { DATA_DIR: dataDir } } } as unknown as TestApi;
}

beforeAll(async () => {
  sourceDb = await createTestDatabase();
  [sourceS3, targetS3] = await Promise.all([startTestS3({ bucket: 'installation' }), startTestS3({ bucket: 'restored' })]);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await source?.close().catch(() => undefined);
  await restored?.close();
  await restoredPool?.end();
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
  await admin.end();
  await sourceDb?.drop();
  await Promise.all([sourceS3?.close(), targetS3?.close()]);
  const redis = new Redis(inject('redisUrl'));
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  rmSync(work, { recursive: true, force: true });
});

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
async function arrive(url: string, cookie: string, roomCode: string): Promise<{ socket: TestSocket; welcome: Welcome }> {
  const socket = await openSocket(url, cookie);
  sockets.push(socket);
  socket.send({ kind: 'hello', protocolVersion: 2, roomCode, clientId: `tab-restore-${++clientCount}-0123456789` });
  const welcome = await socket.waitFor<Welcome>((m) => m.kind === 'welcome' || m.kind === 'error');
  expect(welcome.kind, JSON.stringify(welcome)).toBe('welcome');
  return { socket, welcome };
}

const pieceOf = (welcome: Welcome, componentId: string) => Object.values(welcome.view.pieces).find((p) => p.componentId === componentId)!;

it(
  'restores a database dump and a mirrored bucket into an installation that has everything and keeps playing',
  { timeout: 240_000 },
  async () => {
    // 1. An installation in use.
    source = await startProduct(sourceDb.url, sourceS3, 'source');
    const api = apiOf(source, join(work, 'source'));
    const { alice, bob, game, room } = await createCardRoom(api);

    const png = await makePng(300, 200);
    const form = new FormData();
    form.append('gameId', game.id);
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'board.png');
    const uploaded = await fetch(`${source.apiUrl}/upload`, {
      method: 'POST',
      body: form,
      headers: { 'x-tablecraft-csrf': '1', cookie: alice.cookie, 'x-forwarded-for': randomIp() },
    });
    expect(uploaded.status).toBe(200);
    const assetId = ((await uploaded.json()) as { id: string }).id;
    const assetQuery =
      'query ($id: ID!) { asset(id: $id) { id status byteSize width height originalPath thumbnailPath renditions { name path width height byteSize } } }';
    const readAsset = async (on: TestApi) =>
      (
        await on.graphql<{ asset: { status: string; originalPath: string; thumbnailPath: string | null } | null }>(
          assetQuery,
          { id: assetId },
          { cookie: alice.cookie },
        )
      ).body;
    // The worker's pipeline, through the real queue.
    await expect.poll(async () => (await readAsset(api)).data?.asset?.status, { timeout: ASSET_READY_TIMEOUT_MS }).toBe('ready');
    const assetBefore = (await readAsset(api)).data!.asset!;
    const fileBytes = async (base: string, path: string) => {
      const response = await fetch(`${base}${path}`, { headers: { cookie: alice.cookie } });
      expect(response.status, path).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    const originalBefore = await fileBytes(source.apiUrl, assetBefore.originalPath);
    const thumbBefore = await fileBytes(source.apiUrl, assetBefore.thumbnailPath!);

    const gameQuery =
      'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { id title visibility revision(name: "draft") { version document } } }';
    const readGame = async (on: TestApi) =>
      (await on.graphql(gameQuery, { u: alice.input.userName, g: game.gameName }, { cookie: alice.cookie })).body;
    const gameBefore = await readGame(api);
    expect(gameBefore.data).toBeTruthy();

    // A room mid-game: seats taken, a card drawn, the die moved and turned.
    const a = await arrive(source.socketUrl, alice.cookie, room.code);
    const b = await arrive(source.socketUrl, bob.cookie, room.code);
    const die = pieceOf(a.welcome, 'die');
    const deck = pieceOf(a.welcome, 'deck');
    const ops = [
      { socket: a.socket, op: { type: 'claimSeat', seatId: a.welcome.view.seats[0]!.id } },
      { socket: b.socket, op: { type: 'claimSeat', seatId: a.welcome.view.seats[1]!.id } },
      { socket: b.socket, op: { type: 'draw', pileId: deck.id, count: 1 } },
      {
        socket: a.socket,
        op: { type: 'move', pieceId: die.id, to: { type: 'surface', surfaceId: a.welcome.view.surfaces[0]!.id, x: 321, y: 99 } },
      },
      { socket: a.socket, op: { type: 'rotate', pieceId: die.id, direction: 1 } },
    ];
    let lastSeq = 0;
    for (const { socket, op } of ops) {
      const answer = await sendOp(socket, op);
      expect(answer, JSON.stringify(answer)).toMatchObject({ kind: 'ack' });
      lastSeq = answer.seq!;
    }
    // What each player sees on arriving now, to compare with after the restore.
    const aliceView = (await arrive(source.socketUrl, alice.cookie, room.code)).welcome;
    const bobView = (await arrive(source.socketUrl, bob.cookie, room.code)).welcome;
    expect(aliceView.seq).toBe(lastSeq);

    // 2. The backup, taken while the installation runs: the database first, then the bucket.
    const dump = join(work, 'tablecraft.dump');
    await run(await pgTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${dump}`, `--dbname=${sourceDb.url}`]);
    const mirrored = await mirrorBucket(sourceS3.store, targetS3.store);
    expect(mirrored).toBeGreaterThan(2);

    // The old installation is gone (the machine, the region…) before the new one starts on its data.
    for (const socket of sockets.splice(0)) socket.close();
    await source.close();
    source = undefined;

    // 3. The restore: a fresh database and a fresh bucket.
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${restoredName}`);
    await admin.end();
    const restoredUrl = databaseUrl(restoredName);
    await run(await pgTool('pg_restore'), ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${restoredUrl}`, dump]);
    restoredPool = createPool(restoredUrl, { max: 2 });
    expect(await checkStorage({ db: restoredPool, blobs: targetS3.store })).toMatchObject({ missing: [], orphans: [] });

    // 4. The product on the restored data: migrations see nothing changed, and everything is there.
    restored = await startProduct(restoredUrl, targetS3, 'restored');
    const after = apiOf(restored, join(work, 'restored'));
    expect(await readGame(after)).toEqual(gameBefore);
    const assetAfter = (await readAsset(after)).data!.asset!;
    expect(assetAfter).toEqual(assetBefore);
    expect(await fileBytes(restored.apiUrl, assetAfter.originalPath)).toEqual(originalBefore);
    expect(await fileBytes(restored.apiUrl, assetAfter.thumbnailPath!)).toEqual(thumbBefore);

    const a2 = await arrive(restored.socketUrl, alice.cookie, room.code);
    const b2 = await arrive(restored.socketUrl, bob.cookie, room.code);
    expect({ seq: a2.welcome.seq, view: a2.welcome.view }).toEqual({ seq: aliceView.seq, view: aliceView.view });
    expect({ seq: b2.welcome.seq, view: b2.welcome.view }).toEqual({ seq: bobView.seq, view: bobView.view });
    // And play goes on where it stopped, numbered after the last move, seen by the other player.
    const next = await sendOp(a2.socket, { type: 'rotate', pieceId: die.id, direction: 1 });
    expect(next).toMatchObject({ kind: 'ack', seq: lastSeq + 1 });
    await b2.socket.waitFor((m) => m.kind === 'op' && m.seq === lastSeq + 1);

    expect(await checkStorage({ db: restoredPool, blobs: targetS3.store })).toMatchObject({ missing: [], orphans: [] });
  },
);
