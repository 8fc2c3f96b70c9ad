import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, graphqlData } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';

// The host's tools through the API: who may use them (the room rules, nobody else), what each refuses and
// why, that a refused attempt changes nothing; the list of one's rooms with seats; the open-room limit; and
// room links that keep working after the game or its owner is renamed.
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

async function refused(query: string, variables: Record<string, unknown>, user: User | null) {
  const result = await t.graphql(query, variables, user ? { cookie: user.cookie } : {});
  expect(result.body.errors?.length).toBe(1);
  return result.body.errors![0]!;
}

const REMOVE = 'mutation ($r: ID!, $u: ID!) { removeFromRoom(roomId: $r, userId: $u) { id } }';
const ALLOW_BACK = 'mutation ($r: ID!, $u: ID!) { allowBackInRoom(roomId: $r, userId: $u) { id } }';
const TRANSFER = 'mutation ($r: ID!, $u: ID!) { transferRoomHost(roomId: $r, userId: $u) { host { id } } }';
const CLOSE = 'mutation ($id: ID!) { closeRoom(id: $id) { status } }';
const ROOM = 'query ($c: String!) { room(code: $c) { id code host { id } game { gameName owner { userName } } } }';

async function roomState(roomId: string) {
  const { rows } = await t.db.pool.query<{ hostId: string; status: string; bans: number }>(
    'SELECT host_id AS "hostId", status, (SELECT count(*)::int FROM room_bans WHERE room_id = rooms.id) AS bans FROM rooms WHERE id = $1',
    [roomId],
  );
  return rows[0]!;
}

