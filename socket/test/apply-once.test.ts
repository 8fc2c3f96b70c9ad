import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger, createMemoryPubSub } from '@tablecraft/platform';
import type { Op, RoomView } from '@tablecraft/core/play';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';
import { roomEngine } from '../src/rooms/engine.ts';
import type { RoomEngine } from '../src/rooms/engine-port.ts';
import { loadRoomRecord } from '../src/rooms/room-records.ts';
import type { RoomClient } from '../src/rooms/room-client.ts';
import { RoomLifecycle } from '../src/rooms/room-lifecycle.ts';
import { RoomRequests } from '../src/rooms/room-requests.ts';
import { roomScripts } from '../src/scripts/index.ts';

// An op is applied once on each instance that holds its room: the instance that checks and commits it
// applies it to the state its check saw and keeps that result, rather than applying it again when the
// commit comes back to it. Two instances share a room here; each counts what its engine applied.
let t: TestApi;
const instances: Array<{ rooms: RoomLifecycle; requests: RoomRequests }> = [];
const applied: Array<Map<string, number>> = [];
// The scripts answer each rotation where it is sequenced, and the answer travels with the op.
const COUNT_ROTATIONS = `export function onOp(op) {
  if (op.type === 'rotate') game.set('turns', (game.get('turns') ?? 0) + 1);
}`;

/** The core engine, counting every application of an op by the op's type. */
function countingEngine(counts: Map<string, number>): RoomEngine {
  const count = (op: Op) => counts.set(op.type, (counts.get(op.type) ?? 0) + 1);
  return {
    ...roomEngine,
    apply: (state, op, actor) => {
      count(op);
      return roomEngine.apply(state, op, actor);
    },
    applyWithFollowUps: (state, op, actor, followUps, first) => {
      if (!first) count(op);
      return roomEngine.applyWithFollowUps(state, op, actor, followUps, first);
    },
  };
}

beforeAll(async () => {
  t = await startTestApi();
  const pubsub = createMemoryPubSub();
  for (let i = 0; i < 2; i++) {
    const counts = new Map<string, number>();
    applied.push(counts);
    const deps = {
      db: t.db.pool,
      pubsub,
      engine: countingEngine(counts),
      scripts: roomScripts,
      logger: createLogger('apply-once-test', { level: 'silent', pretty: false }),
    };
    const rooms = new RoomLifecycle(deps);
    instances.push({ rooms, requests: new RoomRequests(rooms, deps) });
  }
});
afterAll(async () => {
  for (const { rooms } of instances) await rooms.closeAll();
  await t?.close();
});

function person(id: string, userId: string): RoomClient & { sent: Array<Record<string, unknown>> } {
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
}

it.each([
  ['without scripts', false],
  ['with scripts answering its ops', true],
])(
  'applies a committed op once on the instance that committed it and once on every other, %s',
  async (_, scripted) => {
    const setup = await createCardRoom(t, scripted ? { scripts: [{ id: 'count', name: 'Count', source: COUNT_ROTATIONS }] } : {});
    const record = (await loadRoomRecord(t.db.pool, setup.room.code))!;
    const alice = person('alice', setup.alice.id);
    const bob = person('bob', setup.bob.id);
    const [first, second] = instances.map(({ requests }) => requests) as [RoomRequests, RoomRequests];
    const joined = (await first.join(record, alice)) as { view: RoomView };
    await second.join(record, bob);
    const seatId = joined.view.seats[0]!.id;
    const die = Object.values(joined.view.pieces).find((piece) => piece.componentId === 'die')!;
    for (const counts of applied) counts.clear();

    expect(await first.submit(record.code, alice, 1, { type: 'claimSeat', seatId })).toEqual({ ok: true });
    expect(await first.submit(record.code, alice, 2, { type: 'rotate', pieceId: die.id, direction: 1 })).toEqual({ ok: true });
    expect(await first.submit(record.code, alice, 3, { type: 'roll', pieceId: die.id })).toEqual({ ok: true });
    await expect.poll(() => alice.sent.filter((m) => m.kind === 'ack').length).toBe(3);
    await expect.poll(() => bob.sent.filter((m) => m.kind === 'op').length).toBe(3);

    const once = new Map([
      ['claimSeat', 1],
      ['rotate', 1],
      ['roll', 1],
    ]);
    expect(applied[0]).toEqual(once);
    expect(applied[1]).toEqual(once);
    await Promise.all([first.leave(record.code, alice), second.leave(record.code, bob)]);
  },
  60_000,
);
