import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger, createMemoryPubSub, metricsRegistry } from '@tablecraft/platform';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';
import { roomEngine } from '../src/rooms/engine.ts';
import { loadRoomRecord } from '../src/rooms/room-records.ts';
import type { RoomClient } from '../src/rooms/room-client.ts';
import { RoomLifecycle } from '../src/rooms/room-lifecycle.ts';
import { RoomRequests } from '../src/rooms/room-requests.ts';

// An operator reads ops per second, how long a move waits for its commit, and relay fan-out from the
// socket's /metrics: the series must move when moves are committed and cursors relayed.
let t: TestApi;
let rooms: RoomLifecycle;
let requests: RoomRequests;

beforeAll(async () => {
  t = await startTestApi();
  const deps = {
    db: t.db.pool,
    pubsub: createMemoryPubSub(),
    engine: roomEngine,
    logger: createLogger('room-metrics-test', { level: 'silent', pretty: false }),
  };
  rooms = new RoomLifecycle(deps);
  requests = new RoomRequests(rooms, deps);
});
afterAll(async () => {
  await rooms?.closeAll();
  await t?.close();
});

const valueOf = async (name: string, labels: Record<string, string> = {}) => {
  // A histogram's _count and _sum are samples of the histogram's own entry, named by metricName.
  const samples = (await metricsRegistry.getMetricsAsJSON()).flatMap((m) =>
    m.values.map((v) => ({ ...v, name: (v as { metricName?: string }).metricName ?? m.name })),
  );
  const sample = samples.find((v) => v.name === name && Object.entries(labels).every(([key, value]) => v.labels[key] === value));
  return Number(sample?.value ?? 0);
};

it('counts committed ops, times their commit and measures relay fan-out', async () => {
  const setup = await createCardRoom(t);
  const record = (await loadRoomRecord(t.db.pool, setup.room.code))!;
  const person = (id: string, userId: string): RoomClient & { sent: Array<Record<string, unknown>> } => {
    const sent: Array<Record<string, unknown>> = [];
    return {
      sent,
      connectionId: id,
      clientId: `${id}-tab-0123456789`,
      userId,
      name: id,
      image: '',
      send: (m) => sent.push(m as Record<string, unknown>),
      sendTransient: () => undefined,
    };
  };
  const alice = person('alice', setup.alice.id);
  const bob = person('bob', setup.bob.id);
  const joined = await requests.join(record, alice);
  await requests.join(record, bob);
  const seatId = (joined as { view: { seats: Array<{ id: string }> } }).view.seats[0]!.id;

  const committedBefore = await valueOf('tablecraft_room_ops_total', { outcome: 'committed' });
  const timedBefore = await valueOf('tablecraft_room_op_commit_duration_seconds_count');
  const relayedBefore = await valueOf('tablecraft_socket_relay_fanout_count');
  expect(await requests.submit(record.code, alice, 1, { type: 'claimSeat', seatId })).toEqual({ ok: true });
  await expect.poll(() => alice.sent.some((m) => m.kind === 'ack' && m.clientSeq === 1)).toBe(true);
  await requests.relay(record.code, alice, { kind: 'cursor', x: 1, y: 2 });

  expect(await valueOf('tablecraft_room_ops_total', { outcome: 'committed' })).toBe(committedBefore + 1);
  expect(await valueOf('tablecraft_room_op_commit_duration_seconds_count')).toBe(timedBefore + 1);
  // Alice's cursor went to the one other connection here, Bob.
  expect(await valueOf('tablecraft_socket_relay_fanout_count')).toBeGreaterThan(relayedBefore);
  expect(await valueOf('tablecraft_socket_relay_fanout_sum')).toBeGreaterThanOrEqual(1);
}, 60_000);

it('counts rooms loaded, and a load that failed', async () => {
  const [loaded, failed] = [
    await valueOf('tablecraft_room_loads_total', { outcome: 'loaded' }),
    await valueOf('tablecraft_room_loads_total', { outcome: 'failed' }),
  ];
  const setup = await createCardRoom(t);
  const record = (await loadRoomRecord(t.db.pool, setup.room.code))!;
  const client = (id: string, userId: string): RoomClient => ({
    connectionId: id,
    clientId: `${id}-tab-0123456789`,
    userId,
    name: id,
    image: '',
    send: () => undefined,
    sendTransient: () => undefined,
  });
  await requests.join(record, client('carol', setup.alice.id));
  expect(await valueOf('tablecraft_room_loads_total', { outcome: 'loaded' })).toBe(loaded + 1);

  // A room deleted between its lookup and its load: the load fails, and says so.
  const gone = await createCardRoom(t);
  const goneRecord = (await loadRoomRecord(t.db.pool, gone.room.code))!;
  await t.db.pool.query('DELETE FROM rooms WHERE id = $1', [gone.room.id]);
  await expect(requests.join(goneRecord, client('dave', gone.alice.id))).rejects.toThrow(/disappeared/);
  await expect.poll(() => valueOf('tablecraft_room_loads_total', { outcome: 'failed' })).toBe(failed + 1);
}, 60_000);
