import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MigrationChangedError, defaultSqlDir, migrate, readMigrations } from '@tablecraft/migrations';
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

describe('checksums of applied migrations', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tablecraft-migrations-'));
    cpSync(defaultSqlDir(), dir, { recursive: true });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('records the sha256 of every applied file', async () => {
    const { rows } = await db.pool.query<{ name: string; checksum: string }>(
      'SELECT name, checksum FROM schema_migrations ORDER BY version',
    );
    expect(rows).toEqual(
      readMigrations().map((m) => ({
        name: m.name,
        checksum: createHash('sha256')
          .update(readFileSync(join(defaultSqlDir(), `${m.name}.sql`)))
          .digest('hex'),
      })),
    );
  });

  it('passes when the files are untouched, and refuses, naming the file, when an applied one was edited', async () => {
    await expect(migrate(db.pool, { dir })).resolves.toEqual({ applied: [] });
    const file = join(dir, '003_assets.sql');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace('uploaded images', 'uploaded pictures'));
    try {
      const refused = migrate(db.pool, { dir });
      await expect(refused).rejects.toBeInstanceOf(MigrationChangedError);
      await expect(refused).rejects.toThrow(/003_assets\.sql/);
    } finally {
      writeFileSync(file, original);
    }
    await expect(migrate(db.pool, { dir })).resolves.toEqual({ applied: [] });
  });

  it('applies nothing new when an applied file changed', async () => {
    const file = join(dir, '001_accounts.sql');
    const original = readFileSync(file, 'utf8');
    const next = readMigrations(dir).length + 1;
    writeFileSync(file, `${original}\n-- edited\n`);
    writeFileSync(join(dir, `${String(next).padStart(3, '0')}_probe.sql`), 'CREATE TABLE checksum_probe (id integer);');
    try {
      await expect(migrate(db.pool, { dir })).rejects.toThrow(/001_accounts\.sql/);
      const { rows } = await db.pool.query("SELECT to_regclass('checksum_probe') AS probe");
      expect(rows[0].probe).toBeNull();
    } finally {
      writeFileSync(file, original);
      rmSync(join(dir, `${String(next).padStart(3, '0')}_probe.sql`));
    }
  });

  it('fills in the checksums of a database migrated before they were recorded', async () => {
    const old = await createTestDatabase();
    try {
      // As the runner of a release without checksums left it.
      await old.pool.query('ALTER TABLE schema_migrations DROP COLUMN checksum');
      await expect(migrate(old.pool)).resolves.toEqual({ applied: [] });
      const { rows } = await old.pool.query<{ name: string; checksum: string }>(
        'SELECT name, checksum FROM schema_migrations ORDER BY version',
      );
      expect(rows).toEqual(readMigrations().map((m) => ({ name: m.name, checksum: m.checksum })));
      // From then on an edit is caught there too.
      const file = join(dir, '002_games.sql');
      const original = readFileSync(file, 'utf8');
      writeFileSync(file, `${original}\n-- edited\n`);
      try {
        await expect(migrate(old.pool, { dir })).rejects.toThrow(/002_games\.sql/);
      } finally {
        writeFileSync(file, original);
      }
    } finally {
      await old.drop();
    }
  });

  it('fills in a row a previous release inserted without a checksum, and checks it from then on', async () => {
    await db.pool.query('UPDATE schema_migrations SET checksum = NULL WHERE version = 4');
    await expect(migrate(db.pool)).resolves.toEqual({ applied: [] });
    const { rows } = await db.pool.query<{ checksum: string }>('SELECT checksum FROM schema_migrations WHERE version = 4');
    expect(rows[0]!.checksum).toBe(readMigrations()[3]!.checksum);
  });
});
