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
// Every PUBLISH and PUBSUB NUMSUB Redis ran, in its order: [command, channel or channels].
const commands: Array<{ command: 'publish' | 'numsub'; args: string[] }> = [];
const commandWaiters: Array<() => void> = [];
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
    const command = String(args[0]).toLowerCase();
    if (command === 'publish') commands.push({ command, args: args.slice(1).map(String) });
    if (command === 'pubsub' && String(args[1]).toLowerCase() === 'numsub')
      commands.push({ command: 'numsub', args: args.slice(2).map(String) });
    for (const wake of commandWaiters.splice(0)) wake();
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
  socket.send({
    kind: 'hello',
    protocolVersion: 3,
    roomCode: setup.room.code,
    clientId: `tab-${Math.random().toString(36).slice(2)}-0123456789`,
  });
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

  it("ask Redis once a period for all of an instance's rooms, and drags between the asks never go there", async () => {
    const other = await createCardRoom(t);
    const channelOf = (code: string) => `room:${code}:transient`;
    const socket = await openSocket(one.url, other.alice.cookie);
    sockets.push(socket);
    socket.send({
      kind: 'hello',
      protocolVersion: 3,
      roomCode: other.room.code,
      clientId: `tab-${Math.random().toString(36).slice(2)}-0123456789`,
    });
    const welcome = await socket.waitFor<{ kind: string; view: { pieces: Record<string, { id: string; componentId: string }> } }>(
      (m) => m.kind === 'welcome',
    );
    const die = Object.values(welcome.view.pieces).find((piece) => piece.componentId === 'die')!;
    const watcher = await openSocket(one.url, undefined);
    sockets.push(watcher);
    watcher.send({
      kind: 'hello',
      protocolVersion: 3,
      roomCode: other.room.code,
      clientId: `tab-${Math.random().toString(36).slice(2)}-0123456789`,
    });
    await watcher.waitFor((m) => m.kind === 'welcome');

    // Two asks that name this room, with drags going on all along (20 a second, within a player's rate).
    const from = commands.length;
    const asksNaming = () =>
      commands.slice(from).filter((c) => c.command === 'numsub' && c.args.some((a) => a.endsWith(channelOf(other.room.code))));
    let x = 0;
    const dragging = setInterval(() => socket.send({ kind: 'drag', pieceId: die.id, x: ++x, y: 0 }), 50);
    try {
      while (asksNaming().length < 2) await new Promise<void>((resolve) => commandWaiters.push(resolve));
    } finally {
      clearInterval(dragging);
    }
    const last = x;
    await watcher.waitFor((m) => m.kind === 'drag' && m.x === last);

    // One question named both rooms this instance holds (the first test's room too), not one per room.
    const [first, second] = asksNaming();
    expect(first!.args.some((a) => a.endsWith(channelOf(setup.room.code)))).toBe(true);
    // Between the two asks the room was known to be alone: none of its drags went to Redis.
    const between = commands.slice(commands.indexOf(first!) + 1, commands.indexOf(second!));
    const dragsBetween = between.filter((c) => c.command === 'publish' && c.args[0]!.endsWith(channelOf(other.room.code)));
    expect(x).toBeGreaterThan(10);
    expect(dragsBetween).toEqual([]);
  });
});
