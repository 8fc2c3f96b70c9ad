import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { startSocketProcess, type SocketProcess } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';
import { ownRedis, type OwnRedis } from './own-redis.ts';
import { replayRoom } from './replay.ts';
import { Tab, pieceOf, type Verdict } from './table.ts';

// Two socket processes on a Redis of this file's own (so it can be restarted empty) and real Postgres.
// Before the op log moved to Postgres, a Redis restarted empty followed by a crash took the room back to
// its last snapshot, and a resent op was applied a second time.
let t: TestApi;
let redis: OwnRedis;
let env: { DATABASE_URL: string; REDIS_URL: string };
const processes: SocketProcess[] = [];
const tabs: Tab[] = [];

beforeAll(async () => {
  redis = await ownRedis();
  await redis.start();
  t = await startTestApi();
  env = { DATABASE_URL: t.db.url, REDIS_URL: redis.url };
  processes.push(...(await Promise.all([startSocketProcess(env), startSocketProcess(env)])));
}, 60_000);

afterAll(async () => {
  for (const tab of tabs) tab.close();
  await Promise.all(processes.map((p) => (p.child.exitCode === null ? p.stop() : undefined)));
  await redis?.kill();
  await t?.close();
});

async function seatedPair(oneUrl: string, twoUrl: string) {
  const setup = await createCardRoom(t);
  const alice = new Tab(oneUrl, setup.alice.cookie, setup.room.code);
  const bob = new Tab(twoUrl, setup.bob.cookie, setup.room.code);
  tabs.push(alice, bob);
  await alice.connect();
  await bob.connect();
  expect(await alice.act({ type: 'claimSeat', seatId: alice.welcome.view.seats[0]!.id })).toMatchObject({ kind: 'ack' });
  expect(await bob.act({ type: 'claimSeat', seatId: alice.welcome.view.seats[1]!.id })).toMatchObject({ kind: 'ack' });
  return {
    setup,
    alice,
    bob,
    die: pieceOf(alice.welcome, 'die').id,
    deck: pieceOf(alice.welcome, 'deck').id,
    surfaceId: alice.welcome.view.surfaces[0]!.id,
  };
}

/** Every acknowledged op is in the log once, under the number it was acknowledged with. */
async function expectLogged(roomId: string, acks: Verdict[]) {
  const { log } = await replayRoom(t.db.pool, roomId);
  const bySeq = new Map(log.map((row) => [row.seq, row]));
  for (const ack of acks) expect(bySeq.get(ack.seq!)?.clientSeq).toBe(ack.clientSeq);
}

