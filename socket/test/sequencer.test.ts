import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLogger, createRedis, createRedisPubSub, type PubSub } from '@tablecraft/platform';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import pg from 'pg';
import { CommitQueueFull, MAX_WAITING_PER_ROOM, createSequencer, type OpToCommit, type SequencedEntry } from '../src/rooms/sequencer.ts';
import { insertBareRoom } from './room-rows.ts';

// Two "instances" (each its own sequencer and Redis pub/sub), one Postgres: what two socket processes share.
let db: TestDatabase;
const redis = createRedis(inject('redisUrl'));
const pubsubs: PubSub[] = [];
const logger = createLogger('sequencer-test', { level: 'silent', pretty: false });

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  for (const pubsub of pubsubs) await pubsub.close();
  redis.disconnect();
  await db?.drop();
});

function instance() {
  const pubsub = createRedisPubSub(redis);
  pubsubs.push(pubsub);
  return createSequencer({ db: db.pool, pubsub, logger, instance: randomUUID() });
}
const op = (clientId: string, clientSeq: number, n = clientSeq): OpToCommit => ({
  clientId,
  clientSeq,
  opVersion: 1,
  payload: { n },
  commitment: '',
});
const logged = async (roomId: string) =>
  (await db.pool.query('SELECT seq, client_id, client_seq, payload FROM room_ops WHERE room_id = $1 ORDER BY seq', [roomId])).rows;

