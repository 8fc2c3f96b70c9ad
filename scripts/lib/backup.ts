// Backup and restore of an installation: every row of its Postgres database and every object of its blob
// store (the bucket, or `.data/blobs` on the embedded default), in one archive with a manifest.
//
// The database is read through the running server, so it works on the embedded Postgres 18 of `npm start`
// (whose package ships no pg_dump, and whose server a system pg_dump of another major refuses) as on any
// managed Postgres: one REPEATABLE READ, READ ONLY transaction (the snapshot pg_dump takes) reads every
// table with COPY in Postgres's text format, which any major reads back. Only data is kept: a restore
// rebuilds the schema with this checkout's migrations, up to the version the backup was taken at, and loads
// the rows into it in one transaction. Objects are listed after the snapshot (an upload stores its object
// before its row, so every row finds its object; an object without a row is an upload that finished
// later, which check-storage --repair deletes).
//
// Archive (`.tar.gz`): `manifest.json` first (format, schema version and migrations, per table its columns,
// rows, bytes and sha256, sequences, per object its key, type, size and sha256, and counts), then
// `db/<table>.copy`, then `blobs/<key>`.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar';
import { migrate, readMigrations } from '@tablecraft/migrations';
import { isSafeKey, type BlobStore } from '@tablecraft/platform';

export const BACKUP_FORMAT = 'tablecraft-backup';
export const BACKUP_FORMAT_VERSION = 1;
const MANIFEST = 'manifest.json';
/** What the backup and restore tools call themselves in pg_stat_activity. */
export const BACKUP_APPLICATION = 'tablecraft-backup';
/** The tables whose rows are people's data: a database with any is not empty (see restoreBackup's `replace`). */
const DATA_TABLES = { users: 'accounts', games: 'games', rooms: 'rooms', assets: 'assets' } as const;

export interface ColumnShape {
  name: string;
  type: string;
}

export interface TableEntry {
  name: string;
  columns: ColumnShape[];
  rows: number;
  bytes: number;
  sha256: string;
}

export interface BlobEntry {
  key: string;
  contentType: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: typeof BACKUP_FORMAT_VERSION;
  createdAt: string;
  schema: { version: number; migrations: Array<{ version: number; name: string; checksum: string | null }> };
  installation: { queuePrefix: string | null };
  database: {
    server: string;
    tables: TableEntry[];
    sequences: Array<{ name: string; lastValue: string; isCalled: boolean }>;
  };
  blobs: { store: BlobStore['kind']; count: number; bytes: number; objects: BlobEntry[] };
  /** Rows of the tables people care about, and objects: what a restore says it brought back. */
  counts: Record<string, number>;
}

/** A restore that would not be faithful, refused before anything was changed. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A pass-through stream that counts and hashes what goes through it. */
function digest(): Transform & { result: () => { bytes: number; sha256: string } } {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      bytes += chunk.length;
      callback(null, chunk);
    },
  });
  return Object.assign(stream, { result: () => ({ bytes, sha256: hash.digest('hex') }) });
}

