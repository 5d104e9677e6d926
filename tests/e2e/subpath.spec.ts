import { accounts, demoAccountButton, enableBeta, expect, open, test, workerAnswers } from './fixtures';

/**
 * The demo served under a sub-path (DEMO_BASE=/job-board/, project `subpath`): the router, the service
 * worker's scope and the API calls all live under /job-board/.
 */

// Its requests are read as the page makes them: through the mock's service worker (fixtures.ts workerAnswers).
test.use({ serviceWorkers: 'allow' });

test('/job-board/ redirects to /job-board/launching-soon', async ({ page }) => {
  await open(page, './');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:4174\/job-board\/launching-soon$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Jobs for people who work outside. Launching soon.' }),
  ).toBeVisible();
});

test('with beta access a candidate signs in from /job-board/login and sees the jobs', async ({ page, requests }) => {
  await enableBeta(page);
  await open(page, 'login');
  await expect(page).toHaveURL(/\/job-board\/login$/);
  // The service worker registers under the sub-path and answers from then on.
  await workerAnswers(page);
  await expect(page.getByRole('region', { name: 'Demo accounts' }).getByRole('button')).toHaveCount(7);

  await demoAccountButton(page, accounts.candidate).click();
  await expect(page).toHaveURL(/\/job-board\/jobs$/);
  await expect(page.locator('main article.job-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  // Links stay under the sub-path.
  await expect(page.getByRole('link', { name: 'Basecamp, go to jobs' })).toHaveAttribute('href', '/job-board/jobs');

  // The mock answered the product API (Auth/login, Job/options/get) on the app's own origin.
  const paths = requests.map((r) => new URL(r.url()).pathname);
  expect(paths).toEqual(expect.arrayContaining(['/api/Auth/login', '/api/Job/options/get']));
});
