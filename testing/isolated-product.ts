import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createLogger } from '@tablecraft/platform';
import { runProduct, type RunningProduct } from '../scripts/lib/run-product.ts';
import { ensureWebBuild } from '../scripts/lib/web-build.ts';
import { dropDatabase } from './drop-database.ts';
import { TEST_DATABASE_URL, TEST_REDIS_URL, databaseUrl } from './env.ts';
import { freePort } from './socket-process.ts';

export interface IsolatedProduct extends RunningProduct {
  dataDir: string;
  /** Stops the product and removes its database and files. */
  stop(): Promise<void>;
}

/**
 * The whole product as `npm start` wires it, but on free ports, a fresh database on the test Postgres,
 * the real Redis under a key prefix of its own (another run's worker never takes its jobs, nor shares
 * its rate limits) and a temporary data dir: what the browser tests and the canvas benchmarks run against.
 */
export async function startIsolatedProduct(options: {
  name: string;
  logLevel?: string;
  webDist?: (dataDir: string) => string;
}): Promise<IsolatedProduct> {
  const database = `tablecraft_${options.name}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const dataDir = mkdtempSync(join(tmpdir(), `tablecraft-${options.name}-`));
  const product = await runProduct({
    databaseUrl: databaseUrl(database),
    redisUrl: TEST_REDIS_URL,
    dataDir,
    apiPort: await freePort(),
    webPort: await freePort(),
    webDist: (options.webDist ?? (() => ensureWebBuild((line) => console.log(line))))(dataDir),
    // Journeys and benchmarks sign everyone up through the API from this machine: one proxy hop lets each
    // person's calls carry an address of their own (X-Forwarded-For), so per-address limits count per
    // person as behind the ingress in production. Browser contexts send one of their own (e2e/support/browser.ts).
    env: { QUEUE_PREFIX: database, TRUST_PROXY: '1' },
    logger: createLogger(options.name, { level: options.logLevel ?? 'warn', pretty: false }),
  });
  return {
    ...product,
    dataDir,
    stop: async () => {
      // Every pool of the product has closed its connections when close() returns: only then the drop.
      await product.close();
      await dropDatabase(database, { admin });
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
