import { accounts, enableBeta, expect, open, openDemoPanel, signInAs, storedUser, test, USER_KEY } from './fixtures';

/**
 * docs/product.md §4 in a real browser: the session ends when the token expires (its timer, on the page's clock), at
 * once when it expired while away, and from the demo panel. A 401's logout is a component test (guards).
 */

test.beforeEach(async ({ page }) => {
  await enableBeta(page);
});

test('the user is logged out when the token expires (8 hours after sign-in)', async ({ page }) => {
  await page.clock.install();
  await signInAs(page, accounts.candidate);
  await expect(page).toHaveURL(/\/jobs$/);
  const user = await storedUser(page);
  expect(user).not.toBeNull();
  const lifetime = Date.parse(user!.tokenExpires) - (await page.evaluate(() => Date.now()));
  expect(lifetime).toBeGreaterThan(7.9 * 3600_000);
  expect(lifetime).toBeLessThanOrEqual(8 * 3600_000);

  // A minute before expiry the user is still signed in.
  await page.clock.fastForward('07:59:00');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(await storedUser(page)).not.toBeNull();

  await page.clock.fastForward('00:01:05');
  // To sign in again, told why, and brought back to the jobs after.
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fjobs$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has expired.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  expect(await storedUser(page)).toBeNull();
});

test('an already expired stored session logs out on load', async ({ page }) => {
  await signInAs(page, accounts.candidate);
  // The stored token expired a minute ago (as after a night away), then the page is loaded again.
  await page.evaluate((key) => {
    const user = JSON.parse(localStorage.getItem(key)!) as { tokenExpires: string };
    localStorage.setItem(key, JSON.stringify({ ...user, tokenExpires: new Date(Date.now() - 60_000).toISOString() }));
  }, USER_KEY);
  await open(page, 'jobs');
  // Logged out at once, and sent to login (docs/product.md §4), told why, to come back to the jobs.
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fjobs$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has expired.' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  expect(await storedUser(page)).toBeNull();
});

test("'Expire session now' in the demo panel logs out at once", async ({ page }) => {
  await signInAs(page, accounts.employerAdmin);
  await expect(page).toHaveURL(/\/home-employer$/);
  const panel = await openDemoPanel(page);
  await panel.getByRole('button', { name: 'Expire session now' }).click();

  // The session ended under the user (not a sign-out): to sign in again, told why, and back to home-employer after.
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fhome-employer$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has expired.' })).toBeVisible();
  expect(await storedUser(page)).toBeNull();
  await expect(panel.getByRole('button', { name: 'Expire session now' })).toBeDisabled();
});
