import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { openSocket } from '../../testing/socket-client.ts';
import { startSocketProcess, type SocketProcess } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';

let t: TestApi;
let socketProcess: SocketProcess;
let setup: Awaited<ReturnType<typeof createCardRoom>>;

beforeAll(async () => {
  t = await startTestApi();
  socketProcess = await startSocketProcess({ DATABASE_URL: t.db.url, REDIS_URL: inject('redisUrl') });
  setup = await createCardRoom(t);
}, 60_000);

afterAll(async () => {
  await socketProcess?.stop();
  await t?.close();
});

// Someone who closes the page right after it says hello must not stay in the room: a room keeps running
// (and is never snapshotted and unloaded) while it has clients.
it('forgets a connection that closed while it was joining, so the empty room is snapshotted and unloaded', async () => {
  const alice = await openSocket(socketProcess.url, setup.alice.cookie);
  alice.send({
    kind: 'hello',
    protocolVersion: 2,
    roomCode: setup.room.code,
    clientId: `tab-${Math.random().toString(36).slice(2)}-0123456789`,
  });
  const welcome = await alice.waitFor<{ kind: string; view: { seats: Array<{ id: string }> } }>((m) => m.kind === 'welcome');
  alice.send({ kind: 'op', clientSeq: 1, op: { type: 'claimSeat', seatId: welcome.view.seats[0]!.id } });
  await alice.waitFor((m) => m.kind === 'ack');

  for (let i = 0; i < 5; i++) {
    const gone = await openSocket(socketProcess.url, setup.bob.cookie);
    gone.send({
      kind: 'hello',
      protocolVersion: 2,
      roomCode: setup.room.code,
      clientId: `tab-${Math.random().toString(36).slice(2)}-0123456789`,
    });
    gone.ws.terminate();
  }
  // The process has let go of every closed connection (alice's is the one left) before alice leaves.
  await expect
    .poll(
      async () =>
        /^tablecraft_socket_connections (\d+)/m.exec(await (await fetch(`http://127.0.0.1:${socketProcess.port}/metrics`)).text())?.[1],
    )
    .toBe('1');
  alice.close();
  await expect
    .poll(async () => (await t.db.pool.query('SELECT snapshot_seq FROM rooms WHERE id = $1', [setup.room.id])).rows[0].snapshot_seq, {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
});

// A newcomer learns who is here from the cursors the others send back when they see it arrive; a reply
// that overtook its welcome would be forgotten with everything before the welcome.
it('sends a newcomer its welcome before anything else, and the others’ replies after it', async () => {
  const alice = await openSocket(socketProcess.url, setup.alice.cookie);
  alice.send({
    kind: 'hello',
    protocolVersion: 2,
    roomCode: setup.room.code,
    clientId: `tab-${Math.random().toString(36).slice(2)}-0123456789`,
  });
  await alice.waitFor((m) => m.kind === 'welcome');
  // Alice answers every arrival at once, as the room page does.
  alice.ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { kind: string; online?: boolean };
    if (message.kind === 'presence' && message.online) alice.send({ kind: 'cursor', x: 5, y: 6 });
  });
  for (let i = 0; i < 5; i++) {
    const bob = await openSocket(socketProcess.url, setup.bob.cookie);
    bob.send({
      kind: 'hello',
      protocolVersion: 2,
      roomCode: setup.room.code,
      clientId: `tab-${Math.random().toString(36).slice(2)}-0123456789`,
    });
    await bob.waitFor((m) => m.kind === 'cursor' && m.x === 5);
    // Only the commitments of its fairness come first: they must reach the page before it can send an op.
    expect(bob.messages[0]).toMatchObject({ kind: 'fairness' });
    expect(bob.messages[1]).toMatchObject({ kind: 'welcome' });
    bob.close();
  }
  alice.close();
});
