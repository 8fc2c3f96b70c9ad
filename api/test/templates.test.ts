import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ASSET_READY_TIMEOUT_MS } from '../../testing/uploads-images.ts';
import { Redis } from 'ioredis';
import type { PubSub } from '@tablecraft/platform';
import { validateDocument } from '@tablecraft/core/game';
import { GAME_TEMPLATES } from '@tablecraft/core/templates';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { startPipelineStack, type PipelineStack } from '../../testing/pipeline-stack.ts';
import { countAssets, createGame, createPlan, createUserWithSession, type TestUser } from '../../testing/uploads-fixtures.ts';
import { SAMPLE_OWNER, seedSampleGames } from '../src/templates/samples.ts';

// Games made from templates, on the production path: the art goes to a real S3 server, the pipeline
// runs in a real worker over BullMQ, and the draft is read back through GraphQL.

let stack: PipelineStack;
let t: TestApi;
let redis: Redis;
let pubsub: PubSub;
let alice: TestUser;
let env: Record<string, string>;
let s3: PipelineStack['s3'];

const CREATE = `mutation ($input: CreateGameFromTemplateInput!) { createGameFromTemplate(input: $input) { id gameName title visibility owner { userName } revision(name: "draft") { id document } } }`;
type Created = {
  createGameFromTemplate: {
    id: string;
    gameName: string;
    title: string;
    visibility: string;
    owner: { userName: string };
    revision: { id: string; document: unknown };
  };
};

beforeAll(async () => {
  stack = await startPipelineStack('templates', inject('redisUrl'));
  ({ t, redis, pubsub, env, s3 } = stack);
  alice = await createUserWithSession(t.db.pool);
});

afterAll(async () => {
  await stack?.close();
});

async function assetsOf(gameId: string) {
  const { rows } = await t.db.pool.query<{
    id: string;
    pipeline: string;
    status: string;
    rows: number | null;
    columns: number | null;
    frames: unknown[];
    owner_id: string;
  }>('SELECT id, pipeline, status, "rows", "columns", frames, owner_id FROM assets WHERE game_id = $1 ORDER BY pipeline', [gameId]);
  return rows;
}

