import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';

let t: TestApi;
let host: Awaited<ReturnType<typeof signUpUser>>;
let guest: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  t = await startTestApi();
  host = await signUpUser(t);
  guest = await signUpUser(t);
});
afterAll(async () => {
  await t?.close();
});

const CREATE_GAME = 'mutation ($input: CreateGameInput!) { createGame(input: $input) { id gameName } }';
const PUBLISH = 'mutation ($g: ID!) { publishRevision(gameId: $g) { name } }';
const CREATE_ROOM =
  'mutation ($g: ID!, $r: String) { createRoom(gameId: $g, revisionName: $r) { id code status testPlay revision { name } host { userName } } }';
const ROOM = 'query ($c: String!) { room(code: $c) { code status game { title } players { user { userName } } } }';

async function game(title: string, visibility: 'PUBLIC' | 'PRIVATE', publish = true) {
  const created = await t.graphql<{ createGame: { id: string } }>(CREATE_GAME, { input: { title, visibility } }, { cookie: host.cookie });
  const id = created.body.data!.createGame.id;
  if (publish) await t.graphql(PUBLISH, { g: id }, { cookie: host.cookie });
  return id;
}

describe('rooms', () => {
  it('opens a room on the newest published revision with an unguessable code and its starting state', async () => {
    const gameId = await game('Room Game', 'PUBLIC');
    const result = await t.graphql<{
      createRoom: { id: string; code: string; status: string; testPlay: boolean; revision: { name: string } };
    }>(CREATE_ROOM, { g: gameId }, { cookie: host.cookie });
    const room = result.body.data!.createRoom;
    expect(room).toMatchObject({ status: 'OPEN', testPlay: false, revision: { name: 'v1' } });
    expect(room.code).toMatch(/^[abcdefghjkmnpqrstuvwxyz23456789]{10}$/);
    const { rows } = await t.db.pool.query('SELECT snapshot, snapshot_seq FROM rooms WHERE id = $1', [room.id]);
    expect(rows[0].snapshot_seq).toBe(0);
    expect(rows[0].snapshot.seats.map((s: { name: string }) => s.name)).toEqual(['Player 1', 'Player 2']);
    const seen = await t.graphql<{ room: { code: string } }>(ROOM, { c: room.code.toUpperCase() }, { cookie: guest.cookie });
    expect(seen.body.data?.room?.code).toBe(room.code);
  });

  it('refuses a game with no published revision, but lets the owner test-play the draft', async () => {
    const gameId = await game('Draft Only', 'PUBLIC', false);
    const refused = await t.graphql(CREATE_ROOM, { g: gameId }, { cookie: host.cookie });
    expect(refused.body.errors?.[0]?.message).toBe(
      'This game has no published revision yet. Publish the draft first, or start a test play.',
    );
    const testPlay = await t.graphql<{ createRoom: { testPlay: boolean; code: string } }>(
      CREATE_ROOM,
      { g: gameId, r: 'draft' },
      { cookie: host.cookie },
    );
    expect(testPlay.body.data?.createRoom.testPlay).toBe(true);
    const byGuest = await t.graphql(CREATE_ROOM, { g: gameId, r: 'draft' }, { cookie: guest.cookie });
    expect(byGuest.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const peek = await t.graphql(ROOM, { c: testPlay.body.data!.createRoom.code }, { cookie: guest.cookie });
    expect(peek.body.data).toEqual({ room: null });
  });

  it("hides a private game's rooms from others and refuses to open one for them", async () => {
    const gameId = await game('Private Room Game', 'PRIVATE');
    const refused = await t.graphql(CREATE_ROOM, { g: gameId }, { cookie: guest.cookie });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const mine = await t.graphql<{ createRoom: { code: string } }>(CREATE_ROOM, { g: gameId }, { cookie: host.cookie });
    expect((await t.graphql(ROOM, { c: mine.body.data!.createRoom.code }, { cookie: guest.cookie })).body.data).toEqual({ room: null });
    expect((await t.graphql(ROOM, { c: 'nosuchroom' })).body.data).toEqual({ room: null });
  });

  it('enforces the open-room limit of the plan, naming it and the plan that lifts it; closing frees a slot', async () => {
    const player = await signUpUser(t);
    const created = await t.graphql<{ createGame: { id: string } }>(
      CREATE_GAME,
      { input: { title: 'Limit Game', visibility: 'PUBLIC' } },
      { cookie: player.cookie },
    );
    const gameId = created.body.data!.createGame.id;
    await t.graphql(PUBLISH, { g: gameId }, { cookie: player.cookie });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        (await t.graphql<{ createRoom: { id: string } }>(CREATE_ROOM, { g: gameId }, { cookie: player.cookie })).body.data!.createRoom.id,
      );
    const sixth = await t.graphql(CREATE_ROOM, { g: gameId }, { cookie: player.cookie });
    expect(sixth.body.errors?.[0]).toMatchObject({
      message: 'The Free plan allows 5 open rooms. Close one or upgrade to Pro for 50.',
      extensions: { code: 'PLAN_LIMIT' },
    });
    expect(Number((await t.db.pool.query('SELECT count(*) FROM rooms WHERE host_id = $1', [player.id])).rows[0].count)).toBe(5);

    const closed = await t.graphql<{ closeRoom: { status: string } }>(
      'mutation ($id: ID!) { closeRoom(id: $id) { status } }',
      { id: ids[0] },
      { cookie: player.cookie },
    );
    expect(closed.body.data?.closeRoom.status).toBe('CLOSED');
    expect((await t.graphql(CREATE_ROOM, { g: gameId }, { cookie: player.cookie })).body.data).toBeTruthy();
    // Reopening would pass the limit again.
    const reopen = await t.graphql('mutation ($id: ID!) { reopenRoom(id: $id) { status } }', { id: ids[0] }, { cookie: player.cookie });
    expect(reopen.body.errors?.[0]?.extensions?.code).toBe('PLAN_LIMIT');
  });

  it('enforces the seats-per-room limit of the plan at its edge: 8 seats open on Free, a 9th is refused', async () => {
    const author = await signUpUser(t);
    const created = await t.graphql<{ createGame: { id: string; gameName: string } }>(
      CREATE_GAME,
      { input: { title: 'Many Seats', visibility: 'PUBLIC' } },
      { cookie: author.cookie },
    );
    const { id: gameId, gameName } = created.body.data!.createGame;
    const draftOf = async () =>
      (
        await t.graphql<{ game: { revision: { id: string; version: number } } }>(
          'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { revision(name: "draft") { id version } } }',
          { u: author.input.userName, g: gameName },
          { cookie: author.cookie },
        )
      ).body.data!.game.revision;
    const addSeat = async (order: number) => {
      const draft = await draftOf();
      const added = await t.graphql(
        'mutation ($r: ID!, $v: Int!, $i: JSON!) { addPart(revisionId: $r, expectedVersion: $v, kind: seat, input: $i) { id } }',
        { r: draft.id, v: draft.version, i: { name: `Player ${order + 1}`, color: '#334155', order } },
        { cookie: author.cookie },
      );
      expect(added.body.errors).toBeUndefined();
    };
    // A new game has 2 seats; 6 more make the Free plan's 8.
    for (let order = 2; order < 8; order++) await addSeat(order);
    const atEdge = await t.graphql<{ createRoom: { id: string } }>(CREATE_ROOM, { g: gameId, r: 'draft' }, { cookie: author.cookie });
    expect(atEdge.body.errors).toBeUndefined();

    await addSeat(8);
    const over = await t.graphql(CREATE_ROOM, { g: gameId, r: 'draft' }, { cookie: author.cookie });
    expect(over.body.errors?.[0]).toMatchObject({
      message: 'The Free plan allows 8 seats per room. Remove seats from the game or upgrade to Pro for 20.',
      extensions: { code: 'PLAN_LIMIT', limit: 'maxSeatsPerRoom', max: 8 },
    });
    expect(Number((await t.db.pool.query('SELECT count(*) FROM rooms WHERE host_id = $1', [author.id])).rows[0].count)).toBe(1);

    // Pro lifts it.
    await t.db.pool.query(`UPDATE users SET plan_id = 'pro' WHERE id = $1`, [author.id]);
    expect((await t.graphql(CREATE_ROOM, { g: gameId, r: 'draft' }, { cookie: author.cookie })).body.errors).toBeUndefined();
  });

  it('lets only the host or owner close a room, and lists the viewer rooms', async () => {
    const gameId = await game('Close Me', 'PUBLIC');
    const room = (await t.graphql<{ createRoom: { id: string; code: string } }>(CREATE_ROOM, { g: gameId }, { cookie: host.cookie })).body
      .data!.createRoom;
    const byGuest = await t.graphql('mutation ($id: ID!) { closeRoom(id: $id) { status } }', { id: room.id }, { cookie: guest.cookie });
    expect(byGuest.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await t.graphql<{ viewerRooms: Array<{ code: string }> }>('{ viewerRooms { code } }', undefined, { cookie: host.cookie });
    expect(list.body.data?.viewerRooms.map((r) => r.code)).toContain(room.code);
  });
});
