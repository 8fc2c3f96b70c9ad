// `npm run migrate` and the Helm pre-install/pre-upgrade Job: apply pending migrations and exit.
import { z } from 'zod';
import { createLogger, createPool, loadConfigOrExit } from '@tablecraft/platform';
import { migrate } from './runner.ts';

const config = loadConfigOrExit('migrations', z.object({ DATABASE_URL: z.string().min(1, 'is required') }));
const logger = createLogger('migrations');
const pool = createPool(config.DATABASE_URL, { max: 1, applicationName: 'tablecraft-migrations' });
try {
  const { applied } = await migrate(pool, { log: (line) => logger.info(line) });
  logger.info({ applied: applied.length }, applied.length ? 'migrations applied' : 'database is up to date');
} catch (error) {
  logger.error({ err: error }, 'migration failed');
  process.exitCode = 1;
} finally {
  await pool.end();
}