describe('createGameFromTemplate', () => {
  it('lists the templates', async () => {
    const result = await t.graphql<{ gameTemplates: Array<{ id: string; playable: boolean }> }>(
      '{ gameTemplates { id title summary playable } }',
    );
    expect(result.body.data?.gameTemplates.map((template) => template.id)).toEqual(GAME_TEMPLATES.map((template) => template.id));
  });

  it('makes a 52-card game whose art is the author’s own assets, cut by the pipeline, and opens a room of it at once', async () => {
    const result = await t.graphql<Created>(CREATE, { input: { templateId: 'cards' } }, { cookie: alice.cookie });
    expect(result.body.errors).toBeUndefined();
    const game = result.body.data!.createGameFromTemplate;
    expect(game).toMatchObject({
      title: 'Playing cards',
      gameName: 'playing-cards',
      visibility: 'PRIVATE',
      owner: { userName: alice.userName },
    });
    const checked = validateDocument(game.revision.document);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const assets = await assetsOf(game.id);
    expect(assets.map((asset) => [asset.pipeline, asset.rows, asset.columns])).toEqual([
      ['image', null, null],
      ['sheet', 6, 9],
    ]);
    expect(assets.every((asset) => asset.owner_id === alice.id)).toBe(true);
    expect(new Set(checked.doc.assets.map((ref) => ref.assetId))).toEqual(new Set(assets.map((asset) => asset.id)));
    await expect
      .poll(async () => (await assetsOf(game.id)).map((asset) => asset.status), { timeout: ASSET_READY_TIMEOUT_MS })
      .toEqual(['ready', 'ready']);
    const sheet = (await assetsOf(game.id)).find((asset) => asset.pipeline === 'sheet')!;
    expect(sheet.frames).toHaveLength(54);
    const frame = await fetch(`${t.url}/files/assets/${sheet.id}/frames/53`, { headers: { cookie: alice.cookie } });
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-type')).toBe('image/webp');

    // Play now: one more call opens a test play of the draft.
    const room = await t.graphql<{ createRoom: { code: string } }>(
      'mutation ($g: ID!) { createRoom(gameId: $g, revisionName: "draft") { code } }',
      { g: game.id },
      { cookie: alice.cookie },
    );
    expect(room.body.errors).toBeUndefined();
    const { rows } = await t.db.pool.query<{
      snapshot: { piles: Record<string, string[]>; pieces: Record<string, { componentId: string }> };
    }>('SELECT snapshot FROM rooms WHERE code = $1', [room.body.data!.createRoom.code]);
    const { pieces, piles } = rows[0]!.snapshot;
    const deck = Object.entries(pieces).find(([, piece]) => piece.componentId === 'deck')![0];
    expect(piles[deck]).toHaveLength(52);
  });

  it('makes every template, each a second time under a free name', async () => {
    const owner = await createUserWithSession(t.db.pool, { planId: 'pro' });
    for (const template of GAME_TEMPLATES) {
      for (const name of [template.id, `${template.id}-2`]) {
        const result = await t.graphql<Created>(
          CREATE,
          { input: { templateId: template.id, title: template.id, visibility: 'UNLISTED' } },
          { cookie: owner.cookie },
        );
        expect(result.body.errors).toBeUndefined();
        expect(result.body.data!.createGameFromTemplate.gameName).toBe(name);
        expect(validateDocument(result.body.data!.createGameFromTemplate.revision.document).ok).toBe(true);
        expect(await assetsOf(result.body.data!.createGameFromTemplate.id)).toHaveLength(template.art.length);
      }
    }
  });

  it('publishes at once for Play now, so the room is a real one anyone with the link may join', async () => {
    const result = await t.graphql<Created & { createGameFromTemplate: { latestPublished: { name: string } } }>(
      `mutation ($input: CreateGameFromTemplateInput!) { createGameFromTemplate(input: $input) { id gameName visibility latestPublished { name } } }`,
      { input: { templateId: 'dice', visibility: 'UNLISTED', publish: true, gameName: 'yacht-night' } },
      { cookie: alice.cookie },
    );
    expect(result.body.data?.createGameFromTemplate).toMatchObject({
      gameName: 'yacht-night',
      visibility: 'UNLISTED',
      latestPublished: { name: 'v1' },
    });
    const room = await t.graphql<{ createRoom: { testPlay: boolean } }>(
      'mutation ($g: ID!) { createRoom(gameId: $g) { testPlay } }',
      { g: result.body.data!.createGameFromTemplate.id },
      { cookie: alice.cookie },
    );
    expect(room.body.data?.createRoom.testPlay).toBe(false);
    const again = await t.graphql(CREATE, { input: { templateId: 'dice', gameName: 'yacht-night' } }, { cookie: alice.cookie });
    expect(again.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ gameName: 'is already used by another of your games' });
  });

  it('plays a template with the same game every time: made once, published at once, found again after', async () => {
    const player = await createUserWithSession(t.db.pool);
    const PLAY = 'mutation ($t: ID!) { playTemplate(templateId: $t) { id visibility latestPublished { name } } }';
    const first = await t.graphql<{ playTemplate: { id: string; visibility: string; latestPublished: { name: string } } }>(
      PLAY,
      { t: 'checkers' },
      { cookie: player.cookie },
    );
    expect(first.body.data?.playTemplate).toMatchObject({ visibility: 'UNLISTED', latestPublished: { name: 'v1' } });
    const gamesOf = async () =>
      (await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM games WHERE owner_id = $1', [player.id])).rows[0]!.n;
    const again = await t.graphql<{ playTemplate: { id: string } }>(PLAY, { t: 'checkers' }, { cookie: player.cookie });
    expect(again.body.data?.playTemplate.id).toBe(first.body.data!.playTemplate.id);
    expect(await gamesOf()).toBe(1);
    // Another template is another game; an unknown one is refused.
    const other = await t.graphql<{ playTemplate: { id: string } }>(PLAY, { t: 'dice' }, { cookie: player.cookie });
    expect(other.body.data?.playTemplate.id).not.toBe(first.body.data!.playTemplate.id);
    expect((await t.graphql(PLAY, { t: 'poker-night' }, { cookie: player.cookie })).body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      templateId: 'is not a template',
    });
    expect(await gamesOf()).toBe(2);
  });

  it('refuses visitors, unknown templates and a plan with no room, storing nothing', async () => {
    const visitor = await t.graphql(CREATE, { input: { templateId: 'cards' } });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const unknown = await t.graphql(CREATE, { input: { templateId: 'poker-night' } }, { cookie: alice.cookie });
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { templateId: 'is not a template' },
    });

    await createPlan(t.db.pool, { id: 'tiny-templates', name: 'Tiny', maxAssetBytes: 50_000 });
    const tiny = await createUserWithSession(t.db.pool, { planId: 'tiny-templates' });
    const full = await t.graphql(CREATE, { input: { templateId: 'cards' } }, { cookie: tiny.cookie });
    expect(full.body.errors?.[0]?.extensions?.code).toBe('PLAN_LIMIT');
    expect(full.body.errors?.[0]?.message).toMatch(
      /Tiny plan stores up to 50 kB of uploads, games and saved tables, and this would go over it/,
    );
    expect(await countAssets(t.db.pool, tiny.id)).toBe(0);
    const { rows } = await t.db.pool.query('SELECT 1 FROM games WHERE owner_id = $1', [tiny.id]);
    expect(rows).toHaveLength(0);

    const free = await createUserWithSession(t.db.pool);
    for (let i = 0; i < 3; i++) await createGame(t.db.pool, free.id, 'private');
    const limit = await t.graphql(CREATE, { input: { templateId: 'chess' } }, { cookie: free.cookie });
    expect(limit.body.errors?.[0]?.extensions?.code).toBe('PLAN_LIMIT');
    expect(await countAssets(t.db.pool, free.id)).toBe(0);
  });
});

