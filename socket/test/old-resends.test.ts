import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger, createMemoryPubSub, type Queryable } from '@tablecraft/platform';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';
import { roomEngine } from '../src/rooms/engine.ts';
import { RESUME_WINDOW } from '../src/rooms/loaded-room.ts';
import { loadRoomRecord } from '../src/rooms/room-records.ts';
import type { RoomClient } from '../src/rooms/room-client.ts';
import { RoomLifecycle } from '../src/rooms/room-lifecycle.ts';
import { RoomRequests } from '../src/rooms/room-requests.ts';

// A resent op that the replica no longer remembers gets its verdict from a replay of the room's log. A
// script resending one of its old ops over and over made the instance read and replay the whole log for
// each one (20 a second per connection, on a log that is never trimmed): one replay must serve them all.
let t: TestApi;
let rooms: RoomLifecycle;
let requests: RoomRequests;
const logReads: string[] = [];

beforeAll(async () => {
  t = await startTestApi();
  const db: Queryable = {
    query: ((text: string, values?: unknown[]) => {
      if (/FROM room_ops WHERE room_id = \$1 AND seq > \$2/.test(text)) logReads.push(text);
      return t.db.pool.query(text, values);
    }) as Queryable['query'],
  };
  const deps = {
    db,
    pubsub: createMemoryPubSub(),
    engine: roomEngine,
    logger: createLogger('old-resends-test', { level: 'silent', pretty: false }),
  };
  rooms = new RoomLifecycle(deps);
  requests = new RoomRequests(rooms, deps);
});
afterAll(async () => {
  await rooms?.closeAll();
  await t?.close();
});

it('replays the log once for many resends of ops the replica no longer holds', async () => {
  const setup = await createCardRoom(t);
  const record = (await loadRoomRecord(t.db.pool, setup.room.code))!;
  const sent: Array<Record<string, unknown>> = [];
  const client: RoomClient = {
    connectionId: 'alice-connection',
    clientId: 'alice-tab-0123456789',
    userId: setup.alice.id,
    name: 'Alice',
    image: '',
    send: (m) => sent.push(m as Record<string, unknown>),
    sendTransient: () => undefined,
  };
  const joined = await requests.join(record, client);
  const view = (joined as { view: { seats: Array<{ id: string }>; pieces: Record<string, { id: string; componentId: string }> } }).view;
  const die = Object.values(view.pieces).find((p) => p.componentId === 'die')!.id;
  const verdictOf = async (clientSeq: number, nth = 1) => {
    const verdicts = () => sent.filter((m) => (m.kind === 'ack' || m.kind === 'reject') && m.clientSeq === clientSeq);
    await expect.poll(() => verdicts().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(nth);
    return verdicts()[nth - 1];
  };

  const claim = { type: 'claimSeat', seatId: view.seats[0]!.id };
  const ops: unknown[] = [claim];
  // Enough later ops that the first is no longer among those the replica keeps.
  for (let i = 0; i < RESUME_WINDOW + 4; i++) ops.push({ type: 'rotate', pieceId: die, direction: 1 });
  for (let clientSeq = 1; clientSeq <= ops.length; clientSeq++) {
    expect(await requests.submit(record.code, client, clientSeq, ops[clientSeq - 1])).toEqual({ ok: true });
    await verdictOf(clientSeq);
  }

  logReads.length = 0;
  for (let round = 1; round <= 10; round++) {
    expect(await requests.submit(record.code, client, 1, claim)).toEqual({ ok: true });
    expect(await verdictOf(1, round + 1)).toMatchObject({ kind: 'ack', clientSeq: 1, seq: 1, duplicate: true });
  }
  expect(logReads.length).toBeLessThanOrEqual(1);
}, 60_000);
