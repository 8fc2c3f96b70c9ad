import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CHANNEL } from '@tablecraft/core/policies';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';
import { createKeyBatch } from '../src/keys/service.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;

let t: TestApi;
let owner: Person;
let editor: Person;

const GAME = `query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) {
  id gameName title description canonicalPath redirectTo robots thumbnail { assetId path }
  page { overview minPlayers maxPlayers playMinutes images { assetId thumbnailPath } } playPermission allowSpectators
} }`;
const PROFILE = 'mutation ($g: ID!, $i: UpdateGameProfileInput!) { updateGameProfile(id: $g, input: $i) { gameName title canonicalPath } }';
const PAGE =
  'mutation ($g: ID!, $i: UpdateGamePageInput!) { updateGamePage(id: $g, input: $i) { visibility robots page { overview minPlayers maxPlayers playMinutes images { assetId } } } }';
const REVISIONS = `query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { revisions { id name published author { userName } roomCount } } }`;

async function ok<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, who?: Person): Promise<T> {
  const result = await t.graphql<T>(query, variables, who ? { cookie: who.cookie } : {});
  if (!result.body.data || result.body.errors) throw new Error(JSON.stringify(result.body.errors));
  return result.body.data;
}
const gql = (query: string, variables: Record<string, unknown>, who?: Person) =>
  t.graphql(query, variables, who ? { cookie: who.cookie } : {});
const errorOf = (result: { body: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } }) =>
  result.body.errors?.[0];

async function createGame(title: string, visibility = 'PUBLIC', who = owner) {
  return (
    await ok<{ createGame: { id: string; gameName: string } }>(
      'mutation ($i: CreateGameInput!) { createGame(input: $i) { id gameName } }',
      { i: { title, visibility } },
      who,
    )
  ).createGame;
}

/** An uploaded asset as the pipeline leaves it: a row, and its files in the blob store. */
async function asset(ownerId: string, gameId: string | null): Promise<string> {
  const id = randomUUID();
  await t.db.pool.query(
    `INSERT INTO assets (id, owner_id, game_id, pipeline, status, original_key, content_type, byte_size) VALUES ($1, $2, $3, 'image', 'ready', $4, 'image/png', 3)`,
    [id, ownerId, gameId, `assets/${id}/original`],
  );
  for (const name of ['original', 'thumb', '1024'])
    await t.services.blobs.put(`assets/${id}/${name}`, Buffer.from('png'), { contentType: 'image/png' });
  return id;
}

async function invite(gameId: string, who: Person, role = 'EDITOR') {
  const made = await ok<{ createInvite: { code: string } }>(
    'mutation ($g: ID!, $i: CreateInviteInput!) { createInvite(gameId: $g, input: $i) { code } }',
    { g: gameId, i: { kind: 'MEMBER', role } },
    owner,
  );
  await ok('mutation ($c: String!) { acceptInvite(code: $c) { kind } }', { c: made.createInvite.code }, who);
}

beforeAll(async () => {
  t = await startTestApi({ env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'tablecraft-settings-')) } });
  [owner, editor] = await Promise.all([signUpUser(t), signUpUser(t)]);
});
afterAll(async () => {
  await t?.close();
});

