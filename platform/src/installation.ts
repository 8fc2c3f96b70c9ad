import type { Queryable } from './db.ts';

/** What the database says about a service's QUEUE_PREFIX. */
export type PrefixClaim = { ok: true; recorded: boolean } | { ok: false; installed: string };

/**
 * Records `prefix` as the installation's QUEUE_PREFIX when the database has none yet, and answers whether
 * it is the one recorded. One database is one installation: its services must share one prefix, or jobs
 * enqueued by the api never reach the worker and moves published by one socket never reach another.
 */
export async function claimInstallationPrefix(db: Queryable, prefix: string): Promise<PrefixClaim> {
  const inserted = await db.query<{ queue_prefix: string }>(
    'INSERT INTO installation (queue_prefix) VALUES ($1) ON CONFLICT (id) DO NOTHING RETURNING queue_prefix',
    [prefix],
  );
  if (inserted.rows.length) return { ok: true, recorded: true };
  const { rows } = await db.query<{ queue_prefix: string }>('SELECT queue_prefix FROM installation');
  const installed = rows[0]?.queue_prefix;
  // A row deleted in between (by hand): claim again on the next check rather than guess.
  if (installed === undefined) return claimInstallationPrefix(db, prefix);
  return installed === prefix ? { ok: true, recorded: false } : { ok: false, installed };
}

/** The line a service prints when its prefix is not the installation's. */
export function prefixMismatchMessage(service: string, prefix: string, installed: string): string {
  return (
    `${service}: configuration: QUEUE_PREFIX is "${prefix}" but this database belongs to the installation whose ` +
    `services use QUEUE_PREFIX "${installed}"; they would not see each other's jobs and moves. Set QUEUE_PREFIX="${installed}" ` +
    `(or, to rename the installation's prefix, stop every service and run UPDATE installation SET queue_prefix = '${prefix}')`
  );
}

export interface InstallationCheckOptions {
  service: string;
  /** The prefix this service's Redis connections use. */
  prefix: string;
  /** Called once with the mismatch line; by default it is printed and the process exits with 78 (configuration). */
  onMismatch?: (message: string) => void;
  /** Told when the database cannot answer yet (down, or not migrated); the check is then retried. */
  onWaiting?: (error: Error) => void;
  retryMs?: number;
}

/**
 * Checks the service's QUEUE_PREFIX against the installation's before it starts. When Postgres answers
 * (the usual case) a mismatch is found before the service listens; when it does not, start-up goes on as
 * it always has (readiness reports Postgres) and the check is retried until it gets an answer, so an
 * outage never keeps a service down. Returns a function that stops the retries.
 */
export async function checkInstallationPrefix(db: Queryable, options: InstallationCheckOptions): Promise<() => void> {
  const onMismatch =
    options.onMismatch ??
    ((message: string) => {
      console.error(message);
      process.exit(78);
    });
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let warned = false;
  const attempt = async (): Promise<void> => {
    let claim: PrefixClaim;
    try {
      claim = await claimInstallationPrefix(db, options.prefix);
    } catch (error) {
      if (!warned) options.onWaiting?.(error as Error);
      warned = true;
      if (!stopped) timer = setTimeout(() => void attempt(), options.retryMs ?? 5_000).unref();
      return;
    }
    if (!claim.ok) onMismatch(prefixMismatchMessage(options.service, options.prefix, claim.installed));
  };
  await attempt();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
