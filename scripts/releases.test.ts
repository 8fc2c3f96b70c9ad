// Releases are annotated tags `vYYYY.MM.DD`, one per dated CHANGELOG.md section, on the last commit that
// landed on main that day (docs/DEPLOYMENT.md, "Releases"); the previous-release test runs the newest one
// before this commit (testing/previous-release.ts). Needs the tags: a clone without them skips, saying so.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RELEASE_TAG, previousRelease } from '../testing/previous-release.ts';

const ROOT = join(import.meta.dirname, '..');
const git = (args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
const tags = git(['tag', '--list', 'v*'])
  .split('\n')
  .filter((tag) => RELEASE_TAG.test(tag));
const headings = [...readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8').matchAll(/^## (\S+)(?: \(([^)]*)\))?$/gm)].map(([, name, dates]) => ({
  name: name!,
  dates: dates ?? '',
}));
const noTags = tags.length === 0 ? 'this clone has no release tags (git fetch --tags)' : null;

describe('releases', () => {
  it('are the CHANGELOG sections, newest first, each named by its last day', () => {
    expect(headings[0]?.name, 'the first section is what is not released yet').toBe('Unreleased');
    const released = headings.slice(1);
    expect(released.length).toBeGreaterThan(0);
    for (const { name, dates } of released) {
      expect(name).toMatch(RELEASE_TAG);
      expect(dates.split(' to ').at(-1), `${name} is named after the last day of ${dates}`).toBe(name.slice(1).replace(/\./g, '-'));
    }
    const names = released.map(({ name }) => name);
    expect(names).toEqual([...names].sort().reverse());
  });

  it.skipIf(noTags !== null)(`each have an annotated tag on the last commit of their day${noTags ? ` (skipped: ${noTags})` : ''}`, () => {
    const released = headings.slice(1).map(({ name }) => name);
    expect([...tags].sort()).toEqual([...released].sort());
    for (const tag of tags) {
      expect(git(['cat-file', '-t', tag]), `${tag} is annotated`).toBe('tag');
      const day = tag.slice(1).replace(/\./g, '-');
      const commit = git(['rev-parse', `${tag}^{commit}`]);
      // The last commit on the tag's day (UTC), along the first-parent line the tag was cut on.
      const lastOfDay = git(['log', '-1', '--first-parent', '--format=%H', `--until=${day}T23:59:59Z`, commit]);
      const committed = new Date(git(['show', '-s', '--format=%cI', commit])).toISOString().slice(0, 10);
      expect(committed, `${tag}'s commit is of its day (UTC)`).toBe(day);
      expect(lastOfDay, `${tag} is on the last commit of ${day}`).toBe(commit);
    }
  });

  it.skipIf(noTags !== null)('give the previous-release test the newest one before this commit', () => {
    const release = previousRelease({});
    if ('missing' in release) throw new Error(release.missing);
    const head = git(['rev-parse', 'HEAD']);
    const before = tags
      .filter((tag) => spawnSync('git', ['merge-base', '--is-ancestor', tag, 'HEAD'], { cwd: ROOT }).status === 0)
      .filter((tag) => git(['rev-parse', `${tag}^{commit}`]) !== head)
      .sort()
      .at(-1);
    expect(release.name).toBe(before);
    expect(previousRelease({ PREVIOUS_RELEASE: 'v2026.11.24' })).toEqual({
      name: 'v2026.11.24',
      commit: git(['rev-parse', 'v2026.11.24^{commit}']),
    });
    expect(previousRelease({ PREVIOUS_RELEASE: 'no-such-release' })).toHaveProperty('missing');
  });
});
