import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

/** Where the numbered SQL files live: next to the bundle in images, `../sql` from source. */
export function defaultSqlDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'sql'), join(here, '..', 'sql')];
  return candidates.find((dir) => existsSync(dir)) ?? candidates[1]!;
}

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Reads `NNN_name.sql` files in version order; a gap or duplicate number is a mistake worth failing on. */
export function readMigrations(dir = defaultSqlDir()): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => /^\d{3,}_[\w-]+\.sql$/.test(file))
    .map((file) => ({ version: Number.parseInt(file, 10), name: file.replace(/\.sql$/, ''), sql: readFileSync(join(dir, file), 'utf8') }))
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1)
      throw new Error(`migration numbers must run 1, 2, 3…: found ${migration.name} at position ${index + 1}`);
  });
  return migrations;
}

// Any constant works; it only has to be the same for every instance racing to migrate.
const LOCK_KEY = 727_384_001;

/**
 * Applies pending migrations, each in its own transaction, under an advisory lock so that
 * several pods starting at once migrate exactly once. Re-running is a no-op.
 */
export async function migrate(pool: pg.Pool, options: { dir?: string; log?: (line: string) => void } = {}): Promise<{ applied: string[] }> {
  const log = options.log ?? (() => undefined);
  const migrations = readMigrations(options.dir);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((row) => row.version));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(migration.name);
      log(`applied ${migration.name}`);
    }
    return { applied };
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
