import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrate, readMigrations } from '@tablecraft/migrations';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

it('has every migration applied in the template, and re-running is a no-op', async () => {
  const { rows } = await db.pool.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
  expect(rows.map((row) => row.version)).toEqual(readMigrations().map((m) => m.version));
  const again = await migrate(db.pool);
  expect(again.applied).toEqual([]);
});

it('seeds the Free and Pro plans with their limits as data', async () => {
  const { rows } = await db.pool.query('SELECT id, max_private_games, max_open_rooms, max_seats_per_room FROM plans ORDER BY sort_order');
  expect(rows).toEqual([
    { id: 'free', max_private_games: 3, max_open_rooms: 5, max_seats_per_room: 8 },
    { id: 'pro', max_private_games: null, max_open_rooms: 50, max_seats_per_room: 20 },
  ]);
});
