import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;

let t: TestApi;
let owner: Person;
let editor: Person;
let viewer: Person;
let stranger: Person;
let game: { id: string; gameName: string };

const GAME = `query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) {
  id gameName canonicalPath redirectTo viewerRole
  viewerCan { view viewDraft edit publish manage delete play watch }
  revision(name: "draft") { id version }
  members { user { userName } role }
} }`;
const ADD =
  'mutation ($r: ID!, $v: Int!, $i: JSON!) { addPart(revisionId: $r, expectedVersion: $v, kind: component, input: $i) { revision { id version } } }';

interface GameView {
  id: string;
  gameName: string;
  canonicalPath: string;
  redirectTo: string | null;
  viewerRole: string | null;
  viewerCan: Record<string, boolean>;
  revision: { id: string; version: number } | null;
  members: Array<{ user: { userName: string }; role: string }>;
}

async function gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, who?: Person) {
  return t.graphql<T>(query, variables, who ? { cookie: who.cookie } : {});
}

async function ok<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, who?: Person): Promise<T> {
  const result = await gql<T>(query, variables, who);
  if (!result.body.data || result.body.errors) throw new Error(JSON.stringify(result.body.errors));
  return result.body.data;
}

async function view(who: Person | undefined, userName = owner.input.userName, gameName = game.gameName): Promise<GameView | null> {
  return (await ok<{ game: GameView | null }>(GAME, { u: userName, g: gameName }, who)).game;
}

async function createGame(title: string, who: Person, visibility = 'PRIVATE') {
  return (
    await ok<{ createGame: { id: string; gameName: string } }>(
      'mutation ($i: CreateGameInput!) { createGame(input: $i) { id gameName } }',
      { i: { title, visibility } },
      who,
    )
  ).createGame;
}

/** Makes an invite as `by` and accepts it as `who`. */
async function joinGame(gameId: string, who: Person, input: Record<string, unknown>, by = owner) {
  const invite = await ok<{ createInvite: { code: string } }>(
    'mutation ($g: ID!, $i: CreateInviteInput!) { createInvite(gameId: $g, input: $i) { code } }',
    { g: gameId, i: input },
    by,
  );
  await ok('mutation ($c: String!) { acceptInvite(code: $c) { kind } }', { c: invite.createInvite.code }, who);
}

const errorOf = (result: { body: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } }) =>
  result.body.errors?.[0];

beforeAll(async () => {
  t = await startTestApi({ env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'tablecraft-members-')) } });
  [owner, editor, viewer, stranger] = await Promise.all([signUpUser(t), signUpUser(t), signUpUser(t), signUpUser(t)]);
  game = await createGame('Team Game', owner);
  await joinGame(game.id, editor, { kind: 'MEMBER', role: 'EDITOR' });
  await joinGame(game.id, viewer, { kind: 'MEMBER', role: 'VIEWER' });
});
afterAll(async () => {
  await t?.close();
});

