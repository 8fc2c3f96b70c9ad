// A pool is closed before its database is dropped: endPool resolves only once every connection of the pool
// has closed, so a drop right after it (as tests and the browser tests' teardown do) finds none of them,
// and none reports "terminating connection due to administrator command".
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPool, endPool } from '@tablecraft/platform';
import { dropDatabase } from '../../testing/drop-database.ts';
import { TEST_DATABASE_URL, databaseUrl } from '../../testing/env.ts';

const names: string[] = [];
async function freshDatabase(): Promise<string> {
  const name = `tablecraft_pool_end_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  names.push(name);
  return name;
}

afterAll(async () => {
  for (const name of names) await dropDatabase(name, { waitMs: 0 });
});

describe('endPool', () => {
  it('resolves once every connection has closed, so a forced drop right after ends none of them', async () => {
    const name = await freshDatabase();
    const lost: Error[] = [];
    const pool = createPool(databaseUrl(name), { max: 6, applicationName: 'pool-end-test', onIdleError: (error) => lost.push(error) });
    let stillOpen = 0;
    pool.on('connect', (client) => {
      stillOpen += 1;
      client.once('end', () => (stillOpen -= 1));
    });
    // Six connections at once, each idle in the pool afterwards.
    await Promise.all(Array.from({ length: 6 }, () => pool.query('SELECT pg_sleep(0.05)')));
    expect(pool.totalCount).toBe(6);
    // The drop is sent the moment the pool says it has ended, as a teardown's connected admin sends it.
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    // A connection lent out when the pool is ended is waited for too.
    const lent = await pool.connect();
    const ended = endPool(pool);
    lent.release();
    await ended;
    // pg's pool.end() alone resolves with all six still closing.
    expect(stillOpen).toBe(0);
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
    names.splice(names.indexOf(name), 1);
    // Every client has ended (above), so none is left to report the drop's terminations later.
    expect(lost).toEqual([]);
  });

  it('resolves at once for a pool that never connected, and for one ended twice', async () => {
    const pool = createPool(databaseUrl(await freshDatabase()));
    await endPool(pool);
    await endPool(pool);
  });
});

describe('dropDatabase', () => {
  it('drops without force when every pool is closed, and names and ends a session left open', async () => {
    const tidy = await freshDatabase();
    const pool = createPool(databaseUrl(tidy), { applicationName: 'tidy' });
    await pool.query('SELECT 1');
    await endPool(pool);
    expect(await dropDatabase(tidy, { waitMs: 2_000 })).toEqual([]);

    const leaky = await freshDatabase();
    const client = new pg.Client({ connectionString: databaseUrl(leaky), application_name: 'leaky' });
    client.on('error', () => undefined);
    await client.connect();
    expect(await dropDatabase(leaky, { waitMs: 100 })).toEqual(['leaky']);
    await client.end().catch(() => undefined);

    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    const left = await admin.query('SELECT datname FROM pg_database WHERE datname = ANY($1)', [[tidy, leaky]]);
    await admin.end();
    expect(left.rows).toEqual([]);
    names.splice(0, names.length, ...names.filter((name) => name !== tidy && name !== leaky));
  });
});
