// The web container's entry point: serves the built app on PORT with the runtime config from the environment,
// and metrics and health on the private METRICS_PORT.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeConfigFromEnv } from './runtime-config.ts';
import { startWebServer } from './server.ts';

// web/server/main.ts in development, web/dist-server/main.js when bundled: dist sits beside either folder.
const distDir = process.env.WEB_DIST_DIR ?? resolve(fileURLToPath(new URL('.', import.meta.url)), '../dist');

try {
  const port = portFromEnv('PORT', 8080);
  // The private health port: /metrics, /healthz and /readyz, never routed by the Ingress.
  const metricsPort = portFromEnv('METRICS_PORT', 9464);
  const config = runtimeConfigFromEnv(process.env);
  // The site's own address for canonical URLs in page heads (the API reads the same variable for its mails).
  const publicUrl = process.env.PUBLIC_WEB_URL || undefined;
  // Where page heads are read from, when the API has a nearer address than the public one.
  const internalApiUrl = process.env.INTERNAL_API_URL || undefined;
  const server = await startWebServer({ port, metricsPort, distDir, publicUrl, internalApiUrl, ...config });
  console.log(
    JSON.stringify({
      level: 'info',
      service: 'web',
      msg: `web listening on ${server.port}, metrics on ${server.metricsPort}`,
      apiUrl: config.apiUrl,
      socketUrl: config.socketUrl,
    }),
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(JSON.stringify({ level: 'info', service: 'web', msg: 'stopping', signal }));
    // A signal handler has nobody to wait: the process exits when the server has closed, or says why not.
    void server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(JSON.stringify({ level: 'error', service: 'web', msg: 'could not stop cleanly', err: String(error) }));
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
} catch (error) {
  console.error(
    JSON.stringify({ level: 'fatal', service: 'web', msg: 'could not start', err: error instanceof Error ? error.message : String(error) }),
  );
  process.exit(1);
}

/** A port number from the environment (empty means unset); fails fast on anything else. */
function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const port = Number(raw || fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}
