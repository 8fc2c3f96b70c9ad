import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRedis, createRedisPubSub, type PubSub } from '@tablecraft/platform';
import type { Redis } from 'ioredis';
import { randomIp, startTestApi, type GraphQLResult, type TestApi } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';
import { startTestS3, type TestS3 } from '../../testing/s3.ts';
import { type FrameSchema } from '../../testing/socket-client.ts';
import { startSocketProcess, type SocketProcess } from '../../testing/socket-process.ts';
import {
  prepareRelease,
  previousRelease,
  releaseMajorChanges,
  startReleaseService,
  type ReleaseService,
  type ReleaseTree,
} from '../../testing/previous-release.ts';
import { replayRoom } from '../../socket/test/replay.ts';
import { Tab, pieceOf } from '../../socket/test/table.ts';

// Mid rolling upgrade: the migration Job has run this tree's migrations, and the previous release's api
// and socket pods still serve beside this release's, on one database and one Redis (docs/DEPLOYMENT.md,
// "Upgrades: expand, then contract"). A migration that breaks the previous release fails here. The previous
// release is the newest release tag before this commit, run from its own source with the dependencies of its
// own package-lock.json (npm ci once, then cached under .cache/previous-release).
const release = previousRelease();
const missing = 'missing' in release ? release.missing : undefined;
if (missing) console.warn(`skipping the previous-release test: ${missing}`);

