import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Redis } from 'ioredis';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { openSocket, type TestSocket } from '../../testing/socket-client.ts';
import { startSocketProcess, type SocketProcess } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';

// Drags and cursors are most of a table's traffic. When every client of a room is on one instance (what
// routing by room gives), they must not cross Redis at all; the moment another instance has someone in
// the room, they must reach it. Redis's own MONITOR says what was published: nothing here counts for itself.
let t: TestApi;
let one: SocketProcess;
let two: SocketProcess;
let setup: Awaited<ReturnType<typeof createCardRoom>>;
let monitor: Redis;
const published: string[] = [];
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await startTestApi();
  const env = { DATABASE_URL: t.db.url, REDIS_URL: inject('redisUrl') };
  [one, two] = await Promise.all([startSocketProcess(env), startSocketProcess(env)]);
  setup = await createCardRoom(t);
  monitor = await new Redis(inject('redisUrl')).monitor();
  monitor.on('monitor', (_time: string, args: string[]) => {
    if (String(args[0]).toLowerCase() === 'publish' && String(args[1]).endsWith(`room:${setup.room.code}:transient`))
      published.push(String(args[2]));
  });
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  monitor?.disconnect();
  await Promise.all([one?.stop(), two?.stop()]);
  await t?.close();
});

async function join(url: string, cookie: string | undefined) {
  const socket = await openSocket(url, cookie);
  sockets.push(socket);
  socket.send({ kind: 'hello', protocolVersion: 3, roomCode: setup.room.code });
  const welcome = await socket.waitFor<{ kind: string; view: { pieces: Record<string, { id: string; componentId: string }> } }>(
    (m) => m.kind === 'welcome' || m.kind === 'error',
  );
  expect(welcome.kind).toBe('welcome');
  return { socket, welcome };
}

describe('drags between instances', () => {
  it('stay off Redis while one instance holds the whole room, and reach another instance once someone is there', async () => {
    const { socket: alice, welcome } = await join(one.url, setup.alice.cookie);
    const { socket: watcher } = await join(one.url, undefined);
    const die = Object.values(welcome.view.pieces).find((piece) => piece.componentId === 'die')!;
    const isDragAt = (x: number) => (m: Record<string, unknown>) => m.kind === 'drag' && m.pieceId === die.id && m.x === x;

    for (let x = 1; x <= 20; x++) alice.send({ kind: 'drag', pieceId: die.id, x, y: 0 });
    await watcher.waitFor(isDragAt(20));
    expect(watcher.messages.filter((m) => m.kind === 'drag')).toHaveLength(20);
    // Each arrival is announced to every instance, and the room asks Redis now and then whether another
    // instance listens; the 20 drags themselves never went there.
    expect(published.filter((message) => message.includes('"kind":"drag"')).length).toBeLessThan(5);

    // Bob arrives on the other instance: once alice has heard of him, her drags reach him there.
    const { socket: bob } = await join(two.url, setup.bob.cookie);
    await alice.waitFor((m) => m.kind === 'presence' && m.online === true && m.userId === setup.bob.id);
    alice.send({ kind: 'drag', pieceId: die.id, x: 99, y: 0 });
    expect(await bob.waitFor(isDragAt(99))).toMatchObject({ kind: 'drag', pieceId: die.id, x: 99 });
    expect(await watcher.waitFor(isDragAt(99))).toMatchObject({ kind: 'drag', x: 99 });
  });
});