async function sha256File(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** The tables of the connection's schema (schema_migrations aside), with the columns COPY reads and writes. */
async function tableShapes(db: pg.ClientBase): Promise<Map<string, ColumnShape[]>> {
  const { rows } = await db.query<{ table: string; name: string | null; type: string | null }>(`
    SELECT c.relname AS table, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
      FROM pg_class c
      LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND c.relname <> 'schema_migrations'
     ORDER BY c.relname, a.attnum`);
  const tables = new Map<string, ColumnShape[]>();
  for (const row of rows) {
    const columns = tables.get(row.table) ?? [];
    if (row.name && row.type) columns.push({ name: row.name, type: row.type });
    tables.set(row.table, columns);
  }
  return tables;
}

async function appliedMigrations(db: pg.ClientBase): Promise<BackupManifest['schema']['migrations'] | null> {
  const exists = await db.query(
    `SELECT 1 FROM pg_class WHERE relname = 'schema_migrations' AND relnamespace = current_schema()::regnamespace`,
  );
  if (exists.rowCount === 0) return null;
  const hasChecksum = await db.query(
    `SELECT 1 FROM pg_attribute WHERE attrelid = 'schema_migrations'::regclass AND attname = 'checksum' AND NOT attisdropped`,
  );
  const { rows } = await db.query<{ version: number; name: string; checksum: string | null }>(
    `SELECT version, name, ${hasChecksum.rowCount ? 'checksum' : 'NULL::text AS checksum'} FROM schema_migrations ORDER BY version`,
  );
  return rows;
}

/**
 * Writes a backup of the database at `databaseUrl` and the objects of `blobs` to `output` (a `.tar.gz`),
 * atomically (a `.partial` file renamed into place). Safe while the product runs.
 */
export async function createBackup(options: {
  databaseUrl: string;
  blobs: BlobStore;
  output: string;
  log?: (line: string) => void;
}): Promise<{ file: string; manifest: BackupManifest; bytes: number }> {
  const log = options.log ?? (() => undefined);
  const output = resolve(options.output);
  await mkdir(dirname(output), { recursive: true });
  const work = await mkdtemp(join(dirname(output), '.tablecraft-backup-'));
  try {
    await mkdir(join(work, 'db'));
    const db = new pg.Client({ connectionString: options.databaseUrl, application_name: BACKUP_APPLICATION });
    await db.connect();
    let database!: BackupManifest['database'];
    let schema!: BackupManifest['schema'];
    let queuePrefix: string | null = null;
    try {
      // One snapshot for every table, as pg_dump takes it. ACCESS SHARE locks keep a migration from changing a
      // table under it (it waits for the backup) and block no reads or writes of the product.
      await db.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      const migrations = await appliedMigrations(db);
      if (!migrations?.length)
        throw new Error('this database has no schema_migrations: it is not a Tablecraft database, or it was never migrated');
      schema = { version: migrations.at(-1)!.version, migrations };
      const shapes = await tableShapes(db);
      const names = [...shapes.keys()];
      if (names.length) await db.query(`LOCK TABLE ${names.map(quote).join(', ')} IN ACCESS SHARE MODE`);
      const tables: TableEntry[] = [];
      for (const [name, columns] of shapes) {
        const counted = digest();
        const copy = db.query(copyTo(`COPY ${quote(name)} (${columns.map((c) => quote(c.name)).join(', ')}) TO STDOUT`));
        await pipeline(copy, counted, createWriteStream(join(work, 'db', `${name}.copy`)));
        tables.push({ name, columns, rows: copy.rowCount, ...counted.result() });
      }
      const sequences: BackupManifest['database']['sequences'] = [];
      const seqs = await db.query<{ name: string }>(
        `SELECT relname AS name FROM pg_class WHERE relkind = 'S' AND relnamespace = current_schema()::regnamespace ORDER BY relname`,
      );
      for (const { name } of seqs.rows) {
        const value = await db.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text, is_called FROM ${quote(name)}`);
        sequences.push({ name, lastValue: value.rows[0]!.last_value, isCalled: value.rows[0]!.is_called });
      }
      if (shapes.has('installation'))
        queuePrefix = (await db.query<{ queue_prefix: string }>('SELECT queue_prefix FROM installation')).rows[0]?.queue_prefix ?? null;
      const server = (await db.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
      await db.query('COMMIT');
      database = { server, tables, sequences };
    } finally {
      await db.end();
    }
    const rowsIn = (table: string) => database.tables.find((entry) => entry.name === table)?.rows ?? 0;
    log(
      `database: ${database.tables.length} tables, ${database.tables.reduce((sum, t) => sum + t.rows, 0)} rows at schema version ${schema.version}`,
    );

    // The objects, after the snapshot: every object a row of it names was stored before that row.
    const objects: BlobEntry[] = [];
    for (const key of await options.blobs.list('')) {
      const info = await options.blobs.stat(key);
      if (!info) continue; // deleted since it was listed
      const path = join(work, 'blobs', ...key.split('/'));
      await mkdir(dirname(path), { recursive: true });
      const counted = digest();
      await pipeline(await options.blobs.get(key), counted, createWriteStream(path));
      const { bytes, sha256 } = counted.result();
      objects.push({ key, contentType: info.contentType, size: bytes, sha256 });
    }
    const blobBytes = objects.reduce((sum, object) => sum + object.size, 0);
    log(`blobs: ${objects.length} objects, ${blobBytes} bytes (${options.blobs.kind})`);

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      schema,
      installation: { queuePrefix },
      database,
      blobs: { store: options.blobs.kind, count: objects.length, bytes: blobBytes, objects },
      counts: {
        ...Object.fromEntries(Object.entries(DATA_TABLES).map(([table, label]) => [label, rowsIn(table)])),
        roomOps: rowsIn('room_ops'),
        blobs: objects.length,
      },
    };
    await writeFile(join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [
      MANIFEST,
      ...database.tables.map((table) => `db/${table.name}.copy`),
      ...objects.map((object) => `blobs/${object.key}`),
    ];
    const partial = `${output}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true, noDirRecurse: true }, entries);
    await rename(partial, output);
    return { file: output, manifest, bytes: (await stat(output)).size };
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(`${output}.partial`, { force: true });
  }
}

/** Unpacks an archive into a fresh directory and checks it against its manifest; throws RestoreRefused otherwise. */
async function unpack(archive: string, into: string): Promise<BackupManifest> {
  try {
    await tar.extract({ file: archive, cwd: into, strict: true, preservePaths: false });
  } catch (error) {
    throw new RestoreRefused(`${archive} is not a readable backup archive: ${(error as Error).message}`);
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(into, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new RestoreRefused(`${archive} has no readable ${MANIFEST}: it is not a Tablecraft backup`);
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.formatVersion !== BACKUP_FORMAT_VERSION)
    throw new RestoreRefused(
      `${archive} is not a Tablecraft backup of format ${BACKUP_FORMAT_VERSION} (it says ${String(manifest.format)} ${String(manifest.formatVersion)})`,
    );
  const expected = new Map<string, { bytes: number; sha256: string }>();
  for (const table of manifest.database.tables) {
    if (!/^[a-z_][a-z0-9_]*$/.test(table.name))
      throw new RestoreRefused(`the manifest names a table "${table.name}" this tool will not touch`);
    expected.set(`db/${table.name}.copy`, { bytes: table.bytes, sha256: table.sha256 });
  }
  for (const object of manifest.blobs.objects) {
    if (!isSafeKey(object.key)) throw new RestoreRefused(`the manifest names an object key "${object.key}" the store refuses`);
    expected.set(`blobs/${object.key}`, { bytes: object.size, sha256: object.sha256 });
  }
  const found = (await listFiles(into)).filter((file) => file !== MANIFEST);
  const extra = found.filter((file) => !expected.has(file));
  if (extra.length) throw new RestoreRefused(`the archive holds files its manifest does not list: ${extra.slice(0, 5).join(', ')}`);
  for (const [file, want] of expected) {
    let got: { bytes: number; sha256: string };
    try {
      got = await sha256File(join(into, file));
    } catch {
      throw new RestoreRefused(`the archive lacks ${file}, which its manifest lists: it is incomplete`);
    }
    if (got.bytes !== want.bytes || got.sha256 !== want.sha256)
      throw new RestoreRefused(
        `${file} in the archive does not match its manifest (sha256 ${got.sha256.slice(0, 12)}…, expected ${want.sha256.slice(0, 12)}…): the archive is damaged`,
      );
  }
  return manifest;
}

async function listFiles(root: string, dir = root): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(root, path)));
    else files.push(relative(root, path).split(sep).join('/'));
  }
  return files;
}

