import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { openSocket } from '../../testing/socket-client.ts';
import { startSocketProcess, type SocketProcess } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';

// Connections that say nothing, or stop answering, must not stay forever: each holds a file descriptor
// and, once in a room, keeps the room loaded (never snapshotted nor unloaded). Short deadlines here so
// the test waits for them to pass instead of sleeping.
let t: TestApi;
let socketProcess: SocketProcess;
let one: Awaited<ReturnType<typeof createCardRoom>>;
let two: Awaited<ReturnType<typeof createCardRoom>>;

beforeAll(async () => {
  t = await startTestApi();
  socketProcess = await startSocketProcess({
    DATABASE_URL: t.db.url,
    REDIS_URL: inject('redisUrl'),
    SOCKET_HELLO_TIMEOUT_MS: '500',
    SOCKET_HEARTBEAT_MS: '300',
  });
  [one, two] = await Promise.all([createCardRoom(t), createCardRoom(t)]);
}, 60_000);

afterAll(async () => {
  await socketProcess?.stop();
  await t?.close();
});

const snapshotSeq = async (roomId: string) =>
  Number((await t.db.pool.query('SELECT snapshot_seq FROM rooms WHERE id = $1', [roomId])).rows[0].snapshot_seq);

it('tells a connection that never says hello why, and closes it after the deadline', async () => {
  const silent = await openSocket(socketProcess.url);
  expect(await silent.closed).toMatchObject({ code: 4411 });
  expect(silent.messages).toContainEqual(expect.objectContaining({ kind: 'error', code: 'HELLO_TIMEOUT' }));
});

it('terminates a peer that stops answering pings, and keeps the one that answers', async () => {
  const alive = await openSocket(socketProcess.url, one.alice.cookie);
  alive.send({ kind: 'hello', protocolVersion: 2, roomCode: one.room.code, clientId: 'alive-tab-0123456789' });
  await alive.waitFor((m) => m.kind === 'welcome');
  // A peer whose network went away: its TCP connection stays open, but nothing answers.
  const dead = new WebSocket(socketProcess.url, { headers: { cookie: one.bob.cookie }, autoPong: false });
  const deadClosed = new Promise<number>((resolve) => dead.once('close', (code) => resolve(code)));
  const pinged = new Promise<void>((resolve) => dead.once('ping', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    dead.once('open', () => resolve());
    dead.once('error', reject);
  });
  dead.send(JSON.stringify({ kind: 'hello', protocolVersion: 2, roomCode: one.room.code, clientId: 'dead-tab-0123456789' }));
  await pinged;
  // Terminated, not closed with a handshake: no close frame (1006 here).
  expect(await deadClosed).toBe(1006);
  await alive.waitFor((m) => m.kind === 'presence' && m.online === false && m.userId === one.bob.id);
  alive.send({ kind: 'ping', t: 42 });
  await alive.waitFor((m) => m.kind === 'pong' && m.t === 42);
  expect(alive.ws.readyState).toBe(WebSocket.OPEN);
  alive.close();
  await alive.closed;
});

// Two hellos in a row used to both pass the "already joined?" check, which ran after the joins' awaits:
// the connection joined both rooms and, when it closed, left only one. The other kept a ghost client and
// stayed loaded forever, never snapshotted.
it('refuses a second hello on one connection, and the room it did not join is not pinned by a ghost', async () => {
  const alice = await openSocket(socketProcess.url, one.alice.cookie);
  alice.send({ kind: 'hello', protocolVersion: 2, roomCode: one.room.code, clientId: 'alice-tab-0123456789' });
  alice.send({ kind: 'hello', protocolVersion: 2, roomCode: two.room.code, clientId: 'alice-tab-0123456789' });
  const welcome = await alice.waitFor<{ view: { seats: Array<{ id: string }> } }>((m) => m.kind === 'welcome');
  await alice.waitFor((m) => m.kind === 'error' && m.code === 'ALREADY_JOINED');
  expect(alice.messages.filter((m) => m.kind === 'welcome')).toHaveLength(1);
  // Play a move in each room, so each has something to snapshot when it unloads.
  alice.send({ kind: 'op', clientSeq: 1, op: { type: 'claimSeat', seatId: welcome.view.seats[0]!.id } });
  await alice.waitFor((m) => m.kind === 'ack' && m.clientSeq === 1);
  const bob = await openSocket(socketProcess.url, two.bob.cookie);
  bob.send({ kind: 'hello', protocolVersion: 2, roomCode: two.room.code, clientId: 'bob-tab-012345678901' });
  const bobWelcome = await bob.waitFor<{ view: { seats: Array<{ id: string }> } }>((m) => m.kind === 'welcome');
  bob.send({ kind: 'op', clientSeq: 1, op: { type: 'claimSeat', seatId: bobWelcome.view.seats[0]!.id } });
  await bob.waitFor((m) => m.kind === 'ack' && m.clientSeq === 1);
  bob.close();
  alice.close();
  // Both rooms emptied, so both are snapshotted and unloaded.
  await expect.poll(() => snapshotSeq(one.room.id)).toBeGreaterThan(0);
  await expect.poll(() => snapshotSeq(two.room.id)).toBeGreaterThan(0);
});
