// The Node versions the root package.json's `engines` promises (the images' Node 24 and the Node 20 the
// development machines and CI test on, docs/DEPENDENCIES.md) must be ones every runtime dependency
// accepts: a dependency that declares a newer Node may use what Node 20 lacks, and the promise would be
// false. Read from package-lock.json, which records each installed package's own `engines`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; dev?: boolean; link?: boolean; os?: string[]; engines?: { node?: string } }>;
};

/** The lowest version of each Node line a range admits: `>=24 || ^20.19.0` gives 24.0.0 and 20.19.0. */
function lowestOfEachLine(range: string): string[] {
  return new semver.Range(range).set.map((comparators) => semver.minVersion(new semver.Range(comparators.map(String).join(' ')))!.version);
}

describe('Node versions', () => {
  const promised = lowestOfEachLine(manifest.engines.node);

  it('are the two lines the engines field names', () => {
    expect(promised.map((version) => semver.major(version)).sort()).toEqual([20, 24]);
  });

  it('are accepted by every runtime dependency that would be installed on Linux', () => {
    const refusals: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      // Development tools never reach an image; platform builds for other systems are never installed on Linux.
      if (!path || entry.dev || entry.link || !entry.engines?.node) continue;
      if (entry.os && !entry.os.includes('linux')) continue;
      for (const node of promised)
        if (!semver.satisfies(node, entry.engines.node))
          refusals.push(`${path}@${entry.version} wants node ${entry.engines.node}, not ${node}`);
    }
    expect(refusals, 'pin a version that supports them (docs/DEPENDENCIES.md, "What stays behind"), or raise engines honestly').toEqual([]);
  });

  it('reads each line of a range', () => {
    expect(lowestOfEachLine('>=24 || ^20.19.0').sort()).toEqual(['20.19.0', '24.0.0']);
    expect(lowestOfEachLine('>=22.15.0')).toEqual(['22.15.0']);
  });
});
