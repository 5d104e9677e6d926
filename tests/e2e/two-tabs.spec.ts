import type { Page } from '@playwright/test';
import { accounts, expect, open, openDemoPanel, openSignedIn, signInAs, test } from './fixtures';
import { fillJobDetails } from './job-form';
import { storageKeys } from '../../src/state/keys';

const CONTENT_TOKEN_KEY = storageKeys.contentToken;

/**
 * Two tabs of one browser, as a stakeholder demos with them: the demo data is one (no tab's change is lost, ids
 * stay unique, each tab answers with the other's changes) and the session is one (a sign-in, sign-out or
 * "Sign in as" in one tab is followed by the other at once, guards included).
 */

/** Fills the job form and sends the job for review; returns the new job's path, from the dashboard it lands on. */
async function postJob(page: Page, title: string): Promise<string> {
  await page.getByLabel('Job title', { exact: true }).fill(title);
  await fillJobDetails(page, `${title}: lead small groups on rock and water, teach, and keep everyone safe.`);
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page).toHaveURL(/\/profile\?status=2$/);
  const link = page.getByRole('article').getByRole('link', { name: title, exact: true });
  await expect(link).toBeVisible();
  return (await link.getAttribute('href')) ?? '';
}

const jobLinks = (page: Page, titles: string[]) =>
  titles.map((title) => page.getByRole('article').getByRole('link', { name: title, exact: true }));

test('jobs posted in two tabs are both kept, with their own ids, and each tab lists the other one', async ({
  page,
  context,
}) => {
  test.slow();
  await openSignedIn(page, 'employerAdmin', 'create-job');
  const other = await context.newPage();
  await open(other, 'create-job');
  await expect(other.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();

  // Tab A posts first; tab B, loaded before that and not reloaded since, posts second.
  const first = await postJob(page, 'Tab One Canyon Guide');
  const second = await postJob(other, 'Tab Two Canyon Guide');
  expect(second).not.toBe(first);
  for (const link of jobLinks(other, ['Tab One Canyon Guide', 'Tab Two Canyon Guide']))
    await expect(link).toBeVisible();

  // Tab A, back on its dashboard (a new visit of the page, no reload), lists tab B's job too; so does a reload.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company', exact: true }).click();
  for (const link of jobLinks(page, ['Tab One Canyon Guide', 'Tab Two Canyon Guide'])) await expect(link).toBeVisible();
  await page.reload();
  for (const link of jobLinks(page, ['Tab One Canyon Guide', 'Tab Two Canyon Guide'])) await expect(link).toBeVisible();
});

test('signing out, in and as someone else in one tab is followed at once by the other, guards included', async ({
  page,
  context,
}) => {
  await openSignedIn(page, 'candidate', 'jobs');
  const other = await context.newPage();
  await open(other, 'recommended-jobs');
  await expect(other.getByRole('heading', { level: 1, name: 'Recommended jobs' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The other tab leaves the candidate's page for the login, which brings it back there after signing in.
  await expect(other).toHaveURL(/\/login\?returnUrl=%2Frecommended-jobs$/);
  await expect(other.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await signInAs(page, accounts.employerAdmin);
  // The other tab was on the login page: signed in now, it goes back to its page as a sign-in there would, and that
  // page, a candidate's, sends this employer on to their company's.
  await expect(other.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(other).toHaveURL(/\/profile$/);

  // Demo controls → Sign in as: the other tab's header and data follow (its own API calls are accepted).
  await openDemoPanel(page);
  await page.getByLabel('Demo account').selectOption(accounts.admin);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(
    other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Review jobs' }),
  ).toBeVisible();
  await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Review jobs' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'waiting for review' })).toHaveText(
    /^\d+ jobs? waiting for review$/,
  );
});

test('Reset demo data keeps everyone signed in and the content service answering, in every tab', async ({
  page,
  context,
}) => {
  await openSignedIn(page, 'employerAdmin', 'create-job');
  const other = await context.newPage();
  await open(other, 'profile');
  await expect(other.getByRole('heading', { level: 1, name: 'Summit Trail Outfitters' })).toBeVisible();

  // The content token is asked for once the first page is up: have it before the reset.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CONTENT_TOKEN_KEY)).not.toBeNull();
  await openDemoPanel(page);
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await expect(page.getByText('Demo data reset to its starting point.')).toBeVisible();

  // The content service still takes this browser's token (the field help of the job form comes from it).
  const status = await page.evaluate(async (key) => {
    const token = (JSON.parse(localStorage.getItem(key) ?? 'null') as { accessToken?: string } | null)?.accessToken;
    // The query the app's own call sends (the content service documents it: contracts/openapi.json).
    return (
      await fetch('/cms/items/tooltips?status=published&fields=field_name,tooltip', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).status;
  }, CONTENT_TOKEN_KEY);
  expect(status).toBe(200);
  // The other tab is still signed in: its next page loads with the user's data.
  await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Post a job' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Sign out' })).toBeVisible();
});
