import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';

export interface EmbeddedDatabase {
  /** Connection string of the `database` created inside the cluster. */
  url: string;
  /** Connection string of the maintenance database, for creating and dropping databases. */
  adminUrl: string;
  /** The postmaster's process id. */
  pid: number;
  /** Stops the server (a fast shutdown: open sessions are ended, then a checkpoint) and waits for it. */
  stop: () => Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * The embedded Postgres's port for `npm start` (and the scripts that read its database) when
 * EMBEDDED_POSTGRES_PORT is not set. Below every system's range of ephemeral ports (Linux 32768–60999,
 * Windows, macOS and IANA 49152–65535), which the kernel hands out to outgoing connections: a port in it
 * (the old 54329) is sometimes held by one of them, a browser's or a test's, and Postgres cannot start.
 */
export const EMBEDDED_POSTGRES_PORT = 25432;
/** `npm test`'s own embedded Postgres, when no Postgres answers: beside npm start's, never the same. */
export const TEST_EMBEDDED_POSTGRES_PORT = 25433;

/** EMBEDDED_POSTGRES_PORT, or the default. */
export function embeddedPostgresPort(env: Record<string, string | undefined> = process.env): number {
  const value = env.EMBEDDED_POSTGRES_PORT;
  if (value === undefined || value === '') return EMBEDDED_POSTGRES_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`EMBEDDED_POSTGRES_PORT must be a port number, got "${value}"`);
  return port;
}

/** The kernel's range of ephemeral ports (Linux), or null where it cannot be read. */
export function ephemeralPortRange(file = '/proc/sys/net/ipv4/ip_local_port_range'): { low: number; high: number } | null {
  try {
    const [low, high] = readFileSync(file, 'utf8').trim().split(/\s+/).map(Number);
    return Number.isInteger(low) && Number.isInteger(high) ? { low: low!, high: high! } : null;
  } catch {
    return null;
  }
}

/**
 * The database a maintenance script works on: DATABASE_URL when set; else `npm start`'s embedded one, used
 * as it runs (under `npm start`) or started here from `<dataDir>/postgres` and stopped by the caller
 * (`embedded.stop()`). With `create: false` (the default) a data directory that was never initialised is
 * an error: there is nothing to read.
 */