describe('profile', () => {
  it('renames a game and keeps the old address working as a redirect', async () => {
    const game = await createGame('Old Name');
    const renamed = await ok<{ updateGameProfile: { gameName: string; canonicalPath: string } }>(
      PROFILE,
      { g: game.id, i: { gameName: 'new-name', title: 'New Name' } },
      owner,
    );
    expect(renamed.updateGameProfile).toMatchObject({ gameName: 'new-name', canonicalPath: `/@${owner.input.userName}/new-name` });
    const viaOld = await ok<{ game: { id: string; redirectTo: string; canonicalPath: string } }>(GAME, {
      u: owner.input.userName,
      g: 'old-name',
    });
    expect(viaOld.game).toMatchObject({ id: game.id, redirectTo: `/@${owner.input.userName}/new-name` });
    const viaNew = await ok<{ game: { redirectTo: string | null } }>(GAME, { u: owner.input.userName.toUpperCase(), g: 'NEW-NAME' });
    expect(viaNew.game.redirectTo).toBeNull();

    // Renamed twice: both old names lead to it.
    await ok(PROFILE, { g: game.id, i: { gameName: 'newest-name' } }, owner);
    for (const old of ['old-name', 'new-name'])
      expect((await ok<{ game: { redirectTo: string } }>(GAME, { u: owner.input.userName, g: old })).game.redirectTo).toBe(
        `/@${owner.input.userName}/newest-name`,
      );

    // A new game taking an old name wins over the redirect; taking the name back clears it.
    const taker = await createGame('Old Name');
    expect(
      (await ok<{ game: { id: string; redirectTo: string | null } }>(GAME, { u: owner.input.userName, g: 'old-name' })).game,
    ).toMatchObject({ id: taker.id, redirectTo: null });
    await ok(PROFILE, { g: game.id, i: { gameName: 'new-name' } }, owner);
    expect(
      (await ok<{ game: { id: string; redirectTo: string | null } }>(GAME, { u: owner.input.userName, g: 'new-name' })).game,
    ).toMatchObject({ id: game.id, redirectTo: null });
    expect(
      (await ok<{ game: { id: string; redirectTo: string } }>(GAME, { u: owner.input.userName, g: 'newest-name' })).game.redirectTo,
    ).toBe(`/@${owner.input.userName}/new-name`);
  });

  it('does not redirect to a private game for someone who may not see it', async () => {
    const game = await createGame('Hidden Rename', 'PRIVATE');
    await ok(PROFILE, { g: game.id, i: { gameName: 'hidden-renamed' } }, owner);
    expect((await ok(GAME, { u: owner.input.userName, g: 'hidden-rename' }, editor)).game).toBeNull();
  });

  it('refuses a taken name as a field error', async () => {
    await createGame('Taken One');
    const other = await createGame('Taken Two');
    expect(errorOf(await gql(PROFILE, { g: other.id, i: { gameName: 'taken-one' } }, owner))?.extensions?.fieldErrors).toEqual({
      gameName: 'is already used by another of your games',
    });
  });

  it('takes a thumbnail only from the images uploaded to the game', async () => {
    const game = await createGame('With Thumbnail');
    const own = await asset(owner.id, game.id);
    const elsewhere = await asset(owner.id, null);
    expect(errorOf(await gql(PROFILE, { g: game.id, i: { thumbnailAssetId: elsewhere } }, owner))?.extensions?.fieldErrors).toEqual({
      thumbnailAssetId: 'must be an image uploaded to this game',
    });
    await ok(PROFILE, { g: game.id, i: { thumbnailAssetId: own } }, owner);
    const seen = await ok<{ game: { thumbnail: { assetId: string; path: string } } }>(GAME, { u: owner.input.userName, g: game.gameName });
    expect(seen.game.thumbnail).toEqual({ assetId: own, path: `/files/assets/${own}/1024` });
    await ok(PROFILE, { g: game.id, i: { thumbnailAssetId: null } }, owner);
    expect((await ok<{ game: { thumbnail: unknown } }>(GAME, { u: owner.input.userName, g: game.gameName })).game.thumbnail).toBeNull();
  });
});

describe('page and permissions', () => {
  it('saves the page content and shows it on the game, with noindex unless public', async () => {
    const game = await createGame('Page Game', 'UNLISTED');
    const image = await asset(owner.id, game.id);
    const saved = await ok<{ updateGamePage: unknown }>(
      PAGE,
      { g: game.id, i: { overview: '# Welcome\n\nRoll **dice**.', minPlayers: 2, maxPlayers: 5, playMinutes: 45, imageAssetIds: [image] } },
      owner,
    );
    expect(saved.updateGamePage).toEqual({
      visibility: 'UNLISTED',
      robots: 'noindex',
      page: { overview: '# Welcome\n\nRoll **dice**.', minPlayers: 2, maxPlayers: 5, playMinutes: 45, images: [{ assetId: image }] },
    });
    const seen = await ok<{ game: { page: { images: Array<{ thumbnailPath: string }> } } }>(
      GAME,
      { u: owner.input.userName, g: game.gameName },
      editor,
    );
    expect(seen.game.page.images).toEqual([{ assetId: image, thumbnailPath: `/files/assets/${image}/thumb` }]);
    expect(
      (await ok<{ updateGamePage: { robots: string } }>(PAGE, { g: game.id, i: { visibility: 'PUBLIC', minPlayers: null } }, owner))
        .updateGamePage,
    ).toMatchObject({ robots: 'index', page: { minPlayers: null, maxPlayers: 5 } });
  });

  it('refuses a minimum above the maximum, foreign images and edits by non-owners', async () => {
    const game = await createGame('Page Rules');
    await ok(PAGE, { g: game.id, i: { maxPlayers: 4 } }, owner);
    expect(errorOf(await gql(PAGE, { g: game.id, i: { minPlayers: 6 } }, owner))?.extensions?.fieldErrors).toEqual({
      maxPlayers: 'must not be less than the minimum',
    });
    expect(errorOf(await gql(PAGE, { g: game.id, i: { playMinutes: 0 } }, owner))?.extensions?.fieldErrors).toEqual({
      playMinutes: 'must be at least 1',
    });
    const foreign = await asset(editor.id, null);
    expect(errorOf(await gql(PAGE, { g: game.id, i: { imageAssetIds: [foreign] } }, owner))?.extensions?.fieldErrors).toEqual({
      'imageAssetIds.0': 'must be an image uploaded to this game',
    });
    await invite(game.id, editor);
    expect(errorOf(await gql(PAGE, { g: game.id, i: { overview: 'mine' } }, editor))?.extensions?.code).toBe('FORBIDDEN');
    expect(errorOf(await gql(PROFILE, { g: game.id, i: { title: 'mine' } }, editor))?.extensions?.code).toBe('FORBIDDEN');
  });

  it('saves who may play and whether others may watch', async () => {
    const game = await createGame('Who Plays');
    const result = await ok<{ updateGamePermissions: unknown }>(
      'mutation ($g: ID!) { updateGamePermissions(id: $g, input: { playPermission: PLAYERS, allowSpectators: false }) { playPermission allowSpectators } }',
      { g: game.id },
      owner,
    );
    expect(result.updateGamePermissions).toEqual({ playPermission: 'PLAYERS', allowSpectators: false });
  });
});