it("numbers ops from two instances without a hole, in each instance's order, and tells both about every one", async () => {
  const room = await insertBareRoom(db.pool);
  const [one, two] = [instance(), instance()];
  const seen: SequencedEntry[][] = [[], []];
  await one.subscribe(room, (entry) => seen[0]!.push(entry));
  await two.subscribe(room, (entry) => seen[1]!.push(entry));
  const committed = await Promise.all(
    Array.from({ length: 40 }, (_, i) => (i % 2 ? two : one).commit(room, op(i % 2 ? 'b' : 'a', Math.floor(i / 2) + 1))),
  );
  expect(committed.map((c) => c.entry.seq).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  expect(committed.every((c) => !c.duplicate)).toBe(true);
  // Each client's ops were logged in the order it sent them.
  const rows = await logged(room.id);
  for (const client of ['a', 'b'])
    expect(rows.filter((r) => r.client_id === client).map((r) => Number(r.client_seq))).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  // Each instance hears of all 40 (its own at once, the other's through Redis), each once.
  await expect.poll(() => seen.map((list) => new Set(list.map((e) => e.seq)).size)).toEqual([40, 40]);
  expect(seen.map((list) => list.length)).toEqual([40, 40]);
  expect((await one.since(room, 35))?.map((e) => e.seq)).toEqual([36, 37, 38, 39, 40]);
  expect(await one.since(room, 40)).toEqual([]);
  expect((await db.pool.query('SELECT op_seq FROM rooms WHERE id = $1', [room.id])).rows[0].op_seq).toBe(40);
});

it('commits the ops that arrive together in one transaction', async () => {
  const room = await insertBareRoom(db.pool);
  const sequencer = instance();
  const committed = await Promise.all(Array.from({ length: 30 }, (_, i) => sequencer.commit(room, op('c', i + 1))));
  expect(committed.map((c) => c.entry.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  // All 30 rows carry one transaction id.
  const xids = await db.pool.query('SELECT count(DISTINCT xmin::text) AS n FROM room_ops WHERE room_id = $1', [room.id]);
  expect(Number(xids.rows[0].n)).toBe(1);
});

it('logs a resent op once and answers every send of it with the original entry', async () => {
  const room = await insertBareRoom(db.pool);
  const [one, two] = [instance(), instance()];
  // Sent twice at once on one instance, then again on another instance (a reconnect elsewhere), then later.
  const [first, again, elsewhere] = await Promise.all([
    one.commit(room, op('tab', 1, 100)),
    one.commit(room, op('tab', 1, 100)),
    two.commit(room, op('tab', 1, 100)),
  ]);
  const later = await two.commit(room, op('tab', 1, 100));
  const original = [first, again, elsewhere].find((c) => !c.duplicate)!;
  expect([first, again, elsewhere].filter((c) => !c.duplicate)).toHaveLength(1);
  for (const answer of [first, again, elsewhere, later])
    expect(answer.entry).toMatchObject({ seq: original.entry.seq, payload: { n: 100 } });
  expect(later.duplicate).toBe(true);
  expect(await logged(room.id)).toHaveLength(1);
  expect(await two.find(room, 'tab', 1)).toMatchObject({ seq: 1, payload: { n: 100 }, opVersion: 1 });
  expect(await two.lastClientSeq(room, 'tab')).toBe(1);
  expect(await two.lastClientSeq(room, 'nobody')).toBe(0);
  // The next op is numbered right after it: no number was used up by the duplicates.
  expect((await one.commit(room, op('tab', 2))).entry.seq).toBe(2);
});

it('answers a resend that shares a transaction with new ops from the log, and numbers the new ones without a hole', async () => {
  const room = await insertBareRoom(db.pool);
  const [one, two] = [instance(), instance()];
  await one.commit(room, op('tab', 1, 100));
  // Instance two has never seen tab's op 1: it reaches Postgres in one batch with two new ops.
  const [before, resent, after] = await Promise.all([
    two.commit(room, op('other', 1)),
    two.commit(room, op('tab', 1, 100)),
    two.commit(room, op('other', 2)),
  ]);
  expect(resent).toMatchObject({ duplicate: true, entry: { seq: 1, payload: { n: 100 } } });
  expect([before, after].map((c) => [c.duplicate, c.entry.seq])).toEqual([
    [false, 2],
    [false, 3],
  ]);
  expect((await logged(room.id)).map((row) => [Number(row.seq), row.client_id, Number(row.client_seq)])).toEqual([
    [1, 'tab', 1],
    [2, 'other', 1],
    [3, 'other', 2],
  ]);
  expect((await db.pool.query('SELECT op_seq FROM rooms WHERE id = $1', [room.id])).rows[0].op_seq).toBe(3);
});

// Nothing of the numbering is in Redis (the shared test Redis is not flushed here; see durability.test.ts).
it('continues numbering from Postgres in a fresh instance (a restart)', async () => {
  const room = await insertBareRoom(db.pool);
  for (let i = 1; i <= 3; i++) await instance().commit(room, op('x', i));
  expect((await instance().commit(room, op('x', 4))).entry.seq).toBe(4);
});

it('refuses an op for a room that no longer exists', async () => {
  await expect(instance().commit({ id: randomUUID(), code: 'gone' }, op('x', 1))).rejects.toThrow(/gone/);
});

it('keeps ops in line while the pool has no connection for them, and commits them all once it has', async () => {
  const room = await insertBareRoom(db.pool);
  // A pool whose only connection is taken, and that gives up waiting for one quickly: Postgres "slow".
  const busy = new pg.Pool({ connectionString: db.url, max: 1, connectionTimeoutMillis: 50 });
  const held = await busy.connect();
  let statements = 0;
  const counted = { query: ((...args: Parameters<pg.Pool['query']>) => ((statements += 1), busy.query(...args))) as pg.Pool['query'] };
  const pubsub = createRedisPubSub(redis);
  pubsubs.push(pubsub);
  const sequencer = createSequencer({ db: counted, pubsub, logger, instance: randomUUID() });
  const outcomes = Array.from({ length: 30 }, (_, i) => sequencer.commit(room, op('slow', i + 1)));
  // The first batch's statement gave up waiting for the connection, and it is being tried again.
  await expect.poll(() => statements, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  held.release();
  const committed = await Promise.all(outcomes);
  expect(committed.map((c) => c.entry.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  expect((await logged(room.id)).map((r) => Number(r.client_seq))).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  await busy.end();
});

it("refuses an op at once when the room's line is full, and commits every op it took", async () => {
  const room = await insertBareRoom(db.pool);
  const busy = new pg.Pool({ connectionString: db.url, max: 1 });
  const held = await busy.connect();
  const pubsub = createRedisPubSub(redis);
  pubsubs.push(pubsub);
  const sequencer = createSequencer({ db: busy, pubsub, logger, instance: randomUUID() });
  // The first batch takes the (held) connection's place in line; the rest wait behind it, up to the limit.
  const first = sequencer.commit(room, op('burst', 1));
  await new Promise<void>((resolve) => setImmediate(resolve));
  const taken = Array.from({ length: MAX_WAITING_PER_ROOM }, (_, i) => sequencer.commit(room, op('burst', i + 2)));
  await expect(sequencer.commit(room, op('burst', MAX_WAITING_PER_ROOM + 2))).rejects.toBeInstanceOf(CommitQueueFull);
  held.release();
  const committed = await Promise.all([first, ...taken]);
  expect(committed).toHaveLength(MAX_WAITING_PER_ROOM + 1);
  expect((await logged(room.id)).length).toBe(MAX_WAITING_PER_ROOM + 1);
  await busy.end();
});

describe('ops of many rooms', () => {
  const transactionsOf = async (roomIds: string[]) =>
    Number(
      (await db.pool.query('SELECT count(DISTINCT xmin::text) AS n FROM room_ops WHERE room_id = ANY($1::uuid[])', [roomIds])).rows[0].n,
    );

  it('commits ops of rooms that wait together in one statement, each room numbered in the order its ops came', async () => {
    const rooms = await Promise.all(Array.from({ length: 12 }, () => insertBareRoom(db.pool)));
    const sequencer = instance();
    const committed = await Promise.all(rooms.flatMap((room) => [1, 2, 3].map((n) => sequencer.commit(room, op(`tab-${room.code}`, n)))));
    expect(committed.every((c) => !c.duplicate)).toBe(true);
    expect(await transactionsOf(rooms.map((room) => room.id))).toBe(1);
    for (const room of rooms) {
      expect((await logged(room.id)).map((row) => [Number(row.seq), Number(row.client_seq)])).toEqual([
        [1, 1],
        [2, 2],
        [3, 3],
      ]);
      expect((await db.pool.query('SELECT op_seq FROM rooms WHERE id = $1', [room.id])).rows[0].op_seq).toBe(3);
    }
  });

  it('tells each room its own ops at once, in order', async () => {
    const rooms = await Promise.all(Array.from({ length: 5 }, () => insertBareRoom(db.pool)));
    const sequencer = instance();
    const seen = new Map<string, number[]>(rooms.map((room) => [room.id, []]));
    for (const room of rooms) await sequencer.subscribe(room, (entry) => seen.get(room.id)!.push(entry.seq));
    await Promise.all(rooms.flatMap((room) => [1, 2].map((n) => sequencer.commit(room, op('t', n)))));
    for (const room of rooms) expect(seen.get(room.id)).toEqual([1, 2]);
  });

  it("refuses a deleted room's ops and commits the others of the same statement", async () => {
    const [kept, deleted] = [await insertBareRoom(db.pool), await insertBareRoom(db.pool)];
    await db.pool.query('DELETE FROM rooms WHERE id = $1', [deleted.id]);
    const sequencer = instance();
    const [ok, gone] = await Promise.allSettled([sequencer.commit(kept, op('t', 1)), sequencer.commit(deleted, op('t', 1))]);
    expect(ok).toMatchObject({ status: 'fulfilled', value: { duplicate: false, entry: { seq: 1 } } });
    expect(gone).toMatchObject({ status: 'rejected', reason: { message: expect.stringMatching(/gone/) } });
    expect(await logged(kept.id)).toHaveLength(1);
  });

  it('answers a resend among other rooms\u2019 ops from the log, and commits the rest once', async () => {
    const [first, second] = [await insertBareRoom(db.pool), await insertBareRoom(db.pool)];
    await instance().commit(first, op('tab', 1, 100));
    // Another instance has never seen it: the resend shares a statement with another room's new op.
    const sequencer = instance();
    const [resent, fresh] = await Promise.all([sequencer.commit(first, op('tab', 1, 100)), sequencer.commit(second, op('tab', 1))]);
    expect(resent).toMatchObject({ duplicate: true, entry: { seq: 1, payload: { n: 100 } } });
    expect(fresh).toMatchObject({ duplicate: false, entry: { seq: 1 } });
    expect(await logged(first.id)).toHaveLength(1);
    expect(await logged(second.id)).toHaveLength(1);
  });

  it('lets two instances commit the same rooms at once without a deadlock or a hole', async () => {
    // Each instance's statements hold many of the same rooms' rows, taken in opposite orders here. The
    // function locks them in the order of their ids, so the two wait for each other; a deadlock would show
    // as a failed statement below (its ops would still be committed room by room, a second late).
    const rooms = await Promise.all(Array.from({ length: 20 }, () => insertBareRoom(db.pool)));
    // Every statement's failure is counted: a deadlock would be retried room by room and still commit.
    const failures: string[] = [];
    const watched = {
      query: ((...args: Parameters<pg.Pool['query']>) =>
        (db.pool.query as (...a: unknown[]) => Promise<unknown>)(...args).catch((error: { code?: string }) => {
          failures.push(String(error.code));
          throw error;
        })) as pg.Pool['query'],
    };
    const watchedInstance = () => {
      const pubsub = createRedisPubSub(redis);
      pubsubs.push(pubsub);
      return createSequencer({ db: watched, pubsub, logger, instance: randomUUID() });
    };
    const [one, two] = [watchedInstance(), watchedInstance()];
    const rounds = 10;
    const outcomes: Array<Promise<unknown>> = [];
    for (let round = 1; round <= rounds; round++) {
      outcomes.push(...rooms.map((room) => one.commit(room, op('one', round))));
      outcomes.push(...[...rooms].reverse().map((room) => two.commit(room, op('two', round))));
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    const settled = await Promise.allSettled(outcomes);
    expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
    expect(failures).toEqual([]);
    for (const room of rooms)
      expect((await logged(room.id)).map((row) => Number(row.seq))).toEqual(Array.from({ length: 2 * rounds }, (_, i) => i + 1));
  });
});

it("commits a room's ops while its log lines are being written", async () => {
  // Inserting a log line (or a chat message, or another instance's ops) locks the room's row against key
  // changes until its transaction ends. Numbering ops must not wait for that: it changes no key.
  const [busy, other] = [await insertBareRoom(db.pool), await insertBareRoom(db.pool)];
  const writer = await db.pool.connect();
  try {
    await writer.query('BEGIN');
    await writer.query(`INSERT INTO room_log (room_id, seq, fact) VALUES ($1, 1, '{}')`, [busy.id]);
    const sequencer = instance();
    // One statement for both rooms, sent while the line's transaction is open.
    const committed = await Promise.all([sequencer.commit(busy, op('t', 1)), sequencer.commit(other, op('t', 1))]);
    expect(committed.map((c) => c.entry.seq)).toEqual([1, 1]);
  } finally {
    await writer.query('ROLLBACK');
    writer.release();
  }
});
