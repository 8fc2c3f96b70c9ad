// What `npm run restore` refuses, and that a refused or failed restore changes nothing (scripts/lib/backup.ts):
// a damaged archive, a backup of another schema, a database at another version, services still connected,
// a database or store that holds data without --replace; and rows that fail to load leave the rows that
// were there. The whole drill, with the product, is backup-restore.test.ts.
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '@tablecraft/migrations';
import { createDiskBlobStore, createPool, endPool, readBlob, type BlobStore } from '@tablecraft/platform';
import { RestoreRefused, createBackup, restoreBackup, type BackupManifest } from '../../scripts/lib/backup.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { dropDatabase } from '../../testing/drop-database.ts';
import { TEST_DATABASE_URL, databaseUrl } from '../../testing/env.ts';

const work = mkdtempSync(join(tmpdir(), 'tablecraft-restore-refusals-'));
chmodSync(work, 0o755);
let source: TestDatabase;
let archive: string;
const created: string[] = [];
let stores = 0;

const ANN = '00000000-0000-4000-8000-0000000000a1';
const BEN = '00000000-0000-4000-8000-0000000000b2';
const user = (id: string, name: string) =>
  `INSERT INTO users (id, user_name, name, email, password_hash) VALUES ('${id}', '${name}', '${name}', '${name}@example.test', 'x')`;

