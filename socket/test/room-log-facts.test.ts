import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPool, type Pool } from '@tablecraft/platform';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { loadLogFacts, saveLogFact } from '../src/rooms/room-talk.ts';
import { insertBareRoom } from './room-rows.ts';

// A log line is kept with an asynchronous commit, set for its own statement only: the connection goes back
// to the pool that commits ops, and an op committed on it after a log line must still wait for its flush.
let db: TestDatabase;
let oneConnection: Pool;
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
  const at = new Date('2026-11-27T09:00:00.000Z').toISOString();
  await saveLogFact(oneConnection, room.id, 1, { kind: 'moved', piece: 'p1' }, at);
  // Written again (two instances each think they committed it): still one line, the first.
  await saveLogFact(oneConnection, room.id, 1, { kind: 'other' }, at);

  const page = await loadLogFacts(db.pool, room.id, 10);
  expect(page.items).toEqual([{ seq: 1, fact: { kind: 'moved', piece: 'p1' }, at }]);
  const setting = await oneConnection.query<{ synchronous_commit: string }>('SHOW synchronous_commit');
  expect(setting.rows[0]!.synchronous_commit).toBe('on');
});
