import type { Page } from '@playwright/test';
import { expect, openDemoPanel, openSignedIn, test, toasts } from './fixtures';

/**
 * The error catalogue (docs/product.md §8) as a stakeholder demos it: a fault armed in the demo panel, met on the
 * next visit to the jobs. Each status's toast, and a 401's logout, are component tests (error-states, guards).
 */

const ENDPOINT = 'GET Job/search';
const SEARCH_FAILED = 'The jobs could not be loaded';

/** Signed in as a candidate (from the stored sign-in) and on another page, so that opening the jobs mounts it afresh. */
async function signedInAwayFromJobs(page: Page) {
  await openSignedIn(page, 'candidate', 'jobs');
  await expect(page.locator('main article.job-card').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
}

const openJobs = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs', exact: true }).click();

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
