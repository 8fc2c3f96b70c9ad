import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { freePort } from './socket-process.ts';

/**
 * The release before the one being built: the commit whose api and socket must keep serving on the
 * schema this tree's migrations make, because during a rolling upgrade (and after a `helm rollback`)
 * they do (docs/DEPLOYMENT.md, "Upgrades: expand, then contract"). Move it forward at each release, to
 * the commit that release was cut from (`git rev-parse <tag>`), so the test always checks the pair that
 * meets in production.
 */
export const PREVIOUS_RELEASE = '9546541420e25294ecf2074b5d424eec1aecf4fc';

/** The repository this file belongs to, whatever the test's working directory. */
export const REPOSITORY = resolve(new URL('..', import.meta.url).pathname);

/**
 * Why the previous release cannot be checked out here, or undefined when it can: a shallow clone (as CI
 * often makes) may not hold the commit.
 */
export function previousReleaseMissing(commit = PREVIOUS_RELEASE): string | undefined {
  try {
    execFileSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: REPOSITORY, stdio: 'ignore' });
    return undefined;
  } catch {
    return (
      `the previous release ${commit.slice(0, 12)} (testing/previous-release.ts) is not in this clone ` +
      `(shallow?): fetch it (git fetch --unshallow, or git fetch origin ${commit}) to run this test`
    );
  }
}

export interface ReleaseTree {
  commit: string;
  /** Where the release's source was extracted. */
  root: string;
  /** Removes the tree. */
  remove(): void;
}

/**
 * The source of a release, as the files of its commit (`git archive`, so neither the working tree nor the
 * repository's list of worktrees is touched), with the dependencies of this checkout: no `npm install`.
 */
export function materializeRelease(commit = PREVIOUS_RELEASE): ReleaseTree {
  const root = mkdtempSync(join(tmpdir(), `tablecraft-release-${commit.slice(0, 7)}-`));
  // git archive writes a tar to stdout; tar reads it from stdin. Through a shell for the pipe, with
  // nothing but the commit (checked as hex) and a path made here in the command.
  if (!/^[0-9a-f]{7,40}$/.test(commit)) throw new Error(`not a commit: ${commit}`);
  execFileSync('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "$0"`, root], {
    cwd: REPOSITORY,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  linkDependencies(root, REPOSITORY);
  return { commit, root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * Gives the release tree `root` the installed dependencies of `repository`: a real `node_modules` whose
 * entries are symlinks to the repository's (scoped packages one by one), except the workspaces
 * (`@tablecraft/*`): npm links those to the workspace folders of the tree they were installed in, so here
 * they point at the release's own folders. Workspaces' nested node_modules (a dependency npm could not
 * hoist, such as api's busboy) are linked the same way.
 *
 * This holds while the release's package-lock.json resolves the same major versions as this checkout's
 * (see lockfileMajorChanges); where it does not, the release runs on a newer major than it shipped with.
 */
export function linkDependencies(root: string, repository: string): void {
  const workspaces = workspacesOf(root);
  linkModules(join(repository, 'node_modules'), join(root, 'node_modules'));
  const scope = join(root, 'node_modules', '@tablecraft');
  mkdirSync(scope, { recursive: true });
  for (const { folder, name } of workspaces) {
    if (!name.startsWith('@tablecraft/')) continue;
    // Relative, as npm makes them, so the tree could be moved.
    symlinkSync(relative(scope, join(root, folder)), join(scope, name.slice('@tablecraft/'.length)));
  }
  for (const { folder } of workspaces) {
    const nested = join(repository, folder, 'node_modules');
    if (existsSync(nested)) linkModules(nested, join(root, folder, 'node_modules'));
  }
}

function workspacesOf(root: string): Array<{ folder: string; name: string }> {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces?: string[] };
  return (manifest.workspaces ?? [])
    .filter((folder) => existsSync(join(root, folder, 'package.json')))
    .map((folder) => ({ folder, name: (JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as { name: string }).name }));
}

function linkModules(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    // Tools' caches (.vite, .vite-temp) and npm's record of this install are not dependencies; .bin is.
    if (entry.startsWith('.') && entry !== '.bin') continue;
    if (entry === '@tablecraft') continue;
    if (entry.startsWith('@')) {
      mkdirSync(join(to, entry));
      for (const name of readdirSync(join(from, entry))) symlinkSync(join(from, entry, name), join(to, entry, name));
    } else {
      symlinkSync(join(from, entry), join(to, entry));
    }
  }
}

/**
 * The packages whose resolved major version differs between two package-lock.json texts (the release's and
 * this checkout's), as `name: old -> new`: the release then runs here on a dependency it never shipped with.
 */
export function lockfileMajorChanges(releaseLock: string, currentLock: string): string[] {
  const versions = (text: string) => {
    const lock = JSON.parse(text) as { packages?: Record<string, { version?: string; link?: boolean }> };
    const byName = new Map<string, string>();
    for (const [path, entry] of Object.entries(lock.packages ?? {})) {
      // Only hoisted packages (node_modules/<name>): what linkDependencies links.
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
  const label = `[${tree.commit.slice(0, 7)} ${entry}] `;
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
    if (exitCode !== undefined)
      throw new Error(`${entry} of release ${tree.commit.slice(0, 12)} exited (${exitCode}) before it was ready:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `${entry} of release ${tree.commit.slice(0, 12)} was not ready within ${options.readyTimeoutMs ?? 120_000} ms:\n${output}`,
      );
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