describe.skipIf(missing !== undefined)(
  `the previous release (${'name' in release ? release.name : 'none'}) beside this one on this schema`,
  () => {
    let tree: ReleaseTree;
    let s3: TestS3;
    let redis: Redis;
    let pubsub: PubSub;
    let dataDir: string;
    let prefix: string;
    /** This release: the API in this process (as the other tests run it), the socket as a process. */
    let t: TestApi;
    let newSocket: SocketProcess;
    /** The previous release, from its own source. */
    let oldApi: ReleaseService;
    let oldSocket: ReleaseService;
    /** The old API as the shared helpers (signUpUser, createCardRoom) use an API: GraphQL and the mail folder. */
    let old: TestApi;
    /** The frames the old socket may send: its own release's protocol, which its own pages speak. */
    let oldProtocol: FrameSchema;
    const tabs: Tab[] = [];

    beforeAll(async () => {
      // The first run installs the release's dependencies (npm ci, a minute or two); later runs reuse them.
      tree = prepareRelease(release as Exclude<typeof release, { missing: string }>, (line) => console.warn(line));
      if (tree.installMs !== null) console.warn(`${tree.name}: npm ci took ${Math.round(tree.installMs / 1000)} s`);
      oldProtocol = ((await import(join(tree.root, 'core/src/play/server-messages.ts'))) as { serverMessageSchema: FrameSchema })
        .serverMessageSchema;
      const changes = releaseMajorChanges(tree);
      if (changes.length)
        console.warn(
          `${tree.name} runs on its own dependencies; this tree moved ${changes.length} of them a major on: ${changes.join(', ')}`,
        );
      // One installation: the same QUEUE_PREFIX for all (this release refuses to start on another), of
      // this file's own so no other test's services share its queues and channels.
      prefix = `tc-test-prev-${randomBytes(5).toString('hex')}`;
      dataDir = mkdtempSync(join(tmpdir(), 'tablecraft-prev-'));
      s3 = await startTestS3();
      redis = createRedis(inject('redisUrl'), { name: 'previous-release-test', prefix });
      pubsub = createRedisPubSub(redis);
      // Both APIs write their mail (sign-up links) into one folder, as both would send it in production.
      const shared = { ...s3.env, REDIS_URL: inject('redisUrl'), QUEUE_PREFIX: prefix, DATA_DIR: dataDir, TRUST_PROXY: 'true' };
      // The database: a copy of the template this tree's migrations made.
      t = await startTestApi({ env: shared, pubsub, redis });
      const env = { ...shared, DATABASE_URL: t.db.url };
      [oldApi, oldSocket, newSocket] = await Promise.all([
        startReleaseService(tree, 'api/src/main.ts', env),
        startReleaseService(tree, 'socket/src/main.ts', env),
        startSocketProcess(env),
      ]);
      const facade: Pick<TestApi, 'url' | 'graphql'> & { services: { config: { DATA_DIR: string } } } = {
        url: oldApi.url,
        graphql: (query, variables, options) => graphqlAt(oldApi.url, query, variables, options),
        services: { config: { DATA_DIR: dataDir } },
      };
      old = facade as TestApi;
    }, 600_000);

    afterAll(async () => {
      for (const tab of tabs) tab.close();
      await Promise.all([oldApi?.stop(), oldSocket?.stop(), newSocket?.stop()]);
      await t?.services.queue.close();
      await t?.close();
      await pubsub?.close();
      if (redis) {
        // BullMQ's keys carry the prefix themselves; the connection's own keyPrefix would double it.
        const raw = createRedis(inject('redisUrl'), { name: 'previous-release-cleanup', forBullMQ: true, prefix });
        const keys = await raw.keys(`${prefix}:*`);
        if (keys.length) await raw.del(...keys);
        raw.disconnect();
        redis.disconnect();
      }
      await s3?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('plays a game night across both releases, and every op reaches both in one order', async () => {
      // A game and a room made through the old API; one player signed up there, the other through the new one.
      const setup = await createCardRoom(old);
      const alice = setup.alice;
      const bob = await signUpUser(t);
      const oldSocketUrl = `ws://127.0.0.1:${oldSocket.port}/socket`;
      const aliceTab = new Tab(oldSocketUrl, alice.cookie, setup.room.code, oldProtocol);
      const bobTab = new Tab(newSocket.url, bob.cookie, setup.room.code);
      tabs.push(aliceTab, bobTab);
      await aliceTab.connect();
      await bobTab.connect();
      const seats = aliceTab.welcome.view.seats;
      expect(await aliceTab.act({ type: 'claimSeat', seatId: seats[0]!.id })).toMatchObject({ kind: 'ack' });
      expect(await bobTab.act({ type: 'claimSeat', seatId: seats[1]!.id })).toMatchObject({ kind: 'ack' });
      const die = pieceOf(aliceTab.welcome, 'die').id;
      const deck = pieceOf(aliceTab.welcome, 'deck').id;
      const surfaceId = aliceTab.welcome.view.surfaces[0]!.id;

      // Moves from both sides at once, so the room orders ops arriving through both releases.
      for (let i = 0; i < 4; i++) {
        const verdicts = await Promise.all([
          aliceTab.act({ type: 'roll', pieceId: die }),
          bobTab.act({ type: 'move', pieceId: die, to: { type: 'surface', surfaceId, x: 20 * i, y: 10 + i } }),
          bobTab.act(i === 0 ? { type: 'draw', pileId: deck } : { type: 'rotate', pieceId: die, direction: 1 }),
          aliceTab.act(i === 0 ? { type: 'draw', pileId: deck } : { type: 'shuffle', pileId: deck }),
        ]);
        for (const verdict of verdicts) expect(verdict).toMatchObject({ kind: 'ack' });
      }

      const replayed = await replayRoom(t.db.pool, setup.room.id);
      expect(replayed.seq).toBe(2 + 4 * 4);
      const heard = (tab: Tab) =>
        tab.socket.messages.filter((m) => m.kind === 'op' || m.kind === 'skip').map((m) => ({ kind: m.kind, seq: m.seq, actor: m.actor }));
      // Each tab heard every op, in log order, with the same actor as the other.
      await expect.poll(() => heard(aliceTab).length).toBe(replayed.seq);
      await expect.poll(() => heard(bobTab).length).toBe(replayed.seq);
      expect(heard(aliceTab).map((op) => op.seq)).toEqual(replayed.log.map((row) => row.seq));
      expect(heard(bobTab)).toEqual(heard(aliceTab));

      // And the room either release serves is the log replayed: a fresh tab of each player on each socket.
      for (const url of [aliceTab.url, bobTab.url]) {
        for (const cookie of [alice.cookie, bob.cookie]) {
          const look = new Tab(url, cookie, setup.room.code, url === oldSocketUrl ? oldProtocol : undefined);
          tabs.push(look);
          const welcome = await look.connect();
          expect(welcome.seq).toBe(replayed.seq);
          expect(welcome.view).toEqual(replayed.viewFor(welcome.seatId));
          look.close();
        }
      }
    }, 120_000);

    it('reads through each API the games the other made', async () => {
      const carol = await signUpUser(old);
      const dave = await signUpUser(t);
      const create = async (api: TestApi, cookie: string, title: string) => {
        const created = await api.graphql<{ createGame: { id: string; gameName: string } }>(
          'mutation ($input: CreateGameInput!) { createGame(input: $input) { id gameName } }',
          { input: { title, visibility: 'PUBLIC' } },
          { cookie },
        );
        if (!created.body.data) throw new Error(JSON.stringify(created.body.errors));
        return created.body.data.createGame;
      };
      const read = (api: TestApi, cookie: string, userName: string, gameName: string) =>
        api.graphql<{ game: { id: string; title: string; owner: { userName: string }; viewerCanEdit: boolean } | null }>(
          'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { id title owner { userName } viewerCanEdit } }',
          { u: userName, g: gameName },
          { cookie },
        );
      const byOld = await create(old, carol.cookie, `Old ${randomBytes(3).toString('hex')}`);
      const byNew = await create(t, dave.cookie, `New ${randomBytes(3).toString('hex')}`);

      // Each API reads the other's game, to its owner (a session made by either API) and to someone else.
      for (const [api, game, owner, other] of [
        [t, byOld, carol, dave],
        [old, byNew, dave, carol],
      ] as const) {
        const asOwner = await read(api, owner.cookie, owner.input.userName, game.gameName);
        expect(asOwner.body).toEqual({
          data: { game: expect.objectContaining({ id: game.id, owner: { userName: owner.input.userName } }) },
        });
        expect(asOwner.body.data?.game?.viewerCanEdit).toBe(true);
        const asOther = await read(api, other.cookie, owner.input.userName, game.gameName);
        expect(asOther.body.data?.game).toMatchObject({ id: game.id, viewerCanEdit: false });
      }
    }, 60_000);
  },
);

/** A GraphQL POST to an API that runs in another process, as testing/api.ts sends them. */
async function graphqlAt(
  url: string,
  query: string,
  variables?: Record<string, unknown>,
  options: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<GraphQLResult<never>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': randomIp(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as GraphQLResult<never>['body'],
    setCookie: response.headers.getSetCookie(),
  };
}
