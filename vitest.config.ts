import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Four projects: pure rules (unit), screens in jsdom (component), the backend's tools (tools), Pact consumer tests
// (contract).
// The contract project's workers write their pacts apart, merged when it ends (tests/contract/global-setup.ts).
export default defineConfig({
  plugins: [react()],
  // The tests run the app as the demo does (src/env.ts MOCKS_ON).
  define: { 'import.meta.env.MOCKS_ON': 'true' },
  test: {
    // Vitest's default leaves one core free: on a 2-core machine that is one worker. The suites run alone (see
    // scripts/test.mjs), so use every core.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // Some take whole documents or every provider state (the OpenAPI file validated, each state set up and
          // torn down): seconds of work that a loaded machine stretches past vitest's 5 s default.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          // A story across screens takes 5 s here, and four times that on a loaded CI machine (decision 0023).
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // The files of a worker share its loaded modules (each still gets its own jsdom and setup): the app, the
          // mock and the libraries are loaded once per worker instead of once per file, which halves this project's
          // time. The setup puts back, after every test, all that a test may change (data, session, storage, lookups).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The tools a backend team runs (verify:provider, the broker workflow, the API reference): they start
          // servers and CLIs, so they run after the component tests, whose timing a loaded machine upsets.
          name: 'tools',
          include: ['tests/tools/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          // Each worker takes files in turn, its modules (Pact, the schemas, the API client) loaded once: a third of
          // the time of a fresh worker per file. Vitest runs this project in a group of its own, after the others.
          isolate: false,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 30_000,
          globalSetup: ['tests/contract/global-setup.ts'],
        },
      },
    ],
  },
});
