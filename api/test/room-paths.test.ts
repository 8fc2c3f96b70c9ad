import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, graphqlData } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';

// Every GraphQL path to a room asks the room rules of the moment: having hosted or played in a room once
// grants nothing after access to its game is gone. The side door was `viewerRooms`, whose rooms then
// answered `game` and `revision` (the live draft of a private game) and could be reopened.
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;

const ok = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, user: User) =>
  graphqlData<T>(t, query, variables, user.cookie);

const CREATE_ROOM = 'mutation ($g: ID!, $r: String) { createRoom(gameId: $g, revisionName: $r) { id code } }';
const MY_ROOMS = '{ viewerRooms { code game { title } revision { name document } } }';

/** A public published game owned by `owner` with `editor` as an editor, who hosts a room and a test play of the draft. */
async function sharedGame(owner: User, editor: User) {
  const { createGame } = await ok<{ createGame: { id: string } }>(
    'mutation ($i: CreateGameInput!) { createGame(input: $i) { id } }',
    { i: { title: `Secret plans ${Date.now()}`, visibility: 'PUBLIC' } },
    owner,
  );
  await ok('mutation ($g: ID!) { publishRevision(gameId: $g) { name } }', { g: createGame.id }, owner);
  await t.db.pool.query(`INSERT INTO game_members (game_id, user_id, role) VALUES ($1, $2, 'editor')`, [createGame.id, editor.id]);
  const hosted = (await ok<{ createRoom: { id: string; code: string } }>(CREATE_ROOM, { g: createGame.id }, editor)).createRoom;
  const testPlay = (await ok<{ createRoom: { id: string; code: string } }>(CREATE_ROOM, { g: createGame.id, r: 'draft' }, editor))
    .createRoom;
  const ownersRoom = (await ok<{ createRoom: { id: string; code: string } }>(CREATE_ROOM, { g: createGame.id }, owner)).createRoom;
  await t.db.pool.query('INSERT INTO room_players (room_id, user_id) VALUES ($1, $2)', [ownersRoom.id, editor.id]);
  return { gameId: createGame.id, hosted, testPlay, ownersRoom };
}

describe('paths to a room after access to its game is gone', () => {
  it('drops the rooms a removed editor hosted, test-played and played in from their list, and shows nothing of the game', async () => {
    const owner = await signUpUser(t);
    const editor = await signUpUser(t);
    const game = await sharedGame(owner, editor);
    const before = await ok<{ viewerRooms: Array<{ code: string }> }>(MY_ROOMS, {}, editor);
    expect(before.viewerRooms.map((room) => room.code).sort()).toEqual([game.hosted.code, game.testPlay.code, game.ownersRoom.code].sort());

    await ok('mutation ($g: ID!) { updateGame(id: $g, input: { visibility: PRIVATE }) { id } }', { g: game.gameId }, owner);
    await ok('mutation ($g: ID!, $u: ID!) { removeMember(gameId: $g, userId: $u) }', { g: game.gameId, u: editor.id }, owner);

    const after = await t.graphql<{ viewerRooms: unknown[] }>(MY_ROOMS, {}, { cookie: editor.cookie });
    expect(after.body).toEqual({ data: { viewerRooms: [] } });
    for (const room of [game.hosted, game.testPlay, game.ownersRoom]) {
      expect(
        (
          await t.graphql(
            'query ($c: String!) { room(code: $c) { code game { title } revision { document } } }',
            { c: room.code },
            { cookie: editor.cookie },
          )
        ).body,
      ).toEqual({ data: { room: null } });
    }
    // The owner still has theirs.
    expect((await ok<{ viewerRooms: Array<{ code: string }> }>(MY_ROOMS, {}, owner)).viewerRooms.map((room) => room.code)).toContain(
      game.ownersRoom.code,
    );
  });

  it('refuses to reopen or close a room its host may no longer join, without telling what it holds', async () => {
    const owner = await signUpUser(t);
    const editor = await signUpUser(t);
    const game = await sharedGame(owner, editor);
    await ok('mutation ($id: ID!) { closeRoom(id: $id) { status } }', { id: game.hosted.id }, editor);
    await ok('mutation ($g: ID!) { updateGame(id: $g, input: { visibility: PRIVATE }) { id } }', { g: game.gameId }, owner);
    await ok('mutation ($g: ID!, $u: ID!) { removeMember(gameId: $g, userId: $u) }', { g: game.gameId, u: editor.id }, owner);

    const reopen = await t.graphql<{ reopenRoom: unknown }>(
      'mutation ($id: ID!) { reopenRoom(id: $id) { status game { title } revision { document } } }',
      { id: game.hosted.id },
      { cookie: editor.cookie },
    );
    expect(reopen.body.data ?? null).toBeNull();
    expect(reopen.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const close = await t.graphql(
      'mutation ($id: ID!) { closeRoom(id: $id) { status } }',
      { id: game.testPlay.id },
      { cookie: editor.cookie },
    );
    expect(close.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.db.pool.query('SELECT status FROM rooms WHERE id = $1', [game.hosted.id])).rows[0].status).toBe('closed');

    // An editor made a viewer loses the draft's test plays: from their list, and the room itself.
    const other = await signUpUser(t);
    const second = await sharedGame(owner, other);
    await ok(
      'mutation ($g: ID!, $u: ID!) { changeMemberRole(gameId: $g, userId: $u, role: VIEWER) { role } }',
      { g: second.gameId, u: other.id },
      owner,
    );
    const testPlay = await t.graphql(
      'query ($c: String!) { room(code: $c) { code } }',
      { c: second.testPlay.code },
      { cookie: other.cookie },
    );
    expect(testPlay.body).toEqual({ data: { room: null } });
    expect((await ok<{ viewerRooms: Array<{ code: string }> }>(MY_ROOMS, {}, other)).viewerRooms.map((room) => room.code)).not.toContain(
      second.testPlay.code,
    );
  });
});
