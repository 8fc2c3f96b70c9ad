// Bundles one service's TypeScript entry into dist/main.js for its container image.
// Workspace packages (@tablecraft/*) are inlined so the image needs no TypeScript at run time;
// every npm dependency stays external and is installed with `npm ci --omit=dev` in the final stage,
// unless --self-contained inlines them too (the web's static server: its image then has no node_modules).
// The target is the Node major of the images' base image (charts/test/base-image.ts).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const selfContained = process.argv.includes('--self-contained');
const [workspace, entry = 'src/main.ts', out = 'dist/main.js'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!workspace) {
  console.error('usage: node scripts/build-service.mjs <workspace> [entry] [outfile] [--self-contained]');
  process.exit(2);
}
const collect = (dir, seen = new Set()) => {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const name of Object.keys(pkg.dependencies ?? {})) {
    if (name.startsWith('@tablecraft/')) collect(name.replace('@tablecraft/', ''), seen);
    else seen.add(name);
  }
  return seen;
};
const external = selfContained ? [] : [...collect(workspace)];
await build({
  entryPoints: [join(workspace, entry)],
  outfile: join(workspace, out),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
console.log(`built ${join(workspace, out)} (${external.length} external packages)`);
