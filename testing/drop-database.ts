import pg from 'pg';
import { TEST_DATABASE_URL } from './env.ts';

/**
 * Drops a database of the test Postgres once nothing is connected to it. Close its pools first (endPool,
 * or the product's close): sessions still there after `waitMs` are leaks, which are named on stderr and
 * ended (WITH (FORCE)) so the drop goes through. Returns the application names of the sessions it ended.
 */
export async function dropDatabase(name: string, options: { waitMs?: number; admin?: pg.Client } = {}): Promise<string[]> {
  const admin = options.admin ?? new pg.Client({ connectionString: TEST_DATABASE_URL });
  if (!options.admin) await admin.connect();
  try {
    const sessions = async () =>
      (
        await admin.query<{ application_name: string }>(
          'SELECT application_name FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        )
      ).rows.map((row) => row.application_name || '(unnamed)');
    // A closed connection's server process may take a moment to leave.
    let left = await sessions();
    for (const deadline = Date.now() + (options.waitMs ?? 5_000); left.length && Date.now() < deadline; left = await sessions())
      await new Promise((resolve) => setTimeout(resolve, 50));
    if (left.length) console.warn(`dropping ${name} under ${left.length} open session(s), left open by: ${[...new Set(left)].join(', ')}`);
    await admin.query(`DROP DATABASE IF EXISTS ${name}${left.length ? ' WITH (FORCE)' : ''}`);
    return left;
  } finally {
    if (!options.admin) await admin.end();
  }
}
