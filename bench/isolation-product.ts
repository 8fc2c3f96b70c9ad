// The product `npm run bench:isolation` measures, in a process of its own: every service as `npm start` wires
// it, on loopback, with a placeholder web build, on a database and a Redis key prefix of its own. The parent
// names both (ISOLATION_NAME), so it can drop the database and delete the keys however this process ends.
// Started by bench/isolation-bench.ts with fork(); answers { apiUrl, socketUrl, dataDir } once it listens
// and stops on 'stop' or when the parent goes away.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createLogger } from '@tablecraft/platform';
import { runProduct } from '../scripts/lib/run-product.ts';
import { TEST_DATABASE_URL, TEST_REDIS_URL, databaseUrl } from '../testing/env.ts';
import { freePort } from '../testing/socket-process.ts';

const name = process.env.ISOLATION_NAME;
if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error('ISOLATION_NAME must name the database and the Redis prefix');
// Every Redis connection takes its key prefix from QUEUE_PREFIX: the queue's, the rate limits' and pub/sub's
// alike are then under `${name}:`, and nothing lands under another installation's prefix.
if (process.env.QUEUE_PREFIX !== name) throw new Error('QUEUE_PREFIX must be ISOLATION_NAME');

const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const dataDir = mkdtempSync(join(tmpdir(), 'tablecraft-isolation-'));
const webDist = mkdtempSync(join(tmpdir(), 'tablecraft-isolation-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Tablecraft</title>');
const product = await runProduct({
  databaseUrl: databaseUrl(name),
  redisUrl: TEST_REDIS_URL,
  dataDir,
  apiPort: await freePort(),
  webPort: await freePort(),
  webDist,
  // One proxy hop: each party's requests carry an address of their own (x-forwarded-for), so per-address
  // and per-network pacing count them as behind the ingress in production.
  env: { QUEUE_PREFIX: name, TRUST_PROXY: '1' },
  logger: createLogger('isolation', { level: 'warn', pretty: false }),
});

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  try {
    await product.close();
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  }
  process.exit(0);
};
const stopOrSay = () =>
  void stop().catch((error: unknown) => {
    console.error('the product did not stop cleanly', error);
    process.exit(1);
  });
process.on('message', (message) => {
  if (message === 'stop') stopOrSay();
});
process.on('disconnect', stopOrSay);
process.send!({ apiUrl: product.apiUrl, socketUrl: product.socketUrl, dataDir });
