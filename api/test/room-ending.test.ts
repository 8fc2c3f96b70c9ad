import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, graphqlData, type TestApi } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';

// A pause is not the end. "Close for now" keeps a room's secrets and may be undone; "End the game and
// reveal" is final and only then is the record with seeds and initial state readable. The two are decided
// under the room row's lock, so no interleaving gives a room that is open again with its seeds read.
// Saves of a room whose game goes on fork nothing: no room starts from them and nobody reads them.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;
const FAIRNESS = 'query ($c: String!) { room(code: $c) { status fairness { initialState ops { seq } } } }';
const CLOSE = 'mutation ($id: ID!) { closeRoom(id: $id) { status } }';
const REOPEN = 'mutation ($id: ID!) { reopenRoom(id: $id) { status } }';
const END = 'mutation ($id: ID!) { endRoom(id: $id) { status ended } }';
const SAVE = 'mutation ($r: ID!, $n: String!) { saveTable(roomId: $r, name: $n) { id } }';
const SAVE_WITH_STATE = 'mutation ($r: ID!, $n: String!) { saveTable(roomId: $r, name: $n) { id state } }';
const FROM_SAVE = 'mutation ($s: ID!) { createRoomFromSave(saveId: $s) { id code } }';
const CREATE_ROOM = 'mutation ($g: ID!) { createRoom(gameId: $g) { id code } }';

const ok = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, user: User) =>
  graphqlData<T>(t, query, variables, user.cookie);
async function refused(query: string, variables: Record<string, unknown>, user: User | null) {
  const result = await t.graphql(query, variables, user ? { cookie: user.cookie } : {});
  expect(result.body.errors?.length, JSON.stringify(result.body)).toBeGreaterThan(0);
  return { error: result.body.errors![0]!, body: result.body };
}
const fairnessOf = async (code: string, user: User) =>
  (await ok<{ room: { status: string; fairness: unknown } | null }>(FAIRNESS, { c: code }, user)).room;
const statusOf = async (roomId: string) =>
  (await t.db.pool.query<{ status: string }>('SELECT status FROM rooms WHERE id = $1', [roomId])).rows[0]!.status;

describe('closing for now and ending', () => {
  it("keeps a closed-for-now room's record secret, and reading it does not stop the host reopening", async () => {
    const { alice, bob, room } = await createCardRoom(t);
    await ok(CLOSE, { id: room.id }, alice);
    expect(await fairnessOf(room.code, bob)).toEqual({ status: 'CLOSED', fairness: null });
    expect(await fairnessOf(room.code, alice)).toEqual({ status: 'CLOSED', fairness: null });
    expect(await ok(REOPEN, { id: room.id }, alice)).toEqual({ reopenRoom: { status: 'OPEN' } });
  });

  it('ends for good: the record becomes readable by the players and members, and the room never reopens', async () => {
    const { alice, bob, room } = await createCardRoom(t);
    // Only its host ends a room; a player who is not the host is refused.
    expect((await refused(END, { id: room.id }, bob)).error).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(await ok(END, { id: room.id }, alice)).toEqual({ endRoom: { status: 'CLOSED', ended: true } });
    const read = (await fairnessOf(room.code, alice)) as { fairness: { initialState: { seats: unknown[] } } };
    expect(read.fairness.initialState.seats).toHaveLength(2);
    const again = await refused(REOPEN, { id: room.id }, alice);
    expect(again.error).toMatchObject({ extensions: { code: 'CONFLICT' }, message: expect.stringContaining('ended') });
    expect(await statusOf(room.id)).toBe('closed');
    // Ending twice changes nothing and says so.
    expect((await refused(END, { id: room.id }, alice)).error).toMatchObject({ extensions: { code: 'CONFLICT' } });
    // A stranger who never played there does not read the record of a public game's room.
    const stranger = await signUpUser(t);
    expect((await fairnessOf(room.code, stranger))?.fairness ?? null).toBeNull();
  });

  it('decides reopen and reveal under one lock: 50 concurrent pairs, never open with the record read', async () => {
    const { alice, room } = await createCardRoom(t);
    const pairs = 50;
    let both = 0;
    for (let i = 0; i < pairs; i++) {
      const { room: fresh } =
        i === 0
          ? { room }
          : { room: (await ok<{ createRoom: typeof room }>(CREATE_ROOM, { g: await gameIdOf(room.id) }, alice)).createRoom };
      await ok(CLOSE, { id: fresh.id }, alice);
      // Half the pairs race a plain read of the record, half an end followed by the read.
      const reveal =
        i % 2 === 0
          ? t.graphql<{ room: { fairness: unknown } }>(FAIRNESS, { c: fresh.code }, { cookie: alice.cookie })
          : t
              .graphql(END, { id: fresh.id }, { cookie: alice.cookie })
              .then(() => t.graphql<{ room: { fairness: unknown } }>(FAIRNESS, { c: fresh.code }, { cookie: alice.cookie }));
      const [reopened, revealed] = await Promise.all([t.graphql(REOPEN, { id: fresh.id }, { cookie: alice.cookie }), reveal]);
      const seedsRead = revealed.body.data?.room?.fairness != null;
      const open = (await statusOf(fresh.id)) === 'open';
      if (seedsRead && open) both++;
      // A reopen that went through came before the end, which then closed the room again for good.
      if (seedsRead && !reopened.body.errors) expect(open, `pair ${i}`).toBe(false);
      // Keep within the plan's open rooms.
      if (open) await ok(CLOSE, { id: fresh.id }, alice);
    }
    expect(both).toBe(0);
  }, 120_000);
});