const describeMigration = (migration: { version: number; name: string } | undefined) =>
  migration ? `${migration.version} (${migration.name})` : 'none';

/** Refuses a database whose tables and columns are not the backup's (its migrations agreeing or not). */
async function expectShapes(db: pg.ClientBase, manifest: BackupManifest): Promise<void> {
  const shapes = await tableShapes(db);
  const problems: string[] = [];
  for (const table of manifest.database.tables) {
    const columns = shapes.get(table.name);
    if (!columns) problems.push(`table ${table.name} is missing`);
    else if (JSON.stringify(columns) !== JSON.stringify(table.columns)) problems.push(`table ${table.name} has other columns`);
  }
  for (const name of shapes.keys())
    if (!manifest.database.tables.some((table) => table.name === name)) problems.push(`table ${name} is not in the backup`);
  if (problems.length) throw new RestoreRefused(`this database's schema is not the backup's: ${problems.join('; ')}`);
}

/**
 * Restores a backup into the database at `databaseUrl` and the blob store `blobs`, or refuses, naming why,
 * before changing anything: an archive that does not match its manifest, a schema other than the backup's
 * (the database is migrated to the backup's version first when it has no schema yet), services still
 * connected, or a database or store that already holds data, unless `replace`.
 *
 * Objects are written first, then every row in one transaction: a failure leaves the database as it was
 * (and, at worst, objects no row names, which check-storage --repair deletes). With `replace`, the rows
 * already there are replaced, and objects the backup does not have are deleted once the rows are in.
 */
