import { createHash } from 'node:crypto';
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
  /** sha256 of the file's content, recorded when it is applied. */
  checksum: string;
}

/**
 * The checksum recorded for a migration file: sha256 (hex) of its text with LF line endings. Every file is
 * committed with LF (.gitattributes), so for them this is the sha256 of their bytes, as recorded since
 * checksums began; a checkout that turned them into CRLF (core.autocrlf) still matches what ran.
 */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n'), 'utf8').digest('hex');
}

/** An applied migration whose file no longer has the content that was applied. */
export class MigrationChangedError extends Error {
  constructor(readonly files: string[]) {
    super(
      `applied migration${files.length === 1 ? '' : 's'} changed since ${files.length === 1 ? 'it was' : 'they were'} applied: ${files.join(', ')}. ` +
        'A migration that ran must never be edited (the databases that ran it keep the old version): restore the file and put the change in a new migration.',
    );
    this.name = 'MigrationChangedError';
  }
}

/** Reads `NNN_name.sql` files in version order; a gap or duplicate number is a mistake worth failing on. */
export function readMigrations(dir = defaultSqlDir()): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => /^\d{3,}_[\w-]+\.sql$/.test(file))
    .map((file) => {
      const sql = readFileSync(join(dir, file), 'utf8');
      return { version: Number.parseInt(file, 10), name: file.replace(/\.sql$/, ''), sql, checksum: migrationChecksum(sql) };
    })
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
 *
 * Each applied migration's checksum is recorded; before applying anything, every applied migration whose
 * file is still here must have the content it had when it ran, or nothing is applied
 * (`MigrationChangedError`, naming the files). Rows applied before checksums were recorded (or by a
 * previous release, which inserts none) take the current file's checksum on the first run that sees them.
 * Versions applied that have no file here (a newer release ran them) are left alone.
 */
export async function migrate(
  pool: pg.Pool,
  options: { dir?: string; log?: (line: string) => void; upTo?: number } = {},
): Promise<{ applied: string[] }> {
  const log = options.log ?? (() => undefined);
  // `upTo`: no migration past that version (a restore rebuilds the schema a backup was taken at).
  const migrations = readMigrations(options.dir).filter((migration) => options.upTo === undefined || migration.version <= options.upTo);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    // The table belongs to the runner rather than to a numbered file, so its column is added here too. It
    // stays nullable: a previous release's runner (still running during a rolling upgrade, or after a
    // rollback) inserts rows without it, and the next run here fills them in.
    await client.query('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text');
    const recorded = (
      await client.query<{ version: number; name: string; checksum: string | null }>(
        'SELECT version, name, checksum FROM schema_migrations',
      )
    ).rows;
    const byVersion = new Map(migrations.map((migration) => [migration.version, migration]));
    const changed = recorded
      .filter((row) => row.checksum !== null && byVersion.has(row.version) && byVersion.get(row.version)!.checksum !== row.checksum)
      .map((row) => `${byVersion.get(row.version)!.name}.sql`)
      .sort();
    if (changed.length) throw new MigrationChangedError(changed);
    for (const row of recorded) {
      const migration = byVersion.get(row.version);
      if (row.checksum !== null || !migration) continue;
      await client.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1 AND checksum IS NULL', [
        row.version,
        migration.checksum,
      ]);
      log(`recorded the checksum of ${migration.name}`);
    }
    const done = new Set(recorded.map((row) => row.version));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
          migration.version,
          migration.name,
          migration.checksum,
        ]);
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