describe('storing the art', () => {
  /** Whether someone holds the user's plan lock now: asked from a connection of its own, without waiting. */
  async function planLockHeld(userId: string): Promise<boolean> {
    const client = await t.db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE NOWAIT', [userId]);
      return false;
    } catch (error) {
      if ((error as { code?: string }).code === '55P03') return true;
      throw error;
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  }
  const originals = async () => (await s3.store.list('assets/')).filter((key) => key.endsWith('/original')).sort();

  it('writes the art while holding no plan lock, and a refused game leaves neither rows nor files', async () => {
    const user = await createUserWithSession(t.db.pool);
    const blobs = t.services.blobs;
    const put = blobs.put;
    const lockedDuringWrites: boolean[] = [];
    // One probe at a time: a probe holds the lock it tries for while it has it.
    let probes = Promise.resolve();
    blobs.put = async (...args: Parameters<typeof put>) => {
      const probe = probes.then(async () => void lockedDuringWrites.push(await planLockHeld(user.id)));
      probes = probe;
      await probe;
      return put.apply(blobs, args);
    };
    try {
      const made = await t.graphql<Created>(CREATE, { input: { templateId: 'cards' } }, { cookie: user.cookie });
      expect(made.body.errors).toBeUndefined();
      const template = GAME_TEMPLATES.find((candidate) => candidate.id === 'cards')!;
      expect(lockedDuringWrites).toEqual(template.art.map(() => false));

      // At the private-game limit: refused after the art was written, which is removed again.
      for (let i = 0; i < 2; i++) await createGame(t.db.pool, user.id, 'private');
      const before = { files: await originals(), assets: await countAssets(t.db.pool, user.id) };
      lockedDuringWrites.length = 0;
      const refused = await t.graphql(CREATE, { input: { templateId: 'chess' } }, { cookie: user.cookie });
      expect(refused.body.errors?.[0]).toMatchObject({
        message: 'The Free plan allows 3 private games. Make one public or unlisted or upgrade to Pro for unlimited private games.',
        extensions: { code: 'PLAN_LIMIT' },
      });
      expect(lockedDuringWrites.every((locked) => !locked)).toBe(true);
      expect(await countAssets(t.db.pool, user.id)).toBe(before.assets);
      expect((await t.db.pool.query('SELECT 1 FROM games WHERE owner_id = $1', [user.id])).rows).toHaveLength(3);
      expect(await originals()).toEqual(before.files);
    } finally {
      blobs.put = put;
    }
  });
});