describe('revisions', () => {
  it('lists every revision with its author and the rooms using it, and deletes only unused published ones', async () => {
    const game = await createGame('Revised');
    await invite(game.id, editor);
    await ok('mutation ($g: ID!) { publishRevision(gameId: $g) { name } }', { g: game.id }, owner);
    await ok('mutation ($g: ID!) { publishRevision(gameId: $g) { name } }', { g: game.id }, editor);
    const room = await ok<{ createRoom: { id: string } }>(
      'mutation ($g: ID!) { createRoom(gameId: $g, revisionName: "v1") { id } }',
      { g: game.id },
      owner,
    );
    await ok('mutation ($id: ID!) { closeRoom(id: $id) { status } }', { id: room.createRoom.id }, owner);
    const list = async () =>
      (
        await ok<{ game: { revisions: Array<{ id: string; name: string; author: { userName: string }; roomCount: number }> } }>(
          REVISIONS,
          { u: owner.input.userName, g: game.gameName },
          owner,
        )
      ).game.revisions;
    const revisions = await list();
    expect(revisions.map((r) => [r.name, r.author.userName, r.roomCount])).toEqual([
      ['draft', owner.input.userName, 0],
      ['v2', editor.input.userName, 0],
      ['v1', owner.input.userName, 1],
    ]);
    const [draft, v2, v1] = revisions as [(typeof revisions)[0], (typeof revisions)[0], (typeof revisions)[0]];
    const remove = 'mutation ($r: ID!) { deleteRevision(id: $r) }';
    // A closed room can be reopened, so it still holds its revision.
    expect(errorOf(await gql(remove, { r: v1.id }, owner))).toMatchObject({
      message: 'v1 is played in 1 room, so it cannot be deleted.',
      extensions: { code: 'CONFLICT', rooms: 1 },
    });
    expect(errorOf(await gql(remove, { r: draft.id }, owner))?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(await gql(remove, { r: v2.id }, editor))?.extensions?.code).toBe('FORBIDDEN');
    expect(errorOf(await gql(remove, { r: 'not-an-id' }, owner))?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql(remove, { r: v2.id }, owner)).body.data).toEqual({ deleteRevision: true });
    expect((await list()).map((r) => r.name)).toEqual(['draft', 'v1']);
    // Numbers are never reused: the next publish is v3.
    expect(
      (
        await ok<{ publishRevision: { name: string } }>(
          'mutation ($g: ID!) { publishRevision(gameId: $g) { name } }',
          { g: game.id },
          owner,
        )
      ).publishRevision.name,
    ).toBe('v3');
  });
});

