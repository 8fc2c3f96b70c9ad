import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '@tablecraft/migrations';
import { dropDatabase } from './drop-database.ts';
import { TEST_DATABASE_URL, TEST_REDIS_URL, databaseUrl } from './env.ts';
import { buildServiceBundles } from './service-bundles.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    redisUrl: string;
  }
}

/**
 * Migrates one template database per run; each test file then copies it (CREATE DATABASE … TEMPLATE),
 * which is fast and gives every file its own database so files run in parallel without interfering.
 */
export default async function setup(project: TestProject) {
  const removeBundles = await buildServiceBundles();
  const template = `tablecraft_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const pool = new pg.Pool({ connectionString: databaseUrl(template), max: 1 });
  try {
    await migrate(pool);
  } finally {
    await pool.end();
  }
  project.provide('templateDatabase', template);
  project.provide('redisUrl', TEST_REDIS_URL);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`, [
      `tablecraft_t_${template.slice('tablecraft_tpl_'.length)}%`,
      template,
    ]);
    // Each file drops its own database; one still here (a file that failed before its afterAll) goes now,
    // once its connections have closed (a session left open is named, then ended).
    for (const { datname } of rows) await dropDatabase(datname, { admin, waitMs: 1_000 });
    await admin.end();
    removeBundles();
  };
}
