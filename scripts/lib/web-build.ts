import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const WEB = 'web';
// build/ holds the Vite config's own build steps (precompression, the GraphQL documents): a change there changes the output too.
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'build'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** Builds the web app with Vite when its output is missing or older than any of its sources. */
export function ensureWebBuild(log: (line: string) => void): string {
  const dist = join(WEB, 'dist');
  const built = newestMtime(join(dist, 'index.html'));
  const changed = Math.max(...SOURCES.map((source) => newestMtime(join(WEB, source))));
  if (built === 0 || changed > built) {
    log('building the web app (vite build)…');
    execSync('npx vite build --logLevel warn', { cwd: WEB, stdio: 'inherit' });
  }
  return dist;
}
