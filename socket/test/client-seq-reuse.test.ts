import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { startSocketProcess, type SocketProcess } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';
import { replayRoom } from './replay.ts';
import { Tab, pieceOf } from './table.ts';

// Exactly once is keyed on (clientId, clientSeq). A number sent again with ANOTHER op is not a resend:
// answering it "duplicate" told the tab a move it never made was done, and its own move was lost. And a
// clientId belongs to one user: someone else naming it shares nothing with it.
let t: TestApi;
let socket: SocketProcess;
const tabs: Tab[] = [];

beforeAll(async () => {
  t = await startTestApi();
  socket = await startSocketProcess({ DATABASE_URL: t.db.url, REDIS_URL: inject('redisUrl') });
}, 60_000);

afterAll(async () => {
  for (const tab of tabs) tab.close();
  await socket?.stop();
  await t?.close();
});

async function seated() {
  const setup = await createCardRoom(t);
  const alice = new Tab(socket.url, setup.alice.cookie, setup.room.code);
  tabs.push(alice);
  await alice.connect();
  expect(await alice.act({ type: 'claimSeat', seatId: alice.welcome.view.seats[0]!.id })).toMatchObject({ kind: 'ack' });
  return { setup, alice, die: pieceOf(alice.welcome, 'die').id };
}

it('refuses a clientSeq already used for another op instead of acknowledging the first op for it', async () => {
  const { setup, alice, die } = await seated();
  const rotate = { type: 'rotate', pieceId: die, direction: 1 };
  const clientSeq = alice.send(rotate);
  const first = await alice.verdictOf(clientSeq);
  expect(first).toMatchObject({ kind: 'ack' });

  // The same number with another op, on the same connection and after a reconnect.
  const isVerdict = (m: Record<string, unknown>) => (m.kind === 'ack' || m.kind === 'reject') && m.clientSeq === clientSeq;
  alice.resend(clientSeq, { type: 'roll', pieceId: die });
  await expect
    .poll(() => alice.socket.messages.filter(isVerdict).at(-1), { timeout: 10_000 })
    .toMatchObject({ kind: 'reject', code: 'CLIENT_SEQ_REUSED' });
  await alice.connect();
  alice.resend(clientSeq, { type: 'roll', pieceId: die });
  expect(await alice.socket.waitFor(isVerdict)).toMatchObject({ kind: 'reject', code: 'CLIENT_SEQ_REUSED' });
  // The op itself sent again is still a resend.
  alice.resend(clientSeq, rotate);
  await expect
    .poll(() => alice.socket.messages.filter(isVerdict).at(-1), { timeout: 10_000 })
    .toEqual({ kind: 'ack', clientSeq, seq: first.seq, duplicate: true });

  // Two different ops under one number at once (a copied tab): the first is applied, the second refused.
  const next = clientSeq + 1;
  alice.resend(next, { type: 'rotate', pieceId: die, direction: -1 });
  alice.resend(next, { type: 'roll', pieceId: die });
  await expect
    .poll(
      () =>
        alice.socket.messages
          .filter((m) => (m.kind === 'ack' || m.kind === 'reject') && m.clientSeq === next)
          .map((m) => m.code ?? m.kind)
          .sort(),
      { timeout: 10_000 },
    )
    .toEqual(['CLIENT_SEQ_REUSED', 'ack']);
  const { log } = await replayRoom(t.db.pool, setup.room.id);
  expect(log.filter((row) => row.clientId.endsWith(`:${alice.clientId}`)).map((row) => row.clientSeq)).toEqual([1, clientSeq, next]);
}, 60_000);

it('gives another user nothing of a clientId they copy: not its lastClientSeq, not its acks', async () => {
  const { setup, alice, die } = await seated();
  expect(await alice.act({ type: 'rotate', pieceId: die, direction: 1 })).toMatchObject({ kind: 'ack' });
  const bob = new Tab(socket.url, setup.bob.cookie, setup.room.code);
  tabs.push(bob);
  Object.defineProperty(bob, 'clientId', { value: alice.clientId });
  const welcome = await bob.connect();
  expect(welcome.lastClientSeq).toBe(0);
  const claimed = await bob.act({ type: 'claimSeat', seatId: welcome.view.seats[1]!.id });
  expect(claimed).toMatchObject({ kind: 'ack' });
  expect(claimed).not.toHaveProperty('duplicate');
  // Alice hears Bob's op as an op, never as an ack of hers.
  await alice.socket.waitFor(
    (m) => m.kind === 'op' && (m.actor as { userId: string }).userId !== (alice.welcome.user as { id: string }).id,
  );
  expect(alice.socket.messages.filter((m) => m.kind === 'ack')).toHaveLength(2);
}, 60_000);
