// Lint for the whole tree: `npm run lint` (run by `npm test`). TypeScript's own checks (strict, run by
// `npm run typecheck`) catch types; these rules catch what compiles but is wrong or misleading.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
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
    // The API's folders are used only through their public faces (docs/ARCHITECTURE.md, "The API's folders"):
    // another folder's index.ts, never its store or other modules. api/src/architecture.test.ts checks the
    // same, and that no two folders need each other.
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(\\.\\./)*[a-z-]+/(?!index\\.ts$).+',
              message: "Import another folder of the API through its public face, '../<folder>/index.ts'.",
            },
          ],
        },
      ],
    },
  },
  {
    // A file one folder deeper (graphql/resolvers/) leaves its top folder only by one more '../'.
    files: ['api/src/*/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(\\.\\./)*[a-z-]+/(?!index\\.ts$).+',
              message: "Import another folder of the API through its public face, '../../<folder>/index.ts'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks themselves. The plugin's React Compiler rules (refs read in render, and the like)
    // judge code for a compiler this project does not use.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
