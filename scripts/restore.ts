// `npm run restore -- FILE [--replace]`: puts a backup of `npm run backup` back: its objects into the blob
// store, then every row into the database in one transaction. Refuses, before changing anything, an
// archive that does not match its manifest, a database at another schema version (an empty one is first
// migrated to the backup's version), running services, and a database or store that already holds data
// unless --replace (scripts/lib/backup.ts).
// Reads the services' own variables: DATABASE_URL, S3_* (or DATA_DIR's files, as `npm start`), *_FILE secrets.
// Without DATABASE_URL, the embedded database of `npm start` (.data/postgres), created when missing.
// Exits 0 when restored, 1 when refused, 2 when it failed (the rows are then untouched).
import { z } from 'zod';
import { blobStoreEnv } from '@tablecraft/core/config';
import { createBlobStore, createPool, endPool, loadConfig } from '@tablecraft/platform';
import { RestoreRefused, restoreBackup } from './lib/backup.ts';
import { maintenanceDatabase, type EmbeddedDatabase } from './lib/embedded-postgres.ts';
import { checkStorage } from './lib/storage-check.ts';

const USAGE = 'usage: npm run restore -- FILE.tar.gz [--replace]';
const args = process.argv.slice(2);
const replace = args.includes('--replace');
const files = args.filter((arg) => arg !== '--replace');
if (files.length !== 1 || files[0]!.startsWith('-')) {
  console.error(USAGE);
  process.exit(2);
}

const loaded = loadConfig(z.object({ DATABASE_URL: z.string().optional(), ...blobStoreEnv }));
if (!loaded.ok) {
  for (const problem of loaded.problems) console.error(`restore: configuration: ${problem.variable} ${problem.message}`);
  process.exit(2);
}
const config = loaded.config;

let exitCode = 2;
let embedded: EmbeddedDatabase | undefined;
const started = Date.now();
try {
  const db = await maintenanceDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    create: true,
    log: (line) => console.error(line),
  });
  embedded = db.embedded;
  const blobs = createBlobStore(config);
  const { manifest } = await restoreBackup({ archive: files[0]!, databaseUrl: db.url, blobs, replace, log: (line) => console.log(line) });
  const counts = Object.entries(manifest.counts)
    .map(([name, count]) => `${count} ${name}`)
    .join(', ');
  console.log(`restored ${files[0]} (schema version ${manifest.schema.version}; ${counts}) in ${Date.now() - started} ms`);
  if (manifest.installation.queuePrefix)
    console.log(`this installation's QUEUE_PREFIX is ${manifest.installation.queuePrefix}: start every service with it`);
  const pool = createPool(db.url, { max: 2, applicationName: 'tablecraft-backup' });
  try {
    const report = await checkStorage({ db: pool, blobs });
    if (report.missing.length)
      console.log(`check-storage: ${report.missing.length} asset(s) without their objects (see npm run check-storage)`);
    if (report.orphans.length)
      console.log(
        `check-storage: ${report.orphans.length} object(s) no row names (uploads after the snapshot; npm run check-storage -- --repair)`,
      );
  } finally {
    await endPool(pool);
  }
  exitCode = 0;
} catch (error) {
  if (error instanceof RestoreRefused) {
    console.error(`restore: refused, nothing was changed: ${error.message}`);
    exitCode = 1;
  } else console.error(`restore: failed: ${(error as Error).message}`);
} finally {
  await embedded?.stop();
}
process.exit(exitCode);
