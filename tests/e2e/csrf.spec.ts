import type { Request } from '@playwright/test';
import { accounts, enableBeta, expect, open, signInAs, test, workerAnswers } from './fixtures';

/**
 * docs/product.md §7: the forgery-token cookie (XSRF-TOKEN, set by the mock as a server would) is copied into
 * the X-XSRF-TOKEN header on non-GET, non-HEAD calls to relative URLs (the product API under /api), and
 * on no others: not on GETs, not on the content service's calls (absolute URLs under /cms).
 */

const CSRF_HEADER = 'x-xsrf-token';

interface Seen {
  method: string;
  path: string;
  csrf: string | undefined;
}

// Its requests are read as the page makes them: through the mock's service worker (fixtures.ts workerAnswers).
test.use({ serviceWorkers: 'allow' });

test('the forgery token goes on unsafe product-API calls only', async ({ page, context, requests, baseURL }) => {
  // The page's clock, to move it past the content token's hour (below).
  await page.clock.install();
  await enableBeta(page);
  await open(page, 'login');
  await workerAnswers(page);

  // POST Auth/login, then pages that GET from the API (jobs) and from the content service (tooltips).
  await signInAs(page, accounts.candidate);
  await expect(page.locator('main article.job-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInAs(page, accounts.employerAdmin);
  // The content service's token (POST cms/auth/authenticate, an absolute URL) was asked for at start-up, perhaps
  // answered in the page before the worker was up: an hour on, it has expired, and the next content call (the form's
  // help) asks for a new one, through the worker.
  await page.clock.fastForward('01:01:00');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Post a job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  await expect.poll(() => requests.some((r) => r.url().includes('/cms/auth/authenticate'))).toBe(true);
  await expect.poll(() => requests.some((r) => r.url().includes('/cms/items/tooltips'))).toBe(true);

  const cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN');
  expect(cookie?.value, 'the mock sets the XSRF-TOKEN cookie').toMatch(/^demo-[0-9a-z]+$/);

  const origin = new URL(baseURL!).origin;
  const calls: Seen[] = await Promise.all(
    requests
      .filter((r: Request) => {
        const url = new URL(r.url());
        return url.origin === origin && /^\/(api|cms)\//.test(url.pathname);
      })
      .map(async (r) => ({
        method: r.method(),
        path: new URL(r.url()).pathname,
        csrf: (await r.allHeaders())[CSRF_HEADER],
      })),
  );

  const api = calls.filter((c) => c.path.startsWith('/api/'));
  const cms = calls.filter((c) => c.path.startsWith('/cms/'));
  const unsafeApi = api.filter((c) => c.method !== 'GET' && c.method !== 'HEAD');

  // The journey made the calls this test is about.
  expect(unsafeApi.filter((c) => c.path === '/api/Auth/login')).toHaveLength(2);
  expect(api.some((c) => c.method === 'GET' && c.path === '/api/Job/options/get')).toBe(true);
  expect(cms.some((c) => c.method === 'POST' && c.path === '/cms/auth/authenticate')).toBe(true);
  expect(cms.some((c) => c.method === 'GET' && c.path === '/cms/items/tooltips')).toBe(true);

  for (const call of unsafeApi) expect(call, `${call.method} ${call.path}`).toEqual({ ...call, csrf: cookie!.value });
  for (const call of calls.filter((c) => c.method === 'GET')) expect(call.csrf, `GET ${call.path}`).toBeUndefined();
  for (const call of cms) expect(call.csrf, `${call.method} ${call.path}`).toBeUndefined();
});
