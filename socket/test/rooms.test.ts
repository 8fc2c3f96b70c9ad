import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { openSocket, type TestSocket } from '../../testing/socket-client.ts';
import { startSocketProcess, type SocketProcess } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';

// Two socket processes on the real Redis serve the same room, as two pods would.
let t: TestApi;
let one: SocketProcess;
let two: SocketProcess;
let setup: Awaited<ReturnType<typeof createCardRoom>>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await startTestApi();
  const env = { DATABASE_URL: t.db.url, REDIS_URL: inject('redisUrl') };
  [one, two] = await Promise.all([startSocketProcess(env), startSocketProcess(env)]);
  setup = await createCardRoom(t);
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all([one?.stop(), two?.stop()]);
  await t?.close();
});

type Welcome = {
  kind: 'welcome';
  role: string;
  seq: number;
  seatId: string | null;
  view: {
    pieces: Record<string, { componentId: string; location: { x: number } }>;
    piles: Record<string, { count: number }>;
    hands: Record<string, { count: number; cards: string[] | null }>;
    seats: Array<{ id: string; userId: string | null }>;
  };
};

async function join(
  url: string,
  cookie: string | undefined,
  code = setup.room.code,
  lastSeq?: number,
): Promise<{ socket: TestSocket; welcome: Welcome }> {
  const socket = await openSocket(url, cookie);
  sockets.push(socket);
  socket.send({
    kind: 'hello',
    protocolVersion: 2,
    roomCode: code,
    clientId: newClientId(),
    ...(lastSeq !== undefined ? { lastSeq } : {}),
  });
  const welcome = await socket.waitFor<Welcome>((m) => m.kind === 'welcome' || m.kind === 'error');
  return { socket, welcome };
}

let clientSeq = 0;
const newClientId = () => `tab-${Math.random().toString(36).slice(2)}-0123456789`;
async function act(socket: TestSocket, op: unknown) {
  const seq = ++clientSeq;
  socket.send({ kind: 'op', clientSeq: seq, op });
  return socket.waitFor<{ kind: string; seq?: number; code?: string; reason?: string }>(
    (m) => (m.kind === 'ack' || m.kind === 'reject') && m.clientSeq === seq,
  );
}

const pieceOf = (welcome: Welcome, componentId: string) =>
  Object.values(welcome.view.pieces).find((p) => p.componentId === componentId) as { id: string } & Welcome['view']['pieces'][string];

