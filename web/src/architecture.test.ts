/**
 * The web's folders and the rules between them (docs/ARCHITECTURE.md, "The web's folders"): a feature is
 * used from outside only through its face (its index.ts), a shared folder uses no feature, nothing but the
 * root uses the root, and no two folders need each other, directly or round a longer loop. Every import is
 * resolved to the file it names (scripts/lib/web-boundaries.ts, which the lint rule shares); this test reads
 * all of web/src, so it also sees the loops (scripts/lib/folder-loops.ts), which no single import shows.
 * The probes at the end write each way around the rules into a package of their own and check that it is
 * refused.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { readWeb, webBoundariesRule } from '../../scripts/lib/web-boundaries.ts';
import { describeLoops } from '../../scripts/lib/folder-loops.ts';

const WEB = dirname(dirname(fileURLToPath(import.meta.url)));

describe("the web's folders", () => {
  const { imports, refused } = readWeb(WEB);

  it('reads the imports of web/src', () => {
    // A guard on the reader itself: were it to find nothing, every rule below would pass.
    expect(imports.length).toBeGreaterThan(100);
  });

  it('resolves every import to a file, uses a feature only through its face, and never reaches up', () => {
    expect(refused).toEqual([]);
  });

  it('has no loop between folders: no two need each other, directly or round a longer loop', () => {
    expect(describeLoops(imports)).toEqual([]);
  });
});

/**
 * Each way around the rules, written into a package shaped like the web's (its own package.json, features
 * games and play, the shared folder shell, the root's main.tsx) in a temporary folder, so the real scan
 * never sees them. Each must be refused by this test's reader and by the lint rule.
 */
