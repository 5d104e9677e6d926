import type { Page } from '@playwright/test';
import { expect, open, openSignedIn, test, USER_KEY, workerAnswers } from './fixtures';

/**
 * The demo's data under writes from two tabs at once: every write kept, whatever the spacing. Run in the full
 * Chromium (playwright.config.ts): there a tab's local storage reached another tab's process late enough that a
 * tab could take the shared lock and still read the other's previous revision (the data now lives in IndexedDB:
 * mocks/db-store.ts); the headless shell did not show it.
 */

/**
 * Calls the mock API from a tab as the app does (its token, its forgery header), through the mock's service worker:
 * the answer's JSON.
 */
async function callApi(page: Page, method: string, path: string) {
  await workerAnswers(page);
  return page.evaluate(
    async ({ method, path, key }) => {
      const token = (JSON.parse(localStorage.getItem(key) ?? 'null') as { accessToken: string }).accessToken;
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const r = await fetch(`/api/${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf },
      });
      return { status: r.status, body: (await r.json()) as { result: unknown } };
    },
    { method, path, key: USER_KEY },
  );
}

// Its requests are read as the page makes them: through the mock's service worker (fixtures.ts workerAnswers).
test.use({ serviceWorkers: 'allow' });

test('saves fired from two tabs at once, interleaved, are every one kept', async ({ page, context }) => {
  // Four page loads in the full browser, each waiting for its worker, and two dozen writes: more than a page's test.
  test.setTimeout(45_000);
  await openSignedIn(page, 'candidate', 'jobs');
  const other = await context.newPage();
  await open(other, 'jobs');
  const search = await callApi(page, 'GET', 'Job/search?pageSize=100');
  const ids = (search.body.result as { items: { id: number }[] }).items.map((job) => job.id);
  const before = await callApi(page, 'GET', 'Job/my-jobs?status=4&pageSize=100');
  const saved = new Set((before.body.result as { items: { job: { id: number } }[] }).items.map((my) => my.job.id));
  const fresh = ids.filter((id) => !saved.has(id)).slice(0, 24);
  expect(fresh).toHaveLength(24);

  // Tab A saves the even ones, tab B the odd ones, all at once: twenty-four calls in flight across the two tabs.
  const statuses = await Promise.all(
    fresh.map((id, i) => callApi(i % 2 ? other : page, 'POST', `Job/watch?jobId=${id}`).then((r) => r.status)),
  );
  expect(statuses).toEqual(fresh.map(() => 200));

  // A new tab, and each of the two loaded again, lists all twenty-four.
  for (const tab of [await context.newPage(), page, other]) {
    await open(tab, 'jobs');
    const after = await callApi(tab, 'GET', 'Job/my-jobs?status=4&pageSize=100');
    const listed = (after.body.result as { items: { job: { id: number } }[] }).items.map((my) => my.job.id);
    expect(listed).toEqual(expect.arrayContaining(fresh));
    expect(listed).toHaveLength(saved.size + 24);
  }
});
