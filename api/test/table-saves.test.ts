import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { initialRoomState, needsStartShuffle, viewFor, type RoomState } from '@tablecraft/core/play';
import { fullDocument } from '../../core/src/game/test-fixtures.ts';
import { startTestApi, graphqlData, type TestApi } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';
import { deckOf, openSocket, sendOp, type TestSocket } from '../../testing/socket-client.ts';
import { startSocketProcess, type SocketProcess } from '../../testing/socket-process.ts';
import { createPlan } from '../../testing/uploads-fixtures.ts';
import { freshTableFromSave } from '../src/saves/fresh-table.ts';
import { problemWithTable } from '../src/saves/table-check.ts';
import { importReadStats } from '../src/transfer/import-pool.ts';

// Saved tables through the API, with a real socket process playing the rooms: a save is the table as the
// replicas hold it, a room from a save starts with that table and every seat free, a save's contents
// never reach anyone who may not edit the game (by any path), and table files go out and come back in
// through the game files' intake, with every hostile file refused and nothing left behind.

let t: TestApi;
let socket: SocketProcess;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await startTestApi();
  socket = await startSocketProcess({ DATABASE_URL: t.db.url, REDIS_URL: inject('redisUrl') });
}, 60_000);

afterAll(async () => {
  for (const open of sockets) open.close();
  await socket?.stop();
  await t?.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;
type Setup = Awaited<ReturnType<typeof createCardRoom>>;
type Welcome = {
  kind: string;
  seatId: string | null;
  view: ReturnType<typeof viewFor> & { seats: Array<{ id: string; userId: string | null }> };
};

const SAVE = 'mutation ($r: ID!, $n: String!) { saveTable(roomId: $r, name: $n) { id name bytes createdBy { id } } }';
const SAVE_WITH_STATE = 'mutation ($r: ID!, $n: String!) { saveTable(roomId: $r, name: $n) { id state } }';
const SAVES =
  'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { tableSaves { id name bytes revisionName createdBy { id } } } }';
const SAVES_WITH_STATE = 'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { tableSaves { id state } } }';
const FROM_SAVE = 'mutation ($s: ID!) { createRoomFromSave(saveId: $s) { id code } }';
const DELETE = 'mutation ($s: ID!) { deleteTableSave(id: $s) }';

const ok = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, user: User) =>
  graphqlData<T>(t, query, variables, user.cookie);
async function refused(query: string, variables: Record<string, unknown>, user: User | null) {
  const result = await t.graphql(query, variables, user ? { cookie: user.cookie } : {});
  expect(result.body.errors?.length).toBeGreaterThan(0);
  return result.body.errors![0]!;
}

async function join(code: string, user: User | null): Promise<{ socket: TestSocket; welcome: Welcome }> {
  const opened = await openSocket(socket.url, user?.cookie);
  sockets.push(opened);
  opened.send({ kind: 'hello', protocolVersion: 2, roomCode: code, clientId: `tab-${Math.random().toString(36).slice(2)}-0123456789` });
  const welcome = await opened.waitFor<Welcome>((m) => m.kind === 'welcome' || m.kind === 'error');
  expect(welcome.kind).toBe('welcome');
  return { socket: opened, welcome };
}

async function act(open: TestSocket, op: unknown) {
  const answer = await sendOp(open, op);
  expect(answer).toMatchObject({ kind: 'ack' });
  return answer;
}

/** Alice and bob sit down and play a little: a shuffle, a draw each, a roll. */
async function playSome(setup: Setup) {
  const alice = await join(setup.room.code, setup.alice);
  const bob = await join(setup.room.code, setup.bob);
  const seats = alice.welcome.view.seats;
  const deck = deckOf(alice.welcome.view);
  const die = Object.values(alice.welcome.view.pieces).find((piece) => piece.componentId === 'die')!.id;
  await act(alice.socket, { type: 'claimSeat', seatId: seats[0]!.id });
  await act(bob.socket, { type: 'claimSeat', seatId: seats[1]!.id });
  await act(alice.socket, { type: 'shuffle', pileId: deck });
  await act(alice.socket, { type: 'draw', pileId: deck, count: 2 });
  await act(bob.socket, { type: 'draw', pileId: deck, count: 1 });
  await act(bob.socket, { type: 'roll', pieceId: die });
  alice.socket.close();
  bob.socket.close();
  return { seats };
}

async function stateOf(saveId: string): Promise<RoomState> {
  const { rows } = await t.db.pool.query<{ state: RoomState }>('SELECT state FROM table_saves WHERE id = $1', [saveId]);
  return rows[0]!.state;
}
const saveCount = async () => (await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM table_saves')).rows[0]!.n;
const roomSnapshot = async (roomId: string) =>
  (await t.db.pool.query<{ snapshot: RoomState }>('SELECT snapshot FROM rooms WHERE id = $1', [roomId])).rows[0]!.snapshot;

async function download(saveId: string, user: User | null) {
  return fetch(`${t.url}/tables/${saveId}/table.zip`, { headers: user ? { cookie: user.cookie } : {} });
}

/**
 * Posts a table file on a connection of its own (`agent: false`): a connection kept alive from an earlier
 * request may have been closed by the server while this process was busy making a large file, and
 * reusing it would fail the request for a reason that is not the product's.
 */
async function upload(bytes: Uint8Array, user: User, headers: Record<string, string> = { 'x-tablecraft-csrf': '1' }) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/zip' }), 'table.zip');
  const encoded = new Request(`${t.url}/tables/import`, { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest(
      encoded.url,
      {
        method: 'POST',
        agent: false,
        headers: { ...headers, cookie: user.cookie, 'content-type': encoded.headers.get('content-type')!, 'content-length': body.length },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
  return {
    status: answer.status,
    body: JSON.parse(answer.text) as { code?: string; message?: string; save?: { id: string; name: string; gameId: string } },
  };
}

describe('saving a table', () => {
  let setup: Setup;
  let seats: Array<{ id: string }>;

  beforeAll(async () => {
    setup = await createCardRoom(t);
    ({ seats } = await playSome(setup));
  }, 60_000);

  it('saves the table as the replica holds it: each seat sees in the save what a fresh join shows it', async () => {
    const saved = (
      await ok<{ saveTable: { id: string; name: string; bytes: number; createdBy: { id: string } } }>(
        SAVE,
        { r: setup.room.id, n: '  After the deal ' },
        setup.alice,
      )
    ).saveTable;
    expect(saved).toMatchObject({ name: 'After the deal', createdBy: { id: setup.alice.id } });
    expect(saved.bytes).toBeGreaterThan(100);
    const state = await stateOf(saved.id);
    expect(state.hands[seats[0]!.id]).toHaveLength(2);
    expect(state.hands[seats[1]!.id]).toHaveLength(1);
    // A fresh join is built by the replica from the same snapshot and log: the save must agree with it.
    for (const user of [setup.alice, setup.bob]) {
      const fresh = await join(setup.room.code, user);
      expect(viewFor(state, fresh.welcome.seatId)).toEqual(fresh.welcome.view);
      fresh.socket.close();
    }
    // Editors see it listed, but read none of it while its game goes on; the list names the revision the room played.
    const read = await ok<{ game: { tableSaves: Array<{ id: string; state?: unknown }> } }>(
      SAVES_WITH_STATE,
      { u: setup.alice.input.userName, g: setup.game.gameName },
      setup.alice,
    );
    expect(read.game.tableSaves.find((save) => save.id === saved.id)?.state).toBeNull();
    const listed = await ok<{ game: { tableSaves: Array<{ id: string; revisionName: string }> } }>(
      SAVES,
      { u: setup.alice.input.userName, g: setup.game.gameName },
      setup.alice,
    );
    expect(listed.game.tableSaves[0]).toMatchObject({ id: saved.id, revisionName: 'v1' });
  });

  it('counts ops after a later snapshot too (the room unloaded and was played on)', async () => {
    await socket.stop();
    socket = await startSocketProcess({ DATABASE_URL: t.db.url, REDIS_URL: inject('redisUrl') });
    const snapshotSeq = (
      await t.db.pool.query<{ seq: number }>('SELECT snapshot_seq::int AS seq FROM rooms WHERE id = $1', [setup.room.id])
    ).rows[0]!.seq;
    expect(snapshotSeq).toBeGreaterThan(0);
    const alice = await join(setup.room.code, setup.alice);
    await act(alice.socket, { type: 'shuffle', pileId: deckOf(alice.welcome.view) });
    const saved = (await ok<{ saveTable: { id: string } }>(SAVE, { r: setup.room.id, n: 'Later' }, setup.alice)).saveTable;
    const fresh = await join(setup.room.code, setup.alice);
    expect(viewFor(await stateOf(saved.id), fresh.welcome.seatId)).toEqual(fresh.welcome.view);
    alice.socket.close();
    fresh.socket.close();
  }, 60_000);

  it('refuses anyone who may not manage the room, and names without text', async () => {
    expect(await refused(SAVE, { r: setup.room.id, n: 'Mine' }, setup.bob)).toMatchObject({
      message: 'Only the host of this room can save its table.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await refused(SAVE, { r: setup.room.id, n: 'Mine' }, null)).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(await refused(SAVE, { r: setup.room.id, n: '   ' }, setup.alice)).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: 'Give the save a name.' } },
    });
    expect(await refused(SAVE, { r: 'not-a-room', n: 'x' }, setup.alice)).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });

  it('starts no second room of a game still going; a table of no room starts with its seats with cards kept for who held them', async () => {
    const saved = (await ok<{ saveTable: { id: string } }>(SAVE, { r: setup.room.id, n: 'To resume' }, setup.alice)).saveTable;
    const state = await stateOf(saved.id);
    expect(state.seats.some((seat) => seat.userId !== null)).toBe(true);
    expect(await refused(FROM_SAVE, { s: saved.id }, setup.alice)).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: expect.stringContaining('still going'),
    });
    // As an uploaded table file is: kept with the game, of no room.
    await t.db.pool.query('UPDATE table_saves SET room_id = NULL WHERE id = $1', [saved.id]);
    const room = (await ok<{ createRoomFromSave: { id: string; code: string } }>(FROM_SAVE, { s: saved.id }, setup.alice))
      .createRoomFromSave;
    const snapshot = await roomSnapshot(room.id);
    // Alice and bob hold cards: their seats are kept for them, nobody else sits there to see those hands.
    expect(snapshot.seats.map((seat) => [seat.userId, seat.reservedFor])).toEqual([
      [null, setup.alice.id],
      [null, setup.bob.id],
    ]);
    expect(snapshot.undo).toEqual({});
    expect(snapshot.looks).toBeUndefined();
    // The table is the save's, counted as set up (a deck shuffled at start is not shuffled again).
    expect({ ...snapshot, seats: [], undo: {} }).toEqual({ ...state, seats: [], undo: {}, looks: undefined, setUp: true });
    // Bob joins unseated: he sees the table, but nobody's hand and no deck's order.
    const bob = await join(room.code, setup.bob);
    expect(bob.welcome.seatId).toBeNull();
    expect(bob.welcome.view).toEqual(viewFor({ ...state, seats: snapshot.seats, undo: {} }, null));
    expect(JSON.stringify(bob.welcome.view)).not.toMatch(/secret-\d/);
    // Alice's seat is hers; bob takes his own back, with his hand.
    expect(await sendOp(bob.socket, { type: 'claimSeat', seatId: seats[0]!.id })).toMatchObject({ kind: 'reject', code: 'SEAT_RESERVED' });
    await act(bob.socket, { type: 'claimSeat', seatId: seats[1]!.id });
    bob.socket.close();
  });
});

describe('hidden information: a host who is only a player', () => {
  it('saves and starts a room from the save without ever receiving its contents, by any path', async () => {
    const setup = await createCardRoom(t);
    // Bob hosts a room of alice's public game: he may manage it, not edit the game.
    const bobsRoom = (
      await ok<{ createRoom: { id: string; code: string } }>(
        'mutation ($g: ID!) { createRoom(gameId: $g) { id code } }',
        { g: setup.game.id },
        setup.bob,
      )
    ).createRoom;
    const bob = await join(bobsRoom.code, setup.bob);
    const carol = await signUpUser(t);
    const carolIn = await join(bobsRoom.code, carol);
    await act(bob.socket, { type: 'claimSeat', seatId: bob.welcome.view.seats[0]!.id });
    await act(carolIn.socket, { type: 'claimSeat', seatId: bob.welcome.view.seats[1]!.id });
    await act(bob.socket, { type: 'shuffle', pileId: deckOf(bob.welcome.view) });
    await act(carolIn.socket, { type: 'draw', pileId: deckOf(bob.welcome.view), count: 2 });
    bob.socket.close();
    carolIn.socket.close();

    // Asking for the state in the save's own answer: the save is made, its state refused.
    const withState = await t.graphql<{ saveTable: { state: unknown } }>(
      SAVE_WITH_STATE,
      { r: bobsRoom.id, n: 'Peek' },
      { cookie: setup.bob.cookie },
    );
    expect(withState.body.data?.saveTable.state ?? null).toBeNull();
    expect(withState.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(withState.body)).not.toMatch(/secret-\d/);

    const saved = (await ok<{ saveTable: { id: string } }>(SAVE, { r: bobsRoom.id, n: 'Our game' }, setup.bob)).saveTable;
    // The list is the editors': bob sees none, alice sees his save (and may read it).
    expect(
      (await ok<{ game: { tableSaves: unknown[] } }>(SAVES, { u: setup.alice.input.userName, g: setup.game.gameName }, setup.bob)).game
        .tableSaves,
    ).toEqual([]);
    const asked = await t.graphql(
      SAVES_WITH_STATE,
      { u: setup.alice.input.userName, g: setup.game.gameName },
      { cookie: setup.bob.cookie },
    );
    expect(JSON.stringify(asked.body)).not.toMatch(/secret-\d/);
    expect(
      (
        await ok<{ game: { tableSaves: Array<{ id: string }> } }>(
          SAVES,
          { u: setup.alice.input.userName, g: setup.game.gameName },
          setup.alice,
        )
      ).game.tableSaves.map((save) => save.id),
    ).toContain(saved.id);
    // The download: 404 to him, to visitors and to strangers, as if there were no such save.
    for (const user of [setup.bob, carol, null]) {
      const response = await download(saved.id, user);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toMatch(/secret-\d/);
    }
    // Alice edits the game, but its game goes on: not even she downloads it yet.
    expect((await download(saved.id, setup.alice)).status).toBe(409);

    // He may not start a second room of the game going on, and the refusal tells nothing of the table.
    const forked = await refused(FROM_SAVE, { s: saved.id }, setup.bob);
    expect(forked).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(JSON.stringify(forked)).not.toMatch(/secret-\d/);
    // Nobody else starts rooms from his save, nor deletes it.
    expect(await refused(FROM_SAVE, { s: saved.id }, carol)).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(await refused(DELETE, { s: saved.id }, carol)).toMatchObject({ extensions: { code: 'NOT_FOUND' } });

    // Ending that game shows its record to its players, and so the save's table: from then on the save
    // starts no rooms, for anyone, and its editors may download it.
    await ok('mutation ($id: ID!) { endRoom(id: $id) { status } }', { id: bobsRoom.id }, setup.bob);
    const fairness = await ok<{ room: { fairness: { initialState: unknown } } }>(
      'query ($c: String!) { room(code: $c) { fairness { initialState } } }',
      { c: bobsRoom.code },
      setup.bob,
    );
    expect(fairness.room.fairness.initialState).not.toBeNull();
    expect((await download(saved.id, setup.alice)).status).toBe(200);
    expect(await refused(FROM_SAVE, { s: saved.id }, setup.bob)).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(await refused(FROM_SAVE, { s: saved.id }, setup.alice)).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(await ok<{ deleteTableSave: boolean }>(DELETE, { s: saved.id }, setup.bob)).toEqual({ deleteTableSave: true });
  }, 60_000);
});

describe('plan limits', () => {
  it('refuses a save over the plan storage in the uploads words, and a room from a save past the open rooms', async () => {
    const setup = await createCardRoom(t);
    await createPlan(t.db.pool, { id: 'tiny-saves', name: 'Tiny', maxAssetBytes: 200_000 });
    const used = (
      await t.db.pool.query<{ bytes: number }>(
        `SELECT coalesce(sum(r.document_bytes), 0)::int AS bytes FROM revisions r JOIN games g ON g.id = r.game_id WHERE g.owner_id = $1`,
        [setup.alice.id],
      )
    ).rows[0]!.bytes;
    await t.db.pool.query(`UPDATE plans SET max_asset_bytes = $1 WHERE id = 'tiny-saves'`, [used + 100]);
    await t.db.pool.query(`UPDATE users SET plan_id = 'tiny-saves' WHERE id = $1`, [setup.alice.id]);
    const before = await saveCount();
    expect(await refused(SAVE, { r: setup.room.id, n: 'Too big' }, setup.alice)).toMatchObject({
      message: expect.stringMatching(
        /^Your Tiny plan stores up to .* of uploads, games and saved tables, and this would go over it\. Delete some assets, old revisions or saved tables, or upgrade to Pro to store more\.$/,
      ),
      extensions: { code: 'PLAN_LIMIT' },
    });
    expect(await saveCount()).toBe(before);

    // Saves count in the plan page's storage as in the check.
    await t.db.pool.query(`UPDATE users SET plan_id = 'free' WHERE id = $1`, [setup.alice.id]);
    const storage = async () =>
      (
        await ok<{ viewer: { account: { usage: { storageBytes: number } } } }>(
          '{ viewer { account { usage { storageBytes } } } }',
          {},
          setup.alice,
        )
      ).viewer.account.usage.storageBytes;
    const beforeSave = await storage();
    const saved = (await ok<{ saveTable: { id: string; bytes: number } }>(SAVE, { r: setup.room.id, n: 'Fits' }, setup.alice)).saveTable;
    expect(await storage()).toBe(beforeSave + saved.bytes);

    // Free allows 5 open rooms: alice has one; four more, then a table of no room is refused like createRoom.
    await t.db.pool.query('UPDATE table_saves SET room_id = NULL WHERE id = $1', [saved.id]);
    for (let i = 0; i < 4; i++) await ok('mutation ($g: ID!) { createRoom(gameId: $g) { id } }', { g: setup.game.id }, setup.alice);
    expect(await refused(FROM_SAVE, { s: saved.id }, setup.alice)).toMatchObject({
      extensions: { code: 'PLAN_LIMIT', limit: 'maxOpenRooms' },
    });
  });
});

describe('table files', () => {
  let setup: Setup;
  let saveId: string;
  let file: Uint8Array;
  let envelope: Record<string, unknown> & { state: RoomState };

  beforeAll(async () => {
    setup = await createCardRoom(t);
    await playSome(setup);
    saveId = (await ok<{ saveTable: { id: string } }>(SAVE, { r: setup.room.id, n: 'Round trip' }, setup.alice)).saveTable.id;
    // A save is downloaded once its game ended.
    await ok('mutation ($id: ID!) { endRoom(id: $id) { status } }', { id: setup.room.id }, setup.alice);
    const response = await download(saveId, setup.alice);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${setup.game.gameName}-Round-trip.zip"`);
    file = new Uint8Array(await response.arrayBuffer());
    envelope = JSON.parse(new TextDecoder().decode(unzipSync(file)['tablecraft-table.json']));
  }, 60_000);

  const zipOf = (json: unknown) => zipSync({ 'tablecraft-table.json': strToU8(JSON.stringify(json)), 'README.txt': strToU8('hi') });

  it('downloads a zip with the envelope and a README, and uploads it back as a new save of the game', async () => {
    const files = unzipSync(file);
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'tablecraft-table.json']);
    expect(new TextDecoder().decode(files['README.txt'])).toMatch(/Tablecraft table file/);
    expect(envelope).toMatchObject({
      format: 'tablecraft-table',
      version: 1,
      game: { id: setup.game.id },
      revision: { name: 'v1' },
      name: 'Round trip',
    });
    expect(envelope.state).toEqual(await stateOf(saveId));
    const uploaded = await upload(file, setup.alice);
    expect(uploaded).toMatchObject({ status: 200, body: { save: { name: 'Round trip', gameId: setup.game.id } } });
    expect(await stateOf(uploaded.body.save!.id)).toEqual(envelope.state);
    // And plays: a room from the uploaded save.
    const room = (await ok<{ createRoomFromSave: { id: string } }>(FROM_SAVE, { s: uploaded.body.save!.id }, setup.alice))
      .createRoomFromSave;
    expect((await roomSnapshot(room.id)).pieces).toEqual(envelope.state.pieces);
  });

  it('refuses hostile and mistaken files, each leaving nothing behind', async () => {
    const piece = Object.values(envelope.state.pieces).find((p) => p.location.type === 'pile')!;
    const otherGame = await createCardRoom(t);
    const cases: Array<[string, Uint8Array, RegExp, User?]> = [
      ['not a zip', strToU8('hello'), /zip/i],
      ['no envelope', zipSync({ 'other.json': strToU8('{}') }), /no tablecraft-table\.json/],
      ['not JSON', zipSync({ 'tablecraft-table.json': strToU8('{nope') }), /not valid JSON/],
      ['another format', zipOf({ ...envelope, format: 'tablecraft-game' }), /not a Tablecraft table file/],
      ['a newer version', zipOf({ ...envelope, version: 9 }), /newer Tablecraft/],
      ['a state from the future', zipOf({ ...envelope, state: { ...envelope.state, version: 99 } }), /newer engine/],
      [
        'a piece of no component',
        zipOf({
          ...envelope,
          state: { ...envelope.state, pieces: { ...envelope.state.pieces, [piece.id]: { ...piece, componentId: 'nope' } } },
        }),
        /no component/,
      ],
      [
        'a piece in two places',
        zipOf({
          ...envelope,
          state: {
            ...envelope.state,
            hands: {
              ...envelope.state.hands,
              [envelope.state.seats[0]!.id]: [...envelope.state.hands[envelope.state.seats[0]!.id]!, piece.id],
            },
          },
        }),
        /two places/,
      ],
      [
        'a piece nowhere',
        zipOf({ ...envelope, state: { ...envelope.state, pieces: { ...envelope.state.pieces, ghost: { ...piece, id: 'ghost' } } } }),
        /not in the pile it names/,
      ],
      ['a revision that is gone', zipOf({ ...envelope, revision: { name: 'v9' } }), /no revision v9/],
      // Its owner may edit that game, but the table is not one of its revision.
      [
        'another game named',
        zipOf({ ...envelope, game: { ...(envelope.game as object), id: otherGame.game.id } }),
        /does not fit revision v1/,
        otherGame.alice,
      ],
      [
        'a game that does not exist',
        zipOf({ ...envelope, game: { ...(envelope.game as object), id: '00000000-0000-4000-8000-000000000000' } }),
        /does not exist/,
      ],
      ['a game the uploader may not edit', file, /Only editors/, setup.bob],
    ];
    const before = await saveCount();
    for (const [name, bytes, message, user] of cases) {
      const answer = await upload(bytes, user ?? setup.alice);
      expect(answer.status, name).toBeGreaterThanOrEqual(400);
      expect(answer.body.message, name).toMatch(message);
      expect(await saveCount(), name).toBe(before);
    }
    // Without the CSRF header, or too large: refused before the file is read.
    expect((await upload(file, setup.alice, {})).body.code).toBe('CSRF_REJECTED');
    const big = await upload(new Uint8Array(7_000_000), setup.alice);
    expect(big).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(await saveCount()).toBe(before);
  }, 60_000);

  it('reads table files on the import thread: over-deep or over-large ones are refused with a field error, the event loop kept free', async () => {
    const before = await saveCount();
    const read = importReadStats().tableFiles;
    // Written as text: JSON.stringify itself would overflow the stack on the deepest.
    const nestedFile = (depth: number) =>
      zipSync({
        'tablecraft-table.json': strToU8(
          JSON.stringify({ ...envelope, state: 0 }).replace('"state":0', `"state":${'['.repeat(depth)}${']'.repeat(depth)}`),
        ),
      });
    // A state of 60,000 pieces that are not pieces: seconds of checking, refused as such or by the reading budget.
    const wide = zipOf({
      ...envelope,
      state: {
        ...envelope.state,
        pieces: Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`p${i}`, { i: Math.random().toString(16).slice(2, 8) }])),
      },
    });
    expect(wide.length).toBeLessThan(6_000_000);
    const cases: Array<[string, Uint8Array, RegExp]> = [
      ['nested 5,000 deep', nestedFile(5_000), /nested more than 64 levels deep/],
      ['nested 100 deep', nestedFile(100), /nested more than 64 levels deep/],
      [
        'a state past 5 MB',
        zipSync({
          'tablecraft-table.json': strToU8(JSON.stringify({ ...envelope, state: { ...envelope.state, pad: 'x'.repeat(5_200_000) } })),
        }),
        /unpacks to 5\.\d MB; at most 5\.1 MB is allowed/,
      ],
      ['60,000 bad pieces', wide, /does not fit revision v1 .*state is not valid|than an import may/],
    ];
    // The thread is started by the first file read: what is measured is reading, not starting it.
    await upload(strToU8('not a zip'), setup.alice);
    for (const [name, bytes, message] of cases) {
      const readOnThread = importReadStats().tableFiles;
      const answer = await upload(bytes, setup.alice);
      expect(answer.status, name).toBe(400);
      expect(answer.body, name).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(message) });
      expect((answer.body as { fieldErrors?: { file?: string } }).fieldErrors?.file, name).toBe(answer.body.message);
      // Parsing and checking ran on the import thread, which counts each file it reads: the refusal came from
      // there, not from parsing on this process's event loop (the API's), which nothing in the API does.
      expect(importReadStats().tableFiles, name).toBeGreaterThan(readOnThread);
      expect(await saveCount(), name).toBe(before);
    }
    expect(importReadStats().tableFiles).toBeGreaterThanOrEqual(read + cases.length);
  }, 60_000);

  it('limits uploads per account, counting refused files', async () => {
    const dave = await signUpUser(t);
    for (let i = 0; i < 30; i++) expect((await upload(strToU8('x'), dave)).status).toBe(400);
    const over = await upload(file, dave);
    expect(over).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
  }, 60_000);
});

