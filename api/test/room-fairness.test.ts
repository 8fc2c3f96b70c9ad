import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, graphqlData } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';

// A room's seeds are its secrets while its game goes on, open or closed for now (they decide what a shuffle
// hid), and its proof once its game ended: then its players and the game's members get the whole log.
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;
const FAIRNESS = 'query ($c: String!) { room(code: $c) { status fairness { initialState ops { seq opVersion payload commitment } } } }';

const ok = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, user: User) =>
  graphqlData<T>(t, query, variables, user.cookie);

describe("a room's fairness record", () => {
  it('is null while the room is open or closed for now, and shows every op with its seed once its game ended', async () => {
    const host = await signUpUser(t);
    const guest = await signUpUser(t);
    const { createGame } = await ok<{ createGame: { id: string } }>(
      'mutation ($i: CreateGameInput!) { createGame(input: $i) { id } }',
      { i: { title: `Fair ${Date.now()}`, visibility: 'PUBLIC' } },
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
    const seed = randomBytes(32).toString('hex');
    const commitment = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
    const payload = {
      op: { type: 'roll', pieceId: 'die', seed },
      actor: { userId: host.id, seatId: null },
      origin: { instance: 'i', connection: 'c', clientSeq: 1 },
    };
    await t.db.pool.query(
      `INSERT INTO room_ops (room_id, seq, client_id, client_seq, op_version, payload, commitment) VALUES ($1, 1, 'tab', 1, 1, $2, $3)`,
      [room.id, JSON.stringify(payload), commitment],
    );

    expect((await ok<{ room: { fairness: unknown } }>(FAIRNESS, { c: room.code }, guest)).room).toEqual({ status: 'OPEN', fairness: null });

    await ok('mutation ($id: ID!) { closeRoom(id: $id) { status } }', { id: room.id }, host);
    expect((await ok<{ room: { fairness: unknown } }>(FAIRNESS, { c: room.code }, host)).room).toEqual({
      status: 'CLOSED',
      fairness: null,
    });
    await ok('mutation ($id: ID!) { endRoom(id: $id) { status } }', { id: room.id }, host);
    // Someone who never played there reads nothing; a player does.
    expect((await ok<{ room: { fairness: unknown } }>(FAIRNESS, { c: room.code }, guest)).room).toEqual({
      status: 'CLOSED',
      fairness: null,
    });
    await t.db.pool.query('INSERT INTO room_players (room_id, user_id) VALUES ($1, $2)', [room.id, guest.id]);
    const closed = await ok<{ room: { fairness: { initialState: { seats: unknown[] }; ops: unknown[] } } }>(
      FAIRNESS,
      { c: room.code },
      guest,
    );
    expect(closed.room.fairness.initialState.seats).toHaveLength(2);
    // Where the op came from (instance, connection) is not part of the record.
    expect(closed.room.fairness.ops).toEqual([{ seq: 1, opVersion: 1, payload: { op: payload.op, actor: payload.actor }, commitment }]);

    // Nobody who may not open the room sees it.
    await ok('mutation ($g: ID!) { updateGame(id: $g, input: { visibility: PRIVATE }) { id } }', { g: createGame.id }, host);
    expect((await t.graphql(FAIRNESS, { c: room.code }, { cookie: guest.cookie })).body).toEqual({ data: { room: null } });
  });

  it('cannot be used to play on with open cards: an ended room is never reopened, one closed for now still is', async () => {
    const host = await signUpUser(t);
    const { createGame } = await ok<{ createGame: { id: string } }>(
      'mutation ($i: CreateGameInput!) { createGame(input: $i) { id } }',
      { i: { title: `Reveal ${Date.now()}`, visibility: 'PUBLIC' } },
      host,
    );
    await ok('mutation ($g: ID!) { publishRevision(gameId: $g) { name } }', { g: createGame.id }, host);
    const open = async () =>
      (
        await ok<{ createRoom: { id: string; code: string } }>(
          'mutation ($g: ID!) { createRoom(gameId: $g) { id code } }',
          { g: createGame.id },
          host,
        )
      ).createRoom;
    const REOPEN = 'mutation ($id: ID!) { reopenRoom(id: $id) { status } }';
    const CLOSE = 'mutation ($id: ID!) { closeRoom(id: $id) { status } }';

    // Closed for now, its record asked for (and not given): still a secret table, so it reopens.
    const paused = await open();
    await ok(CLOSE, { id: paused.id }, host);
    expect((await ok<{ room: { fairness: unknown } }>(FAIRNESS, { c: paused.code }, host)).room.fairness).toBeNull();
    expect(await ok(REOPEN, { id: paused.id }, host)).toEqual({ reopenRoom: { status: 'OPEN' } });

    // The host ends the game, reads every seed, and tries to play on knowing every hand: refused, still closed.
    const finished = await open();
    await ok('mutation ($id: ID!) { endRoom(id: $id) { status } }', { id: finished.id }, host);
    expect((await ok<{ room: { fairness: unknown } }>(FAIRNESS, { c: finished.code }, host)).room.fairness).not.toBeNull();
    const refused = await t.graphql(REOPEN, { id: finished.id }, { cookie: host.cookie });
    expect(refused.body.errors?.[0]).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: expect.stringContaining('no longer secret'),
    });
    expect((await t.db.pool.query('SELECT status FROM rooms WHERE id = $1', [finished.id])).rows[0]).toEqual({ status: 'closed' });
  });
});