describe('who may use the host tools', () => {
  it('refuses a player, a stranger to a private game and a visitor, saying why, and changes nothing', async () => {
    const setup = await createCardRoom(t);
    const before = await roomState(setup.room.id);
    const tries = [
      [REMOVE, { r: setup.room.id, u: setup.alice.id }, 'Only the host of this room can remove people.'],
      [TRANSFER, { r: setup.room.id, u: setup.bob.id }, 'Only the host of this room can hand the room over.'],
      [CLOSE, { id: setup.room.id }, 'Only the host of this room can close it.'],
    ] as const;
    for (const [query, variables, message] of tries) {
      expect(await refused(query, variables, setup.bob)).toMatchObject({ message, extensions: { code: 'FORBIDDEN' } });
      expect(await refused(query, variables, null)).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    }
    expect(await roomState(setup.room.id)).toEqual(before);

    const hidden = await createCardRoom(t, { visibility: 'PRIVATE' });
    for (const [query] of tries) {
      const variables = query === CLOSE ? { id: hidden.room.id } : { r: hidden.room.id, u: hidden.alice.id };
      expect(await refused(query, variables, hidden.bob)).toMatchObject({
        message: 'That room does not exist.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(await refused(REMOVE, { r: 'not-a-room', u: setup.bob.id }, setup.alice)).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });

  it('never removes the host, the game owner or oneself, and hands the room only to someone in it who may play', async () => {
    const setup = await createCardRoom(t);
    expect(await refused(REMOVE, { r: setup.room.id, u: setup.alice.id }, setup.alice)).toMatchObject({
      message: 'You cannot remove yourself. Leave your seat, or close the room.',
    });
    // Bob hosts a room of alice's game: he may not remove its owner, and alice may not remove its host.
    const bobsRoom = (
      await ok<{ createRoom: { id: string } }>('mutation ($g: ID!) { createRoom(gameId: $g) { id } }', { g: setup.game.id }, setup.bob)
    ).createRoom;
    expect(await refused(REMOVE, { r: bobsRoom.id, u: setup.alice.id }, setup.bob)).toMatchObject({
      message: "The game's owner cannot be removed from its rooms.",
    });
    expect(await refused(REMOVE, { r: bobsRoom.id, u: setup.bob.id }, setup.alice)).toMatchObject({
      message: 'The host cannot be removed. Make someone else the host first.',
    });

    // Someone who may only watch cannot host; nor can someone removed, until let back in.
    const watcher = await signUpUser(t);
    await ok(
      'mutation ($g: ID!) { updateGamePermissions(id: $g, input: { playPermission: PLAYERS, allowSpectators: true }) { id } }',
      { g: setup.game.id },
      setup.alice,
    );
    expect(await refused(TRANSFER, { r: setup.room.id, u: watcher.id }, setup.alice)).toMatchObject({
      message: `${watcher.input.name} cannot play in this room, so they cannot host it.`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await ok(
      'mutation ($g: ID!) { updateGamePermissions(id: $g, input: { playPermission: ANYONE }) { id } }',
      { g: setup.game.id },
      setup.alice,
    );
    await ok(REMOVE, { r: setup.room.id, u: watcher.id }, setup.alice);
    expect(await refused(TRANSFER, { r: setup.room.id, u: watcher.id }, setup.alice)).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await ok(ALLOW_BACK, { r: setup.room.id, u: watcher.id }, setup.alice);
    // Let back in, they may play, but the role goes only to someone who has come into the room.
    expect(await refused(TRANSFER, { r: setup.room.id, u: watcher.id }, setup.alice)).toMatchObject({
      message: `${watcher.input.name} is not in this room. Only someone who has joined it to play can be made its host.`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const joins = (user: User) => t.db.pool.query('INSERT INTO room_players (room_id, user_id) VALUES ($1, $2)', [setup.room.id, user.id]);
    await joins(watcher);
    expect(
      (await ok<{ transferRoomHost: { host: { id: string } } }>(TRANSFER, { r: setup.room.id, u: watcher.id }, setup.alice))
        .transferRoomHost.host.id,
    ).toBe(watcher.id);
    // The game's owner still manages the room, but no longer hosts it: the role comes back only from its host.
    expect(await refused(TRANSFER, { r: setup.room.id, u: setup.alice.id }, setup.alice)).toMatchObject({
      message: 'Only the host of this room can hand the room over.',
      extensions: { code: 'FORBIDDEN' },
    });
    await joins(setup.alice);
    expect(
      (await ok<{ transferRoomHost: { host: { id: string } } }>(TRANSFER, { r: setup.room.id, u: setup.alice.id }, watcher))
        .transferRoomHost.host.id,
    ).toBe(setup.alice.id);
  });

  it('hides the room from someone removed, in the list of their rooms too, until they are let back in', async () => {
    const setup = await createCardRoom(t);
    await t.db.pool.query('INSERT INTO room_players (room_id, user_id) VALUES ($1, $2)', [setup.room.id, setup.bob.id]);
    const listed = async () =>
      (await ok<{ viewerRooms: Array<{ code: string }> }>('{ viewerRooms { code } }', {}, setup.bob)).viewerRooms.map((room) => room.code);
    expect(await listed()).toContain(setup.room.code);
    await ok(REMOVE, { r: setup.room.id, u: setup.bob.id }, setup.alice);
    expect((await ok<{ room: unknown }>(ROOM, { c: setup.room.code }, setup.bob)).room).toBeNull();
    expect(await listed()).not.toContain(setup.room.code);
    // Nobody but those who manage the room learns who was removed.
    const carol = await signUpUser(t);
    expect(
      (
        await ok<{ room: { removedPeople: unknown[] } }>(
          'query ($c: String!) { room(code: $c) { removedPeople { user { id } } } }',
          { c: setup.room.code },
          carol,
        )
      ).room.removedPeople,
    ).toEqual([]);
    // Nothing happens to people in a closed room, except being let back in.
    await ok(CLOSE, { id: setup.room.id }, setup.alice);
    expect(await refused(REMOVE, { r: setup.room.id, u: carol.id }, setup.alice)).toMatchObject({
      message: 'This room is closed. Reopen it first.',
      extensions: { code: 'CONFLICT' },
    });
    await ok(ALLOW_BACK, { r: setup.room.id, u: setup.bob.id }, setup.alice);
    expect(await listed()).toContain(setup.room.code);
    expect(await refused(ALLOW_BACK, { r: setup.room.id, u: setup.bob.id }, setup.alice)).toMatchObject({
      message: 'That person was not removed from this room.',
    });
  });
});

describe('the list of rooms and the open-room limit', () => {
  it('lists open and closed rooms with their seats, and lets the host close one to open another', async () => {
    const setup = await createCardRoom(t);
    // Before the socket records a seat change, the room's snapshot tells who sits: bob holds the second seat.
    await t.db.pool.query(`UPDATE rooms SET snapshot = jsonb_set(snapshot, '{seats,1,userId}', to_jsonb($2::text)) WHERE id = $1`, [
      setup.room.id,
      setup.bob.id,
    ]);
    const open = async () =>
      (
        await ok<{ viewerRooms: Array<{ id: string; status: string; seatsTaken: number; seatCount: number; host: { id: string } }> }>(
          '{ viewerRooms { id status seatsTaken seatCount host { id } } }',
          {},
          setup.alice,
        )
      ).viewerRooms;
    expect((await open()).find((room) => room.id === setup.room.id)).toMatchObject({ status: 'OPEN', seatsTaken: 1, seatCount: 2 });
    for (let i = 0; i < 4; i++) await ok('mutation ($g: ID!) { createRoom(gameId: $g) { id } }', { g: setup.game.id }, setup.alice);
    expect(await refused('mutation ($g: ID!) { createRoom(gameId: $g) { id } }', { g: setup.game.id }, setup.alice)).toMatchObject({
      extensions: { code: 'PLAN_LIMIT' },
    });
    // What the limit dialog lists: the open rooms the viewer hosts.
    expect((await open()).filter((room) => room.status === 'OPEN' && room.host.id === setup.alice.id)).toHaveLength(5);
    await ok(CLOSE, { id: setup.room.id }, setup.alice);
    expect((await open()).find((room) => room.id === setup.room.id)).toMatchObject({ status: 'CLOSED' });
    await ok('mutation ($g: ID!) { createRoom(gameId: $g) { id } }', { g: setup.game.id }, setup.alice);
  });

  it('does not count an open room its host can no longer reach against their limit', async () => {
    const owner = await signUpUser(t);
    const host = await signUpUser(t);
    const { createGame } = await ok<{ createGame: { id: string } }>(
      'mutation ($i: CreateGameInput!) { createGame(input: $i) { id } }',
      { i: { title: `Shared ${Date.now()}`, visibility: 'PRIVATE' } },
      owner,
    );
    await ok('mutation ($g: ID!) { publishRevision(gameId: $g) { name } }', { g: createGame.id }, owner);
    await t.db.pool.query(`INSERT INTO game_members (game_id, user_id, role) VALUES ($1, $2, 'editor')`, [createGame.id, host.id]);
    for (let i = 0; i < 5; i++) await ok('mutation ($g: ID!) { createRoom(gameId: $g) { id } }', { g: createGame.id }, host);
    // Removed from the game, the host cannot see or close those rooms: they must not keep them from playing elsewhere.
    const usage = async () =>
      (await ok<{ viewer: { account: { usage: { openRooms: number } } } }>('{ viewer { account { usage { openRooms } } } }', {}, host))
        .viewer.account.usage.openRooms;
    expect(await usage()).toBe(5);
    await ok('mutation ($g: ID!, $u: ID!) { removeMember(gameId: $g, userId: $u) }', { g: createGame.id, u: host.id }, owner);
    // The plan page counts what the limit counts.
    expect(await usage()).toBe(0);
    const { createGame: own } = await ok<{ createGame: { id: string } }>(
      'mutation ($i: CreateGameInput!) { createGame(input: $i) { id } }',
      { i: { title: `Own ${Date.now()}`, visibility: 'PUBLIC' } },
      host,
    );
    await ok('mutation ($g: ID!) { publishRevision(gameId: $g) { name } }', { g: own.id }, host);
    await ok('mutation ($g: ID!) { createRoom(gameId: $g) { id } }', { g: own.id }, host);
  });
});

describe('room links after a rename', () => {
  it('finds the room by its code, with the game and owner names it has now', async () => {
    const setup = await createCardRoom(t);
    const newGameName = `renamed-${Date.now().toString(36)}`;
    const newUserName = `renamed_${Date.now().toString(36)}`;
    await ok(
      'mutation ($g: ID!, $n: String!) { updateGame(id: $g, input: { gameName: $n }) { gameName } }',
      { g: setup.game.id, n: newGameName },
      setup.alice,
    );
    await ok('mutation ($n: String!) { updateProfile(input: { userName: $n }) { userName } }', { n: newUserName }, setup.alice);
    for (const viewer of [setup.alice, setup.bob]) {
      const { room } = await ok<{ room: { code: string; game: { gameName: string; owner: { userName: string } } } }>(
        ROOM,
        { c: setup.room.code },
        viewer,
      );
      // The page at the old address sends people here.
      expect(room).toMatchObject({ code: setup.room.code, game: { gameName: newGameName, owner: { userName: newUserName } } });
    }
  });
});