describe('roles', () => {
  it('lists the members, the owner first, and tells each what they may do', async () => {
    const seen = (await view(editor))!;
    expect(seen.members.map((m) => [m.user.userName, m.role])).toEqual([
      [owner.input.userName, 'OWNER'],
      [editor.input.userName, 'EDITOR'],
      [viewer.input.userName, 'VIEWER'],
    ]);
    expect(seen.viewerRole).toBe('EDITOR');
    expect(seen.viewerCan).toMatchObject({
      view: true,
      viewDraft: true,
      edit: true,
      publish: true,
      manage: false,
      delete: false,
      play: true,
    });
    expect((await view(viewer))!.viewerCan).toMatchObject({
      view: true,
      viewDraft: true,
      edit: false,
      publish: false,
      manage: false,
      delete: false,
    });
    expect((await view(owner))!.viewerCan).toMatchObject({ edit: true, manage: true, delete: true });
  });

  it('lets an editor save the draft and publish, but not change settings or delete the game', async () => {
    const draft = (await view(editor))!.revision!;
    const saved = await gql(ADD, { r: draft.id, v: draft.version, i: { name: 'Meeple', kind: 'tile' } }, editor);
    expect(saved.body.errors).toBeUndefined();
    const published = await gql<{ publishRevision: { name: string } }>(
      'mutation ($g: ID!) { publishRevision(gameId: $g) { name } }',
      { g: game.id },
      editor,
    );
    expect(published.body.data?.publishRevision.name).toBe('v1');
    expect(errorOf(await gql('mutation ($g: ID!) { deleteGame(id: $g) }', { g: game.id }, editor))?.extensions?.code).toBe('FORBIDDEN');
    expect(
      errorOf(await gql('mutation ($g: ID!) { updateGame(id: $g, input: { title: "Mine now" }) { id } }', { g: game.id }, editor))
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(
      errorOf(await gql('mutation ($g: ID!) { createInvite(gameId: $g, input: { kind: PLAYER }) { code } }', { g: game.id }, editor))
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(await t.db.pool.query('SELECT 1 FROM games WHERE id = $1', [game.id]).then((r) => r.rowCount)).toBe(1);
  });

  it('opens the draft to a viewer read-only: saving and publishing are refused', async () => {
    const draft = (await view(viewer))!.revision!;
    expect(draft).not.toBeNull();
    expect(errorOf(await gql(ADD, { r: draft.id, v: draft.version, i: { name: 'Nope', kind: 'tile' } }, viewer))?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect(
      errorOf(await gql('mutation ($g: ID!) { publishRevision(gameId: $g) { name } }', { g: game.id }, viewer))?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await view(viewer))!.revision!.version).toBe(draft.version);
  });

  it('hides a private game, its draft and its rooms from a stranger and a visitor', async () => {
    expect(await view(stranger)).toBeNull();
    expect(await view(undefined)).toBeNull();
    const room = await gql('mutation ($g: ID!) { createRoom(gameId: $g) { code } }', { g: game.id }, stranger);
    expect(errorOf(room)?.extensions?.code).toBe('NOT_FOUND');
    const draft = (await view(owner))!.revision!;
    const edit = await gql(ADD, { r: draft.id, v: draft.version, i: { name: 'X', kind: 'tile' } }, stranger);
    expect(errorOf(edit)?.extensions?.code).toBe('NOT_FOUND');
  });

  it('shows the draft of a public game only to its members', async () => {
    const open = await createGame('Open Drafts', owner, 'PUBLIC');
    const revisions = `query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { revisions { name } revision(name: "draft") { id } } }`;
    const seen = await ok<{ game: { revisions: Array<{ name: string }>; revision: unknown } }>(
      revisions,
      { u: owner.input.userName, g: open.gameName },
      stranger,
    );
    expect(seen.game).toEqual({ revisions: [], revision: null });
    const own = await ok<{ game: { revisions: Array<{ name: string }> } }>(revisions, { u: owner.input.userName, g: open.gameName }, owner);
    expect(own.game.revisions.map((r) => r.name)).toEqual(['draft']);
  });

  it('changes a role: a viewer made editor may save at once, and back', async () => {
    const setRole = 'mutation ($g: ID!, $u: ID!, $r: MemberRole!) { changeMemberRole(gameId: $g, userId: $u, role: $r) { role } }';
    expect(
      (await ok<{ changeMemberRole: { role: string } }>(setRole, { g: game.id, u: viewer.id, r: 'EDITOR' }, owner)).changeMemberRole.role,
    ).toBe('EDITOR');
    const draft = (await view(viewer))!.revision!;
    expect((await gql(ADD, { r: draft.id, v: draft.version, i: { name: 'By viewer', kind: 'tile' } }, viewer)).body.errors).toBeUndefined();
    await ok(setRole, { g: game.id, u: viewer.id, r: 'VIEWER' }, owner);
    expect(errorOf(await gql(setRole, { g: game.id, u: owner.id, r: 'VIEWER' }, owner))?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(await gql(setRole, { g: game.id, u: editor.id, r: 'VIEWER' }, editor))?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('leaving and removing', () => {
  it('takes access away from a removed member at once', async () => {
    const extra = await signUpUser(t);
    await joinGame(game.id, extra, { kind: 'MEMBER', role: 'EDITOR' });
    const draft = (await view(extra))!.revision!;
    await ok('mutation ($g: ID!, $u: ID!) { removeMember(gameId: $g, userId: $u) }', { g: game.id, u: extra.id }, owner);
    // The very next request, same session: the game is gone for them and a save is refused.
    expect(await view(extra)).toBeNull();
    expect(errorOf(await gql(ADD, { r: draft.id, v: draft.version, i: { name: 'Late', kind: 'tile' } }, extra))?.extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('lets a member leave, but not the owner', async () => {
    const leaver = await signUpUser(t);
    await joinGame(game.id, leaver, { kind: 'MEMBER', role: 'VIEWER' });
    await ok('mutation ($g: ID!, $u: ID!) { removeMember(gameId: $g, userId: $u) }', { g: game.id, u: leaver.id }, leaver);
    expect(await view(leaver)).toBeNull();
    const ownerLeaves = errorOf(
      await gql('mutation ($g: ID!, $u: ID!) { removeMember(gameId: $g, userId: $u) }', { g: game.id, u: owner.id }, owner),
    );
    expect(ownerLeaves).toMatchObject({
      message: 'The owner cannot leave the game. Hand it over to another member first.',
      extensions: { code: 'FORBIDDEN' },
    });
    const removeOwner = errorOf(
      await gql('mutation ($g: ID!, $u: ID!) { removeMember(gameId: $g, userId: $u) }', { g: game.id, u: owner.id }, editor),
    );
    expect(removeOwner?.extensions?.code).toBe('FORBIDDEN');
    expect((await view(owner))!.viewerRole).toBe('OWNER');
  });

  it('refuses to delete the account of an owner whose game has other members, naming the game', async () => {
    const refused = errorOf(await gql('mutation ($p: String!) { deleteAccount(password: $p) }', { p: owner.input.password }, owner));
    expect(refused?.extensions?.code).toBe('FORBIDDEN');
    expect(refused?.message).toContain('"Team Game"');
    // A member's own account may go: the game stays with its owner.
    const member = await signUpUser(t);
    await joinGame(game.id, member, { kind: 'MEMBER', role: 'VIEWER' });
    expect((await gql('mutation ($p: String!) { deleteAccount(password: $p) }', { p: member.input.password }, member)).body.data).toEqual({
      deleteAccount: true,
    });
    expect((await view(owner))!.members.map((m) => m.user.userName)).not.toContain(member.input.userName);
  });
});

describe('handing a game over', () => {
  it('makes another member the owner: owner_id and member rows change together, the old address redirects', async () => {
    const from = await signUpUser(t);
    const to = await signUpUser(t);
    const handed = await createGame('Handed Over', from);
    await joinGame(handed.id, to, { kind: 'MEMBER', role: 'EDITOR' }, from);
    const transfer = 'mutation ($g: ID!, $u: ID!) { transferGameOwnership(gameId: $g, userId: $u) { canonicalPath viewerRole } }';
    expect(errorOf(await gql(transfer, { g: handed.id, u: stranger.id }, from))?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(await gql(transfer, { g: handed.id, u: from.id }, to))?.extensions?.code).toBe('FORBIDDEN');
    const done = await ok<{ transferGameOwnership: { canonicalPath: string; viewerRole: string } }>(
      transfer,
      { g: handed.id, u: to.id },
      from,
    );
    expect(done.transferGameOwnership).toEqual({ canonicalPath: `/@${to.input.userName}/${handed.gameName}`, viewerRole: 'EDITOR' });
    const rows = await t.db.pool.query<{ user_id: string; role: string }>(
      'SELECT user_id, role FROM game_members WHERE game_id = $1 ORDER BY role',
      [handed.id],
    );
    expect(rows.rows).toEqual([
      { user_id: from.id, role: 'editor' },
      { user_id: to.id, role: 'owner' },
    ]);
    expect((await t.db.pool.query('SELECT owner_id FROM games WHERE id = $1', [handed.id])).rows[0]).toEqual({ owner_id: to.id });
    const old = (await view(from, from.input.userName, handed.gameName))!;
    expect(old).toMatchObject({ id: handed.id, redirectTo: `/@${to.input.userName}/${handed.gameName}`, viewerRole: 'EDITOR' });
    expect(old.viewerCan.manage).toBe(false);
    expect((await view(to, to.input.userName, handed.gameName))!).toMatchObject({ redirectTo: null, viewerRole: 'OWNER' });
  });

  it('refuses a private game to a new owner already at their plan limit, saying so', async () => {
    const from = await signUpUser(t);
    const full = await signUpUser(t);
    for (const title of ['One', 'Two', 'Three']) await createGame(title, full);
    const handed = await createGame('Too Many', from);
    await joinGame(handed.id, full, { kind: 'MEMBER', role: 'EDITOR' }, from);
    const refused = errorOf(
      await gql('mutation ($g: ID!, $u: ID!) { transferGameOwnership(gameId: $g, userId: $u) { id } }', { g: handed.id, u: full.id }, from),
    );
    expect(refused).toMatchObject({
      extensions: { code: 'PLAN_LIMIT' },
      message: 'The Free plan allows 3 private games. Make one public or unlisted or upgrade to Pro for unlimited private games.',
    });
    expect((await t.db.pool.query('SELECT owner_id FROM games WHERE id = $1', [handed.id])).rows[0]).toEqual({ owner_id: from.id });
  });
});

describe('players and the play permission', () => {
  const ROOM = 'mutation ($g: ID!) { createRoom(gameId: $g) { code } }';
  let playable: { id: string; gameName: string };
  let player: Person;

  beforeAll(async () => {
    playable = await createGame('Listed Only', owner);
    await ok('mutation ($g: ID!) { publishRevision(gameId: $g) { name } }', { g: playable.id }, owner);
    player = await signUpUser(t);
  });

  it('lets a listed player see and play a private game; a non-player neither sees nor joins it', async () => {
    const added = await ok<{ addPlayer: { user: { userName: string }; source: string } }>(
      'mutation ($g: ID!, $u: String!) { addPlayer(gameId: $g, userName: $u) { user { userName } source } }',
      { g: playable.id, u: player.input.userName },
      owner,
    );
    expect(added.addPlayer).toEqual({ user: { userName: player.input.userName }, source: 'ADDED' });
    const seen = (await view(player, owner.input.userName, playable.gameName))!;
    expect(seen.viewerCan).toMatchObject({ view: true, play: true, viewDraft: false, edit: false });
    expect(seen.revision).toBeNull();
    const room = await ok<{ createRoom: { code: string } }>(ROOM, { g: playable.id }, player);
    expect(await view(stranger, owner.input.userName, playable.gameName)).toBeNull();
    const joined = await gql('query ($c: String!) { room(code: $c) { code } }', { c: room.createRoom.code }, stranger);
    expect(joined.body.data).toEqual({ room: null });
    expect((await gql('query ($c: String!) { room(code: $c) { code } }', { c: room.createRoom.code }, player)).body.data).toEqual({
      room: { code: room.createRoom.code },
    });
  });

  it('refuses to list someone twice, a member, or an unknown name, as field errors', async () => {
    const add = 'mutation ($g: ID!, $u: String!) { addPlayer(gameId: $g, userName: $u) { source } }';
    expect(errorOf(await gql(add, { g: playable.id, u: player.input.userName }, owner))?.extensions?.fieldErrors).toEqual({
      userName: 'is already a player',
    });
    expect(errorOf(await gql(add, { g: playable.id, u: owner.input.userName }, owner))?.extensions?.fieldErrors).toEqual({
      userName: 'is a member of this game and may already play',
    });
    expect(errorOf(await gql(add, { g: playable.id, u: 'nobody-by-this-name' }, owner))?.extensions?.fieldErrors).toEqual({
      userName: 'has no account',
    });
  });

  it('takes a removed player off at once', async () => {
    await ok('mutation ($g: ID!, $u: ID!) { removePlayer(gameId: $g, userId: $u) }', { g: playable.id, u: player.id }, owner);
    expect(await view(player, owner.input.userName, playable.gameName)).toBeNull();
    expect(errorOf(await gql(ROOM, { g: playable.id }, player))?.extensions?.code).toBe('NOT_FOUND');
  });

  it('follows the play permission of a public game: listed players only, logged-in users, spectators', async () => {
    const update =
      'mutation ($g: ID!, $i: UpdateGamePermissionsInput!) { updateGamePermissions(id: $g, input: $i) { playPermission allowSpectators } }';
    await ok('mutation ($g: ID!) { updateGame(id: $g, input: { visibility: PUBLIC }) { id } }', { g: playable.id }, owner);
    expect(
      (
        await ok<{ updateGamePermissions: unknown }>(
          update,
          { g: playable.id, i: { playPermission: 'PLAYERS', allowSpectators: false } },
          owner,
        )
      ).updateGamePermissions,
    ).toEqual({ playPermission: 'PLAYERS', allowSpectators: false });
    const seen = (await view(stranger, owner.input.userName, playable.gameName))!;
    expect(seen.viewerCan).toMatchObject({ view: true, play: false, watch: false });
    expect(errorOf(await gql(ROOM, { g: playable.id }, stranger))?.extensions?.code).toBe('FORBIDDEN');

    await ok(update, { g: playable.id, i: { allowSpectators: true } }, owner);
    expect((await view(stranger, owner.input.userName, playable.gameName))!.viewerCan).toMatchObject({ play: false, watch: true });

    await ok(update, { g: playable.id, i: { playPermission: 'USERS' } }, owner);
    expect((await view(stranger, owner.input.userName, playable.gameName))!.viewerCan.play).toBe(true);
    expect((await view(undefined, owner.input.userName, playable.gameName))!.viewerCan).toMatchObject({ play: false, watch: true });
    expect((await gql(ROOM, { g: playable.id }, stranger)).body.errors).toBeUndefined();
    expect(errorOf(await gql(update, { g: playable.id, i: { playPermission: 'ANYONE' } }, editor))?.extensions?.code).toBe('FORBIDDEN');
  });
});