it('keeps every acknowledged op through a Redis restarted empty and then a kill -9 of a socket process', async () => {
  const [one, two] = processes as [SocketProcess, SocketProcess];
  const { setup, alice, bob, die, deck, surfaceId } = await seatedPair(one.url, two.url);
  const acks: Verdict[] = [];
  const round = async (i: number) => {
    const verdicts = await Promise.all([
      alice.act({ type: 'roll', pieceId: die }),
      bob.act({ type: 'move', pieceId: die, to: { type: 'surface', surfaceId, x: 10 * i, y: i } }),
      alice.act(i === 0 ? { type: 'draw', pileId: deck } : { type: 'shuffle', pileId: deck }),
    ]);
    for (const verdict of verdicts) expect(verdict).toMatchObject({ kind: 'ack' });
    acks.push(...verdicts);
  };
  for (let i = 0; i < 4; i++) await round(i);

  // Redis restarts empty: moves made meanwhile are committed all the same (pub/sub only fans them out).
  await redis.kill();
  acks.push(await alice.act({ type: 'rotate', pieceId: die, direction: 1 }));
  expect(acks.at(-1)).toMatchObject({ kind: 'ack' });
  await redis.start();
  // Bob's process hears of it once it is back (on its reconnect, or its check of the log's head).
  await bob.socket.waitFor((m) => m.kind === 'op' && m.seq === acks.at(-1)!.seq, 15_000);
  for (let i = 4; i < 8; i++) await round(i);

  // Then a crash, with no snapshot written since the room was created.
  await one.kill();
  expect((await t.db.pool.query('SELECT snapshot_seq FROM rooms WHERE id = $1', [setup.room.id])).rows[0].snapshot_seq).toBe(0);
  const replayed = await replayRoom(t.db.pool, setup.room.id);
  expect(replayed.seq).toBe(Math.max(...acks.map((a) => a.seq!)));
  await expectLogged(setup.room.id, acks);
  // Bob's process (it lived through it all) and a fresh one both hold exactly the serial replay of the log.
  const three = await startSocketProcess(env);
  processes.push(three);
  for (const url of [two.url, three.url]) {
    for (const cookie of [setup.alice.cookie, setup.bob.cookie]) {
      const look = new Tab(url, cookie, setup.room.code);
      tabs.push(look);
      const welcome = await look.connect();
      expect(welcome.seq).toBe(replayed.seq);
      expect(welcome.view).toEqual(replayed.viewFor(welcome.seatId));
      look.close();
    }
  }
  // Numbering goes on from Postgres.
  await alice.connect(three.url);
  expect(await alice.act({ type: 'rotate', pieceId: die, direction: -1 })).toMatchObject({ kind: 'ack', seq: replayed.seq + 1 });
}, 120_000);

it('answers a resent op with its original result and never applies it twice', async () => {
  const [, two] = processes as [SocketProcess, SocketProcess];
  const three = processes[2]!;
  const { setup, alice, die, surfaceId } = await seatedPair(two.url, three.url);
  const rotate = { type: 'rotate', pieceId: die, direction: 1 };
  const clientSeq = alice.send(rotate);
  const first = await alice.verdictOf(clientSeq);
  expect(first).toMatchObject({ kind: 'ack' });

  // The tab missed the ack (say the connection dropped): it reconnects elsewhere and sends the op again.
  await alice.connect(three.url);
  expect(alice.welcome.lastClientSeq).toBe(clientSeq);
  alice.resend(clientSeq, rotate);
  expect(await alice.verdictOf(clientSeq)).toEqual({ kind: 'ack', clientSeq, seq: first.seq, duplicate: true });
  // And again, on the process where it was first sent, after other moves.
  expect(await alice.act({ type: 'move', pieceId: die, to: { type: 'surface', surfaceId, x: 5, y: 5 } })).toMatchObject({ kind: 'ack' });
  await alice.connect(two.url);
  alice.resend(clientSeq, rotate);
  expect(await alice.verdictOf(clientSeq)).toEqual({ kind: 'ack', clientSeq, seq: first.seq, duplicate: true });

  // An op sent, then the socket cut before any answer: the reconnect learns it was logged (or resends it).
  const inFlight = alice.send({ type: 'rotate', pieceId: die, direction: 1 });
  alice.socket.ws.terminate();
  await alice.reconnect(three.url);
  if (alice.pending.has(inFlight)) await alice.verdictOf(inFlight);
  const { log, state } = await replayRoom(t.db.pool, setup.room.id);
  const ofAlice = log.filter((row) => row.clientId.endsWith(`:${alice.clientId}`)).map((row) => row.clientSeq);
  expect(ofAlice).toEqual([1, clientSeq, clientSeq + 1, inFlight]);
  // Two rotations by a quarter, each applied once.
  expect((state.pieces[die] as { rotation: number }).rotation).toBe(2);
}, 60_000);

