// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { ROOM_BUDGET_BYTES, roomBudgetReport, staticClosure, type Manifest } from './room-budget.ts';

// A build as Vite writes it: the entry imports React statically and the room and the editor with import();
// the room imports Konva statically and its guides with import().
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-1.js'],
    dynamicImports: ['src/play/PlayPage.tsx', 'src/editor/EditorRoutes.tsx'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/play/PlayPage.tsx': { file: 'assets/PlayPage-1.js', imports: ['_react-1.js'], dynamicImports: ['src/play/PlayRoom.tsx'] },
  'src/play/PlayRoom.tsx': {
    file: 'assets/PlayRoom-1.js',
    imports: ['_konva-1.js', '_react-1.js'],
    dynamicImports: ['src/play/GuidesPanel.tsx'],
  },
  '_konva-1.js': { file: 'assets/konva-1.js' },
  'src/play/GuidesPanel.tsx': { file: 'assets/GuidesPanel-1.js', imports: ['_markdown-1.js'] },
  '_markdown-1.js': { file: 'assets/markdown-1.js' },
  'src/editor/EditorRoutes.tsx': { file: 'assets/EditorRoutes-1.js', imports: ['_react-1.js'] },
};

describe("the room's script budget", () => {
  let dist: string | undefined;
  afterEach(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
    dist = undefined;
  });

  /** A built directory with the manifest above; each chunk's brotli copy has the size given (random bytes: what is measured is the copy). */
  const build = (brotliBytes: Record<string, number>, sources: Record<string, string[]> = {}) => {
    dist = mkdtempSync(join(tmpdir(), 'tablecraft-room-budget-'));
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    for (const { file } of Object.values(MANIFEST)) {
      writeFileSync(join(dist, file), 'export {};\n'.repeat(50));
      writeFileSync(join(dist, `${file}.br`), randomBytes(brotliBytes[file] ?? 100));
      writeFileSync(
        join(dist, `${file}.map`),
        JSON.stringify({ version: 3, sources: sources[file] ?? ['../../src/main.tsx'], mappings: '' }),
      );
    }
    return dist;
  };

  it("follows the entry's and the room's static imports, never what they load later", () => {
    expect(staticClosure(MANIFEST, ['index.html', 'src/play/PlayPage.tsx', 'src/play/PlayRoom.tsx']).sort()).toEqual([
      'assets/PlayPage-1.js',
      'assets/PlayRoom-1.js',
      'assets/index-1.js',
      'assets/konva-1.js',
      'assets/react-1.js',
    ]);
  });

  it('counts the brotli copies the server sends, and passes a room within the budget', () => {
    const report = roomBudgetReport(build({ 'assets/react-1.js': 90_000, 'assets/konva-1.js': 80_000, 'assets/markdown-1.js': 200_000 }));
    expect(report.brotliBytes).toBe(90_000 + 80_000 + 3 * 100);
    expect(report.withinBudget).toBe(true);
  });

  it('fails a room that grew past the budget', () => {
    const report = roomBudgetReport(build({ 'assets/react-1.js': 90_000, 'assets/konva-1.js': ROOM_BUDGET_BYTES - 90_000 }));
    expect(report.brotliBytes).toBeGreaterThan(ROOM_BUDGET_BYTES);
    expect(report.withinBudget).toBe(false);
  });

  it('fails a room that loads the editor, the script editor or Markdown before sitting, however small', () => {
    const report = roomBudgetReport(
      build(
        {},
        {
          'assets/PlayRoom-1.js': [
            '../../src/play/PlayRoom.tsx',
            '../../src/editor/scripts/ScriptSourceEditor.tsx',
            '../../../node_modules/@codemirror/view/dist/index.js',
          ],
        },
      ),
    );
    expect(report.forbidden.map(({ name }) => name)).toEqual(['the editor', 'the script editor (CodeMirror)']);
    expect(report.withinBudget).toBe(false);
  });

  // Two processes that load TypeScript through tsx: seconds each on a busy two-core machine.
  it('is what the web build runs: it prints the chunks, and exits 1 past the budget', { timeout: 60_000 }, () => {
    const run = (dir: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'web/build/check-room-budget.ts', dir], { encoding: 'utf8' });
    const within = run(build({ 'assets/react-1.js': 90_000 }));
    expect(within.status).toBe(0);
    expect(within.stdout).toContain('within budget');
    expect(within.stdout).toContain('assets/react-1.js');
    rmSync(dist!, { recursive: true, force: true });
    const over = run(build({ 'assets/konva-1.js': ROOM_BUDGET_BYTES + 1 }));
    expect(over.status).toBe(1);
    expect(over.stdout).toContain('OVER budget');
    expect(over.stderr).toContain('lazy import');
  });

  it('says how to fix a build without its manifest', () => {
    dist = mkdtempSync(join(tmpdir(), 'tablecraft-room-budget-'));
    expect(() => roomBudgetReport(dist!)).toThrow(/build\.manifest/);
  });
});
