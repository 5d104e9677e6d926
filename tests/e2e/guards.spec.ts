import { accounts, enableBeta, expect, open, pathOf, signInAs, test } from './fixtures';

/**
 * A sample of the guard matrix (docs/product.md §2, §4 and §6), through real navigation with beta access on:
 * typed URLs (a page load) and in-app navigations (signing in with a return URL, header links). The rest of the
 * matrix (candidates and create-job, the pending and former employers, the quiz) runs through the same route table
 * in tests/component/guards.test.tsx.
 */

test.beforeEach(async ({ page }) => {
  await enableBeta(page);
});

test('a visitor sent from /profile/edit to sign in comes back there after signing in as a candidate', async ({
  page,
}) => {
  await open(page, 'profile/edit');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile%2Fedit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await signInAs(page, accounts.candidate);
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeVisible();
});

test('an employer admin is sent from /recommended-jobs to /profile, and may post a job', async ({ page }) => {
  await signInAs(page, accounts.employerAdmin, '/recommended-jobs');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Summit Trail Outfitters' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Post a job' }).click();
  await expect(page).toHaveURL(/\/create-job$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
});

test('an admin without a company is sent from /profile to /create-company', async ({ page }) => {
  await signInAs(page, accounts.admin, '/profile');
  await expect(page).toHaveURL(/\/create-company$/);
});

test('redirects: unknown paths, the empty path and state-company/PA', async ({ page }) => {
  await open(page, 'nope');
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find your next outdoor job' })).toBeVisible();

  await open(page, '/');
  await expect(page).toHaveURL(/\/launching-soon$/);

  await open(page, 'state-company/PA');
  await expect(page).toHaveURL(/\/state-company\/pennsylvania$/);
  expect(pathOf(page)).toBe('/state-company/pennsylvania');
});