describe('rooms across two socket processes', () => {
  let alice: TestSocket;
  let bob: TestSocket;
  let aliceWelcome: Welcome;

  it('welcomes players with their view and sequence number', async () => {
    ({ socket: alice, welcome: aliceWelcome } = await join(one.url, setup.alice.cookie));
    ({ socket: bob } = await join(two.url, setup.bob.cookie));
    expect(aliceWelcome).toMatchObject({ kind: 'welcome', role: 'player', seatId: null, seq: 0 });
    expect(JSON.stringify(aliceWelcome.view)).not.toMatch(/secret-\d/);
    expect(await act(alice, { type: 'claimSeat', seatId: aliceWelcome.view.seats[0]!.id })).toMatchObject({ kind: 'ack', seq: 1 });
    expect(await act(bob, { type: 'claimSeat', seatId: aliceWelcome.view.seats[1]!.id })).toMatchObject({ kind: 'ack', seq: 2 });
  });

  it('sends a move made on one process to clients on the other', async () => {
    const die = pieceOf(aliceWelcome, 'die');
    const ack = await act(alice, {
      type: 'move',
      pieceId: die.id,
      to: {
        type: 'surface',
        surfaceId: (aliceWelcome.view as unknown as { surfaces: Array<{ id: string }> }).surfaces[0]!.id,
        x: 321,
        y: 99,
      },
    });
    expect(ack.kind).toBe('ack');
    const seen = await bob.waitFor<{ changes: { pieces: Record<string, { location: { x: number } }> } }>(
      (m) => m.kind === 'op' && m.seq === ack.seq,
    );
    expect(seen.changes.pieces[die.id]?.location.x).toBe(321);
  });

  it('shows a drawn card only to its owner: others see the hand count', async () => {
    const deck = pieceOf(aliceWelcome, 'deck');
    const ack = await act(bob, { type: 'draw', pileId: deck.id, count: 1 });
    expect(ack.kind).toBe('ack');
    const bobSees = await bob.waitFor<{ changes: unknown }>((m) => m.kind === 'op' && m.seq === ack.seq);
    const aliceSees = await alice.waitFor<{ changes: { hands: Record<string, { count: number; cards: unknown }> } }>(
      (m) => m.kind === 'op' && m.seq === ack.seq,
    );
    expect(JSON.stringify(bobSees)).toMatch(/secret-\d/);
    expect(JSON.stringify(aliceSees)).not.toMatch(/secret-\d/);
    expect(Object.values(aliceSees.changes.hands)[0]).toMatchObject({ count: 1, cards: null });
  });

  it('lets a visitor watch a public room but not move', async () => {
    const { socket: visitor, welcome } = await join(two.url, undefined);
    expect(welcome).toMatchObject({ kind: 'welcome', role: 'spectator' });
    const refused = await act(visitor, { type: 'flip', pieceId: pieceOf(welcome, 'die').id });
    expect(refused).toMatchObject({ kind: 'reject', code: 'FORBIDDEN', reason: 'Spectators cannot move pieces.' });
  });

  it('relays a drag once to everyone else in the room, on the same process and on the other', async () => {
    const { socket: watcher } = await join(one.url, undefined);
    const die = pieceOf(aliceWelcome, 'die');
    const isDrag = (m: Record<string, unknown>) => m.kind === 'drag' && m.pieceId === die.id && m.x === 17;
    alice.send({ kind: 'drag', pieceId: die.id, x: 17, y: 4 });
    // The watcher shares alice's process (relayed directly), bob is on the other (relayed through Redis).
    expect(await watcher.waitFor(isDrag)).toMatchObject({ kind: 'drag', pieceId: die.id, x: 17, y: 4, connectionId: expect.any(String) });
    expect(await bob.waitFor(isDrag)).toMatchObject({ kind: 'drag', pieceId: die.id, x: 17, y: 4 });
    // Bob drags next, after his copy arrived: Redis hands each subscriber its messages in publish order, so
    // once his drag reaches the watcher (through Redis) and alice, any second copy of the first is in too.
    const isLater = (m: Record<string, unknown>) => m.kind === 'drag' && m.pieceId === die.id && m.x === 18;
    bob.send({ kind: 'drag', pieceId: die.id, x: 18, y: 4 });
    await Promise.all([watcher.waitFor(isLater), alice.waitFor(isLater)]);
    expect(watcher.messages.filter(isDrag)).toHaveLength(1);
    expect(bob.messages.filter(isDrag)).toHaveLength(1);
    expect(alice.messages.filter(isDrag)).toHaveLength(0);
    watcher.close();
  });

  it('rejects malformed frames and unknown kinds with a reason, and the room keeps working', async () => {
    alice.sendRaw('{not json');
    expect(await alice.waitFor((m) => m.kind === 'error' && m.code === 'MALFORMED')).toMatchObject({ reason: 'message is not JSON' });
    alice.send({ kind: 'teleport' });
    expect(await alice.waitFor((m) => m.kind === 'error' && String(m.reason).includes('unknown message kind'))).toBeTruthy();
    alice.sendRaw(JSON.stringify({ kind: 'ping', pad: 'x'.repeat(20_000) }));
    expect(await alice.waitFor((m) => m.kind === 'error' && m.code === 'TOO_LARGE')).toBeTruthy();
    // Within the size, nested 7,000 deep: refused before the op's schema (recursive) reads it.
    const deep = `{"kind":"op","clientSeq":${++clientSeq},"op":{"type":"setVariable","name":"x","value":${'['.repeat(7_000)}${']'.repeat(7_000)}}}`;
    alice.sendRaw(deep);
    expect(await alice.waitFor((m) => m.kind === 'error' && String(m.reason).includes('levels deep'))).toEqual({
      kind: 'error',
      code: 'MALFORMED',
      reason: 'message is nested more than 64 levels deep',
    });
    expect(alice.messages.filter((m) => m.kind === 'error' && m.code === 'INTERNAL')).toEqual([]);
    expect((await act(alice, { type: 'rotate', pieceId: pieceOf(aliceWelcome, 'die').id, direction: 1 })).kind).toBe('ack');
    expect((await act(alice, { type: 'warp', pieceId: 'x' })).kind).toBe('reject');
  });

  it('cuts off a flooding client without hurting the room', async () => {
    const { socket: flooder } = await join(one.url, setup.bob.cookie);
    for (let i = 0; i < 400; i++)
      flooder.send({ kind: 'op', clientSeq: 10_000 + i, op: { type: 'rotate', pieceId: pieceOf(aliceWelcome, 'die').id, direction: 1 } });
    expect(await flooder.waitFor((m) => m.kind === 'reject' && m.code === 'RATE_LIMITED')).toBeTruthy();
    expect((await flooder.closed).code).toBe(4408);
    expect((await act(alice, { type: 'rotate', pieceId: pieceOf(aliceWelcome, 'die').id, direction: -1 })).kind).toBe('ack');
  });

  it('refuses unknown rooms and old protocol versions with a reason', async () => {
    const socket = await openSocket(one.url, setup.alice.cookie);
    socket.send({ kind: 'hello', protocolVersion: 2, roomCode: 'nosuchroom', clientId: newClientId() });
    expect(await socket.closed).toEqual({ code: 4404, reason: 'room not found' });
    // Protocol 1 (no clientId: a resend after a reconnect was applied twice) is told to reload, as is a
    // later page that sends no clientId.
    for (const hello of [
      { protocolVersion: 0 },
      { protocolVersion: 1 },
      { protocolVersion: 1, clientId: newClientId() },
      { protocolVersion: 2 },
    ]) {
      const old = await openSocket(one.url, setup.alice.cookie);
      old.send({ kind: 'hello', roomCode: setup.room.code, ...hello });
      expect(await old.waitFor((m) => m.kind === 'error'), JSON.stringify(hello)).toMatchObject({
        code: 'PROTOCOL_TOO_OLD',
        reason: 'Reload the page to get the current version.',
      });
      expect((await old.closed).code).toBe(4409);
    }
  });

  it('brings a reconnecting player up to date with just the ops it missed, redacted for its seat', async () => {
    const die = pieceOf(aliceWelcome, 'die');
    const deck = pieceOf(aliceWelcome, 'deck');
    const mark = await act(bob, { type: 'rotate', pieceId: die.id, direction: 1 });
    await bob.waitFor((m) => m.kind === 'op' && m.seq === mark.seq);
    bob.close();
    const drawn = await act(alice, { type: 'draw', pileId: deck.id, count: 1 });
    const rotated = await act(alice, { type: 'rotate', pieceId: die.id, direction: 1 });
    const refused = await act(alice, { type: 'take', pileId: 'no-such-pile', count: 1 });
    expect([drawn.kind, rotated.kind, refused.kind]).toEqual(['ack', 'ack', 'reject']);

    // Bob comes back on the other process, saying where he was.
    const { socket, welcome } = await join(one.url, setup.bob.cookie, setup.room.code, mark.seq);
    bob = socket;
    const resumed = welcome as unknown as {
      seq: number;
      view?: unknown;
      resumedFrom: number;
      missed: Array<{ kind: string; seq: number; changes?: { hands: Record<string, { count: number; cards: unknown }> } }>;
    };
    expect(resumed.view).toBeUndefined();
    expect(resumed.resumedFrom).toBe(mark.seq);
    expect(resumed.missed.map((m) => [m.kind, m.seq])).toEqual([
      ['op', drawn.seq],
      ['op', rotated.seq],
    ]);
    // Alice's new card is a count to Bob, never its face.
    expect(JSON.stringify(resumed.missed)).not.toMatch(/secret-\d/);
    expect(Object.values(resumed.missed[0]!.changes!.hands)[0]).toMatchObject({ cards: null });
    expect(resumed.seq).toBe(rotated.seq);
    // And he plays on from there.
    expect((await act(bob, { type: 'rotate', pieceId: die.id, direction: -1 })).seq).toBe(rotated.seq! + 1);
  });

  it('sends the whole view to a client whose last sequence number it cannot resume from', async () => {
    const { welcome: ahead } = await join(two.url, setup.bob.cookie, setup.room.code, 1_000_000);
    expect(ahead.view.pieces).toBeDefined();
    expect((ahead as unknown as { missed?: unknown }).missed).toBeUndefined();
    const { welcome: spectator } = await join(two.url, undefined, setup.room.code, ahead.seq);
    expect(spectator).toMatchObject({ role: 'spectator', missed: [], seq: ahead.seq });

    // Bob left his seat and sat down again meanwhile: ops redacted for that seat could show what it held
    // while he was away from it, and his old view was built for it: he gets the whole view.
    const seatId = ahead.seatId!;
    const { socket: other } = await join(two.url, setup.bob.cookie);
    expect((await act(other, { type: 'leaveSeat' })).kind).toBe('ack');
    expect((await act(other, { type: 'claimSeat', seatId })).kind).toBe('ack');
    const { welcome: reseated } = await join(one.url, setup.bob.cookie, setup.room.code, ahead.seq);
    expect(reseated).toMatchObject({ seatId, view: expect.any(Object) });
    expect((reseated as unknown as { missed?: unknown }).missed).toBeUndefined();
  });

  it('loses no committed op when a process dies and its clients reconnect to the other', async () => {
    const die = pieceOf(aliceWelcome, 'die');
    const surfaceId = (aliceWelcome.view as unknown as { surfaces: Array<{ id: string }> }).surfaces[0]!.id;
    const last = await act(alice, { type: 'move', pieceId: die.id, to: { type: 'surface', surfaceId, x: 777, y: 1 } });
    expect(last.kind).toBe('ack');
    await one.kill();
    expect((await alice.closed).code).toBe(1006);
    const { welcome } = await join(two.url, setup.alice.cookie);
    expect(welcome.seq).toBeGreaterThanOrEqual(last.seq!);
    expect(pieceOf(welcome, 'die').location.x).toBe(777);
    expect(welcome.view.hands[welcome.seatId!]).toBeDefined();
  });

  it('unloads an empty room to a snapshot in Postgres and restores it on the next join', async () => {
    for (const socket of sockets) socket.close();
    await expect
      .poll(async () => (await t.db.pool.query('SELECT snapshot_seq FROM rooms WHERE id = $1', [setup.room.id])).rows[0].snapshot_seq, {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    const three = await startSocketProcess({ DATABASE_URL: t.db.url, REDIS_URL: inject('redisUrl') });
    try {
      const { socket, welcome } = await join(three.url, setup.alice.cookie);
      expect(pieceOf(welcome, 'die').location.x).toBe(777);
      // The deck, after Bob's and Alice's draws.
      expect(Object.values(welcome.view.piles).find((p) => p.count === 4)).toBeDefined();
      socket.close();
    } finally {
      await three.stop();
    }
  });
});
