// StrykerJS over the mock's rule code (`npm run contracts:stryker`, decision 0031): each mutant is judged by the
// provider verification of the interactions that ran its code (per-test coverage), in a warm process: our own test
// runner (tests/stryker/pact-runner.mjs), since vitest's starts a worker and loads the mock again for every mutant.
export default {
  testRunner: 'pact-verifier',
  plugins: ['./tests/stryker/pact-runner.mjs'],
  coverageAnalysis: 'perTest',
  // A mutant in code that runs when a module loads (a table, a constant) is not tied to a test: it would need every
  // route's verification for each one. They are left out and counted apart in the report.
  ignoreStatic: true,
  mutate: [
    'mocks/handlers/**/*.ts',
    '!mocks/handlers/index.ts',
    'mocks/queries/**/*.ts',
    'mocks/company-access.ts',
    'mocks/company-people.ts',
    'mocks/companies.ts',
    'mocks/users.ts',
    'mocks/boosts.ts',
    // Not mocks/job-history.ts nor mocks/hiring-mail.ts: their only effects are the demo's mailbox and a history no
    // call answers, so no pact can observe them (the contract has no call that reads either).
    'mocks/matching.ts',
    'mocks/lookups.ts',
    'mocks/accounts.ts',
    'mocks/uploads.ts',
    'mocks/tokens.ts',
  ],
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ['html', 'json', 'progress', 'clear-text'],
  htmlReporter: { fileName: 'reports/stryker/index.html' },
  jsonReporter: { fileName: 'reports/stryker/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
