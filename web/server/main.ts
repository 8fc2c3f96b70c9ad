// The web container's entry point: serves the built app on PORT with the runtime config from the environment.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeConfigFromEnv } from './runtime-config.ts';
import { startWebServer } from './server.ts';

// web/server/main.ts in development, web/dist-server/main.js when bundled: dist sits beside either folder.
const distDir = process.env.WEB_DIST_DIR ?? resolve(fileURLToPath(new URL('.', import.meta.url)), '../dist');

try {
  const port = Number(process.env.PORT || 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  const config = runtimeConfigFromEnv(process.env);
  const server = await startWebServer({ port, distDir, ...config });
  console.log(JSON.stringify({ level: 'info', service: 'web', msg: `web listening on ${server.port}`, apiUrl: config.apiUrl, socketUrl: config.socketUrl }));
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(JSON.stringify({ level: 'info', service: 'web', msg: 'stopping', signal }));
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
} catch (error) {
  console.error(JSON.stringify({ level: 'fatal', service: 'web', msg: 'could not start', err: error instanceof Error ? error.message : String(error) }));
  process.exit(1);
}
