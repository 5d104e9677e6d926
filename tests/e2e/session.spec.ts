import { accounts, enableBeta, expect, open, openDemoPanel, signInAs, storedUser, test, USER_KEY } from './fixtures';

/** docs/product.md §4: the session ends when the token expires (timer), at once when already expired, and on a 401. */

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

test('a 401 from the API logs out', async ({ page, requests }) => {
  await signInAs(page, accounts.candidate);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);

  // The content service's token is asked for once the first page is up and the browser idle (src/app/App.tsx); a
  // content call answering 401 ends no session. Let that call be answered first: the fault is for the next call.
  await expect
    .poll(async () => (await requests.find((r) => r.url().includes('/cms/auth/authenticate'))?.response())?.status())
    .toBe(200);
  await page.evaluate(() => window.__demo!.failNext('GET Job/search', 401));
  const before = requests.length;
  await nav.getByRole('link', { name: 'Jobs', exact: true }).click();

  // To sign in again, told why, with the page that was being opened as the way back.
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fjobs$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session is no longer valid.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  expect(await storedUser(page)).toBeNull();
  // The search of /jobs met the 401 (the job options are fetched once a session, and were fetched already).
  expect(requests.slice(before).map((r) => new URL(r.url()).pathname)).toContain('/api/Job/search');
});
