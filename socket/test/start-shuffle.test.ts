import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { applyOp, GAME_ACTOR, migrateRoomState, RandomStream, verifyRoomLog, type LoggedOp } from '@tablecraft/core/play';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { deckOf, openSocket, type TestSocket } from '../../testing/socket-client.ts';
import { startSocketProcess, type SocketProcess } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';

// A room opened from a game whose deck is shuffled at start: the room's setup op, mixing the entropy of the
// first page to offer it, shuffles it from its own seed before anyone sits, the record replays to that order once the game ends, and no player is
// sent anything that tells the order (no card ids from the pile, no faces).

let t: TestApi;
let socketProcess: SocketProcess;
let setup: Awaited<ReturnType<typeof createCardRoom>>;
const sockets: TestSocket[] = [];
/** Everything Bob's page was sent while he played. */
let bobHeard = '';

beforeAll(async () => {
  t = await startTestApi();
  socketProcess = await startSocketProcess({ DATABASE_URL: t.db.url, REDIS_URL: inject('redisUrl') });
  setup = await createCardRoom(t, { shuffleAtStart: true });
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await socketProcess?.stop();
  await t?.close();
});

type Welcome = {
  kind: 'welcome';
  seq: number;
  view: { pieces: Record<string, { id: string; componentId: string }>; piles: Record<string, { count: number }> };
};

async function join(cookie: string, tab: string) {
  const socket = await openSocket(socketProcess.url, cookie);
  sockets.push(socket);
  socket.send({ kind: 'hello', protocolVersion: 2, roomCode: setup.room.code, clientId: tab });
  const welcome = await socket.waitFor<Welcome>((m) => m.kind === 'welcome' || m.kind === 'error', 20_000);
  if (welcome.kind !== 'welcome') throw new Error(JSON.stringify(welcome));
  return { socket, welcome };
}

describe('a deck shuffled when a room opens', () => {
  it('is shuffled by the setup op mixing the first page’s entropy, and no player is sent its order', async () => {
    const alice = await join(setup.alice.cookie, 'start-shuffle-alice');
    // The shuffle waits for the entropy of a page that already holds the room's commitments.
    expect(alice.socket.messages.find((m) => m.kind === 'fairness')).toMatchObject({ setupWaits: true, setup: null });
    expect(alice.welcome.seq).toBe(0);
    alice.socket.send({ kind: 'setup', entropy: 'a1'.repeat(16) });
    await alice.socket.waitFor((m) => m.kind === 'op' && m.seq === 1);
    const bob = await join(setup.bob.cookie, 'start-shuffle-bob');
    // The setup op is the room's first (seq 1): Bob's welcome comes after it, and he holds its commitment.
    expect(bob.welcome.seq).toBe(1);
    expect(bob.socket.messages.find((m) => m.kind === 'fairness')).toMatchObject({ setupWaits: false, setup: { seq: 1 } });
    expect(bob.welcome.view.piles[deckOf(bob.welcome.view)]!.count).toBe(6);
    const seat = (bob.welcome.view as unknown as { seats: Array<{ id: string }> }).seats[0]!.id;
    bob.socket.send({ kind: 'op', clientSeq: 1, op: { type: 'claimSeat', seatId: seat } });
    await bob.socket.waitFor((m) => m.kind === 'ack' && m.clientSeq === 1);
    // Nothing Bob received names a card's face.
    expect(JSON.stringify(bob.socket.messages)).not.toContain('secret-');
    bobHeard = JSON.stringify(bob.socket.messages);
  });

  it("replays, from the revealed record, to the order the room's fair generator drew from the setup op's seed", async () => {
    const ended = await t.graphql(
      'mutation ($id: ID!) { endRoom(id: $id) { status } }',
      { id: setup.room.id },
      { cookie: setup.alice.cookie },
    );
    expect(ended.body.errors).toBeUndefined();
    const record = await t.graphql<{ room: { fairness: { initialState: unknown; roomSecret: string; ops: LoggedOp[] } } }>(
      'query ($c: String!) { room(code: $c) { fairness { initialState roomSecret ops { seq opVersion payload commitment } } } }',
      { c: setup.room.code },
      { cookie: setup.bob.cookie },
    );
    const { initialState, roomSecret, ops } = record.body.data!.room.fairness;
    const first = ops[0]!.payload;
    expect(first.actor).toEqual(GAME_ACTOR);
    const op = first.op as { type: string; seed: string };
    expect(op).toMatchObject({ type: 'setup', entropy: 'a1'.repeat(16), source: 'start-shuffle-alice', nonce: 0 });
    const verdict = verifyRoomLog(initialState, ops, undefined, roomSecret);
    expect(verdict.problems).toEqual([]);
    expect(verdict.checked).toBe(ops.length);

    const initial = migrateRoomState(initialState);
    const deck = Object.values(initial.pieces).find((piece) => piece.componentId === 'deck')!.id;
    // The author's order: the cards as placed, secret-0 at the bottom.
    expect(initial.piles[deck]!.map((id) => initial.pieces[id]!.variantId)).toEqual([0, 1, 2, 3, 4, 5].map((i) => `secret-${i}`));
    const afterSetup = applyOp(initial, { type: 'setup', seed: op.seed }, GAME_ACTOR);
    if (!afterSetup.ok) throw new Error(afterSetup.reason);
    // Exactly the fair generator's draw for the setup op (its seed, its shuffle stream, its op index).
    expect(afterSetup.state.piles[deck]).toEqual(RandomStream.forStep(op.seed, 'shuffle', initial.opIndex).shuffle(initial.piles[deck]!));
    expect(afterSetup.state.setUp).toBe(true);
    // Bob was sent no id of a card in the pile, before or after the shuffle: nothing to follow a card by.
    for (const id of [...initial.piles[deck]!, ...afterSetup.state.piles[deck]!]) expect(bobHeard).not.toContain(id);
  });

  it('leaves a deck without the mark in the author’s order, with no setup op', async () => {
    const plain = await createCardRoom(t);
    const socket = await openSocket(socketProcess.url, plain.alice.cookie);
    sockets.push(socket);
    socket.send({ kind: 'hello', protocolVersion: 2, roomCode: plain.room.code, clientId: 'start-shuffle-plain' });
    const welcome = await socket.waitFor<Welcome>((m) => m.kind === 'welcome', 20_000);
    expect(welcome.seq).toBe(0);
  });
});
