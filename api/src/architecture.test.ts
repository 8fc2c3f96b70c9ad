/**
 * The API's feature folders and the rules between them (docs/ARCHITECTURE.md, "The API's folders"):
 * a feature is used only through its public face (its index.ts), never reaches up into the composition
 * root, and no two features need each other, directly or round a longer loop. Every import is resolved to
 * the file it names (scripts/lib/api-boundaries.ts, which the lint rule shares); this test reads all of
 * api/src, so it also sees the loops (scripts/lib/folder-loops.ts), which no single import shows. The
 * probes at the end write each way around the rules into a package of their own and check that it is
 * refused.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { apiBoundariesRule, readApi } from '../../scripts/lib/api-boundaries.ts';
import { describeLoops } from '../../scripts/lib/folder-loops.ts';

const API = dirname(dirname(fileURLToPath(import.meta.url)));

describe("the API's feature folders", () => {
  const { imports, refused } = readApi(API);

  it('reads the imports of api/src', () => {
    // A guard on the reader itself: were it to find nothing, every rule below would pass.
    expect(imports.length).toBeGreaterThan(20);
  });

  it('resolves every import to a file, and uses another folder only through its public face, never upward', () => {
    expect(refused).toEqual([]);
  });

  it('has no loop between folders: no two features need each other, directly or round a longer loop', () => {
    expect(describeLoops(imports)).toEqual([]);
  });
});

/**
 * Each way around the rules, written into a package shaped like the API's (its own package.json named
 * @tablecraft/api, features games and rooms, common, the composition root) in a temporary folder, so the
 * real scan never sees them. Each must be refused by this test's reader and by the lint rule.
 */
describe('the ways around the folder rules', () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-boundaries-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write('package.json', JSON.stringify({ name: '@tablecraft/api', type: 'module', exports: { '.': './src/index.ts' } }));
  write('src/index.ts', "export * from './server.ts';\n");
  write('src/server.ts', "export { startRoom } from './rooms/index.ts';\n");
  write('src/common/ids.ts', 'export const isId = (value: string) => value.length > 0;\n');
  write('src/games/index.ts', "export { insertGame } from './store.ts';\n");
  write('src/games/store.ts', 'export const insertGame = () => 1;\n');
  write('src/rooms/index.ts', 'export const startRoom = () => 1;\n');

  const probes: Record<string, { file: string; text: string }> = {
    'a relative path that goes back down into its own folder first': {
      file: 'src/rooms/probe.ts',
      text: "import { insertGame } from './../games/store.ts';\nexport const probe = insertGame;\n",
    },
    'the package imported by its own name (the composition root)': {
      file: 'src/rooms/probe.ts',
      text: "import { startRoom } from '@tablecraft/api';\nexport const probe = startRoom;\n",
    },
    'a subpath of the package its exports do not name': {
      file: 'src/rooms/probe.ts',
      text: "import { insertGame } from '@tablecraft/api/src/games/store.ts';\nexport const probe = insertGame;\n",
    },
    'a dynamic import through a template string': {
      file: 'src/rooms/probe.ts',
      text: "const name = 'store';\nexport const probe = () => import(`../games/${name}.ts`);\n",
    },
    'a dynamic import through a template string with nothing in it': {
      file: 'src/rooms/probe.ts',
      text: 'export const probe = () => import(`../games/store.ts`);\n',
    },
    'a dynamic import of a variable': {
      file: 'src/rooms/probe.ts',
      text: "const path = '../games/store.ts';\nexport const probe = () => import(path);\n",
    },
    'a type import of a store': {
      file: 'src/rooms/probe.ts',
      text: "export type Probe = typeof import('../games/store.ts');\n",
    },
    'a re-export of a store': {
      file: 'src/rooms/probe.ts',
      text: "export * from '../games/store.ts';\n",
    },
    'a store written as .js': {
      file: 'src/rooms/probe.ts',
      text: "export { insertGame } from '../games/store.js';\n",
    },
    "a worker's entry in another folder": {
      file: 'src/rooms/probe.ts',
      text: "export const probe = new URL('../games/store.ts', import.meta.url);\n",
    },
    'an upward import of the composition root': {
      file: 'src/rooms/probe.ts',
      text: "import { startRoom } from '../server.ts';\nexport const probe = startRoom;\n",
    },
    'common importing a feature': {
      file: 'src/common/probe.ts',
      text: "import { startRoom } from '../rooms/index.ts';\nexport const probe = startRoom;\n",
    },
  };

  const linter = new Linter({ cwd: dir });
  const lint = (file: string, text: string) =>
    linter.verify(
      text,
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { tablecraft: { rules: { 'api-boundaries': apiBoundariesRule } } },
        rules: { 'tablecraft/api-boundaries': ['error', { apiDir: dir }] },
      },
      { filename: join(dir, file) },
    );

  it('accepts the package as written, so each refusal below is the probe', () => {
    expect(readApi(dir).refused).toEqual([]);
    expect(lint('src/games/index.ts', "export { insertGame } from './store.ts';\n")).toEqual([]);
    expect(lint('src/server.ts', "export { startRoom } from './rooms/index.ts';\n")).toEqual([]);
  });

  for (const [name, { file, text }] of Object.entries(probes)) {
    it(`refuses ${name}`, () => {
      write(file, text);
      try {
        expect(readApi(dir).refused).toHaveLength(1);
        expect(lint(file, text).map(({ ruleId }) => ruleId)).toEqual(['tablecraft/api-boundaries']);
      } finally {
        rmSync(join(dir, file));
      }
    });
  }

  it('finds a loop between two features that each use the other through its face', () => {
    write('src/games/loop.ts', "import { startRoom } from '../rooms/index.ts';\nexport const loop = startRoom;\n");
    write('src/rooms/loop.ts', "import { insertGame } from '../games/index.ts';\nexport const loop = insertGame;\n");
    try {
      const { imports, refused } = readApi(dir);
      expect(refused).toEqual([]);
      expect(describeLoops(imports)).toEqual(['games → rooms → games (in a loop of games, rooms)']);
    } finally {
      rmSync(join(dir, 'src/games/loop.ts'));
      rmSync(join(dir, 'src/rooms/loop.ts'));
    }
  });
});
