// `npm start`: the whole product in one process on its embedded default.
// Web http://localhost:8080, API http://localhost:4000/graphql, socket ws://localhost:4000/socket.
// DATABASE_URL, REDIS_URL and S3_ENDPOINT switch each part to the real service.
import { resolve } from 'node:path';
import { createLogger } from '@tablecraft/platform';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './lib/embedded-postgres.ts';
import { ensureWebBuild } from './lib/web-build.ts';
import { runProduct } from './lib/run-product.ts';

const logger = createLogger('tablecraft');
const dataDir = resolve(process.env.DATA_DIR ?? '.data');

let embedded: EmbeddedDatabase | undefined;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  embedded = await startEmbeddedPostgres({
    dataDir: `${dataDir}/postgres`,
    port: Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329),
    database: 'tablecraft',
    log: (line) => logger.warn(line),
  });
  databaseUrl = embedded.url;
  logger.info('embedded Postgres running (data in .data/postgres)');
}

try {
  // `npm run dev` serves the web app from Vite instead.
  const webDist = process.env.SKIP_WEB === '1' ? undefined : ensureWebBuild((line) => logger.info(line));
  const product = await runProduct({
    databaseUrl,
    redisUrl: process.env.REDIS_URL,
    dataDir,
    apiPort: Number(process.env.API_PORT ?? 4000),
    webPort: Number(process.env.WEB_PORT ?? 8080),
    webDist,
    logger,
  });
  logger.info(`Tablecraft is running: ${product.webUrl} (API ${product.apiUrl}/graphql, socket ${product.socketUrl}). Ctrl+C stops it.`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'stopping');
    await product.close().catch((error) => logger.error({ err: error }, 'error while stopping'));
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  logger.fatal({ err: error }, 'could not start');
  await embedded?.stop();
  process.exit(1);
}