const gameIdOf = async (roomId: string) =>
  (await t.db.pool.query<{ gameId: string }>('SELECT game_id AS "gameId" FROM rooms WHERE id = $1', [roomId])).rows[0]!.gameId;

describe('saves of a room whose game goes on', () => {
  it('start no second room, and their contents are read by nobody, the game’s editors included', async () => {
    const { alice, bob, game } = await createCardRoom(t);
    // Bob hosts a room of alice's public game and saves it while it goes on.
    const bobsRoom = (await ok<{ createRoom: { id: string; code: string } }>(CREATE_ROOM, { g: game.id }, bob)).createRoom;
    const saved = (await ok<{ saveTable: { id: string } }>(SAVE, { r: bobsRoom.id, n: 'Mid-game' }, bob)).saveTable;
    const forked = await refused(FROM_SAVE, { s: saved.id }, bob);
    expect(forked.error).toMatchObject({ extensions: { code: 'CONFLICT' }, message: expect.stringContaining('still going') });
    expect(JSON.stringify(forked.body)).not.toMatch(/secret-\d/);
    // Closed for now is still going.
    await ok(CLOSE, { id: bobsRoom.id }, bob);
    expect((await refused(FROM_SAVE, { s: saved.id }, bob)).error).toMatchObject({ extensions: { code: 'CONFLICT' } });
    // Alice edits the game, but the table is of a game still going: she reads none of it, by either path.
    const read = await t.graphql(
      'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { tableSaves { id state } } }',
      { u: alice.input.userName, g: game.gameName },
      { cookie: alice.cookie },
    );
    expect(JSON.stringify(read.body)).not.toMatch(/secret-\d/);
    const download = await fetch(`${t.url}/tables/${saved.id}/table.zip`, { headers: { cookie: alice.cookie } });
    expect(download.status).toBeGreaterThanOrEqual(400);
    expect(Buffer.from(await download.arrayBuffer()).toString('latin1')).not.toMatch(/secret-\d/);
    // Once bob ends the game, its editors may read the save (its record is theirs to read anyway).
    await ok(END, { id: bobsRoom.id }, bob);
    expect((await fetch(`${t.url}/tables/${saved.id}/table.zip`, { headers: { cookie: alice.cookie } })).status).toBe(200);
  });

  it("refuses the game's owner a save of a room they do not host, and its state", async () => {
    const { alice, bob, game } = await createCardRoom(t);
    const carol = await signUpUser(t);
    // A room of strangers: bob hosts, carol plays; alice owns the game but is not in it.
    const strangersRoom = (await ok<{ createRoom: { id: string; code: string } }>(CREATE_ROOM, { g: game.id }, bob)).createRoom;
    void carol;
    const attempt = await refused(SAVE_WITH_STATE, { r: strangersRoom.id, n: 'Peek' }, alice);
    expect(attempt.error).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(JSON.stringify(attempt.body)).not.toMatch(/secret-\d/);
    expect((await t.db.pool.query('SELECT count(*)::int AS n FROM table_saves WHERE room_id = $1', [strangersRoom.id])).rows[0]).toEqual({
      n: 0,
    });
  });
});
