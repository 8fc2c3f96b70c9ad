import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import sharp from 'sharp';
import type { TestApi } from '../../testing/api.ts';
import type { TestS3 } from '../../testing/s3.ts';
import { startPipelineStack, type PipelineStack } from '../../testing/pipeline-stack.ts';
import { signUpUser } from '../../testing/accounts.ts';
import { createGame, createUserWithSession, type TestUser } from '../../testing/uploads-fixtures.ts';
import { makeJpeg, makePng, ASSET_READY_TIMEOUT_MS } from '../../testing/uploads-images.ts';

// Images attached to a game belong to the game: who may attach, read, keep and delete them.

let stack: PipelineStack;
let s3: TestS3;
let t: TestApi;
let owner: TestUser;

beforeAll(async () => {
  stack = await startPipelineStack('asset-ownership', inject('redisUrl'));
  ({ s3, t } = stack);
  owner = await createUserWithSession(t.db.pool);
});

afterAll(async () => {
  await stack?.close();
});

async function upload(
  bytes: Buffer,
  cookie: string,
  fields: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), 'picture');
  const response = await fetch(`${t.url}/upload`, { method: 'POST', body: form, headers: { 'x-tablecraft-csrf': '1', cookie } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function waitForReady(id: string) {
  await expect
    .poll(async () => (await t.db.pool.query<{ status: string }>('SELECT status FROM assets WHERE id = $1', [id])).rows[0]?.status, {
      timeout: ASSET_READY_TIMEOUT_MS,
    })
    .toBe('ready');
}

const member = (gameId: string, userId: string, role: 'editor' | 'viewer') =>
  t.db.pool.query('INSERT INTO game_members (game_id, user_id, role) VALUES ($1, $2, $3)', [gameId, userId, role]);
const fileStatus = async (id: string, cookie?: string, rendition = 'thumb') =>
  (await fetch(`${t.url}/files/assets/${id}/${rendition}`, { headers: cookie ? { cookie } : {} })).status;
const assetRows = async () => (await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM assets')).rows[0]!.n;

describe('assets belong to games', () => {
  it("refuses an upload to a game the uploader may not edit (a stranger's, one they only view, one that does not exist), storing nothing", async () => {
    const stranger = await createUserWithSession(t.db.pool);
    const viewer = await createUserWithSession(t.db.pool);
    const publicGame = await createGame(t.db.pool, owner.id, 'public');
    await member(publicGame, viewer.id, 'viewer');
    const [rows, objects] = [await assetRows(), (await s3.store.list('')).length];
    const png = await makePng(40, 40);
    expect((await upload(png, stranger.cookie, { gameId: publicGame })).body.code).toBe('FORBIDDEN');
    expect((await upload(png, viewer.cookie, { gameId: publicGame })).body.code).toBe('FORBIDDEN');
    expect((await upload(png, stranger.cookie, { gameId: await createGame(t.db.pool, owner.id, 'private') })).body.code).toBe('NOT_FOUND');
    expect((await upload(png, stranger.cookie, { gameId: '00000000-0000-4000-8000-000000000000' })).body.code).toBe('NOT_FOUND');
    expect(await assetRows()).toBe(rows);
    expect((await s3.store.list('')).length).toBe(objects);
  });

  it("lets every member and listed player of a private game read an editor's images, and nobody else", async () => {
    const game = await createGame(t.db.pool, owner.id, 'private');
    const [editor, viewer, player, stranger] = await Promise.all([1, 2, 3, 4].map(() => createUserWithSession(t.db.pool)));
    await member(game, editor!.id, 'editor');
    await member(game, viewer!.id, 'viewer');
    await t.db.pool.query(`INSERT INTO game_players (game_id, user_id, source) VALUES ($1, $2, 'added')`, [game, player!.id]);
    const { body } = await upload(await makePng(60, 60), editor!.cookie, { gameId: game });
    const id = body.id as string;
    await waitForReady(id);
    for (const reader of [owner, editor!, viewer!, player!]) expect(await fileStatus(id, reader.cookie)).toBe(200);
    expect(await fileStatus(id, stranger!.cookie)).toBe(404);
    expect(await fileStatus(id)).toBe(404);
  });

  it("refuses a removed editor's delete and keeps their images with the game, owned by its owner", async () => {
    const game = await createGame(t.db.pool, owner.id, 'public');
    const editor = await createUserWithSession(t.db.pool);
    await member(game, editor.id, 'editor');
    const { body } = await upload(await makePng(50, 50), editor.cookie, { gameId: game });
    const id = body.id as string;
    await waitForReady(id);
    const removed = await t.graphql(
      'mutation ($g: ID!, $u: ID!) { removeMember(gameId: $g, userId: $u) }',
      { g: game, u: editor.id },
      { cookie: owner.cookie },
    );
    expect(removed.body.errors).toBeUndefined();
    const objects = await s3.store.list(`assets/${id}/`);
    const attempt = await t.graphql('mutation ($id: ID!) { deleteAsset(id: $id) }', { id }, { cookie: editor.cookie });
    expect(attempt.body.errors?.[0]?.extensions?.code).toMatch(/^(FORBIDDEN|NOT_FOUND)$/);
    expect((await t.db.pool.query('SELECT owner_id FROM assets WHERE id = $1', [id])).rows[0]?.owner_id).toBe(owner.id);
    expect(await s3.store.list(`assets/${id}/`)).toEqual(objects);
    // The owner, who may edit the game, still may.
    expect((await t.graphql('mutation ($id: ID!) { deleteAsset(id: $id) }', { id }, { cookie: owner.cookie })).body.data).toEqual({
      deleteAsset: true,
    });
  });

  it("keeps the owner's game images when an editor who uploaded them deletes their account", async () => {
    const editor = await signUpUser(t);
    const game = await createGame(t.db.pool, owner.id, 'private');
    await member(game, editor.id, 'editor');
    const { body } = await upload(await makePng(50, 50), editor.cookie, { gameId: game });
    const id = body.id as string;
    await waitForReady(id);
    const objects = await s3.store.list(`assets/${id}/`);
    const deleted = await t.graphql(
      'mutation ($p: String!) { deleteAccount(password: $p) }',
      { p: editor.input.password },
      { cookie: editor.cookie },
    );
    expect(deleted.body.errors).toBeUndefined();
    expect((await t.db.pool.query('SELECT owner_id FROM assets WHERE id = $1', [id])).rows[0]?.owner_id).toBe(owner.id);
    expect(await s3.store.list(`assets/${id}/`)).toEqual(objects);
    expect(await fileStatus(id, owner.cookie)).toBe(200);
  });

  it('serves the original without its EXIF camera details, and not at all until they are stripped', async () => {
    const game = await createGame(t.db.pool, owner.id, 'public');
    const jpeg = await makeJpeg(300, 200);
    expect((await sharp(jpeg).metadata()).exif?.toString('latin1')).toContain('Secret Model 9000');
    const { body } = await upload(jpeg, owner.cookie, { gameId: game });
    const id = body.id as string;
    await waitForReady(id);
    const response = await fetch(`${t.url}/files/assets/${id}/original`);
    expect(response.status).toBe(200);
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.toString('latin1')).not.toContain('Secret Model 9000');
    expect((await sharp(served).metadata()).exif).toBeUndefined();
    // A pending asset's original is the uploaded file itself: it is not served.
    await t.db.pool.query(`UPDATE assets SET status = 'pending' WHERE id = $1`, [id]);
    expect(await fileStatus(id, owner.cookie, 'original')).toBe(404);
  });
});