it('answers a resent op that was skipped when its turn came with its original reject', async () => {
  const [, two] = processes as [SocketProcess, SocketProcess];
  const { setup, alice } = await seatedPair(two.url, two.url);
  // An op that passed the check on its replica but was invalid by the time it was sequenced (another
  // player's move got there first): logged, then skipped everywhere.
  const skipped = alice.send({ type: 'rotate', pieceId: 'no-such-piece', direction: 1 });
  expect(await alice.verdictOf(skipped)).toMatchObject({ kind: 'reject' });
  const userId = (await t.db.pool.query<{ id: string }>('SELECT host_id AS id FROM rooms WHERE id = $1', [setup.room.id])).rows[0]!.id;
  const seq = (
    await t.db.pool.query<{ op_seq: number }>('UPDATE rooms SET op_seq = op_seq + 1 WHERE id = $1 RETURNING op_seq', [setup.room.id])
  ).rows[0]!.op_seq;
  await t.db.pool.query(
    `INSERT INTO room_ops (room_id, seq, client_id, client_seq, op_version, payload, commitment) VALUES ($1, $2, $3, $4, 1, $5, '')`,
    [
      setup.room.id,
      seq,
      `${userId}:${alice.clientId}`,
      skipped + 1,
      {
        op: { type: 'rotate', pieceId: 'no-such-piece', direction: 1 },
        actor: { userId, seatId: null },
        origin: { instance: 'elsewhere', connection: 'gone', clientId: `${userId}:${alice.clientId}`, clientSeq: skipped + 1 },
      },
    ],
  );
  // The process learns of it from the log's head and applies it: the tab that sent it is told it was skipped.
  const isVerdict = (m: Record<string, unknown>) => m.kind === 'reject' && m.clientSeq === skipped + 1;
  const original = await alice.socket.waitFor(isVerdict, 10_000);
  expect(original).toMatchObject({ seq, code: 'SPECTATOR' });
  // It resends it anyway (it did not hear back in time): the same reject, nothing applied.
  expect(alice.send({ type: 'rotate', pieceId: 'no-such-piece', direction: 1 })).toBe(skipped + 1);
  await expect.poll(() => alice.socket.messages.filter(isVerdict)).toEqual([original, original]);
  expect((await replayRoom(t.db.pool, setup.room.id)).seq).toBe(seq);
}, 60_000);

// A reload: the page's old socket closes and its new one says hello at once. Joining while the room was
// unloading left the new socket in a room that no longer existed ("Join the room first." for every move).
it('lets a lone player who reloads join while the room unloads, and play', async () => {
  const [, two] = processes as [SocketProcess, SocketProcess];
  const setup = await createCardRoom(t);
  let tab = new Tab(two.url, setup.alice.cookie, setup.room.code);
  tabs.push(tab);
  await tab.connect();
  expect(await tab.act({ type: 'claimSeat', seatId: tab.welcome.view.seats[0]!.id })).toMatchObject({ kind: 'ack' });
  const die = pieceOf(tab.welcome, 'die').id;
  for (let reload = 0; reload < 25; reload++) {
    const next = new Tab(two.url, setup.alice.cookie, setup.room.code);
    tabs.push(next);
    tab.close();
    await next.connect();
    expect(await next.act({ type: 'rotate', pieceId: die, direction: 1 })).toMatchObject({ kind: 'ack' });
    tab = next;
  }
}, 60_000);

it('relays drags of pieces on the table, never of a card in a hand', async () => {
  const [, two] = processes as [SocketProcess, SocketProcess];
  const three = processes[2]!;
  const { alice, bob, die, deck } = await seatedPair(two.url, three.url);
  expect(await bob.act({ type: 'draw', pileId: deck })).toMatchObject({ kind: 'ack' });
  const inHand = await bob.socket.waitFor<{ changes: { pieces: Record<string, { location: { type: string } }> } }>(
    (m) => m.kind === 'op' && JSON.stringify(m).includes('"hand"'),
  );
  const cardId = Object.keys(inHand.changes.pieces).find((id) => inHand.changes.pieces[id]!.location.type === 'hand')!;
  bob.socket.send({ kind: 'drag', pieceId: cardId, x: 1, y: 2 });
  bob.socket.send({ kind: 'drag', pieceId: die, x: 3, y: 4 });
  await alice.socket.waitFor((m) => m.kind === 'drag' && m.pieceId === die);
  expect(alice.socket.messages.filter((m) => m.kind === 'drag' && m.pieceId === cardId)).toEqual([]);
}, 60_000);