describe('the ways around the folder rules', () => {
  const dir = mkdtempSync(join(tmpdir(), 'web-boundaries-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write('package.json', JSON.stringify({ name: '@tablecraft/web', type: 'module' }));
  // The root reaches a feature's page only with import(), as its route's lazy loader; the rest through faces.
  write(
    'src/main.tsx',
    "import { gamePath } from './games/index.ts';\nimport './shell/base.css';\nexport const start = () => import('./games/GamePage.tsx');\nexport const home = gamePath;\n",
  );
  write('src/shell/base.css', 'body { margin: 0; }\n');
  write('src/shell/button.tsx', 'export const Button = () => null;\n');
  write('src/shell/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  write('src/games/index.ts', "export { gamePath } from './paths.ts';\n");
  write('src/games/paths.ts', 'export const gamePath = (name: string) => `/${name}`;\n');
  write(
    'src/games/GamePage.tsx',
    "import { Button } from '../shell/button.tsx';\nimport logo from '../shell/logo.svg?url';\nexport const GamePage = () => [Button, logo];\n",
  );
  write('src/play/index.ts', "export { PlayTable } from './PlayTable.tsx';\n");
  write('src/play/PlayTable.tsx', "import { gamePath } from '../games/index.ts';\nexport const PlayTable = () => gamePath('chess');\n");

  const probes: Record<string, { file: string; text: string }> = {
    "a deep import into another feature's inner file": {
      file: 'src/play/probe.ts',
      text: "import { gamePath } from '../games/paths.ts';\nexport const probe = gamePath;\n",
    },
    'a relative path that goes back down into its own folder first': {
      file: 'src/play/probe.ts',
      text: "import { gamePath } from './../games/paths.ts';\nexport const probe = gamePath;\n",
    },
    "a dynamic import of another feature's page": {
      file: 'src/play/probe.ts',
      text: "export const probe = () => import('../games/GamePage.tsx');\n",
    },
    "the root's static import of a feature's page, past its face": {
      file: 'src/probe.ts',
      text: "import { GamePage } from './games/GamePage.tsx';\nexport const probe = GamePage;\n",
    },
    "the root's dynamic import of a feature's file that is no page": {
      file: 'src/probe.ts',
      text: "export const probe = () => import('./games/paths.ts');\n",
    },
    "the root's type import of a feature's page": {
      file: 'src/probe.ts',
      text: "export type Probe = typeof import('./games/GamePage.tsx');\n",
    },
    'a dynamic import through a template string': {
      file: 'src/play/probe.ts',
      text: "const name = 'GamePage';\nexport const probe = () => import(`../games/${name}.tsx`);\n",
    },
    'a dynamic import of a variable': {
      file: 'src/play/probe.ts',
      text: "const path = '../games/index.ts';\nexport const probe = () => import(path);\n",
    },
    'a type import of an inner file': {
      file: 'src/play/probe.ts',
      text: "export type Probe = typeof import('../games/paths.ts');\n",
    },
    'a re-export of an inner file': {
      file: 'src/play/probe.ts',
      text: "export * from '../games/paths.ts';\n",
    },
    'an inner file written as .js': {
      file: 'src/play/probe.ts',
      text: "export { gamePath } from '../games/paths.js';\n",
    },
    "an inner file with Vite's query suffix": {
      file: 'src/play/probe.ts',
      text: "import paths from '../games/paths.ts?raw';\nexport const probe = paths;\n",
    },
    "an inner file named from Vite's root": {
      file: 'src/play/probe.ts',
      text: "export { gamePath } from '/src/games/paths.ts';\n",
    },
    "a worker's entry in another feature": {
      file: 'src/play/probe.ts',
      text: "export const probe = new URL('../games/paths.ts', import.meta.url);\n",
    },
    "another feature's stylesheet": {
      file: 'src/play/probe.ts',
      text: "import '../games/games.css';\nexport const probe = 1;\n",
    },
    'the web by its own package name': {
      file: 'src/play/probe.ts',
      text: "import { gamePath } from '@tablecraft/web/src/games/index.ts';\nexport const probe = gamePath;\n",
    },
    'a file that does not exist': {
      file: 'src/play/probe.ts',
      text: "import { gone } from '../shell/gone.ts';\nexport const probe = gone;\n",
    },
    "a feature's own face, from inside it": {
      file: 'src/games/probe.ts',
      text: "import { gamePath } from './index.ts';\nexport const probe = gamePath;\n",
    },
    'a shared folder importing a feature, even through its face': {
      file: 'src/shell/probe.ts',
      text: "import { gamePath } from '../games/index.ts';\nexport const probe = gamePath;\n",
    },
    'a feature importing the root': {
      file: 'src/play/probe.ts',
      text: "import { start } from '../main.tsx';\nexport const probe = start;\n",
    },
    'a folder no list names': {
      file: 'src/lobby/probe.ts',
      text: "import { Button } from '../shell/button.tsx';\nexport const probe = Button;\n",
    },
    'a folder no list names, even with no import of the web': {
      file: 'src/lobby/probe.ts',
      text: "import { useState } from 'react';\nexport const probe = useState;\n",
    },
  };
  // The stylesheet the probe names exists, so it is refused for where it is, not for being missing.
  write('src/games/games.css', '.game { margin: 0; }\n');

  const linter = new Linter({ cwd: dir });
  const lint = (file: string, text: string) =>
    linter.verify(
      text,
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        plugins: { tablecraft: { rules: { 'web-boundaries': webBoundariesRule } } },
        rules: { 'tablecraft/web-boundaries': ['error', { webDir: dir }] },
      },
      { filename: join(dir, file) },
    );

  it('accepts the package as written, so each refusal below is the probe', () => {
    expect(readWeb(dir).refused).toEqual([]);
    expect(lint('src/play/PlayTable.tsx', "import { gamePath } from '../games/index.ts';\nexport const P = gamePath;\n")).toEqual([]);
    expect(lint('src/main.tsx', "import 'react';\nexport const s = () => import('./games/GamePage.tsx');\n")).toEqual([]);
  });

  for (const [name, { file, text }] of Object.entries(probes)) {
    it(`refuses ${name}`, () => {
      write(file, text);
      try {
        expect(readWeb(dir).refused).toHaveLength(1);
        expect(lint(file, text).map(({ ruleId }) => ruleId)).toEqual(['tablecraft/web-boundaries']);
      } finally {
        rmSync(join(dir, file));
      }
    });
  }

  it('finds a loop between two features that each use the other through its face', () => {
    write('src/games/loop.ts', "import { PlayTable } from '../play/index.ts';\nexport const loop = PlayTable;\n");
    try {
      const { imports, refused } = readWeb(dir);
      expect(refused).toEqual([]);
      expect(describeLoops(imports)).toEqual(['games → play → games (in a loop of games, play)']);
    } finally {
      rmSync(join(dir, 'src/games/loop.ts'));
    }
  });

  it('finds the loop a shared folder makes when it uses a feature that uses it', () => {
    write('src/shell/loop.ts', "import { gamePath } from '../games/index.ts';\nexport const loop = gamePath;\n");
    try {
      const { imports, refused } = readWeb(dir);
      expect(refused).toHaveLength(1);
      expect(describeLoops(imports)).toEqual(['games → shell → games (in a loop of games, shell)']);
    } finally {
      rmSync(join(dir, 'src/shell/loop.ts'));
    }
  });
});
