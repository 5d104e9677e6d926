import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test as base, expect, type Page, type Request, type TestInfo } from '@playwright/test';
import { storageKeys } from '../../src/state/keys';

const require = createRequire(import.meta.url);

declare global {
  interface Window {
    /** axe-core, once axeViolations has put its script in the page. */
    axe: typeof import('axe-core');
  }
}

/**
 * Shared by every browser test:
 * - `requests`: every request the page makes (requests the msw service worker answers included). At the end
 *   of each test it asserts that none left the app's own origin (ARCHITECTURE: no request leaves the page's
 *   origin in demo mode: no CDNs, no fonts, no remote images).
 * - helpers that act like a user: enable the beta, sign in with a demo account's button on the login page.
 * - `openSignedIn`: start a test already signed in as a shared persona, from the state the setup project stored
 *   once (auth.setup.ts), for tests that merely need a signed-in user: no login page on their way.
 */

const DEMO_PASSWORD = 'demo1234';

export const accounts = {
  candidate: 'candidate@demo.test',
  premium: 'premium@demo.test',
  employerAdmin: 'employer.admin@demo.test',
  employerMember: 'employer.member@demo.test',
  employerPending: 'employer.pending@demo.test',
  employerFormer: 'employer.former@demo.test',
  admin: 'admin@demo.test',
} as const;

export type Persona = keyof typeof accounts;

export const USER_KEY = storageKeys.user;
const BETA_KEY = storageKeys.beta;
/** The local-storage key of the mock's data as an earlier version kept it: the mock moves it into IndexedDB at start. */
export const MOCK_DB_KEY = storageKeys.mockDb;

/** The demo mock's data as stored now (IndexedDB, written through as it changes: mocks/db-store.ts); null if none. */
export const storedMockData = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('jobboard-mock');
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore('db');
        open.onsuccess = () => {
          const get = open.result.transaction('db').objectStore('db').get('data');
          get.onsuccess = () => (open.result.close(), resolve((get.result as string | undefined) ?? null));
          get.onerror = () => reject(get.error);
        };
      }),
  );

interface Fixtures {
  /** Every request the page has made so far in this test, in order. */
  requests: Request[];
}

