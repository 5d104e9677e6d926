import { test as base, expect, type Page, type Request } from '@playwright/test';

/**
 * Shared by every browser test:
 * - `requests`: every request the page makes (requests the msw service worker answers included). At the end
 *   of each test it asserts that none left the app's own origin (ARCHITECTURE: no request leaves the page's
 *   origin in demo mode: no CDNs, no fonts, no remote images).
 * - helpers that act like a user: enable the beta, sign in with a demo account's button on the login page.
 */

export const DEMO_PASSWORD = 'demo1234';

export const accounts = {
  candidate: 'candidate@demo.test',
  premium: 'premium@demo.test',
  employerAdmin: 'employer.admin@demo.test',
  employerMember: 'employer.member@demo.test',
  employerPending: 'employer.pending@demo.test',
  employerFormer: 'employer.former@demo.test',
  admin: 'admin@demo.test',
} as const;

export const USER_KEY = 'jobboard.user';
export const BETA_KEY = 'jobboard.beta';

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
export async function waitForMock(page: Page) {
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

/**
 * Signs in like a user: on the login page, click the demo account's button, then wait until the app has
 * left the login page and the header offers 'Sign out'. Beta access must be on.
 * - With `then`, the login page is opened as the guards send a visitor there (`/login?returnUrl=...`), so
 *   the app goes on to that path after signing in: a real in-app navigation, without another page load.
 * - Without it, the current login page is used, or /login is opened.
 */
export async function signInAs(page: Page, email: string, then?: string) {
  if (then) await open(page, `login?returnUrl=${encodeURIComponent(then)}`);
  else if (!onLoginPage(page)) await open(page, 'login');
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

/** The toasts on screen (react-toastify: `.Toastify__toast`, role alert). */
export const toasts = (page: Page, kind?: 'warning' | 'error' | 'info' | 'success') =>
  page.locator(kind ? `.Toastify__toast--${kind}` : '.Toastify__toast');
