import { defineConfig, type ReporterDescription } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium';

/**
 * Browser tests against the demo build (the mock answers in the page; through its service worker where a test reads
 * the page's requests). Both builds are made before Playwright runs (scripts/test.mjs): dist-demo served at /,
 * dist-demo-sub served under /job-board/.
 * Debian's Chromium, its headless shell first (scripts/chromium.ts): page loads are most of this suite.
 */
const headed =
  Boolean(process.env.PWDEBUG) || process.argv.some((arg) => arg === '--headed' || arg === '--ui' || arg === '--debug');
const CI = Boolean(process.env.CI);

const reporter: ReporterDescription[] = [['list']];
if (process.env.PW_JSON_REPORT) reporter.push(['json', { outputFile: process.env.PW_JSON_REPORT }]);

const ROOT_URL = 'http://127.0.0.1:4173';
const SUB_URL = 'http://127.0.0.1:4174/job-board/';
/** Vite's own script, run by node: through npx the servers came up about a second later (npm starts first). */
const VITE = 'node node_modules/vite/bin/vite.js';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // A 2-core machine: two workers at most.
  workers: 2,
  retries: 0,
  forbidOnly: CI,
  timeout: 20_000,
  // A lazily loaded screen (its area's routes, its chunk, its loader) can take more than 5 s to show on a loaded
  // 2-core machine: an assertion waits up to 10 s (a passing one returns as soon as it holds).
  expect: { timeout: 10_000 },
  reporter,
  use: {
    trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The demo answers in the page until its worker is up (decision 0018): most tests never need the worker, whose
    // start (its code, its install, a round trip through it for every later call) cost CPU. The tests that read the
    // page's requests allow it (`test.use`, and fixtures.ts workerAnswers).
    serviceWorkers: 'block',
    // A headed or debugging run needs the full browser: the headless shell has no window.
    launchOptions: chromiumLaunchOptions({ full: headed }),
  },
  projects: [
    // Signs in the shared personas once and stores their state (tests/e2e/auth.setup.ts; fixtures.ts openSignedIn).
    // It runs beside the subpath tests, before the chromium project.
    {
      name: 'setup',
      testMatch: /auth\.setup\.ts$/,
      use: { browserName: 'chromium', baseURL: ROOT_URL, viewport: { width: 1280, height: 800 } },
    },
    // Writes from two tabs at once, in the full browser, as users have it (tests/e2e/shared-data.spec.ts). Declared
    // before `chromium`: its one long test then starts first, beside the others, instead of running alone at the end.
    {
      name: 'chromium-full',
      testMatch: /shared-data\.spec\.ts$/,
      dependencies: ['setup'],
      use: {
        browserName: 'chromium',
        baseURL: ROOT_URL,
        viewport: { width: 1280, height: 800 },
        launchOptions: chromiumLaunchOptions({ full: true }),
      },
    },
    {
      name: 'chromium',
      testIgnore: /(subpath|shared-data)\.spec\.ts$/,
      dependencies: ['setup'],
      use: { browserName: 'chromium', baseURL: ROOT_URL, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'subpath',
      testMatch: /subpath\.spec\.ts$/,
      use: { browserName: 'chromium', baseURL: SUB_URL, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: `${VITE} preview --mode demo --outDir dist-demo --port 4173 --strictPort`,
      url: `${ROOT_URL}/`,
      reuseExistingServer: !CI,
      timeout: 30_000,
    },
    {
      command: `${VITE} preview --mode demo --outDir dist-demo-sub --port 4174 --strictPort`,
      url: SUB_URL,
      env: { DEMO_BASE: '/job-board/' },
      reuseExistingServer: !CI,
      timeout: 30_000,
    },
  ],
});