export const test = base.extend<Fixtures>({
  requests: [
    async ({ page, baseURL }, use, testInfo) => {
      const seen: Request[] = [];
      page.on('request', (request) => seen.push(request));
      await use(seen);
      const origin = new URL(baseURL ?? 'http://127.0.0.1:4173').origin;
      const foreign = seen
        .map((r) => r.url())
        .filter((url) => /^(https?|wss?):/i.test(url) && new URL(url).origin !== origin);
      expect(foreign, `requests of "${testInfo.title}" that left ${origin}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the mock has started (the app renders only after it, and then exposes window.__demo). */
async function waitForMock(page: Page) {
  await page.waitForFunction(() => Boolean(window.__demo));
}

/**
 * Grants beta access from the first page load on, as the stored flag would. Sets the flag only while it is
 * absent, so a test can still turn the beta off later (the demo panel stores `false`).
 * Call it before the first navigation.
 */
export async function enableBeta(page: Page) {
  await page.addInitScript((key) => {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, 'true');
  }, BETA_KEY);
}

/**
 * Waits until the mock's service worker answers this tab's calls. The demo answers them in the page until then
 * (mocks/browser.ts), and such calls are no requests of the page: a test that reads the page's requests waits first.
 */
export async function workerAnswers(page: Page) {
  await page.waitForFunction(() => window.__demo?.answeredBy() === 'worker');
}

/** Loads a path of the app (relative to the project's base URL, so it works under a sub-path too). */
export async function open(page: Page, path: string) {
  await page.goto(path.replace(/^\/+/, '') || './');
  await waitForMock(page);
}

/** The demo-account button of the login page for an email (each shows "email · password"). */
export const demoAccountButton = (page: Page, email: string) =>
  page
    .getByRole('region', { name: 'Demo accounts' })
    .getByRole('button')
    .filter({ has: page.getByText(`${email} · ${DEMO_PASSWORD}`, { exact: true }) });

const onLoginPage = (page: Page) => page.url() !== 'about:blank' && /\/login$/.test(new URL(page.url()).pathname);

/** The header's 'Sign in' link (shown to visitors; behind the Menu button on a narrow screen). */
const headerSignIn = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' });

/**
 * Signs in like a user: on the login page, click the demo account's button, then wait until the app has
 * left the login page and the header offers 'Sign out'. Beta access must be on.
 * - With `then`, the login page is opened as the guards send a visitor there (`/login?returnUrl=...`), so
 *   the app goes on to that path after signing in: a real in-app navigation, without another page load.
 * - Without it, the current login page is used; else the header's 'Sign in' link is followed when it shows (as
 *   after signing out: an in-app navigation), else /login is opened.
 */
export async function signInAs(page: Page, email: string, then?: string) {
  if (then) await open(page, `login?returnUrl=${encodeURIComponent(then)}`);
  else if (!onLoginPage(page)) {
    if (page.url() !== 'about:blank' && (await headerSignIn(page).isVisible())) await headerSignIn(page).click();
    else await open(page, 'login');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await demoAccountButton(page, email).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  // The header offers 'Sign out' (behind the Menu button on a narrow screen).
  await expect(page.getByRole('button', { name: 'Sign out', includeHidden: true })).toBeAttached();
}

export interface StoredUser {
  accessToken: string;
  tokenExpires: string;
  roles: number[];
  user: { email: string };
}

/**
 * The user kept in local storage under the fixed key, parsed; null when there is none. (After logout the app
 * leaves the key holding the JSON `null`, which counts as no user here.)
 */
export const storedUser = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as StoredUser | null, USER_KEY);

/** A path of the app's origin with its query, for URL assertions. */
export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** Opens the demo panel with its toggle button. */
export async function openDemoPanel(page: Page) {
  const toggle = page.getByRole('button', { name: 'Demo controls' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('complementary', { name: 'Demo controls' });
}

/**
 * Signs in as a demo account through the demo controls, as a stakeholder switches persona mid-demo (the other tabs
 * follow the stored user), then closes the controls.
 */
export async function signInThroughDemo(page: Page, email: string) {
  const panel = await openDemoPanel(page);
  await panel.getByLabel('Demo account').selectOption(email);
  await panel.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect.poll(async () => (await storedUser(page))?.user.email).toBe(email);
  await page.getByRole('button', { name: 'Demo controls' }).click();
}

/** The toasts on screen (react-toastify: `.Toastify__toast`, role alert). */
export const toasts = (page: Page, kind?: 'warning' | 'error' | 'info' | 'success') =>
  page.locator(kind ? `.Toastify__toast--${kind}` : '.Toastify__toast');

/**
 * The personas the setup project (auth.setup.ts) signs in once per run, each stored as a Playwright storage-state
 * file: beta access, the signed-in user and the mock's data holding that user's session.
 */
export const sharedPersonas = [
  'candidate',
  'employerAdmin',
  'employerPending',
  'employerFormer',
] as const satisfies readonly Persona[];
export type SharedPersona = (typeof sharedPersonas)[number];

/** Where the setup project stores a persona's state (under the run's output directory, which each run empties). */
export const personaStateFile = (testInfo: TestInfo, persona: SharedPersona) =>
  path.join(testInfo.project.outputDir, '.auth', `${persona}.json`);

/** The keys of a persona's stored state: nothing else (no content token, no cookie), so every test starts alike. */
export const PERSONA_KEYS: readonly string[] = [BETA_KEY, USER_KEY, MOCK_DB_KEY];

interface StorageState {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/**
 * Opens a path of the app already signed in as a shared persona, with beta access, starting from the state the
 * setup project stored (the demo data included, with that user's session in it): no login page on the way. For
 * tests that merely need a signed-in user; tests about signing in, session expiry, logout or the guards sign in
 * by hand (signInAs). Checks, as signInAs does, that the header offers 'Sign out'.
 *
 * The state goes into local storage by an init script on the page's first load only (a flag in the tab's session
 * storage says it ran), each key only while absent: a sign-out (which removes the user key) or the app's own writes
 * are not undone by a later load or reload. (Not
 * Playwright's `storageState` option: it opens a hidden page per origin in every new context, about half a second
 * here, more than the login it saves.) Call it before the test's first navigation.
 */
export async function openSignedIn(page: Page, persona: SharedPersona, appPath: string) {
  const testInfo = test.info();
  const file = personaStateFile(testInfo, persona);
  let state: StorageState;
  try {
    state = JSON.parse(readFileSync(file, 'utf8')) as StorageState;
  } catch (error) {
    throw new Error(
      `No stored state for '${persona}' at ${file}: the 'setup' project writes it (run without --no-deps).`,
      { cause: error },
    );
  }
  const origin = new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1:4173').origin;
  const entries = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  expect(entries.map((e) => e.name).sort(), `the stored state of '${persona}'`).toEqual([...PERSONA_KEYS].sort());
  await page.addInitScript(
    ({ origin, entries }) => {
      if (location.origin !== origin || sessionStorage.getItem('e2e.persona-seeded')) return;
      sessionStorage.setItem('e2e.persona-seeded', 'true');
      for (const { name, value } of entries) if (localStorage.getItem(name) === null) localStorage.setItem(name, value);
    },
    { origin, entries },
  );
  await open(page, appPath);
  await expect(page.getByRole('button', { name: 'Sign out', includeHidden: true })).toBeAttached();
}

/** axe-core's script, read once per worker. */
let axeSource: string | undefined;
const readAxeSource = () => (axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * Axe's violations on the page, each as id, impact, help and targets: [] when none. axe-core's own API, run in the
 * page: its script goes in once per document (an in-app navigation keeps it), and only violations are collected.
 * (@axe-core/playwright injected the script and collected every pass and incomplete node on each run: three times
 * the cost here, for the same rules over the same document, the app having no frames and nothing from another
 * origin.)
 */
export async function axeViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readAxeSource());
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
}

/** No axe violations, as a soft assertion: the test goes on to check its other states. */
export async function expectAccessible(page: Page, state: string) {
  expect.soft(await axeViolations(page), `axe violations: ${state}`).toEqual([]);
}