export async function restoreBackup(options: {
  archive: string;
  databaseUrl: string;
  blobs: BlobStore;
  replace?: boolean;
  migrationsDir?: string;
  log?: (line: string) => void;
}): Promise<{ manifest: BackupManifest; deletedObjects: number }> {
  const log = options.log ?? (() => undefined);
  const work = await mkdtemp(join(tmpdir(), 'tablecraft-restore-'));
  try {
    const manifest = await unpack(resolve(options.archive), work);
    log(
      `archive: schema version ${manifest.schema.version}, ${manifest.database.tables.length} tables, ${manifest.blobs.count} objects, taken ${manifest.createdAt}`,
    );

    // This checkout must be able to build the backup's schema: the same migrations, up to its version.
    const ours = new Map(readMigrations(options.migrationsDir).map((migration) => [migration.version, migration]));
    for (const migration of manifest.schema.migrations) {
      const mine = ours.get(migration.version);
      if (!mine)
        throw new RestoreRefused(
          `this backup was taken at schema version ${describeMigration(manifest.schema.migrations.at(-1))}, and this checkout's migrations end at ` +
            `${describeMigration([...ours.values()].at(-1))}: restore it with the release that took it, or a later one`,
        );
      if (mine.name !== migration.name || (migration.checksum !== null && mine.checksum !== migration.checksum))
        throw new RestoreRefused(
          `migration ${migration.version} of this backup (${migration.name}) is not this checkout's (${mine.name}, another checksum): ` +
            'restore it with the release that took it',
        );
    }

    const db = new pg.Client({ connectionString: options.databaseUrl, application_name: BACKUP_APPLICATION });
    await db.connect();
    try {
      const services = await db.query<{ application_name: string; count: number }>(
        `SELECT application_name, count(*)::int AS count FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name LIKE 'tablecraft%' AND application_name <> $1
          GROUP BY application_name ORDER BY application_name`,
        [BACKUP_APPLICATION],
      );
      if (services.rows.length)
        throw new RestoreRefused(
          `the services are still connected to this database (${services.rows.map((row) => `${row.application_name} ×${row.count}`).join(', ')}): ` +
            'stop them first (Ctrl+C npm start, or scale api, socket and worker to 0)',
        );

      // Everything is checked before anything changes, even an empty database's migrations.
      const applied = await appliedMigrations(db);
      if (applied !== null) {
        const same =
          applied.length === manifest.schema.migrations.length &&
          applied.every((row, index) => {
            const theirs = manifest.schema.migrations[index]!;
            return (
              row.version === theirs.version &&
              row.name === theirs.name &&
              (row.checksum === null || theirs.checksum === null || row.checksum === theirs.checksum)
            );
          });
        if (!same)
          throw new RestoreRefused(
            `this database is at schema version ${describeMigration(applied.at(-1))} and the backup at ${describeMigration(manifest.schema.migrations.at(-1))}: ` +
              "restore into an empty database (it is migrated to the backup's version), or one at the backup's version",
          );
        await expectShapes(db, manifest);
        if (!options.replace) {
          const held: string[] = [];
          for (const [table, label] of Object.entries(DATA_TABLES)) {
            if (!manifest.database.tables.some((entry) => entry.name === table)) continue;
            const count = (await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${quote(table)}`)).rows[0]!.count;
            if (count) held.push(`${count} ${label}`);
          }
          if (held.length)
            throw new RestoreRefused(
              `this database already holds ${held.join(', ')}: a restore replaces everything in it, so say so with --replace`,
            );
        }
      }
      if (!options.replace) {
        const inBackup = new Set(manifest.blobs.objects.map((object) => object.key));
        const others = (await options.blobs.list('')).filter((key) => !inBackup.has(key));
        if (others.length)
          throw new RestoreRefused(
            `the ${options.blobs.kind === 's3' ? 'bucket' : 'blob folder'} holds ${others.length} object(s) this backup does not have (${others.slice(0, 3).join(', ')}…): ` +
              'restore into an empty one, or say --replace to delete them',
          );
      }
      if (applied === null) {
        const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 1, application_name: BACKUP_APPLICATION });
        try {
          const { applied: ran } = await migrate(pool, { dir: options.migrationsDir, upTo: manifest.schema.version });
          log(`database: empty, migrated to schema version ${manifest.schema.version} (${ran.length} migrations)`);
        } finally {
          await pool.end();
        }
        await expectShapes(db, manifest);
      }

      // The objects first: if the rows fail, the database is as it was and these are only orphans.
      await options.blobs.ensureBucket();
      for (const object of manifest.blobs.objects) {
        const path = join(work, 'blobs', ...object.key.split('/'));
        await options.blobs.put(object.key, createReadStream(path), { contentType: object.contentType, size: object.size });
      }
      log(`blobs: ${manifest.blobs.count} objects written`);

      // Every row in one transaction. Foreign keys are dropped and added back around the load, as
      // pg_restore does (rooms and table_saves name each other, so no table order satisfies them), which
      // checks every row against them in the end; user triggers (a new game's owner made its member) are
      // off while the rows go in, since the backup has what they made.
      await db.query('BEGIN');
      try {
        const keys = await db.query<{ table: string; name: string; definition: string }>(`
          SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
            FROM pg_constraint
           WHERE contype = 'f' AND connamespace = current_schema()::regnamespace
           ORDER BY conrelid::regclass::text, conname`);
        const triggered = await db.query<{ table: string }>(`
          SELECT DISTINCT tgrelid::regclass::text AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
           WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace`);
        for (const key of keys.rows) await db.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${quote(key.name)}`);
        for (const { table } of triggered.rows) await db.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
        const tables = manifest.database.tables;
        if (tables.length) await db.query(`TRUNCATE ${tables.map((table) => quote(table.name)).join(', ')}`);
        for (const table of tables) {
          const copy = db.query(copyFrom(`COPY ${quote(table.name)} (${table.columns.map((c) => quote(c.name)).join(', ')}) FROM STDIN`));
          await pipeline(createReadStream(join(work, 'db', `${table.name}.copy`)), copy);
          if (copy.rowCount !== table.rows) throw new Error(`${table.name}: ${copy.rowCount} rows read back, the backup has ${table.rows}`);
        }
        for (const sequence of manifest.database.sequences)
          await db.query('SELECT setval($1::regclass, $2::bigint, $3)', [quote(sequence.name), sequence.lastValue, sequence.isCalled]);
        for (const { table } of triggered.rows) await db.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
        for (const key of keys.rows) await db.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${quote(key.name)} ${key.definition}`);
        await db.query('COMMIT');
      } catch (error) {
        await db.query('ROLLBACK').catch(() => undefined);
        throw new Error(`the rows could not be restored, so none were: ${(error as Error).message}`, { cause: error });
      }
      log(`database: ${manifest.database.tables.reduce((sum, t) => sum + t.rows, 0)} rows restored in one transaction`);
    } finally {
      await db.end();
    }

    let deletedObjects = 0;
    if (options.replace) {
      const inBackup = new Set(manifest.blobs.objects.map((object) => object.key));
      for (const key of await options.blobs.list('')) {
        if (inBackup.has(key)) continue;
        await options.blobs.delete(key);
        deletedObjects += 1;
      }
      if (deletedObjects) log(`blobs: ${deletedObjects} objects the backup does not have deleted`);
    }
    return { manifest, deletedObjects };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
