import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** One entry of Vite's `.vite/manifest.json`, as much of it as the budget reads. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  /** Chunks this one imports statically: the browser loads them before this one runs. */
  imports?: string[];
  /** Chunks this one may load later with import(): not part of what it needs to run. */
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The modules a room needs before the table can be used: the app's entry (index.html), the room route's page
 * and the room itself (PlayPage loads it, and early-room.ts asks for it as the page opens). What they import
 * with import() loads later, once the friend is seated (the editor never).
 */
export const ROOM_MODULES = ['index.html', 'src/play/PlayPage.tsx', 'src/play/PlayRoom.tsx'];

/**
 * The room's JavaScript budget, compressed as the server sends it (brotli). The goal is 250 kB: on a slow 4G
 * phone (1.6 Mbps) that takes 1.25 s to arrive, which leaves the rest of a 3 s first seat for parsing, the
 * room's data and sitting. Until the room gets there, the budget is what it weighs now (317–321 kB) with a
 * little room for what is being built, so it cannot grow unseen.
 */
export const ROOM_BUDGET_BYTES = 330_000;

/** The chunks that load before the given modules run: each of them and everything they import statically, in load order. */
export function staticClosure(manifest: Manifest, modules: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no ${key}: was it renamed or moved?`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/** A file's size as brotli: the build's `.br` copy when it wrote one (what is served), else compressed here alike. */
export function brotliSize(distDir: string, file: string): number {
  const copy = join(distDir, `${file}.br`);
  if (existsSync(copy)) return readFileSync(copy).length;
  const bytes = readFileSync(join(distDir, file));
  const compressed = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
  return Math.min(bytes.length, compressed.length);
}

/**
 * What a player never loads before sitting, whatever the budget: it belongs to authoring or to pages of
 * their own. Matched against the sources each chunk's source map names.
 */
export const NEVER_BEFORE_SITTING: Array<{ name: string; source: RegExp }> = [
  { name: 'the editor', source: /(^|\/)src\/editor\// },
  { name: 'the script editor (CodeMirror)', source: /\/node_modules\/(@codemirror|codemirror|@lezer)\// },
  {
    name: 'Markdown',
    source: /\/node_modules\/(react-markdown|micromark[^/]*|mdast-util-[^/]*|remark-[^/]*)\/|(^|\/)src\/shell\/markdown\.tsx$/,
  },
];

/** The sources a built chunk was made from, from its source map (empty when the build wrote none). */
export function chunkSources(distDir: string, file: string): string[] {
  const map = join(distDir, `${file}.map`);
  if (!existsSync(map)) return [];
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] }).sources ?? [];
}

export interface BudgetReport {
  chunks: Array<{ file: string; bytes: number; brotliBytes: number }>;
  bytes: number;
  brotliBytes: number;
  budgetBytes: number;
  /** What the room loads that a player never should before sitting (NEVER_BEFORE_SITTING), by chunk. */
  forbidden: Array<{ file: string; name: string; source: string }>;
  withinBudget: boolean;
}

/** The room's initial JavaScript in a built directory (`vite build` with `build.manifest`), against the budget. */
export function roomBudgetReport(distDir: string, budgetBytes = ROOM_BUDGET_BYTES, modules = ROOM_MODULES): BudgetReport {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with build.manifest on (web/vite.config.ts)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const chunks = staticClosure(manifest, modules).map((file) => ({
    file,
    bytes: readFileSync(join(distDir, file)).length,
    brotliBytes: brotliSize(distDir, file),
  }));
  const brotliBytes = chunks.reduce((sum, chunk) => sum + chunk.brotliBytes, 0);
  const forbidden = chunks.flatMap(({ file }) => {
    const sources = chunkSources(distDir, file);
    return NEVER_BEFORE_SITTING.flatMap(({ name, source: pattern }) => {
      const source = sources.find((candidate) => pattern.test(candidate));
      return source ? [{ file, name, source }] : [];
    });
  });
  return {
    chunks,
    bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
    brotliBytes,
    budgetBytes,
    forbidden,
    withinBudget: brotliBytes <= budgetBytes && forbidden.length === 0,
  };
}

/** The report as lines to print: largest chunk first, then the total against the budget. */
export function formatBudgetReport(report: BudgetReport): string[] {
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const rows = [...report.chunks]
    .sort((a, b) => b.brotliBytes - a.brotliBytes)
    .map((chunk) => `  ${kB(chunk.brotliBytes).padStart(9)}  ${kB(chunk.bytes).padStart(9)} raw  ${chunk.file}`);
  const verdict = report.brotliBytes <= report.budgetBytes ? 'within' : 'OVER';
  return [
    `The room's JavaScript before the table can be used (brotli, as served): ${kB(report.brotliBytes)} of ${kB(report.budgetBytes)}, ${verdict} budget`,
    ...rows,
    ...report.forbidden.map(({ file, name, source }) => `  ${file} brings ${name} (${source}), which a player never loads before sitting`),
  ];
}
