// Chart hygiene: every commit that changes the chart also raises Chart.yaml's version (what `helm
// upgrade`, chart repositories and `ct lint --check-version-increment` go by), and the changelog says
// what each version changed. Judged from git history: the commits that touched charts/tablecraft since
// the last one that changed the `version:` line must be none. Needs the full history (a shallow clone
// cannot tell when the version last changed), so it skips outside a git checkout or in a shallow one.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CHART_DIR, REPO_ROOT } from './helm.ts';

const CHART = relative(REPO_ROOT, CHART_DIR);
const CHART_YAML = `${CHART}/Chart.yaml`;

function git(args: string[]): { ok: boolean; out: string } {
  const result = spawnSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' });
  return { ok: !result.error && result.status === 0, out: (result.stdout ?? '').trim() };
}

/** Why the history cannot answer, or null when it can. */
function historyUnavailable(): string | null {
  if (!git(['rev-parse', '--is-inside-work-tree']).ok) return 'not a git checkout (or git is missing): the version bump cannot be checked';
  if (git(['rev-parse', '--is-shallow-repository']).out === 'true') return 'shallow clone: fetch the full history (actions/checkout fetch-depth: 0) to check the version bump';
  if (!git(['log', '-1', '--format=%H', '--', CHART]).out) return `${CHART} has no committed history yet`;
  return null;
}

/** The `version:` of Chart.yaml at a commit. */
const versionAt = (commit: string): string => String(parse(git(['show', `${commit}:${CHART_YAML}`]).out).version);

/** Compares two semantic versions by major, minor and patch. */
function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split(/[-+]/)[0]!.split('.').map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

describe('the chart version', () => {
  const unavailable = historyUnavailable();

  it.skipIf(unavailable !== null)(`is raised by every commit that changes the chart${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
    // The last commit whose diff adds or removes a `version:` line; a merge counts against its first parent.
    const bump = git(['log', '-1', '--format=%H', '--no-patch', '--diff-merges=first-parent', '-G^version:', '--', CHART_YAML]).out;
    expect(bump, `no commit ever set version: in ${CHART_YAML}`).not.toBe('');
    const since = git(['log', '--format=%h %s', `${bump}..HEAD`, '--', CHART]).out;
    expect(since, `commits changed ${CHART} after its version was last raised (in ${bump.slice(0, 7)}); raise version: in Chart.yaml and add a CHANGELOG.md entry`).toBe('');
    // And the change was a raise, not a typo that lowered it.
    const parent = git(['rev-parse', '--verify', '--quiet', `${bump}^`]);
    if (parent.ok && git(['cat-file', '-e', `${parent.out}:${CHART_YAML}`]).ok) {
      expect(compareVersions(versionAt(bump), versionAt(parent.out)), `${versionAt(parent.out)} -> ${versionAt(bump)}`).toBeGreaterThan(0);
    }
  });

  it('is a semantic version, and the changelog has an entry for it', () => {
    const chart = parse(readFileSync(join(CHART_DIR, 'Chart.yaml'), 'utf8'));
    expect(chart.version).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
    const changelog = readFileSync(join(CHART_DIR, 'CHANGELOG.md'), 'utf8');
    const headings = [...changelog.matchAll(/^## (\S+)/gm)].map((match) => match[1]);
    expect(headings[0], 'the newest CHANGELOG.md entry is the current version').toBe(chart.version);
  });

  it('orders versions by number, not by text', () => {
    expect(compareVersions('0.10.0', '0.9.3')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(compareVersions('0.2.0', '0.1.9')).toBeGreaterThan(0);
  });
});