describe('what a room from a save leaves behind', () => {
  it('keeps seats with cards for who held them, frees the others, drops undo and looks, keeps the table, and gives timers the time they had left', () => {
    const savedAt = new Date('2026-11-20T10:00:00Z');
    const now = new Date('2026-11-25T10:00:00Z');
    const state = {
      version: 3,
      opIndex: 7,
      seats: [
        { id: 'p1', name: 'North', color: '#f00', userId: 'u1', reservedFor: null },
        { id: 'p2', name: 'South', color: '#00f', userId: null, reservedFor: 'u2' },
      ],
      pieces: { a: { id: 'a', componentId: 'card', location: { type: 'hand', seatId: 'p1' } } },
      piles: {},
      zones: {},
      components: { card: { kind: 'tile' } },
      hands: { p1: ['a'], p2: [] },
      undo: { p1: { steps: [], lost: false } },
      looks: { p1: { pileId: 'deck', count: 2, ids: ['a', 'b'] } },
      timers: { t1: { name: 'turn', at: savedAt.getTime() + 60_000, data: null } },
      variables: { round: 2 },
      setUp: true,
    } as unknown as RoomState;
    const fresh = freshTableFromSave(state, { savedAt, now });
    expect(fresh.seats.map((seat) => [seat.userId, seat.reservedFor])).toEqual([
      [null, 'u1'],
      [null, null],
    ]);
    expect(fresh.undo).toEqual({});
    expect(fresh.looks).toBeUndefined();
    expect(fresh.timers!.t1!.at).toBe(now.getTime() + 60_000);
    expect(fresh).toMatchObject({ opIndex: 7, variables: { round: 2 }, setUp: true });
  });

  it('counts a table saved in a game without scripts as set up, so a deck shuffled at start is not shuffled again', () => {
    const doc = fullDocument();
    const deck = doc.components.find((component) => component.id === 'deck')!;
    if (deck.kind === 'container') deck.container.shuffleAtStart = true;
    const saved = initialRoomState(doc, { seed: 'cd'.repeat(32) });
    expect(needsStartShuffle(saved)).toBe(true);
    expect(needsStartShuffle(freshTableFromSave(saved, { savedAt: new Date(), now: new Date() }))).toBe(false);
  });
});

describe('checking a table against its revision', () => {
  it("accepts a room's table whose containers carry dropzones of their own, and takes the rules from the revision", () => {
    const state = JSON.parse(JSON.stringify(initialRoomState(fullDocument(), { seed: 'ab'.repeat(32) }))) as RoomState;
    expect(Object.keys(state.zones).some((key) => key.includes('@'))).toBe(true);
    expect(problemWithTable(state, fullDocument())).toMatchObject({
      problem: null,
      state: { zones: state.zones, components: state.components },
    });
    // Rules the file bends are not kept: the revision's are.
    const bent = {
      ...state,
      zones: Object.fromEntries(
        Object.entries(state.zones).map(([key, zone]) => [key, { ...zone, viewPolicy: 'everyone', layout: { type: 'nonsense' } }]),
      ),
    };
    expect(problemWithTable(bent, fullDocument()).state?.zones).toEqual(state.zones);
    const extra = { ...state, zones: { ...state.zones, 'slots@nobody': Object.values(state.zones)[0]! } };
    expect(problemWithTable(extra, fullDocument()).problem).toBe("its dropzones are not the revision's.");
  });
});
