import { defineConfig } from 'vitest/config';

// The provider verification, one test per interaction (tests/stryker), which `npm run contracts:stryker` runs under
// StrykerJS: one worker process holds the mock and pact's verifier; the tests run in turn, each on its own states.
export default defineConfig({
  test: {
    include: ['tests/stryker/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
