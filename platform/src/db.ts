import pg from 'pg';
import { sampledGauge } from './metrics.ts';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
/** Anything that can run a query: the pool or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'>;

// Return BIGINT (int8) columns as numbers: our counters never approach 2^53.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/** Connections per process unless told otherwise: `DATABASE_POOL_MAX` (the chart's `postgresql.poolMax`). */
export const DEFAULT_POOL_MAX = 10;

/** The pool size an operator chose for every service of the installation, or the default. */
export function poolMaxFromEnv(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.DATABASE_POOL_MAX);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_POOL_MAX;
}

/**
 * A Postgres pool with sane limits; every service gets its own. An idle connection that the server
 * drops (restart, failover, a dropped database) is reported and replaced, never a process crash.
 * Its use is sampled into `tablecraft_postgres_pool_connections{pool,state}` at each scrape.
 */
export function createPool(
  connectionString: string,
  options: { max?: number; applicationName?: string; onIdleError?: (error: Error) => void } = {},
): pg.Pool {
  const max = options.max ?? poolMaxFromEnv();
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    application_name: options.applicationName ?? 'tablecraft',
  });
  pool.on('error', options.onIdleError ?? ((error) => console.warn(`postgres: idle connection lost: ${error.message}`)));
  // Every connection until it has closed, for endPool.
  const open = new Set<pg.Client>();
  pool.on('connect', (client) => {
    open.add(client);
    client.once('end', () => {
      open.delete(client);
      if (open.size === 0) for (const done of closed.get(pool)?.splice(0) ?? []) done();
    });
  });
  openConnections.set(pool, open);
  const name = options.applicationName ?? 'tablecraft';
  const stop = sampledGauge(
    'tablecraft_postgres_pool_connections',
    'Postgres pool connections by state (max is the limit)',
    ['pool', 'state'],
    () => {
      // An ended pool (tests make many) drops out of the scrape for good.
      if (pool.ending) {
        stop();
        return [];
      }
      return [
        { labels: { pool: name, state: 'total' }, value: pool.totalCount },
        { labels: { pool: name, state: 'idle' }, value: pool.idleCount },
        { labels: { pool: name, state: 'waiting' }, value: pool.waitingCount },
        { labels: { pool: name, state: 'max' }, value: max },
      ];
    },
  );
  return pool;
}

const openConnections = new WeakMap<pg.Pool, Set<pg.Client>>();
const closed = new WeakMap<pg.Pool, Array<() => void>>();

/**
 * Ends a pool and resolves once every one of its connections has closed. pg's own `pool.end()` resolves
 * as soon as it has asked its connections to close, before they have: a database dropped or a server
 * stopped right then still finds them, and their clients report "terminating connection due to
 * administrator command". Connections lent out are waited for, as `pool.end()` does.
 */
export async function endPool(pool: pg.Pool): Promise<void> {
  const open = openConnections.get(pool);
  const allClosed = new Promise<void>((resolve) => {
    if (!open || open.size === 0) return resolve();
    const waiting = closed.get(pool) ?? [];
    waiting.push(resolve);
    closed.set(pool, waiting);
  });
  if (!pool.ending) await pool.end();
  await allClosed;
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

/**
 * Whether a query failed waiting for a pool connection (the pool was busy past `connectionTimeoutMillis`):
 * then the statement was never sent, so trying it again cannot do it twice. pg-pool says so only in its
 * message (pg-pool's `connect`, "timeout exceeded when trying to connect").
 */
export function isPoolWaitTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === 'timeout exceeded when trying to connect';
}