/** An empty database: no schema at all, or migrated up to `upTo`. */
async function emptyDatabase(): Promise<string> {
  const name = `tablecraft_refusals_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  created.push(name);
  return databaseUrl(name);
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const newStore = () => createDiskBlobStore({ root: join(work, `blobs-${++stores}`) });

/** A copy of the archive with its files or manifest edited; the manifest's checksums follow unless told not to. */
async function edited(change: (dir: string, manifest: BackupManifest) => void, options: { keepChecksums?: boolean } = {}): Promise<string> {
  const dir = mkdtempSync(join(work, 'edit-'));
  await tar.extract({ file: archive, cwd: dir });
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  change(dir, manifest);
  if (!options.keepChecksums)
    for (const table of manifest.database.tables) {
      const bytes = readFileSync(join(dir, 'db', `${table.name}.copy`));
      Object.assign(table, { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    }
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  const file = join(work, `edited-${randomBytes(3).toString('hex')}.tar.gz`);
  const entries = [
    'manifest.json',
    ...manifest.database.tables.map((t) => `db/${t.name}.copy`),
    ...manifest.blobs.objects.map((o) => `blobs/${o.key}`),
  ];
  await tar.create({ gzip: true, file, cwd: dir, portable: true, noDirRecurse: true }, entries);
  return file;
}

beforeAll(async () => {
  source = await createTestDatabase();
  await source.pool.query(user(ANN, 'ann'));
  await source.pool.query(`INSERT INTO sessions (token_hash, user_id) VALUES ('\\x01', '${ANN}')`);
  const blobs = newStore();
  await blobs.put('assets/a1/original', Buffer.from('original bytes'), { contentType: 'image/png' });
  await blobs.put('assets/a1/thumb.webp', Buffer.from('thumbnail bytes'), { contentType: 'image/webp' });
  archive = (await createBackup({ databaseUrl: source.url, blobs, output: join(work, 'source.tar.gz') })).file;
});

afterAll(async () => {
  await source?.drop();
  for (const name of created) await dropDatabase(name, { waitMs: 1_000 });
  rmSync(work, { recursive: true, force: true });
});

describe('a restore', () => {
  it('migrates an empty database to the backup’s version and brings back its rows and objects', async () => {
    const url = await emptyDatabase();
    const blobs = newStore();
    const { manifest } = await restoreBackup({ archive, databaseUrl: url, blobs });
    expect(manifest.counts).toMatchObject({ accounts: 1, blobs: 2 });
    expect(await query(url, 'SELECT user_name FROM users')).toEqual([{ user_name: 'ann' }]);
    expect(await query(url, 'SELECT count(*)::int AS n FROM sessions')).toEqual([{ n: 1 }]);
    // The migrations' own rows (the plans) are the backup's, not doubled.
    expect(await query(url, 'SELECT id FROM plans ORDER BY id')).toEqual([{ id: 'free' }, { id: 'pro' }]);
    const versions = await query<{ version: number }>(url, 'SELECT version FROM schema_migrations ORDER BY version');
    expect(versions.map((row) => row.version)).toEqual(readMigrations().map((migration) => migration.version));
    expect((await readBlob(blobs, 'assets/a1/original')).toString()).toBe('original bytes');
    expect(await blobs.stat('assets/a1/thumb.webp')).toMatchObject({ contentType: 'image/webp', size: 15 });
    // The triggers and foreign keys it set aside while loading are back.
    const keys = await query<{ n: number }>(url, `SELECT count(*)::int AS n FROM pg_constraint WHERE contype = 'f'`);
    const sourceKeys = await query<{ n: number }>(source.url, `SELECT count(*)::int AS n FROM pg_constraint WHERE contype = 'f'`);
    expect(keys).toEqual(sourceKeys);
    const triggers = await query(url, `SELECT tgname, tgenabled FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname`);
    expect(triggers).toEqual(await query(source.url, `SELECT tgname, tgenabled FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname`));
  });

  const refuses = async (file: string, url: string, blobs: BlobStore, reason: RegExp, replace = false) => {
    const attempt = restoreBackup({ archive: file, databaseUrl: url, blobs, replace });
    await expect(attempt).rejects.toBeInstanceOf(RestoreRefused);
    await expect(attempt).rejects.toThrow(reason);
  };

  it('refuses a damaged archive before touching the database or the store', async () => {
    const damaged = await edited((dir) => writeFileSync(join(dir, 'blobs/assets/a1/original'), 'other bytes!!!'), { keepChecksums: true });
    const url = await emptyDatabase();
    const blobs = newStore();
    await refuses(damaged, url, blobs, /blobs\/assets\/a1\/original in the archive does not match its manifest/);
    expect(await query(url, `SELECT count(*)::int AS n FROM pg_class WHERE relname = 'schema_migrations'`)).toEqual([{ n: 0 }]);
    expect(await blobs.list('')).toEqual([]);
    await refuses(join(work, 'no-such.tar.gz'), url, blobs, /not a readable backup archive/);
  });

  it('refuses a backup of a schema this checkout cannot build, and a database at another version', async () => {
    const newer = await edited((_dir, manifest) =>
      manifest.schema.migrations.push({ version: 9999, name: '9999_future', checksum: 'f'.repeat(64) }),
    );
    await refuses(
      newer,
      await emptyDatabase(),
      newStore(),
      /taken at schema version 9999 \(9999_future\).*restore it with the release that took it/,
    );
    const other = await edited((_dir, manifest) => (manifest.schema.migrations[0]!.checksum = '0'.repeat(64)));
    await refuses(other, await emptyDatabase(), newStore(), /migration 1 of this backup \(001_accounts\) is not this checkout's/);

    const older = await emptyDatabase();
    const pool = createPool(older, { max: 1 });
    const { migrate } = await import('@tablecraft/migrations');
    await migrate(pool, { upTo: 3 });
    await endPool(pool);
    await refuses(archive, older, newStore(), /this database is at schema version 3 \(003_assets\) and the backup at/);
  });

  it('refuses while the services are connected', async () => {
    const url = await emptyDatabase();
    const api = new pg.Client({ connectionString: url, application_name: 'tablecraft-api' });
    await api.connect();
    try {
      await refuses(archive, url, newStore(), /services are still connected to this database \(tablecraft-api ×1\)/);
    } finally {
      await api.end();
    }
  });

  it('refuses a database or store with data unless told to replace it, then replaces all of it', async () => {
    const url = await emptyDatabase();
    const blobs = newStore();
    await restoreBackup({ archive, databaseUrl: url, blobs });
    await query(url, user(BEN, 'ben'));
    await refuses(archive, url, blobs, /already holds 2 accounts.*--replace/);
    await blobs.put('assets/b2/original', Buffer.from('ben'), { contentType: 'image/png' });
    const untouched = await emptyDatabase();
    await refuses(archive, untouched, blobs, /blob folder holds 1 object\(s\) this backup does not have \(assets\/b2\/original/);
    // Refused before its migrations, too.
    expect(await query(untouched, `SELECT count(*)::int AS n FROM pg_class WHERE relname = 'schema_migrations'`)).toEqual([{ n: 0 }]);

    const { deletedObjects } = await restoreBackup({ archive, databaseUrl: url, blobs, replace: true });
    expect(await query(url, 'SELECT user_name FROM users')).toEqual([{ user_name: 'ann' }]);
    expect(deletedObjects).toBe(1);
    expect(await blobs.list('')).toEqual(['assets/a1/original', 'assets/a1/thumb.webp']);
  });

  it('leaves every row as it was when the rows fail to load', async () => {
    const url = await emptyDatabase();
    const blobs = newStore();
    await restoreBackup({ archive, databaseUrl: url, blobs });
    await query(url, user(BEN, 'ben'));
    // Its sessions name an account its users lack: the foreign key, added back last, refuses them.
    const broken = await edited((dir, manifest) => {
      writeFileSync(join(dir, 'db', 'users.copy'), '');
      manifest.database.tables.find((table) => table.name === 'users')!.rows = 0;
    });
    const attempt = restoreBackup({ archive: broken, databaseUrl: url, blobs, replace: true });
    await expect(attempt).rejects.toThrow(/the rows could not be restored, so none were: .*sessions/);
    expect(await query(url, 'SELECT user_name FROM users ORDER BY user_name')).toEqual([{ user_name: 'ann' }, { user_name: 'ben' }]);
    expect(await query(url, 'SELECT count(*)::int AS n FROM sessions')).toEqual([{ n: 1 }]);
    const keys = await query<{ n: number }>(url, `SELECT count(*)::int AS n FROM pg_constraint WHERE contype = 'f'`);
    expect(keys).toEqual(await query(source.url, `SELECT count(*)::int AS n FROM pg_constraint WHERE contype = 'f'`));
  });
});
