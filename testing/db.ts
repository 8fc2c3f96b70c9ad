import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPool, endPool, type Pool } from '@tablecraft/platform';
import { dropDatabase } from './drop-database.ts';
import { TEST_DATABASE_URL, databaseUrl } from './env.ts';

export interface TestDatabase {
  url: string;
  pool: Pool;
  /** Drops the database; call it in afterAll. */
  drop: () => Promise<void>;
}

/** A fresh, migrated database for one test file, copied from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('templateDatabase');
  const name = `tablecraft_t_${template.slice('tablecraft_tpl_'.length)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(name);
  const pool = createPool(url, { max: 5 });
  return {
    url,
    pool,
    drop: async () => {
      await endPool(pool);
      await dropDatabase(name);
    },
  };
}
