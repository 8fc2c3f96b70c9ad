// The services that tests start as processes of their own (api, socket, worker) run from their bundles,
// as their images run them: the test run builds each once (the entries its workspace's build script names,
// with esbuild, side by side in a few seconds) before any file starts, and every process then starts from
// one file. Loading the sources through tsx instead took twice as long per start (2.5 s against 1.2 s for
// the socket, measured 2026-11-28), and the suite starts such processes dozens of times. The bundles go to
// a folder of the run's own, so two runs at once (or a benchmark's build of dist/) never replace a file a
// starting process is reading. Outside a test run (a benchmark, a script) processes start from the sources.
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';

export type ServiceName = 'api' | 'socket' | 'worker';

/** Set by the test run's global setup to the folder of its bundles; read by the processes' launchers. */
const BUILT = 'TABLECRAFT_TEST_SERVICE_BUNDLES';
const SERVICES: ServiceName[] = ['api', 'socket', 'worker'];
/** One call of the bundler in a workspace's build script: `node scripts/build-service.mjs <ws> [entry out]`. */
const BUILD_CALL = /node scripts\/build-service\.mjs ([\w-]+)(?: ([\w./-]+) ([\w./-]+))?/g;

/** Each entry a service's build script bundles, and the file name it gets beside main.js. */
export function bundleEntries(buildScript: string): Array<{ entry: string; file: string }> {
  return [...buildScript.matchAll(BUILD_CALL)].map(([, , entry = 'src/main.ts', out = 'dist/main.js']) => ({
    entry,
    file: basename(out),
  }));
}

/**
 * Builds the three services' bundles into a folder of this run, and tells the launchers to use them; a
 * second project of the same run finds them built. Returns a function that removes them.
 */
export async function buildServiceBundles(): Promise<() => void> {
  const existing = process.env[BUILT];
  if (existing) return () => undefined;
  const dir = resolve('.cache', 'test-bundles', `${process.pid}-${Date.now().toString(36)}`);
  await Promise.all(
    SERVICES.flatMap((service) => {
      const { scripts } = JSON.parse(readFileSync(`${service}/package.json`, 'utf8')) as { scripts: { build: string } };
      return bundleEntries(scripts.build).map(({ entry, file }) =>
        promisify(execFile)(process.execPath, ['scripts/build-service.mjs', service, entry, relative(service, join(dir, service, file))]),
      );
    }),
  );
  process.env[BUILT] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

/** Node's arguments that start a service: its bundle when this run built it, else its sources through tsx. */
export function serviceEntry(service: ServiceName): string[] {
  const dir = process.env[BUILT];
  return dir ? [join(dir, service, 'main.js')] : ['--import', 'tsx', `${service}/src/main.ts`];
}
