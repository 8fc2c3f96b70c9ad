import pg from 'pg';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
/** Anything that can run a query: the pool or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'>;

// Return BIGINT (int8) columns as numbers: our counters never approach 2^53.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/**
 * A Postgres pool with sane limits; every service gets its own. An idle connection that the server
 * drops (restart, failover, a dropped database) is reported and replaced, never a process crash.
 */
export function createPool(connectionString: string, options: { max?: number; applicationName?: string; onIdleError?: (error: Error) => void } = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    application_name: options.applicationName ?? 'tablecraft',
  });
  pool.on('error', options.onIdleError ?? ((error) => console.warn(`postgres: idle connection lost: ${error.message}`)));
  return pool;
}

/** Runs `work` in a transaction, committing on success and rolling back on any error. */
export async function withTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** True when the database answers a trivial query: used by readiness probes. */
export async function databaseIsReady(pool: Queryable): Promise<boolean> {
  try {
    await pool.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
