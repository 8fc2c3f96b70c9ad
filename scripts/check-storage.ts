// `npm run check-storage [-- --repair] [--grace-minutes N]`: compares the asset rows in Postgres with the
// objects in the bucket and lists rows whose objects are missing and objects no row accounts for. Exits 0
// when both agree, 1 when it found something, 2 when it could not check.
// With --repair it fixes what is safe: orphan objects older than the grace period (60 minutes: an upload
// stores its object a moment before its row) are deleted; assets whose original is gone are marked failed
// (their owners are told to upload again; games keep naming them); assets that only lost renditions go
// back to the worker to be rendered again. It then exits 0 unless the repair itself failed.
// Reads the services' own variables: DATABASE_URL, REDIS_URL (re-renders are queued at once), S3_* (or DATA_DIR's
// files, as `npm start`), *_FILE secrets.
// Without DATABASE_URL, the embedded database of `npm start` (.data/postgres).
import { z } from 'zod';
import { blobStoreEnv } from '@tablecraft/core/config';
import { createBlobStore, createPool, createQueue, loadConfig } from '@tablecraft/platform';
import { maintenanceDatabase, type EmbeddedDatabase } from './lib/embedded-postgres.ts';
import { checkStorage, describeReport, repairStorage } from './lib/storage-check.ts';

const USAGE = 'usage: npm run check-storage [-- --repair] [--grace-minutes N]';

const args = process.argv.slice(2);
const repair = args.includes('--repair');
const graceAt = args.indexOf('--grace-minutes');
const graceMinutes = graceAt >= 0 ? Number(args[graceAt + 1]) : 60;
const unknown = args.filter((arg, index) => arg !== '--repair' && arg !== '--grace-minutes' && index !== graceAt + 1);
if (unknown.length || !Number.isFinite(graceMinutes) || graceMinutes < 0) {
  console.error(USAGE);
  process.exit(2);
}

const loaded = loadConfig(z.object({ DATABASE_URL: z.string().optional(), REDIS_URL: z.string().optional(), ...blobStoreEnv }));
if (!loaded.ok) {
  for (const problem of loaded.problems) console.error(`check-storage: configuration: ${problem.variable} ${problem.message}`);
  process.exit(2);
}
const config = loaded.config;

let exitCode = 2;
let embedded: EmbeddedDatabase | undefined;
try {
  const db = await maintenanceDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, log: (line) => console.error(line) });
  embedded = db.embedded;
  const pool = createPool(db.url, { max: 2, applicationName: 'tablecraft-check-storage' });
  try {
    const blobs = createBlobStore(config);
    const report = await checkStorage({ db: pool, blobs });
    for (const line of describeReport(report)) console.log(line);
    const found = report.missing.length + report.orphans.length > 0;
    if (!repair) exitCode = found ? 1 : 0;
    else {
      // With Redis, re-renders go straight into the installation's queue; without, the worker's sweep finds them.
      const queue = config.REDIS_URL ? createQueue(config) : undefined;
      const repaired = await repairStorage({ db: pool, blobs, queue }, report, { graceMs: graceMinutes * 60_000 }).finally(() =>
        queue?.close(),
      );
      console.log(
        `repaired: ${repaired.deleted.length} orphan object(s) deleted, ${repaired.failed.length} asset(s) without their original marked failed, ` +
          `${repaired.rerendered.length} asset(s) sent back to be rendered again`,
      );
      if (repaired.young.length)
        console.log(`left alone: ${repaired.young.length} orphan object(s) younger than ${graceMinutes} minutes (run again later)`);
      exitCode = 0;
    }
  } finally {
    await pool.end();
  }
} catch (error) {
  console.error(`check-storage: could not check: ${(error as Error).message}`);
} finally {
  await embedded?.stop();
}
process.exit(exitCode);
