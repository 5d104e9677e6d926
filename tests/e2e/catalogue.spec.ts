import type { Page } from '@playwright/test';
import {
  accounts,
  enableBeta,
  expect,
  openDemoPanel,
  openSignedIn,
  signInAs,
  storedUser,
  test,
  toasts,
} from './fixtures';

/**
 * The error catalogue (docs/product.md §8) as a user meets it: a signed-in candidate opens the jobs, whose
 * GET Job/search the demo controls make fail once with each status.
 */

const ENDPOINT = 'GET Job/search';
const SEARCH_FAILED = 'The jobs could not be loaded';

/**
 * Signed in as a candidate and on another page, so that opening the jobs mounts the page afresh. From the stored
 * sign-in, or `byHand` on the login page (the 401 test: a logout is its subject).
 */
async function signedInAwayFromJobs(page: Page, { byHand = false } = {}) {
  if (byHand) {
    await enableBeta(page);
    await signInAs(page, accounts.candidate);
  } else {
    await openSignedIn(page, 'candidate', 'jobs');
  }
  await expect(page.locator('main article.job-card').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
}

const openJobs = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs', exact: true }).click();

const cases = [
  { status: 400, kind: 'warning', text: 'This value was rejected by the demo controls.' },
  { status: 403, kind: 'warning', text: 'The demo controls refused this request (403).' },
  { status: 404, kind: 'error', text: 'The demo controls could not find this (404).' },
  { status: 409, kind: 'error', text: 'The demo controls found a conflict (409).' },
] as const;

test(`400, 403, 404 and 409 on ${ENDPOINT}: a warning or error toast with the message`, async ({ page }) => {
  await signedInAwayFromJobs(page);
  for (const { status, kind, text } of cases) {
    await test.step(`${status}: ${kind} toast '${text}'`, async () => {
      await page.evaluate(([endpoint, code]) => window.__demo!.failNext(endpoint, code, 1), [
        ENDPOINT,
        status,
      ] as const);
      await openJobs(page);

      await expect(page).toHaveURL(/\/jobs$/);
      await expect(toasts(page, kind)).toHaveText(text);
      await expect(toasts(page, kind)).toHaveAttribute('role', 'alert');
      await expect(toasts(page)).toHaveCount(1);
      await expect(page.getByRole('heading', { name: SEARCH_FAILED })).toBeVisible();
      // Still signed in: only a 401 ends the session.
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

      // A tap dismisses the toast; then away from the jobs for the next status.
      await toasts(page, kind).click();
      await expect(toasts(page)).toHaveCount(0);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My profile' }).click();
      await expect(page).toHaveURL(/\/profile\/edit$/);
    });
  }
});

test(`500 on ${ENDPOINT}, armed in the demo panel, shows an error toast with the exception message`, async ({
  page,
}) => {
  await signedInAwayFromJobs(page);
  const panel = await openDemoPanel(page);
  await panel.getByLabel('Endpoint').selectOption(ENDPOINT);
  await panel.getByLabel('Status').selectOption('500');
  await panel.getByRole('button', { name: 'Arm fault' }).click();
  await expect(panel.getByRole('status')).toHaveText(`The next 1 call(s) to ${ENDPOINT} will answer 500.`);
  await page.getByRole('button', { name: 'Demo controls' }).click();

  await openJobs(page);
  await expect(toasts(page, 'error')).toHaveText('The demo controls made the server fail (500).');
  await expect(toasts(page)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: SEARCH_FAILED })).toBeVisible();

  // The fault was for one call only: the jobs load again on the next visit.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My profile' }).click();
  await openJobs(page);
  await expect(page.locator('main article.job-card').first()).toBeVisible();
});

test(`401 on ${ENDPOINT} logs the user out to /login, with the jobs as the way back`, async ({ page }) => {
  await signedInAwayFromJobs(page, { byHand: true });
  await page.evaluate((endpoint) => window.__demo!.failNext(endpoint, 401, 1), ENDPOINT);
  await openJobs(page);

  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fjobs$/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  expect(await storedUser(page)).toBeNull();
  // A 401 is not a toast of the catalogue.
  await expect(toasts(page, 'warning')).toHaveCount(0);
  await expect(toasts(page, 'error')).toHaveCount(0);
});