describe('publishing at once', () => {
  it('counts toward the hourly publish limit like any publish', async () => {
    const limited = await startTestApi({ env: { ...env, PUBLISHES_PER_HOUR: '1' }, pubsub, redis });
    try {
      const owner = await createUserWithSession(limited.db.pool);
      const input = { templateId: 'dice', visibility: 'UNLISTED', publish: true };
      expect((await limited.graphql(CREATE, { input }, { cookie: owner.cookie })).body.errors).toBeUndefined();
      const second = await limited.graphql(CREATE, { input }, { cookie: owner.cookie });
      expect(second.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      // Without publishing, making games from templates goes on.
      expect(
        (await limited.graphql(CREATE, { input: { templateId: 'dice', visibility: 'UNLISTED' } }, { cookie: owner.cookie })).body.errors,
      ).toBeUndefined();
    } finally {
      await limited.services.queue.close();
      await limited.close();
    }
  });
});

describe('sample games', () => {
  const publicGames = async (api: TestApi) =>
    (
      await api.graphql<{
        publicGames: {
          total: number;
          games: Array<{ title: string; owner: { userName: string }; latestPublished: { name: string } | null }>;
        };
      }>('{ publicGames { total games { title owner { userName } latestPublished { name } } } }')
    ).body.data!.publicGames;

  it('publishes two at start-up on a site without public games, once, even when two instances start together', async () => {
    const fresh = await startTestApi({ env: { ...env, SAMPLE_GAMES: 'true' }, pubsub, redis });
    try {
      const listed = await publicGames(fresh);
      expect(listed.total).toBe(2);
      expect(listed.games.map((game) => game.owner.userName)).toEqual([SAMPLE_OWNER.userName, SAMPLE_OWNER.userName]);
      expect(listed.games.every((game) => game.latestPublished?.name === 'v1')).toBe(true);
      expect(await Promise.all([seedSampleGames(fresh.services), seedSampleGames(fresh.services)])).toEqual([0, 0]);
      expect((await publicGames(fresh)).total).toBe(2);
      // The owner cannot be logged into: its user name is reserved and it has no password.
      const logIn = await fresh.graphql(
        'mutation { logIn(input: { email: "tablecraft", password: "correct horse battery staple" }) { id } }',
      );
      expect(logIn.body.errors?.[0]?.extensions?.fieldErrors).toHaveProperty('password');
    } finally {
      await fresh.services.queue.close();
      await fresh.close();
    }
  });

  it('seeds concurrently without doubling, and not at all where a public game exists', async () => {
    const fresh = await startTestApi({ env, pubsub, redis });
    try {
      expect((await Promise.all([seedSampleGames(fresh.services), seedSampleGames(fresh.services)])).sort()).toEqual([0, 2]);
      expect((await publicGames(fresh)).total).toBe(2);
    } finally {
      await fresh.services.queue.close();
      await fresh.close();
    }
    const other = await startTestApi({ env, pubsub, redis });
    try {
      const owner = await createUserWithSession(other.db.pool);
      const gameId = await createGame(other.db.pool, owner.id, 'public');
      await other.db.pool.query(
        `INSERT INTO revisions (game_id, number, name, document, author_id, published_at) VALUES ($1, 1, 'v1', '{"formatVersion":2}', $2, now())`,
        [gameId, owner.id],
      );
      expect(await seedSampleGames(other.services)).toBe(0);
    } finally {
      await other.services.queue.close();
      await other.close();
    }
  });
});
