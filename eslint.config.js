// Lint for the whole tree: `npm run lint` (run by `npm test`). TypeScript's own checks (strict, run by
// `npm run typecheck`) catch types; these rules catch what compiles but is wrong or misleading.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

// The API's and the web's folder rules are TypeScript, shared with their architecture tests
// (api/src/architecture.test.ts, web/src/architecture.test.ts); tsx loads them here.
const { apiBoundariesRule } = await tsImport('./scripts/lib/api-boundaries.ts', import.meta.url);
const { webBoundariesRule } = await tsImport('./scripts/lib/web-boundaries.ts', import.meta.url);
// One plugin for both: ESLint refuses two different plugins under one name.
const tablecraft = { rules: { 'api-boundaries': apiBoundariesRule, 'web-boundaries': webBoundariesRule } };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'bench/results/**',
      '.scratch/**',
      // The image build check's cache (npm of the base image, unpacked): another project's code.
      '.cache/**',
      'web/public/**',
      '**/*.d.ts',
      // Written by `npm run graphql:codegen`; its freshness is tested instead.
      '**/graphql/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      // Typed linting, for the promise rules below: each file is checked against the tsconfig.json nearest it
      // (the root one, or web's). The few files no tsconfig includes get TypeScript's default program.
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // A promise nobody awaits loses its rejection. Await it, or, where nothing needs to wait, mark it with
      // `void` and a comment saying why and where its errors go (a `.catch` that logs, or a function that
      // catches its own): no rejection may go unhandled (docs/TESTING.md).
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // React Router's navigate() answers a promise under a data router (ours), settled when the navigation
          // is done; a failing loader or render goes to the route's error element, never to that promise.
          allowForKnownSafeCalls: [{ from: 'package', name: 'navigate', package: 'react-router' }],
        },
      ],
      // JSX event handlers included (checksVoidReturn in full): React drops what a handler returns, so an async
      // one is started inside a plain handler with `void`, where its failure is seen to be handled.
      '@typescript-eslint/no-misused-promises': 'error',
      // Unused names are TypeScript's (noUnusedLocals); a leading underscore marks one kept on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // A `let` read by a closure before its one assignment (a connection, a shutdown hook) stays a `let`.
      'prefer-const': ['error', { destructuring: 'all', ignoreReadBeforeAssign: true }],
    },
  },
  {
    // The API's folders are used only through their public faces and never upward (docs/ARCHITECTURE.md,
    // "The API's folders"): every import, re-export, type import, dynamic import and worker entry is resolved
    // to the file it names (relative, or through the package's own name) and judged by its folder; one that
    // cannot be resolved statically is refused. api/src/architecture.test.ts judges with the same module, and
    // also finds loops, which no single import shows.
    files: ['api/src/**/*.ts'],
    plugins: { tablecraft },
    rules: { 'tablecraft/api-boundaries': ['error', { apiDir: join(import.meta.dirname, 'api') }] },
  },
  {
    // The web's features are used only through their faces, shared folders use no feature, and nothing but
    // the root uses the root (docs/ARCHITECTURE.md, "The web's folders"): every import, re-export, type
    // import, dynamic import and worker entry is resolved as Vite resolves it (query suffixes such as ?url,
    // stylesheets and assets included) and judged by its folder; one that cannot be resolved statically is
    // refused. web/src/architecture.test.ts judges with the same module, and also finds loops.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { tablecraft },
    rules: { 'tablecraft/web-boundaries': ['error', { webDir: join(import.meta.dirname, 'web') }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks themselves. The plugin's React Compiler rules (refs read in render, and the like)
    // judge code for a compiler this project does not use.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
