import pg from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createLogger } from '@tablecraft/platform';
import { runProduct } from '../../scripts/lib/run-product.ts';
import { ensureWebBuild } from '../../scripts/lib/web-build.ts';
import { TEST_DATABASE_URL, TEST_REDIS_URL, databaseUrl } from '../../testing/env.ts';
import { freePort } from '../../testing/socket-process.ts';

/**
 * Runs the whole product once for the browser tests: the same one-process wiring as `npm start`,
 * but on free ports, a fresh database on the test Postgres, the real Redis and a temporary data dir.
 */
export default async function setup(project: TestProject) {
  const database = `tablecraft_e2e_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tablecraft-e2e-'));
  const logger = createLogger('e2e-product', { level: process.env.E2E_LOG_LEVEL ?? 'warn', pretty: false });
  const product = await runProduct({
    databaseUrl: databaseUrl(database),
    redisUrl: TEST_REDIS_URL,
    dataDir,
    apiPort: await freePort(),
    webPort: await freePort(),
    webDist: ensureWebBuild((line) => console.log(line)),
    // Its own Redis namespace: another run's worker must not take this run's jobs, nor share its rate limits.
    env: { QUEUE_PREFIX: database },
    logger,
  });
  project.provide('webUrl', product.webUrl);
  project.provide('apiUrl', product.apiUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    await product.close();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
