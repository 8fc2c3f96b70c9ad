import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, graphqlData } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';

// Who holds a live room (docs/ARCHITECTURE.md, "Who may hand over, end, close and reopen a room"): the host
// role passes only by its host, and only to someone who has come into the room to play; ending (which
// reveals every hand and seed) is the host's alone. A game's owner who is not in a room may close it, which
// keeps every secret, but neither take it over nor end it: else they could read a room of strangers by
// naming themselves host, ending it and reading its record. Each refusal says why and writes nothing.
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;

const TRANSFER = 'mutation ($r: ID!, $u: ID!) { transferRoomHost(roomId: $r, userId: $u) { host { id } } }';
const END = 'mutation ($id: ID!) { endRoom(id: $id) { status ended } }';
const CLOSE = 'mutation ($id: ID!) { closeRoom(id: $id) { status } }';
const REOPEN = 'mutation ($id: ID!) { reopenRoom(id: $id) { status } }';
const CREATE_ROOM = 'mutation ($g: ID!) { createRoom(gameId: $g) { id code } }';
const FAIRNESS = 'query ($c: String!) { room(code: $c) { fairness { initialState ops { seq } } } }';

const ok = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, user: User) =>
  graphqlData<T>(t, query, variables, user.cookie);

async function refused(query: string, variables: Record<string, unknown>, user: User) {
  const result = await t.graphql(query, variables, { cookie: user.cookie });
  expect(result.body.errors?.length, JSON.stringify(result.body)).toBe(1);
  return { error: result.body.errors![0]! };
}

/** Someone comes into the room to play, as the socket records it when they join (room_players). */
const joins = (roomId: string, user: User) =>
  t.db.pool.query('INSERT INTO room_players (room_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [roomId, user.id]);

/** What a refused attempt must leave as it was: the host, open or closed, ended or not, and the room's log. */
async function roomRow(roomId: string) {
  const { rows } = await t.db.pool.query<{ hostId: string; status: string; ended: boolean; lines: number }>(
    `SELECT host_id AS "hostId", status, ended_at IS NOT NULL AS ended,
            (SELECT count(*)::int FROM room_log WHERE room_id = rooms.id) AS lines
       FROM rooms WHERE id = $1`,
    [roomId],
  );
  return rows[0]!;
}

async function roomEventCount(roomId: string): Promise<number> {
  const { rows } = await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM room_log_events WHERE room_id = $1', [roomId]);
  return rows[0]!.n;
}

/** Alice's public game; bob hosts a room of it that carol plays in. Alice is not in it. */
async function strangersRoom() {
  const setup = await createCardRoom(t);
  const carol = await signUpUser(t);
  const room = (await ok<{ createRoom: { id: string; code: string } }>(CREATE_ROOM, { g: setup.game.id }, setup.bob)).createRoom;
  await joins(room.id, setup.bob);
  await joins(room.id, carol);
  return { ...setup, carol, room };
}

describe("a game's owner who is not in a room", () => {
  it('cannot make themselves host, end the game and read its record: each step is refused and nothing is written', async () => {
    const { alice, bob, room } = await strangersRoom();
    const before = await roomRow(room.id);

    const takeover = await refused(TRANSFER, { r: room.id, u: alice.id }, alice);
    expect(takeover.error).toMatchObject({
      message: 'Only the host of this room can hand the room over.',
      extensions: { code: 'FORBIDDEN' },
    });
    const ending = await refused(END, { id: room.id }, alice);
    expect(ending.error).toMatchObject({ message: 'Only the host of this room can end its game.', extensions: { code: 'FORBIDDEN' } });
    expect((await ok<{ room: { fairness: unknown } }>(FAIRNESS, { c: room.code }, alice)).room.fairness).toBeNull();

    expect(await roomRow(room.id)).toEqual(before);
    expect(before).toMatchObject({ hostId: bob.id, status: 'open', ended: false });
    expect(await roomEventCount(room.id)).toBe(0);
  });

  it('cannot hand the room to anyone else either, even to a player who is in it', async () => {
    const { alice, carol, room } = await strangersRoom();
    const before = await roomRow(room.id);
    expect((await refused(TRANSFER, { r: room.id, u: carol.id }, alice)).error).toMatchObject({
      message: 'Only the host of this room can hand the room over.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await roomRow(room.id)).toEqual(before);
    expect(await roomEventCount(room.id)).toBe(0);
  });

  it('is refused endRoom on a room someone else hosts, also once they have joined it, and after closing and reopening it', async () => {
    const { alice, bob, room } = await strangersRoom();
    expect((await refused(END, { id: room.id }, alice)).error).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    // In the room as a player, the owner is still not its host.
    await joins(room.id, alice);
    expect((await refused(END, { id: room.id }, alice)).error).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    // Closing for now stays theirs (moderation): it keeps every secret, and so does reopening.
    expect(await ok(CLOSE, { id: room.id }, alice)).toEqual({ closeRoom: { status: 'CLOSED' } });
    expect((await refused(END, { id: room.id }, alice)).error).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(await ok(REOPEN, { id: room.id }, alice)).toEqual({ reopenRoom: { status: 'OPEN' } });
    expect((await refused(TRANSFER, { r: room.id, u: alice.id }, alice)).error).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect((await refused(END, { id: room.id }, alice)).error).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(await roomRow(room.id)).toMatchObject({ hostId: bob.id, status: 'open', ended: false });
    expect((await ok<{ room: { fairness: unknown } }>(FAIRNESS, { c: room.code }, alice)).room.fairness).toBeNull();
  });
});

describe('handing the room over', () => {
  it('goes only from its host to someone who has come into the room to play', async () => {
    const { alice, bob, room } = await strangersRoom();
    const dan = await signUpUser(t);
    // Dan may play the game but has never been in this room.
    expect((await refused(TRANSFER, { r: room.id, u: dan.id }, bob)).error).toMatchObject({
      message: `${dan.input.name} is not in this room. Only someone who has joined it to play can be made its host.`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await roomRow(room.id)).toMatchObject({ hostId: bob.id });
    expect(await roomEventCount(room.id)).toBe(0);
    // Nor the owner, until they come in; then the host may hand it to them like to anyone there.
    expect((await refused(TRANSFER, { r: room.id, u: alice.id }, bob)).error).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    await joins(room.id, alice);
    expect((await ok<{ transferRoomHost: { host: { id: string } } }>(TRANSFER, { r: room.id, u: alice.id }, bob)).transferRoomHost).toEqual(
      {
        host: { id: alice.id },
      },
    );
    // The old host's powers went with it.
    expect((await refused(TRANSFER, { r: room.id, u: bob.id }, bob)).error).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });

  it('keeps a line in the room log naming who handed it to whom, and one naming who ended the game', async () => {
    const { bob, carol, room } = await strangersRoom();
    await ok(TRANSFER, { r: room.id, u: carol.id }, bob);
    await ok(END, { id: room.id }, carol);
    const { rows } = await t.db.pool.query<{ fact: { actor: { userId: string; name: string }; parts: unknown[] } }>(
      'SELECT fact FROM room_log_events WHERE room_id = $1 ORDER BY after_seq, n',
      [room.id],
    );
    expect(rows.map((row) => row.fact)).toEqual([
      {
        actor: { userId: bob.id, seatId: null, name: bob.input.name, color: null },
        parts: [`made ${carol.input.name} the host`],
      },
      {
        actor: { userId: carol.id, seatId: null, name: carol.input.name, color: null },
        parts: ['ended the game: its shuffles and rolls can be checked now'],
      },
    ]);
  });
});
