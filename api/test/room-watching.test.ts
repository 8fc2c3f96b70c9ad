import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, graphqlData } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';

// "Every hand, delayed" on the server: off until the host turns it on and every seated player agrees; then
// a watcher who was never at the table is sent the table as the durable log had it a delay ago (in moves
// and in seconds), and nothing newer: two rooms differing only in newer moves send the same bytes.
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
const WATCHING =
  'query ($c: String!) { room(code: $c) { watching { on everyHand { delayMoves delaySeconds } asked { user { id } agreed } watchers viewerMustAnswer } } }';
const TABLE = 'query ($c: String!) { room(code: $c) { everyHandTable(watcher: "page-1") { seq view } } }';
const SET = 'mutation ($r: ID!, $on: Boolean!) { setRoomEveryHand(roomId: $r, on: $on, delayMoves: 3, delaySeconds: 30) { id } }';
const ANSWER = 'mutation ($r: ID!, $a: Boolean!) { answerRoomEveryHand(roomId: $r, agree: $a) { id } }';

type Watching = {
  on: boolean;
  everyHand: unknown;
  asked: Array<{ user: { id: string }; agreed: boolean | null }>;
  watchers: string[];
  viewerMustAnswer: boolean;
};
const watching = async (code: string, user: User) =>
  (await ok<{ room: { watching: Watching } }>(WATCHING, { c: code }, user)).room.watching;
const table = async (code: string, user?: User) =>
  ((await t.graphql(TABLE, { c: code }, user ? { cookie: user.cookie } : {})).body as { data: { room: { everyHandTable: unknown } } }).data
    .room.everyHandTable;

describe('watching every hand, a delay behind', () => {
  it('is asked of the seated players, refused to anyone at the table, and a delay behind for the rest', async () => {
    const host = await signUpUser(t);
    const player = await signUpUser(t);
    const stranger = await signUpUser(t);
    const { createGame } = await ok<{ createGame: { id: string } }>(
      'mutation ($i: CreateGameInput!) { createGame(input: $i) { id } }',
      { i: { title: `Watch ${Date.now()}`, visibility: 'PUBLIC' } },
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
    await t.db.pool.query("INSERT INTO room_players (room_id, user_id, seat_id) VALUES ($1, $2, 'p2')", [room.id, player.id]);

    // Off by default: nobody is shown every hand.
    expect(await watching(room.code, player)).toMatchObject({ on: false, everyHand: null, asked: [] });
    expect(await table(room.code, stranger)).toBeNull();
    // Only the host chooses, and not below the minimum.
    expect((await t.graphql(SET, { r: room.id, on: true }, { cookie: player.cookie })).body.errors?.[0]).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    const tooShort = await t.graphql(
      'mutation ($r: ID!) { setRoomEveryHand(roomId: $r, on: true, delayMoves: 1, delaySeconds: 30) { id } }',
      { r: room.id },
      { cookie: host.cookie },
    );
    expect(tooShort.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });

    // The host asks; the seated player is asked and refuses: off again.
    await ok(SET, { r: room.id, on: true }, host);
    expect(await watching(room.code, player)).toMatchObject({
      on: false,
      everyHand: { delayMoves: 3, delaySeconds: 30 },
      viewerMustAnswer: true,
    });
    expect(await table(room.code, stranger)).toBeNull();
    await ok(ANSWER, { r: room.id, a: false }, player);
    expect(await watching(room.code, player)).toMatchObject({ on: false, everyHand: null });

    // Asked again, agreed: on.
    await ok(SET, { r: room.id, on: true }, host);
    await ok(ANSWER, { r: room.id, a: true }, player);
    expect(await watching(room.code, host)).toMatchObject({ on: true, asked: [{ user: { id: player.id }, agreed: true }] });

    // Five moves: two long ago, three just now. The delay is three moves and thirty seconds: move 2 is shown.
    const seeded = (seq: number, pieceId: string) => ({
      op: { type: 'roll', pieceId, seed: randomBytes(32).toString('hex') },
      actor: { userId: host.id, seatId: null },
    });
    for (let seq = 1; seq <= 5; seq++)
      await t.db.pool.query(
        `INSERT INTO room_ops (room_id, seq, client_id, client_seq, op_version, payload, commitment, created_at)
         VALUES ($1, $2, 'tab', $2, 1, $3, 'c', now() - make_interval(mins => $4))`,
        [room.id, seq, JSON.stringify(seeded(seq, `die-${seq}`)), seq <= 2 ? 5 : 0],
      );
    await t.db.pool.query("UPDATE rooms SET op_seq = 5, created_at = now() - interval '10 minutes' WHERE id = $1", [room.id]);
    const seen = (await table(room.code, stranger)) as { seq: number; view: { hands: unknown; pileOrders: unknown } };
    expect(seen.seq).toBe(2);
    expect(seen.view).toHaveProperty('pileOrders');
    // A visitor without an account too; nobody at the table, while the game goes on.
    expect(await table(room.code)).toMatchObject({ seq: 2 });
    expect(await table(room.code, host)).toBeNull();
    expect(await table(room.code, player)).toBeNull();
    // The players see who watches.
    const watchers = (await watching(room.code, player)).watchers;
    expect(watchers).toHaveLength(2);
    expect(watchers).toContain('A visitor');

    // Another room's newer moves (3 to 5 rewritten): the same bytes to the watcher.
    const before = JSON.stringify(await table(room.code, stranger));
    for (let seq = 3; seq <= 5; seq++)
      await t.db.pool.query('UPDATE room_ops SET payload = $3 WHERE room_id = $1 AND seq = $2', [
        room.id,
        seq,
        JSON.stringify(seeded(seq, 'other')),
      ]);
    expect(JSON.stringify(await table(room.code, stranger))).toBe(before);
    // Once they are old enough, they show.
    await t.db.pool.query("UPDATE room_ops SET created_at = now() - interval '1 minute' WHERE room_id = $1", [room.id]);
    expect(await table(room.code, stranger)).toMatchObject({ seq: 2 });
    await t.db.pool.query('UPDATE rooms SET op_seq = 8 WHERE id = $1', [room.id]);
    for (let seq = 6; seq <= 8; seq++)
      await t.db.pool.query(
        `INSERT INTO room_ops (room_id, seq, client_id, client_seq, op_version, payload, commitment) VALUES ($1, $2, 'tab', $2, 1, $3, 'c')`,
        [room.id, seq, JSON.stringify(seeded(seq, 'new'))],
      );
    expect(await table(room.code, stranger)).toMatchObject({ seq: 5 });

    // Turned off by the host: the table only.
    await ok('mutation ($r: ID!) { setRoomEveryHand(roomId: $r, on: false) { id } }', { r: room.id }, host);
    expect(await table(room.code, stranger)).toBeNull();
  });
});

