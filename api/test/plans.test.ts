import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'tablecraft-plans-')) } });
});
afterAll(async () => {
  await t?.close();
});

const PRIVATE_LIMIT = 'The Free plan allows 3 private games. Make one public or unlisted or upgrade to Pro for unlimited private games.';
const CREATE = 'mutation ($i: CreateGameInput!) { createGame(input: $i) { id gameName visibility } }';
const UPDATE = 'mutation ($g: ID!, $i: UpdateGameInput!) { updateGame(id: $g, input: $i) { visibility title } }';
const PAGE = 'mutation ($g: ID!, $i: UpdateGamePageInput!) { updateGamePage(id: $g, input: $i) { visibility robots } }';
const USAGE = '{ viewer { account { proUntil plan { name maxPrivateGames } usage { privateGames openRooms assetBytes } } } }';

const create = (who: Person, title: string, visibility?: string) =>
  t.graphql<{ createGame: { id: string; gameName: string; visibility: string } }>(
    CREATE,
    { i: { title, ...(visibility ? { visibility } : {}) } },
    { cookie: who.cookie },
  );
const errorOf = (result: { body: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } }) =>
  result.body.errors?.[0];
const privateCount = async (who: Person) =>
  (await t.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM games WHERE owner_id = $1 AND visibility = 'private'`, [who.id]))
    .rows[0]!.n;

describe('private games', () => {
  it('allows a third private game on Free and refuses the fourth, naming the limit and the plan that lifts it', async () => {
    const user = await signUpUser(t);
    for (const title of ['First', 'Second', 'Third']) expect((await create(user, title)).body.data?.createGame.visibility).toBe('PRIVATE');
    const fourth = await create(user, 'Fourth');
    expect(errorOf(fourth)).toMatchObject({ message: PRIVATE_LIMIT, extensions: { code: 'PLAN_LIMIT', limit: 'maxPrivateGames', max: 3 } });
    expect(await privateCount(user)).toBe(3);
    // Public and unlisted games do not count.
    expect((await create(user, 'Open One', 'PUBLIC')).body.data?.createGame.visibility).toBe('PUBLIC');
    expect((await create(user, 'Link Only', 'UNLISTED')).body.data?.createGame.visibility).toBe('UNLISTED');
  });

  it('counts a change of visibility to private, on the profile and on the page settings alike', async () => {
    const user = await signUpUser(t);
    const ids: string[] = [];
    for (const title of ['A', 'B', 'C']) ids.push((await create(user, title)).body.data!.createGame.id);
    const open = (await create(user, 'Public Now', 'PUBLIC')).body.data!.createGame.id;
    expect(errorOf(await t.graphql(UPDATE, { g: open, i: { visibility: 'PRIVATE' } }, { cookie: user.cookie }))).toMatchObject({
      message: PRIVATE_LIMIT,
      extensions: { code: 'PLAN_LIMIT' },
    });
    expect(errorOf(await t.graphql(PAGE, { g: open, i: { visibility: 'PRIVATE' } }, { cookie: user.cookie }))?.message).toBe(PRIVATE_LIMIT);
    // Changing something else of a private game at the limit is fine.
    expect(
      (await t.graphql(UPDATE, { g: ids[0], i: { title: 'A again', visibility: 'PRIVATE' } }, { cookie: user.cookie })).body.data,
    ).toEqual({ updateGame: { visibility: 'PRIVATE', title: 'A again' } });
    // Making one public frees a place.
    expect((await t.graphql(PAGE, { g: ids[0], i: { visibility: 'PUBLIC' } }, { cookie: user.cookie })).body.data).toEqual({
      updateGamePage: { visibility: 'PUBLIC', robots: 'index' },
    });
    expect((await t.graphql(PAGE, { g: open, i: { visibility: 'PRIVATE' } }, { cookie: user.cookie })).body.data).toEqual({
      updateGamePage: { visibility: 'PRIVATE', robots: 'noindex' },
    });
  });

  it('lifts the limit on Pro, paid or key-granted, and applies it again once a key-granted Pro ends', async () => {
    const paid = await signUpUser(t);
    await t.db.pool.query(`UPDATE users SET plan_id = 'pro' WHERE id = $1`, [paid.id]);
    for (let i = 0; i < 5; i++) expect((await create(paid, `Paid ${i}`)).body.errors).toBeUndefined();

    const keyed = await signUpUser(t);
    await t.db.pool.query(`UPDATE users SET pro_until = now() + interval '30 days' WHERE id = $1`, [keyed.id]);
    for (let i = 0; i < 4; i++) expect((await create(keyed, `Keyed ${i}`)).body.errors).toBeUndefined();
    await t.db.pool.query(`UPDATE users SET pro_until = now() - interval '1 second' WHERE id = $1`, [keyed.id]);
    expect(errorOf(await create(keyed, 'Keyed 5'))?.extensions?.code).toBe('PLAN_LIMIT');
    // What was made on Pro stays.
    expect(await privateCount(keyed)).toBe(4);
  });

  it('lets only one of several simultaneous requests take the last place', async () => {
    const user = await signUpUser(t);
    await create(user, 'One');
    await create(user, 'Two');
    const results = await Promise.all(['Race A', 'Race B', 'Race C', 'Race D'].map((title) => create(user, title)));
    expect(results.filter((r) => r.body.data?.createGame).length).toBe(1);
    expect(results.filter((r) => errorOf(r)?.extensions?.code === 'PLAN_LIMIT').length).toBe(3);
    expect(await privateCount(user)).toBe(3);
  });
});

describe('open rooms', () => {
  it('lifts the open-room limit with Pro: a sixth room opens', async () => {
    const user = await signUpUser(t);
    await t.db.pool.query(`UPDATE users SET pro_until = now() + interval '1 day' WHERE id = $1`, [user.id]);
    const game = (await create(user, 'Busy Table', 'PUBLIC')).body.data!.createGame;
    await t.graphql('mutation ($g: ID!) { publishRevision(gameId: $g) { name } }', { g: game.id }, { cookie: user.cookie });
    for (let i = 0; i < 6; i++)
      expect(
        (await t.graphql('mutation ($g: ID!) { createRoom(gameId: $g) { id } }', { g: game.id }, { cookie: user.cookie })).body.errors,
      ).toBeUndefined();
  });
});

describe('usage on the account', () => {
  it('shows private games, open rooms and asset bytes against the plan, and when a key-granted Pro ends', async () => {
    const user = await signUpUser(t);
    const empty = await t.graphql(USAGE, {}, { cookie: user.cookie });
    expect(empty.body.data).toEqual({
      viewer: {
        account: { proUntil: null, plan: { name: 'Free', maxPrivateGames: 3 }, usage: { privateGames: 0, openRooms: 0, assetBytes: 0 } },
      },
    });

    await create(user, 'Mine');
    const open = (await create(user, 'Shared', 'PUBLIC')).body.data!.createGame;
    await t.graphql('mutation ($g: ID!) { publishRevision(gameId: $g) { name } }', { g: open.id }, { cookie: user.cookie });
    const rooms: string[] = [];
    for (let i = 0; i < 2; i++)
      rooms.push(
        (
          await t.graphql<{ createRoom: { id: string } }>(
            'mutation ($g: ID!) { createRoom(gameId: $g) { id } }',
            { g: open.id },
            { cookie: user.cookie },
          )
        ).body.data!.createRoom.id,
      );
    await t.graphql('mutation ($id: ID!) { closeRoom(id: $id) { status } }', { id: rooms[0] }, { cookie: user.cookie });
    await t.db.pool.query(
      `INSERT INTO assets (owner_id, pipeline, original_key, content_type, byte_size) VALUES ($1, 'image', 'assets/x/original', 'image/png', 1234567), ($1, 'image', 'assets/y/original', 'image/png', 1000)`,
      [user.id],
    );
    await t.db.pool.query(`UPDATE users SET pro_until = '2030-01-02T03:04:05Z' WHERE id = $1`, [user.id]);

    const used = await t.graphql(USAGE, {}, { cookie: user.cookie });
    expect(used.body.data).toEqual({
      viewer: {
        account: {
          proUntil: '2030-01-02T03:04:05.000Z',
          plan: { name: 'Pro', maxPrivateGames: null },
          // The 1,000-byte asset is charged the plan's minimum per asset (25 kB).
          usage: { privateGames: 1, openRooms: 1, assetBytes: 1234567 + 25_000 },
        },
      },
    });
    // Someone else's account shows no usage at all.
    const other = await signUpUser(t);
    const profile = await t.graphql(
      `query ($u: String!) { user(userName: $u) { account { usage { privateGames } } } }`,
      { u: user.input.userName },
      { cookie: other.cookie },
    );
    expect(profile.body.data).toEqual({ user: { account: null } });
  });
});