// A deploy changes the engine under open rooms: their snapshot and log were written by the previous one.
it('loads a room whose snapshot and logged ops were written by the previous state and op versions, and plays on', async () => {
  const [, two] = processes as [SocketProcess, SocketProcess];
  const setup = await createCardRoom(t);
  const current = (
    await t.db.pool.query<{
      snapshot: Record<string, unknown> & {
        seats: Array<Record<string, unknown>>;
        components: Record<string, Record<string, unknown>>;
        pieces: Record<string, { componentId: string }>;
      };
    }>('SELECT snapshot FROM rooms WHERE id = $1', [setup.room.id])
  ).rows[0]!.snapshot;
  // The same table as version 1 stored it: a room secret, no seat reservations, no backs.
  const version1 = {
    ...current,
    version: 1,
    secret: 'f3a9c1d2e4b5a6978812',
    seats: current.seats.map(({ reservedFor: _reserved, ...seat }) => seat),
    components: Object.fromEntries(Object.entries(current.components).map(([id, { backId: _back, ...rule }]) => [id, rule])),
  };
  const die = Object.entries(current.pieces).find(([, piece]) => piece.componentId === 'die')![0];
  const actor = { userId: setup.alice.id, seatId: current.seats[0]!.id };
  const v1Ops = [
    { op: { type: 'claimSeat', seatId: current.seats[0]!.id }, actor: { ...actor, seatId: null } },
    { op: { type: 'rotate', pieceId: die, direction: 1 }, actor },
    { op: { type: 'roll', pieceId: die, seed: '0123456789abcdef01234567' }, actor },
    { op: { type: 'shuffle', pileId: 'nothing-here', seed: '' }, actor },
  ];
  await t.db.pool.query(
    'UPDATE rooms SET snapshot = $2, initial_state = $2, snapshot_version = 1, snapshot_seq = 0, op_seq = $3 WHERE id = $1',
    [setup.room.id, JSON.stringify(version1), v1Ops.length],
  );
  for (const [i, entry] of v1Ops.entries()) {
    const clientId = `${setup.alice.id}:an-old-tab-0000000`;
    await t.db.pool.query(
      `INSERT INTO room_ops (room_id, seq, client_id, client_seq, op_version, payload, commitment) VALUES ($1, $2, $3, $4, 1, $5, '')`,
      [setup.room.id, i + 1, clientId, i + 1, { ...entry, origin: { instance: 'old', connection: 'old', clientId, clientSeq: i + 1 } }],
    );
  }
  const alice = new Tab(two.url, setup.alice.cookie, setup.room.code);
  tabs.push(alice);
  const welcome = await alice.connect();
  const replayed = await replayRoom(t.db.pool, setup.room.id);
  expect(welcome).toMatchObject({ seq: 4, seatId: current.seats[0]!.id });
  expect(welcome.view).toEqual(replayed.viewFor(welcome.seatId));
  expect((replayed.state.pieces[die] as { rotation: number }).rotation).toBe(1);
  expect(replayed.state.version).toBe(3);
  expect(await alice.act({ type: 'rotate', pieceId: die, direction: 1 })).toMatchObject({ kind: 'ack', seq: 5 });
  // Its next snapshot is written in the current version.
  alice.close();
  await expect
    .poll(
      async () =>
        (
          await t.db.pool.query("SELECT snapshot_seq, snapshot_version, snapshot->>'version' AS v FROM rooms WHERE id = $1", [
            setup.room.id,
          ])
        ).rows[0],
    )
    .toEqual({ snapshot_seq: 5, snapshot_version: 3, v: '3' });
}, 60_000);
