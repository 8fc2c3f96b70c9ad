// `npm run backup [-- --output FILE]`: one archive (.tar.gz) with every row of the database and every object
// of the blob store, and a manifest (schema version, counts, sha256 of each part). Safe while the product
// runs: the rows are one snapshot, the objects are copied after it (scripts/lib/backup.ts).
// Reads the services' own variables: DATABASE_URL, S3_* (or DATA_DIR's files, as `npm start`), *_FILE secrets.
// Without DATABASE_URL, the embedded database of `npm start` (.data/postgres), running or not.
// Exits 0 with the archive written, 2 when it could not be.
import { resolve } from 'node:path';
import { z } from 'zod';
import { blobStoreEnv } from '@tablecraft/core/config';
import { createBlobStore, loadConfig } from '@tablecraft/platform';
import { createBackup } from './lib/backup.ts';
import { maintenanceDatabase, type EmbeddedDatabase } from './lib/embedded-postgres.ts';

const USAGE = 'usage: npm run backup [-- --output FILE.tar.gz]';
const args = process.argv.slice(2);
const outputAt = args.indexOf('--output');
const stamp = new Date()
  .toISOString()
  .replace(/[:.]/g, '-')
  .replace(/-\d{3}Z$/, 'Z');
const output = resolve(outputAt >= 0 ? (args[outputAt + 1] ?? '') : `backups/tablecraft-${stamp}.tar.gz`);
if (args.some((arg, index) => arg !== '--output' && index !== outputAt + 1) || (outputAt >= 0 && !args[outputAt + 1])) {
  console.error(USAGE);
  process.exit(2);
}

const loaded = loadConfig(z.object({ DATABASE_URL: z.string().optional(), ...blobStoreEnv }));
if (!loaded.ok) {
  for (const problem of loaded.problems) console.error(`backup: configuration: ${problem.variable} ${problem.message}`);
  process.exit(2);
}
const config = loaded.config;

let exitCode = 2;
let embedded: EmbeddedDatabase | undefined;
const started = Date.now();
try {
  const db = await maintenanceDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, log: (line) => console.error(line) });
  embedded = db.embedded;
  const { file, manifest, bytes } = await createBackup({
    databaseUrl: db.url,
    blobs: createBlobStore(config),
    output,
    log: (line) => console.log(line),
  });
  const counts = Object.entries(manifest.counts)
    .map(([name, count]) => `${count} ${name}`)
    .join(', ');
  console.log(
    `backup written: ${file} (${bytes} bytes, schema version ${manifest.schema.version}; ${counts}) in ${Date.now() - started} ms`,
  );
  exitCode = 0;
} catch (error) {
  console.error(`backup: could not back up: ${(error as Error).message}`);
} finally {
  await embedded?.stop();
}
process.exit(exitCode);