describe('deleting a game', () => {
  it('tells the sockets of its rooms once it is gone, and leaves no row and no file behind', async () => {
    const game = await createGame('Doomed');
    const gameId = game.id;
    await invite(gameId, editor);
    const player = await signUpUser(t);
    await ok(
      'mutation ($g: ID!, $u: String!) { addPlayer(gameId: $g, userName: $u) { source } }',
      { g: gameId, u: player.input.userName },
      owner,
    );
    await ok('mutation ($g: ID!) { createInvite(gameId: $g, input: { kind: PLAYER, maxUses: 3 }) { code } }', { g: gameId }, owner);
    await ok(PROFILE, { g: gameId, i: { gameName: 'doomed-renamed' } }, owner);
    await ok('mutation ($g: ID!) { publishRevision(gameId: $g) { name } }', { g: gameId }, owner);
    const rooms = [];
    for (let i = 0; i < 2; i++)
      rooms.push(
        (
          await ok<{ createRoom: { id: string; code: string } }>(
            'mutation ($g: ID!) { createRoom(gameId: $g) { id code } }',
            { g: gameId },
            owner,
          )
        ).createRoom,
      );
    await t.db.pool.query('INSERT INTO room_players (room_id, user_id) VALUES ($1, $2)', [rooms[0]!.id, player.id]);
    // A saved table is kept with the game, and goes with it.
    await ok('mutation ($r: ID!) { saveTable(roomId: $r, name: "Before the end") { id } }', { r: rooms[0]!.id }, owner);
    const { codes } = await createKeyBatch(t.db.pool, {
      kind: 'player',
      proDays: null,
      game: `${owner.input.userName}/doomed-renamed`,
      count: 2,
      uses: 5,
      expiresInDays: null,
    });
    const keyed = await signUpUser(t);
    await ok('mutation ($c: String!) { redeemActivationKey(code: $c) { kind } }', { c: codes[0] }, keyed);
    const assets = [await asset(owner.id, gameId), await asset(editor.id, gameId)];
    await ok(PROFILE, { g: gameId, i: { thumbnailAssetId: assets[0] } }, owner);
    const keep = await asset(owner.id, null);

    // What every socket instance hears: it closes the connections in the game's rooms, which are gone by then.
    const announced: unknown[] = [];
    const unsubscribe = await t.services.pubsub.subscribe(ACCESS_CHANNEL, (message) => announced.push(JSON.parse(message)));

    const removeGame = 'mutation ($g: ID!, $c: String) { deleteGame(id: $g, confirmGameName: $c) }';
    expect(errorOf(await gql(removeGame, { g: gameId, c: 'doomed' }, owner))?.extensions?.fieldErrors).toEqual({
      confirmGameName: 'must be doomed-renamed',
    });
    expect(errorOf(await gql(removeGame, { g: gameId, c: 'doomed-renamed' }, editor))?.extensions?.code).toBe('FORBIDDEN');
    expect(announced).toEqual([]);

    // Every table with a foreign key to games, plus the ones hanging off those, and assets by game_id.
    const { rows: references } = await t.db.pool.query<{ table: string; column: string }>(
      `SELECT c.conrelid::regclass::text AS "table", a.attname AS "column" FROM pg_constraint c
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
        WHERE c.contype = 'f' AND c.confrelid = 'games'::regclass`,
    );
    expect(references.map((r) => r.table).sort()).toEqual([
      'activation_keys',
      'game_members',
      'game_name_history',
      'game_players',
      'invites',
      'revisions',
      'rooms',
      'table_saves',
    ]);
    const counts = async () => {
      const result: Record<string, number> = {};
      for (const { table, column } of references)
        result[table] = (
          await t.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [gameId])
        ).rows[0]!.n;
      const q = async (sql: string) => (await t.db.pool.query<{ n: number }>(sql, [gameId])).rows[0]!.n;
      result.assets = await q('SELECT count(*)::int AS n FROM assets WHERE game_id = $1');
      result.room_players = await q('SELECT count(*)::int AS n FROM room_players p JOIN rooms r ON r.id = p.room_id WHERE r.game_id = $1');
      result.invite_uses = await q(
        'SELECT count(*)::int AS n FROM invite_uses u JOIN invites i ON i.id = u.invite_id WHERE i.game_id = $1',
      );
      result.activation_key_redemptions = await q(
        'SELECT count(*)::int AS n FROM activation_key_redemptions r JOIN activation_keys k ON k.id = r.key_id WHERE k.game_id = $1',
      );
      result.games = await q('SELECT count(*)::int AS n FROM games WHERE id = $1');
      return result;
    };
    const before = await counts();
    for (const [table, n] of Object.entries(before)) if (!['invite_uses'].includes(table)) expect(n, table).toBeGreaterThan(0);
    expect(await t.services.blobs.list(`assets/${assets[0]}/`)).toHaveLength(3);

    expect((await gql(removeGame, { g: gameId, c: 'Doomed-Renamed' }, owner)).body.data).toEqual({ deleteGame: true });
    expect(announced).toEqual([{ scope: 'game', gameId }]);
    await unsubscribe();
    expect(Object.values(await counts()).every((n) => n === 0)).toBe(true);
    for (const id of assets) expect(await t.services.blobs.list(`assets/${id}/`)).toEqual([]);
    expect(await t.services.blobs.list(`assets/${keep}/`)).toHaveLength(3);
    expect((await t.db.pool.query('SELECT 1 FROM assets WHERE id = $1', [keep])).rowCount).toBe(1);
    expect((await ok(GAME, { u: owner.input.userName, g: 'doomed' }, owner)).game).toBeNull();
    expect(
      errorOf(await gql('mutation ($c: String!) { redeemActivationKey(code: $c) { kind } }', { c: codes[1] }, player))?.extensions?.code,
    ).toBe('NOT_FOUND');
  });
});
