import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { openSocket, type TestSocket } from '../../testing/socket-client.ts';
import { startSocketProcess, type SocketProcess } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';

// Provably fair: a room played for real on a socket process, then closed, replays from its durable log
// with every seed matching the commitment sent at the time; a seed altered in the database is caught.
let t: TestApi;
let socketProcess: SocketProcess;
let setup: Awaited<ReturnType<typeof createCardRoom>>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await startTestApi();
  socketProcess = await startSocketProcess({ DATABASE_URL: t.db.url, REDIS_URL: inject('redisUrl') });
  setup = await createCardRoom(t);
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await socketProcess?.stop();
  await t?.close();
});

/** Runs `npm run verify-room -- CODE` against the test database, as an operator would. */
async function verifyRoom(code: string): Promise<{ exitCode: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', 'verify-room', '--', code], {
      env: { ...process.env, DATABASE_URL: t.db.url },
      timeout: 60_000,
    });
    return { exitCode: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { exitCode: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

type View = { seats: Array<{ id: string }>; pieces: Record<string, { id: string; componentId: string }> };

describe('npm run verify-room', () => {
  it('passes on a real closed room and fails, naming the op, once a seed is altered', async () => {
    const alice = await openSocket(socketProcess.url, setup.alice.cookie);
    sockets.push(alice);
    alice.send({ kind: 'hello', protocolVersion: 2, roomCode: setup.room.code, clientId: 'verify-room-alice-tab' });
    const welcome = await alice.waitFor<{ view: View }>((m) => m.kind === 'welcome');
    const piece = (componentId: string) => Object.values(welcome.view.pieces).find((p) => p.componentId === componentId)!.id;
    const ops = [
      { type: 'claimSeat', seatId: welcome.view.seats[0]!.id },
      { type: 'shuffle', pileId: piece('deck') },
      { type: 'draw', pileId: piece('deck'), count: 2 },
      { type: 'roll', pieceId: piece('die') },
      { type: 'shuffle', pileId: piece('deck') },
    ];
    for (const [index, op] of ops.entries()) {
      alice.send({ kind: 'op', clientSeq: index + 1, op });
      expect(await alice.waitFor((m) => (m.kind === 'ack' || m.kind === 'reject') && m.clientSeq === index + 1)).toMatchObject({
        kind: 'ack',
      });
    }
    const closed = await t.graphql(
      'mutation ($id: ID!) { closeRoom(id: $id) { status } }',
      { id: setup.room.id },
      { cookie: setup.alice.cookie },
    );
    expect(closed.body.errors).toBeUndefined();

    const good = await verifyRoom(setup.room.code.toUpperCase());
    expect(good.output).toContain('PASS');
    expect(good.output).toContain(`replaying ${ops.length} ops`);
    expect(good.exitCode).toBe(0);

    // Someone swaps the seed of the second shuffle for another: the replay no longer matches what was promised.
    const altered = await t.db.pool.query(
      `UPDATE room_ops SET payload = jsonb_set(payload, '{op,seed}', to_jsonb(repeat('ab', 32))) WHERE room_id = $1 AND seq = 5`,
      [setup.room.id],
    );
    expect(altered.rowCount).toBe(1);
    const bad = await verifyRoom(setup.room.code);
    expect(bad.exitCode).toBe(1);
    expect(bad.output).toContain('FAIL');
    expect(bad.output).toMatch(/Op 5.*seed does not match/);
  });

  it('says so when there is no such room', async () => {
    const missing = await verifyRoom('nosuchroom');
    expect(missing.exitCode).toBe(2);
    expect(missing.output).toContain('There is no room nosuchroom');
  });
});
