import { enableBeta, expect, open, test, workerAnswers } from './fixtures';

/**
 * The demo's service worker (decision 0018): a page it does not control, as after a hard reload (which bypasses it),
 * is answered in the page and is never reloaded by the mock, so nothing typed in it is lost; the next page loads
 * under the worker again.
 */

test.use({ serviceWorkers: 'allow' });

test('a page loaded past the worker answers by itself, is never reloaded, keeps what is typed; the next load is under the worker', async ({
  page,
}) => {
  await enableBeta(page);
  await open(page, 'jobs');
  await workerAnswers(page);

  // A hard reload (Shift+Reload) loads a page past its worker: here a tab whose loads bypass it.
  const hard = await page.context().newPage();
  const cdp = await page.context().newCDPSession(hard);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  let loads = 0;
  hard.on('load', () => void (loads += 1));
  await open(hard, 'jobs');
  await expect(hard.locator('main article.job-card').first()).toBeVisible();
  expect(await hard.evaluate(() => navigator.serviceWorker.controller === null)).toBe(true);

  const keywords = hard.getByRole('search', { name: 'Jobs' }).getByLabel('Keywords');
  await keywords.fill('river guide');
  // The mock decides about its worker once the first page is up and the browser is idle: within 2 s of the first card.
  await hard.waitForTimeout(2500);
  await expect(keywords).toHaveValue('river guide');
  expect(loads).toBe(1);
  expect(await hard.evaluate(() => window.__demo?.answeredBy())).toBe('page');

  await cdp.send('Network.setBypassServiceWorker', { bypass: false });
  await hard.reload();
  await workerAnswers(hard);
  await expect(hard.locator('main article.job-card').first()).toBeVisible();
});
