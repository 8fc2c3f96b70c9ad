// `npm run keys -- create --pro-days 30 --count 10 --uses 1` (or `--game userName/gameName` for player
// access, `--expires-days N` to make them expire): makes a batch of activation keys in the database
// at DATABASE_URL and prints them, one per line. Only their hashes are stored: keep the output.
import { createPool } from '@tablecraft/platform';
import { parseKeysCommand } from '../api/src/keys/codes.ts';
import { createKeyBatch } from '../api/src/keys/service.ts';

const USAGE = 'usage: npm run keys -- create (--pro-days N | --game userName/gameName) [--count N] [--uses N] [--expires-days N]';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'Set DATABASE_URL to the database to make keys in, e.g. DATABASE_URL=postgres://user@host:5432/tablecraft npm run keys -- create --pro-days 30',
  );
  process.exit(1);
}

const parsed = parseKeysCommand(process.argv.slice(2));
if (!parsed.ok) {
  console.error(`${parsed.error}\n${USAGE}`);
  process.exit(2);
}

const pool = createPool(databaseUrl, { max: 1, applicationName: 'tablecraft-keys' });
try {
  const { options } = parsed;
  const { batchId, codes, game } = await createKeyBatch(pool, options);
  const grants = options.kind === 'pro' ? `Pro for ${options.proDays} days` : `player access to /@${options.game} (${game?.title})`;
  const limits = `${options.uses} use${options.uses === 1 ? '' : 's'} each, once per account${options.expiresInDays ? `, expiring in ${options.expiresInDays} days` : ''}`;
  console.error(`batch ${batchId}: ${codes.length} key${codes.length === 1 ? '' : 's'} for ${grants}; ${limits}`);
  for (const code of codes) console.log(code);
} catch (error) {
  console.error(`could not make keys: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await pool.end();
}
