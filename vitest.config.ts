import { defineConfig } from 'vitest/config';

// One config, several projects: each depth of test runs with the environment it needs.
// `npm test` (scripts/test.ts) prepares Postgres, Redis and Chromium before vitest starts.
export default defineConfig({
  test: {
    // Two test files at once. Most files wait on real processes, Postgres, Redis and Chromium rather than
    // compute, so on two cores two at a time took the suite from 13 to 9.4 minutes (docs/TESTING.md);
    // waits that depend on a busy machine (an upload's processing) are sized for it.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'core',
          // And the pure helpers of the repository's scripts, and the services' pure modules tested beside
          // them (the API's policies): fast, and run by `npm run test:unit`.
          include: ['core/src/**/*.test.ts', 'scripts/**/*.test.ts', 'api/src/**/*.test.ts'],
          environment: 'node',
          // Property tests with a fixed seed (FC_SEED=random for fresh ones: docs/TESTING.md).
          setupFiles: ['testing/fast-check-seed.ts'],
          // The property tests and the 100,000-shuffle checks take a second or two alone, and several times that
          // while `npm test` runs every project side by side on two cores: vitest's 5 s default failed them on
          // load alone. Speed lives in benchmarks; a test that hangs still fails.
          testTimeout: 30_000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}', 'web/server/**/*.test.ts', 'web/build/**/*.test.ts'],
          // Those start the real API, with the integration project's database.
          exclude: ['web/server/**/*.integration.test.ts'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost:3000' } },
          // One happy-dom window per worker rather than per file: building it for each of 120 files was most of
          // the project's time. web/src/test-setup.ts puts the window back after every test.
          isolate: false,
          setupFiles: ['web/src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: [
            'migrations/test/**/*.test.ts',
            'platform/test/**/*.test.ts',
            'api/test/**/*.test.ts',
            'worker/test/**/*.test.ts',
            'socket/test/**/*.test.ts',
            'web/server/**/*.integration.test.ts',
          ],
          environment: 'node',
          globalSetup: ['testing/global-setup.ts'],
          setupFiles: ['testing/fast-check-seed.ts'],
          // A test may wait up to a minute for an upload's processing (ASSET_READY_TIMEOUT_MS) when the
          // machine is busy with another file; one that hangs still fails.
          testTimeout: 90_000,
          hookTimeout: 60_000,
          // Polls wait for something to arrive (a published op, a finished job); on a loaded CI machine a
          // process can be starved for over a second, so the wait is generous. Speed lives in benchmarks.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: 'deploy',
          include: ['charts/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['testing/global-setup.ts', 'e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 10_000 } },
          // One browser file at a time, after the other projects' files (vitest's group for files without
          // parallelism). Two at a time was tried and showed no shorter run on two cores: vitest gave both
          // workers to browser files first, and two Chromiums with the product made each file slower
          // (docs/TESTING.md).
          fileParallelism: false,
        },
      },
    ],
  },
});
