import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type pg from 'pg';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { startSocketProcess, type SocketProcess } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';
import { replayRoom } from './replay.ts';
import { Tab, pieceOf } from './table.ts';

// Postgres slow, not failing: while commits wait, a connection's ops queue up to its limit, and past it its
// sender is told to slow down (a reject it may send again) while the connection stays open. Once Postgres
// catches up, every op it took commits once, in order, with its log line.
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

it('tells a sender to slow down past its waiting ops, keeps it connected, and commits every op it took', async () => {
  const setup = await createCardRoom(t);
  const alice = new Tab(socket.url, setup.alice.cookie, setup.room.code);
  tabs.push(alice);
  await alice.connect();
  expect(await alice.act({ type: 'claimSeat', seatId: alice.welcome.view.seats[0]!.id })).toMatchObject({ kind: 'ack' });
  const die = pieceOf(alice.welcome, 'die').id;

  // Every commit of the room waits for this transaction's lock on its row.
  const blocker: pg.PoolClient = await t.db.pool.connect();
  await blocker.query('BEGIN');
  await blocker.query('SELECT 1 FROM rooms WHERE id = $1 FOR UPDATE', [setup.room.id]);

  // Sent at the connection's op rate (20 a second) so that only the waiting limit can refuse one.
  const sent: number[] = [];
  let refused: number | undefined;
  while (refused === undefined && sent.length < 100) {
    const clientSeq = alice.send({ type: 'roll', pieceId: die });
    sent.push(clientSeq);
    const verdict = alice.socket.messages.find((m) => m.kind === 'reject');
    if (verdict) refused = (verdict as { clientSeq: number }).clientSeq;
    await new Promise((resolve) => setTimeout(resolve, 55));
  }
  const rejects = () =>
    alice.socket.messages.filter((m) => m.kind === 'reject') as Array<{ clientSeq: number; code: string; reason: string }>;
  await expect.poll(() => rejects().length).toBeGreaterThan(0);
  const [first] = rejects();
  expect(first).toMatchObject({ code: 'RATE_LIMITED', reason: expect.stringMatching(/busy; slow down/) });
  // 64 of this connection's ops were waiting when the 65th was refused.
  const claimSeq = sent[0]! - 1;
  expect(first!.clientSeq - claimSeq).toBe(65);
  expect(alice.socket.ws.readyState).toBe(alice.socket.ws.OPEN);

  await blocker.query('COMMIT');
  blocker.release();
  const taken = sent.filter((seq) => !rejects().some((r) => r.clientSeq === seq));
  for (const clientSeq of taken) expect(await alice.verdictOf(clientSeq)).toMatchObject({ kind: 'ack' });
  const { log } = await replayRoom(t.db.pool, setup.room.id);
  const rolls = log.filter((row) => (row.payload as { op: { type: string } }).op.type === 'roll');
  expect(rolls.map((row) => Number(row.clientSeq))).toEqual(taken);
  // Each committed roll has its line in the room log.
  await expect
    .poll(async () => (await t.db.pool.query('SELECT count(*)::int AS n FROM room_log WHERE room_id = $1', [setup.room.id])).rows[0].n)
    .toBe(log.length);
}, 90_000);
