// `npm start`: the whole product in one process on its embedded default.
// Web http://localhost:8080, API http://localhost:4000/graphql, socket ws://localhost:4000/socket.
// DATABASE_URL, REDIS_URL and S3_ENDPOINT switch each part to the real service.
//
// Shutdown order matters: Ctrl+C stops the services first (each loaded room writes its snapshot) and
// embedded Postgres last. Postgres runs in a process group of its own, so the terminal's signal never
// reaches it directly. Every acknowledged move is already committed to Postgres, so even a SIGKILL of
// the whole process group loses none; the next start takes over the Postgres left running.
import { resolve } from 'node:path';
import { createLogger } from '@tablecraft/platform';
import { embeddedPostgresPort, startEmbeddedPostgres, type EmbeddedDatabase } from './lib/embedded-postgres.ts';
import { ensureWebBuild } from './lib/web-build.ts';
import { runProduct, type RunningProduct } from './lib/run-product.ts';

const logger = createLogger('tablecraft');
const dataDir = resolve(process.env.DATA_DIR ?? '.data');

let embedded: EmbeddedDatabase | undefined;
let product: RunningProduct | undefined;
let signals = 0;

// Installed before anything starts, so a Ctrl+C during start-up also stops what was started, in order.
const stop = async (signal: string) => {
  signals += 1;
  // One Ctrl+C can arrive twice (from the terminal and relayed by npm or tsx): only a third one forces.
  if (signals === 2) return logger.warn('still stopping (saving the rooms, then stopping Postgres); Ctrl+C again to force');
  if (signals > 2) process.exit(1);
  logger.info({ signal }, 'stopping');
  try {
    await product?.close();
  } catch (error) {
    logger.error({ err: error }, 'error while stopping the services');
  }
  await embedded?.stop();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(signal));

let databaseUrl = process.env.DATABASE_URL;
try {
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: `${dataDir}/postgres`,
      port: embeddedPostgresPort(),
      database: 'tablecraft',
      log: (line) => logger.warn(line),
    });
    databaseUrl = embedded.url;
    logger.info(`embedded Postgres running (data in ${dataDir}/postgres, pid ${embedded.pid})`);
  }
  // `npm run dev` serves the web app from Vite instead.
  const webDist = process.env.SKIP_WEB === '1' ? undefined : ensureWebBuild((line) => logger.info(line));
  product = await runProduct({
    databaseUrl,
    redisUrl: process.env.REDIS_URL,
    dataDir,
    apiPort: Number(process.env.API_PORT ?? 4000),
    webPort: Number(process.env.WEB_PORT ?? 8080),
    webDist,
    logger,
  });
  logger.info(`Tablecraft is running: ${product.webUrl} (API ${product.apiUrl}/graphql, socket ${product.socketUrl}). Ctrl+C stops it.`);
} catch (error) {
  logger.fatal({ err: error }, 'could not start');
  await embedded?.stop();
  process.exit(1);
}
