import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { openSocket, type TestSocket } from '../../testing/socket-client.ts';
import { freePort, startSocketProcess, type SocketProcess } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';

// A Redis of this test's own, so it can be killed and restarted without touching anyone else's.
let redisPort: number;
let redis: ChildProcess | undefined;
async function startRedis(): Promise<void> {
  redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      const probe = await openProbe();
      if (probe) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('redis-server did not start');
}
async function openProbe(): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const client = new Redis({ port: redisPort, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } finally {
    client.disconnect();
  }
}

let t: TestApi;
let one: SocketProcess;
let two: SocketProcess;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  redisPort = await freePort();
  await startRedis();
  t = await startTestApi();
  const env = { DATABASE_URL: t.db.url, REDIS_URL: `redis://127.0.0.1:${redisPort}` };
  [one, two] = await Promise.all([startSocketProcess(env), startSocketProcess(env)]);
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all([one?.stop(), two?.stop()]);
  redis?.kill('SIGKILL');
  await t?.close();
});

it('survives a Redis restart: numbering continues and ops cross processes again', async () => {
  const setup = await createCardRoom(t);
  const join = async (url: string, cookie: string) => {
    const socket = await openSocket(url, cookie);
    sockets.push(socket);
    socket.send({ kind: 'hello', protocolVersion: 1, roomCode: setup.room.code });
    return { socket, welcome: await socket.waitFor<{ view: { pieces: Record<string, { componentId: string }>; seats: Array<{ id: string }>; surfaces: Array<{ id: string }> } }>((m) => m.kind === 'welcome') };
  };
  const { socket: alice, welcome } = await join(one.url, setup.alice.cookie);
  const { socket: bob } = await join(two.url, setup.bob.cookie);
  let clientSeq = 0;
  const act = async (op: unknown) => {
    const seq = ++clientSeq;
    alice.send({ kind: 'op', clientSeq: seq, op });
    return alice.waitFor<{ kind: string; seq?: number; code?: string }>((m) => (m.kind === 'ack' || m.kind === 'reject') && m.clientSeq === seq);
  };
  expect(await act({ type: 'claimSeat', seatId: welcome.view.seats[0]!.id })).toMatchObject({ kind: 'ack', seq: 1 });
  const die = Object.entries(welcome.view.pieces).find(([, p]) => p.componentId === 'die')![0];

  redis!.kill('SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const during = await act({ type: 'rotate', pieceId: die, direction: 1 });
  expect(during).toMatchObject({ kind: 'reject', code: 'UNAVAILABLE' });
  await startRedis();

  // Once both instances have reconnected and resynced, ops flow again, numbered after the last one.
  let after: { kind: string; seq?: number } | undefined;
  for (let attempt = 0; attempt < 50 && after?.kind !== 'ack'; attempt++) {
    after = await act({ type: 'rotate', pieceId: die, direction: 1 });
    if (after.kind !== 'ack') await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(after).toMatchObject({ kind: 'ack', seq: 2 });
  const seen = await bob.waitFor<{ seq: number }>((m) => m.kind === 'op' && m.seq === 2);
  expect(seen.seq).toBe(2);
}, 60_000);
