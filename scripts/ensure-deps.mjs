// Installs npm dependencies when they are missing or older than the lockfile, so that `npm start`
// and `npm test` work on a fresh clone with no other step. Plain JS: it runs before tsx exists.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const installed = 'node_modules/.package-lock.json';
const lock = 'package-lock.json';
const stale =
  !existsSync(installed) ||
  !existsSync('node_modules/.bin/tsx') ||
  (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs + 1000);
if (stale) {
  console.log('Installing dependencies (npm ci)…');
  execSync(existsSync(lock) ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund', { stdio: 'inherit' });
}