export async function maintenanceDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  create?: boolean;
  log?: (line: string) => void;
}): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  if (options.databaseUrl) return { url: options.databaseUrl };
  const port = embeddedPostgresPort();
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/tablecraft`;
  if (await postgresAnswers(url)) return { url };
  const dataDir = resolve(options.dataDir, 'postgres');
  if (!options.create && !existsSync(dataDir))
    throw new Error(`No DATABASE_URL, and no embedded database in ${dataDir} (run npm start once, or set DATABASE_URL).`);
  const started = await startEmbeddedPostgres({ dataDir, port, database: 'tablecraft', log: options.log });
  return { url: started.url, embedded: started };
}

/**
 * Starts a real Postgres cluster from the `embedded-postgres` npm binaries, initialising the data
 * directory on first use and keeping it across restarts.
 *
 * The server runs in a process group (and session) of its own, so the terminal's Ctrl+C reaches only the
 * product, which stops its services (the rooms' last snapshots included) and only then stops Postgres.
 * The `embedded-postgres` package itself is not loaded: it stops its servers on the first SIGINT, racing
 * the product's own shutdown. A server left running (the product was killed with SIGKILL, which the
 * server's own group does not receive) is taken over; a stale `postmaster.pid` is cleared.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const databaseDir = resolve(options.dataDir);
  const logFile = join(dirname(databaseDir), 'postgres.log');
  const bin = await binaries();
  const owner = runAs();
  // When run as root, Postgres runs as a `postgres` user that must be able to reach the directory.
  mkdirSync(dirname(databaseDir), { recursive: true });
  chmodSync(dirname(databaseDir), 0o755);
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    log(`initialising embedded Postgres in ${databaseDir}`);
    initialise(bin.initdb, databaseDir, owner);
  }
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`;

  let pid = await leftRunning(databaseDir, adminUrl, log);
  if (pid === null) {
    if (!(await portIsFree(options.port)))
      throw new Error(
        `port ${options.port} is taken by another program, so the embedded Postgres cannot listen on it: set EMBEDDED_POSTGRES_PORT to a free port`,
      );
    const range = ephemeralPortRange();
    if (range && options.port >= range.low && options.port <= range.high)
      log(
        `port ${options.port} is in the kernel's ephemeral range (${range.low}–${range.high}): an outgoing connection may take it one day`,
      );
    const out = openSync(logFile, 'a');
    if (owner) chownSync(logFile, owner.uid, owner.gid);
    const child = spawn(bin.postgres, ['-D', databaseDir, '-p', String(options.port), '-c', 'listen_addresses=127.0.0.1'], {
      detached: true, // its own process group: no terminal signal reaches it
      stdio: ['ignore', out, out],
      env: { ...process.env, LC_MESSAGES: 'C' },
      ...(owner ?? {}),
    } satisfies SpawnOptions);
    closeSync(out);
    child.unref();
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    const ready = await Promise.race([waitUntilAnswers(adminUrl, 30_000), exited.then(() => false)]);
    if (!ready) {
      child.kill('SIGKILL');
      throw new Error(`embedded Postgres did not start; see ${logFile}`);
    }
    pid = child.pid!;
  }

  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${options.database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  const postmaster = pid;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${options.database}`,
    adminUrl,
    pid: postmaster,
    stop: () => stopPostmaster(postmaster),
  };
}

/** The binaries of the platform's `@embedded-postgres/*` package. */
async function binaries(): Promise<{ postgres: string; initdb: string }> {
  const os = platform() === 'win32' ? 'windows' : platform();
  return (await import(`@embedded-postgres/${os}-${arch()}`)) as { postgres: string; initdb: string };
}

/** Postgres refuses to run as root: then it runs as a `postgres` user, created if missing. */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => spawnSync('id', [flag, USER], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    spawnSync('groupadd', [USER]);
    const added = spawnSync('useradd', ['-g', USER, USER]);
    if (added.status !== 0) throw new Error(`could not create a ${USER} user to run Postgres as: ${added.stderr}`);
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

function initialise(initdb: string, databaseDir: string, owner: { uid: number; gid: number } | null): void {
  mkdirSync(databaseDir, { recursive: true });
  if (owner) chownSync(databaseDir, owner.uid, owner.gid);
  const passwordFile = join(tmpdir(), `pg-password-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o644 });
  try {
    const result = spawnSync(
      initdb,
      [`--pgdata=${databaseDir}`, '--auth=password', `--username=${USER}`, `--pwfile=${passwordFile}`, '--lc-messages=C'],
      {
        encoding: 'utf8',
        env: { ...process.env, LC_MESSAGES: 'C' },
        ...(owner ?? {}),
      },
    );
    if (result.status !== 0) throw new Error(`initdb failed: ${result.stderr || result.stdout}`);
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/**
 * The postmaster of this data directory still running from an earlier start, or null. A pid file whose
 * process is gone (the machine or the server was killed) is removed so the new server starts cleanly; a
 * server that runs but does not answer on our port is stopped first.
 */
async function leftRunning(databaseDir: string, adminUrl: string, log: (line: string) => void): Promise<number | null> {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgres(pid)) {
    log(`removing a stale ${pidFile} (its server is gone)`);
    rmSync(pidFile, { force: true });
    return null;
  }
  if (await waitUntilAnswers(adminUrl, 10_000)) {
    log(`taking over the embedded Postgres left running (pid ${pid})`);
    return pid;
  }
  log(`stopping an embedded Postgres (pid ${pid}) that does not answer on this port`);
  await stopPostmaster(pid);
  return null;
}

/** Whether `pid` is a running Postgres (a pid may have been reused by something else since). */
function isPostgres(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user, as a postmaster run as `postgres` does for a non-root caller.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return true; // no /proc (macOS): the process exists, take the pid file's word
  }
}

async function stopPostmaster(pid: number): Promise<void> {
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  // SIGINT is Postgres's fast shutdown: sessions end, a checkpoint is written, the server exits.
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGINT');
  for (let waited = 0; alive(); waited += 50) {
    if (waited === 30_000) signal('SIGQUIT'); // immediate shutdown; the WAL makes it safe
    await new Promise((done) => setTimeout(done, 50));
  }
}

async function waitUntilAnswers(url: string, timeoutMs: number): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((done) => setTimeout(done, 100))) {
    if (await postgresAnswers(url, 1_000)) return true;
  }
  return false;
}

/** True when nothing listens on the loopback port. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => done(true)));
  });
}

/** True when a Postgres server answers at the URL. */
export async function postgresAnswers(url: string, timeoutMs = 3_000): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
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