describe('following a seat', () => {
  it("sends a follower exactly the seat's own view, only while its player agrees and holds it", async () => {
    const host = await signUpUser(t);
    const teacher = await signUpUser(t);
    const { createGame } = await ok<{ createGame: { id: string } }>(
      'mutation ($i: CreateGameInput!) { createGame(input: $i) { id } }',
      { i: { title: `Follow ${Date.now()}`, visibility: 'PUBLIC' } },
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
    // The host sits at the first seat (op 1), as the socket would log it.
    const { rows } = await t.db.pool.query<{ initialState: { seats: Array<{ id: string }> } }>(
      'SELECT initial_state AS "initialState" FROM rooms WHERE id = $1',
      [room.id],
    );
    const seatId = rows[0]!.initialState.seats[0]!.id;
    await t.db.pool.query(
      `INSERT INTO room_ops (room_id, seq, client_id, client_seq, op_version, payload, commitment) VALUES ($1, 1, 'tab', 1, 1, $2, 'c')`,
      [room.id, JSON.stringify({ op: { type: 'claimSeat', seatId, seed: '0'.repeat(64) }, actor: { userId: host.id, seatId: null } })],
    );
    await t.db.pool.query('UPDATE rooms SET op_seq = 1 WHERE id = $1', [room.id]);
    await t.db.pool.query('INSERT INTO room_players (room_id, user_id, seat_id) VALUES ($1, $2, $3)', [room.id, host.id, seatId]);

    const FOLLOW =
      'query ($c: String!, $s: String!) { room(code: $c) { following { on seats viewerSeat viewerAllows } followTable(seatId: $s) { seq view } } }';
    type Followed = {
      room: {
        following: { on: boolean; seats: string[]; viewerSeat: string | null };
        followTable: { seq: number; view: { seatId: string } } | null;
      };
    };
    const follow = (user: User) => ok<Followed>(FOLLOW, { c: room.code, s: seatId }, user);
    // Off by default; on, but the seat's player has not agreed: nothing.
    expect((await follow(teacher)).room.followTable).toBeNull();
    await ok('mutation ($r: ID!) { setRoomFollow(roomId: $r, on: true) { id } }', { r: room.id }, host);
    expect((await follow(teacher)).room).toMatchObject({ following: { on: true, seats: [] }, followTable: null });
    // The player agrees: the follower gets the seat's own view; the player, at the table, does not.
    await ok('mutation ($r: ID!) { allowRoomFollow(roomId: $r, allow: true) { id } }', { r: room.id }, host);
    const followed = (await follow(teacher)).room;
    expect(followed.following.seats).toEqual([seatId]);
    expect(followed.followTable).toMatchObject({ seq: 1, view: { seatId } });
    expect((await follow(host)).room).toMatchObject({ following: { viewerSeat: seatId }, followTable: null });
    // Taken back: nothing again.
    await ok('mutation ($r: ID!) { allowRoomFollow(roomId: $r, allow: false) { id } }', { r: room.id }, host);
    expect((await follow(teacher)).room.followTable).toBeNull();
  });
});
