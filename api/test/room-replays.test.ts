import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, graphqlData } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';

// An ended room's replay is its record played back: its players' and the game's members' to watch, and
// anyone's who may open the room once one of its players shared it. Only its players decide.
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;
const REPLAY = 'query ($c: String!) { room(code: $c) { replayShared viewerMayShareReplay fairness { roomSecret ops { seq } } } }';
const SHARE = 'mutation ($r: ID!, $s: Boolean!) { shareRoomReplay(roomId: $r, shared: $s) { id replayShared } }';

const ok = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, user: User) =>
  graphqlData<T>(t, query, variables, user.cookie);
type Replay = { room: { replayShared: boolean; viewerMayShareReplay: boolean; fairness: { roomSecret: string } | null } | null };
const read = async (code: string, user?: User) =>
  ((await t.graphql(REPLAY, { c: code }, user ? { cookie: user.cookie } : {})).body as { data: Replay }).data.room;

describe("an ended room's replay", () => {
  it('is shared beyond its players by one of them, taken back by any of them, and never by anyone else', async () => {
    const host = await signUpUser(t);
    const player = await signUpUser(t);
    const stranger = await signUpUser(t);
    const { createGame } = await ok<{ createGame: { id: string } }>(
      'mutation ($i: CreateGameInput!) { createGame(input: $i) { id } }',
      { i: { title: `Replay ${Date.now()}`, visibility: 'PUBLIC' } },
      host,
    );
    await ok('mutation ($g: ID!) { publishRevision(gameId: $g) { name } }', { g: createGame.id }, host);
    const room = (
      await ok<{ createRoom: { id: string; code: string } }>(
        'mutation ($g: ID!) { createRoom(gameId: $g) { id code } }',
        { g: createGame.id },
        host,
      )
    ).createRoom;
    await t.db.pool.query('INSERT INTO room_players (room_id, user_id) VALUES ($1, $2)', [room.id, player.id]);

    // Decided while the game goes on, it shows nothing yet: the record is sealed until the game ends.
    expect(await ok(SHARE, { r: room.id, s: true }, player)).toEqual({ shareRoomReplay: { id: room.id, replayShared: true } });
    expect(await read(room.code, stranger)).toEqual({ replayShared: true, viewerMayShareReplay: false, fairness: null });
    expect(await ok(SHARE, { r: room.id, s: false }, host)).toEqual({ shareRoomReplay: { id: room.id, replayShared: false } });

    await ok('mutation ($id: ID!) { endRoom(id: $id) { status } }', { id: room.id }, host);
    expect(await read(room.code, stranger)).toEqual({ replayShared: false, viewerMayShareReplay: false, fairness: null });
    expect(await read(room.code)).toEqual({ replayShared: false, viewerMayShareReplay: false, fairness: null });
    expect((await read(room.code, player))?.fairness?.roomSecret).toMatch(/^[0-9a-f]{64}$/);
    expect((await read(room.code, player))?.viewerMayShareReplay).toBe(true);

    // Someone who never played here (the game's owner included, were they not its host) may not decide.
    const refused = await t.graphql(SHARE, { r: room.id, s: true }, { cookie: stranger.cookie });
    expect(refused.body.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect((await t.graphql(SHARE, { r: room.id, s: true }, {})).body.errors?.[0]).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });

    // Shared by a player: a stranger and a visitor without an account watch it from the record.
    await ok(SHARE, { r: room.id, s: true }, player);
    expect((await read(room.code, stranger))?.fairness?.roomSecret).toMatch(/^[0-9a-f]{64}$/);
    expect((await read(room.code))?.fairness).not.toBeNull();
    const { rows } = await t.db.pool.query<{ text: string }>(
      `SELECT fact::text AS text FROM room_log_events WHERE room_id = $1 ORDER BY after_seq, n`,
      [room.id],
    );
    expect(rows.map((row) => row.text).filter((text) => text.includes('replay'))).toHaveLength(3);

    // Taken back by the host: its players' again.
    await ok(SHARE, { r: room.id, s: false }, host);
    expect((await read(room.code, stranger))?.fairness).toBeNull();

    // Shared, a room of a private game still opens to its own people only.
    await ok(SHARE, { r: room.id, s: true }, host);
    await ok('mutation ($g: ID!) { updateGame(id: $g, input: { visibility: PRIVATE }) { id } }', { g: createGame.id }, host);
    expect(await read(room.code, stranger)).toBeNull();
    expect((await read(room.code, player))?.fairness).not.toBeNull();
  });
});
