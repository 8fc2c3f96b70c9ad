import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './socket-process.ts';

/** The repository this file belongs to, whatever the test's working directory. */
export const REPOSITORY = resolve(new URL('..', import.meta.url).pathname);

/** Release tags: `v` and the date of the CHANGELOG section they were cut from (docs/DEPLOYMENT.md, "Releases"). */
export const RELEASE_TAG = /^v\d{4}\.\d{2}\.\d{2}(\.\d+)?$/;

export interface Release {
  /** The tag, or what PREVIOUS_RELEASE named. */
  name: string;
  commit: string;
}

function git(args: string[]): string {
  return execFileSync('git', args, { cwd: REPOSITORY, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/**
 * The release before the one being built: its api and socket must keep serving on the schema this tree's
 * migrations make, because during a rolling upgrade (and after a `helm rollback`) they do (docs/DEPLOYMENT.md,
 * "Upgrades: expand, then contract"). It is the newest release tag this commit descends from, other than a
 * tag on this very commit (a release is checked against the one before it); PREVIOUS_RELEASE (a tag or a
 * commit) names another. Nothing to move at release time: tagging a release makes it the next one's N-1.
 * Without any tags, the changelog's newest release and the last commit of its day stand in for the tag.
 * Returns why there is none when there is none (a shallow clone).
 */
export function previousRelease(env: Record<string, string | undefined> = process.env): Release | { missing: string } {
  try {
    if (env.PREVIOUS_RELEASE)
      return { name: env.PREVIOUS_RELEASE, commit: git(['rev-parse', '--verify', `${env.PREVIOUS_RELEASE}^{commit}`]) };
  } catch {
    return { missing: `PREVIOUS_RELEASE=${env.PREVIOUS_RELEASE} is not a tag or commit of this clone` };
  }
  let head: string;
  let tags: string[];
  try {
    head = git(['rev-parse', 'HEAD']);
    tags = git(['tag', '--merged', 'HEAD', '--sort=-v:refname', '--list', 'v*'])
      .split('\n')
      .filter((tag) => RELEASE_TAG.test(tag));
  } catch {
    return { missing: 'this is not a git checkout' };
  }
  for (const tag of tags) {
    const commit = git(['rev-parse', `${tag}^{commit}`]);
    if (commit !== head) return { name: tag, commit };
  }
  if (tags.length === 0) {
    const fromChangelog = releaseFromChangelog(head);
    if (fromChangelog) return fromChangelog;
  }
  return {
    missing:
      'no release tag (v<date>) in this clone is an ancestor of HEAD: fetch them (git fetch --tags; a CI checkout needs ' +
      'fetch-depth: 0 and tags) or name one with PREVIOUS_RELEASE',
  };
}

/**
 * A clone without its tags (a plain clone of a branch) still has what they mark: the changelog names each
 * release by its day, and a release is its "Release v<date>" commit, the last of that day (UTC) on the
 * line it was cut from when it was cut; work landed later the same day comes after it. The newest such
 * commit that is not HEAD is the previous release, the commit its tag names.
 */
function releaseFromChangelog(head: string): Release | undefined {
  const changelog = readFileSync(join(REPOSITORY, 'CHANGELOG.md'), 'utf8');
  for (const [, name] of changelog.matchAll(/^## (v\d{4}\.\d{2}\.\d{2})(?: \(.*\))?$/gm)) {
    const day = name!.slice(1).replace(/\./g, '-');
    const cut = git(['log', '-1', '--first-parent', '--format=%H', `--grep=^Release ${name!.replace(/\./g, '\\.')}$`, 'HEAD']);
    const commit = cut || git(['log', '-1', '--first-parent', '--format=%H', `--until=${day}T23:59:59Z`, 'HEAD']);
    if (commit && commit !== head) return { name: name!, commit };
  }
  return undefined;
}

export interface ReleaseTree {
  name: string;
  commit: string;
  /** The release's source with its own node_modules, as `npm ci` installed it from its lockfile. */
  root: string;
  /** How long its `npm ci` took, or null when the tree came from the cache. */
  installMs: number | null;
}

/** Where prepared releases are kept between runs. */
export const RELEASE_CACHE = join(REPOSITORY, '.cache', 'previous-release');

/**
 * The release's source (`git archive` of its commit: neither the working tree nor the repository's worktrees
 * are touched) with the dependencies its own package-lock.json names, installed by `npm ci` as a developer of
 * that release did. Kept under .cache/previous-release/, keyed by commit, Node major and platform (native
 * modules), so later runs start at once; a run that finds another one preparing the same tree waits for it.
 * Trees of other releases are removed once this one is ready.
 */
export function prepareRelease(release: Release, log: (line: string) => void = () => undefined): ReleaseTree {
  const key = `${release.commit.slice(0, 12)}-node${process.versions.node.split('.')[0]}-${platform()}-${arch()}`;
  const root = join(RELEASE_CACHE, key);
  const ready = join(root, '.tablecraft-release-ready');
  if (existsSync(ready)) return { ...release, root, installMs: null };
  mkdirSync(RELEASE_CACHE, { recursive: true });
  const lock = join(RELEASE_CACHE, `${key}.lock`);
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (existsSync(ready)) return { ...release, root, installMs: null };
      // A lock left by a killed run goes stale after ten minutes.
      if (Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 10 * 60_000)
        rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`gave up waiting for ${lock}`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    if (existsSync(ready)) return { ...release, root, installMs: null };
    // Built beside its place and renamed into it, so an interrupted install leaves no half tree behind.
    const staging = `${root}.staging`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    if (!/^[0-9a-f]{40}$/.test(release.commit)) throw new Error(`not a commit: ${release.commit}`);
    // git archive writes a tar to stdout; tar reads it from stdin. Through a shell for the pipe, with
    // nothing but the commit (checked as hex) and a path made here in the command.
    execFileSync('sh', ['-c', `git archive --format=tar ${release.commit} | tar -x -C "$0"`, staging], {
      cwd: REPOSITORY,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    log(`installing ${release.name}'s dependencies from its package-lock.json (npm ci, once; cached in ${root})`);
    const started = Date.now();
    const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
      cwd: staging,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME, npm_config_update_notifier: 'false' },
      maxBuffer: 64 * 1024 * 1024,
    });
    if (installed.status !== 0)
      throw new Error(`npm ci of ${release.name} failed:\n${(installed.stderr || installed.stdout).slice(-4_000)}`);
    const installMs = Date.now() - started;
    writeFileSync(join(staging, '.tablecraft-release-ready'), JSON.stringify({ ...release, installMs, node: process.version }) + '\n');
    rmSync(root, { recursive: true, force: true });
    renameSync(staging, root);
    for (const entry of readdirSync(RELEASE_CACHE))
      if (entry !== key && !entry.endsWith('.lock') && !existsSync(join(RELEASE_CACHE, `${entry}.lock`)))
        rmSync(join(RELEASE_CACHE, entry), { recursive: true, force: true });
    return { ...release, root, installMs };
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * The packages whose resolved major version differs between two package-lock.json texts (the release's and
 * this checkout's), as `name: old -> new`: what the release runs on that this tree no longer does.
 */
export function lockfileMajorChanges(releaseLock: string, currentLock: string): string[] {
  const versions = (text: string) => {
    const lock = JSON.parse(text) as { packages?: Record<string, { version?: string; link?: boolean }> };
    const byName = new Map<string, string>();
    for (const [path, entry] of Object.entries(lock.packages ?? {})) {
      const name = /^node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(path)?.[1];
      if (name && entry.version && !entry.link) byName.set(name, entry.version);
    }
    return byName;
  };
  const major = (version: string) => version.split('.')[0];
  const before = versions(releaseLock);
  const after = versions(currentLock);
  return [...before]
    .filter(([name, version]) => after.has(name) && major(after.get(name)!) !== major(version))
    .map(([name, version]) => `${name}: ${version} -> ${after.get(name)}`);
}

/** The release's package-lock.json against this checkout's: see lockfileMajorChanges. */
export function releaseMajorChanges(tree: ReleaseTree): string[] {
  return lockfileMajorChanges(
    readFileSync(join(tree.root, 'package-lock.json'), 'utf8'),
    readFileSync(join(REPOSITORY, 'package-lock.json'), 'utf8'),
  );
}

export interface ReleaseService {
  port: number;
  /** http://127.0.0.1:{port} */
  url: string;
  child: ChildProcess;
  /** Stops it the way Kubernetes does (SIGTERM) and waits. */
  stop(): Promise<void>;
}

/**
 * Runs one service of a release tree from its source through tsx (`api/src/main.ts`, `socket/src/main.ts`),
 * as tests run this checkout's, and waits until it answers /readyz. A service that exits first, or is not
 * ready in time, fails with the end of what it printed: on a schema it cannot serve on, that is the reason.
 */
export async function startReleaseService(
  tree: ReleaseTree,
  entry: string,
  env: Record<string, string>,
  options: { readyTimeoutMs?: number } = {},
): Promise<ReleaseService> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    // From the release's root, so tsx, its tsconfig and every import resolve inside the release's tree.
    cwd: tree.root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const label = `[${tree.name} ${entry}] `;
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output = (output + text).slice(-4_000);
      process.stderr.write(text.replace(/^(?=.)/gm, label));
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let exitCode: number | null | undefined;
  // Read by the loop below; exited only ever resolves.
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  for (;;) {
    if (exitCode !== undefined) throw new Error(`${entry} of release ${tree.name} exited (${exitCode}) before it was ready:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${entry} of release ${tree.name} was not ready within ${options.readyTimeoutMs ?? 120_000} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
