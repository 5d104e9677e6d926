import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: pure rules (unit), screens in jsdom (component), Pact consumer tests (contract).
// The contract project runs one file at a time: parallel workers writing one pact file lose interactions.
export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default leaves one core free: on a 2-core machine that is one worker. The suites run alone (see
    // scripts/test.mjs), so use every core.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          // The files of a worker share its loaded modules (each still gets its own jsdom and setup): the app, the
          // mock and the libraries are loaded once per worker instead of once per file, which halves this project's
          // time. The setup puts back, after every test, all that a test may change (data, session, storage, lookups).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          // Pact 16.5's mock server now and then reports a request it did answer as "expected but not received" when
          // the machine is busy (seen under load on 2 cores; a failed test writes no pact, so the pact files lose an
          // interaction). A known race of that release: the upgrade to pact 17 (issue 10) is the fix; until then a
          // contract test gets two more tries. The run's output marks a test that needed one ("retry x1"); the
          // summary of scripts/test.mjs counts it as passed.
          retry: 2,
          testTimeout: 30_000,
          hookTimeout: 30_000,
          globalSetup: ['tests/contract/global-setup.ts'],
        },
      },
    ],
  },
});
