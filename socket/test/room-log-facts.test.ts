import { afterAll, beforeAll, expect, it } from 'vitest';
import pg from 'pg';
import { createLogger, createPool, type Pool } from '@tablecraft/platform';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { LogFactWriter } from '../src/rooms/log-fact-writer.ts';
import { loadLogFacts } from '../src/rooms/room-talk.ts';
import { insertBareRoom } from './room-rows.ts';

// Room log lines are kept in batches after their ops, with an asynchronous commit set for their own
// statement only, and a busy pool delays them without losing any.
let db: TestDatabase;
let oneConnection: Pool;
const logger = createLogger('log-facts-test', { level: 'silent', pretty: false });
beforeAll(async () => {
  db = await createTestDatabase();
  oneConnection = createPool(db.url, { max: 1 });
});
afterAll(async () => {
  await oneConnection?.end();
  await db?.drop();
});

it('keeps a log line once, and leaves its connection committing synchronously', async () => {
  const room = await insertBareRoom(db.pool);
  const writer = new LogFactWriter({ db: oneConnection, logger });
  const at = new Date('2026-11-27T09:00:00.000Z').toISOString();
  writer.keep({ roomId: room.id, seq: 1, fact: { kind: 'moved', piece: 'p1' }, at });
  await writer.flushed();
  // Written again (two instances each think they committed it): still one line, the first.
  writer.keep({ roomId: room.id, seq: 1, fact: { kind: 'other' }, at });
  await writer.flushed();

  const page = await loadLogFacts(db.pool, room.id, 10);
  expect(page.items).toEqual([{ seq: 1, fact: { kind: 'moved', piece: 'p1' }, at }]);
  const setting = await oneConnection.query<{ synchronous_commit: string }>('SHOW synchronous_commit');
  expect(setting.rows[0]!.synchronous_commit).toBe('on');
});

it('writes the lines of several rooms together, skipping those of a room deleted meanwhile', async () => {
  const [kept, deleted] = [await insertBareRoom(db.pool), await insertBareRoom(db.pool)];
  await db.pool.query('DELETE FROM rooms WHERE id = $1', [deleted.id]);
  const writer = new LogFactWriter({ db: oneConnection, logger });
  const at = new Date().toISOString();
  for (let seq = 1; seq <= 700; seq++) {
    writer.keep({ roomId: kept.id, seq, fact: { n: seq }, at });
    writer.keep({ roomId: deleted.id, seq, fact: { n: seq }, at });
  }
  await writer.flushed();
  const { rows } = await db.pool.query<{ count: number }>('SELECT count(*)::int AS count FROM room_log WHERE room_id = $1', [kept.id]);
  expect(rows[0]!.count).toBe(700);
});

it('loses no line while the pool has no connection to give, and writes them once it has', async () => {
  const room = await insertBareRoom(db.pool);
  // A pool whose only connection is taken, and that gives up waiting for it quickly: Postgres "slow".
  const busy = new pg.Pool({ connectionString: db.url, max: 1, connectionTimeoutMillis: 50 });
  const held = await busy.connect();
  let statements = 0;
  const counted = { query: ((...args: Parameters<pg.Pool['query']>) => ((statements += 1), busy.query(...args))) as pg.Pool['query'] };
  const writer = new LogFactWriter({ db: counted, logger });
  const at = new Date().toISOString();
  for (let seq = 1; seq <= 50; seq++) writer.keep({ roomId: room.id, seq, fact: { n: seq }, at });
  const done = writer.flushed();
  // The first statement gave up waiting for the connection, and the writer is trying again.
  await expect.poll(() => statements, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  held.release();
  await done;
  const page = await loadLogFacts(db.pool, room.id, 100);
  expect(page.items.map((item) => item.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  await busy.end();
});
