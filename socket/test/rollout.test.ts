import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';
import { startSocketProcess, type SocketProcess } from '../../testing/socket-process.ts';
import { replayRoom } from './replay.ts';
import { Tab, pieceOf } from './table.ts';

// A rollout of the socket service: the instance holding a room gets SIGTERM while a player's moves are in
// flight. It stops taking connections, writes the room, and sends its players away to reconnect; they
// resend what was not answered on another instance. Every move ends in the log once: none lost, none doubled.
let t: TestApi;
let env: { DATABASE_URL: string; REDIS_URL: string };
const processes: SocketProcess[] = [];
const tabs: Tab[] = [];

beforeAll(async () => {
  t = await startTestApi();
  env = { DATABASE_URL: t.db.url, REDIS_URL: inject('redisUrl') };
  processes.push(...(await Promise.all([startSocketProcess(env), startSocketProcess(env)])));
}, 60_000);

afterAll(async () => {
  for (const tab of tabs) tab.close();
  await Promise.all(processes.map((p) => (p.child.exitCode === null ? p.stop() : undefined)));
  await t?.close();
});

it('loses no move and applies none twice when the instance holding the room is rolled mid-burst', async () => {
  const [old, next] = processes as [SocketProcess, SocketProcess];
  const setup = await createCardRoom(t);
  const alice = new Tab(old.url, setup.alice.cookie, setup.room.code);
  tabs.push(alice);
  await alice.connect();
  expect(await alice.act({ type: 'claimSeat', seatId: alice.welcome.view.seats[0]!.id })).toMatchObject({ kind: 'ack' });
  const die = pieceOf(alice.welcome, 'die').id;

  const sent = Array.from({ length: 21 }, () => alice.send({ type: 'rotate', pieceId: die, direction: 1 }));
  const stopped = old.stop();
  // Sent away with "going away", so the client knows to reconnect elsewhere.
  expect((await alice.socket.closed).code).toBe(1001);
  await stopped;
  expect(old.child.exitCode).toBe(0);

  await alice.reconnect(next.url);
  for (const clientSeq of [...alice.pending.keys()]) await alice.verdictOf(clientSeq);
  const { log, state } = await replayRoom(t.db.pool, setup.room.id);
  const rotations = log.filter((row) => row.clientId.endsWith(`:${alice.clientId}`) && sent.includes(row.clientSeq));
  expect(rotations.map((row) => row.clientSeq)).toEqual(sent);
  // 21 quarter turns, each applied once.
  expect((state.pieces[die] as { rotation: number }).rotation).toBe(21 % 4);
}, 90_000);
