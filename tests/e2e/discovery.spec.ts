import {
  cards,
  facts,
  foreign,
  FOUND,
  newResults,
  openFirstJob,
  resultCount,
  tick,
  titles,
  total,
} from './discovery-helpers';
import { enableBeta, expect, open, pathOf, test, workerAnswers } from './fixtures';

/**
 * Candidate discovery as users go through it (the journey):
 * 1. a visitor searches the public /job-board, filters, shares the URL (reload), goes back, and opens a job;
 * 2. a candidate saves a job from /jobs, applies to it, and finds it under Applied (not Saved) and a sponsored
 *    match first under Recommended;
 * 3. the distance filter: every job found near Boulder within 25 mi says how far it is, in mi and km.
 * Each test also checks that no request left the page's origin (the `requests` fixture does so again at the end).
 */

// Its requests are read as the page makes them: through the mock's service worker (fixtures.ts workerAnswers).
test.use({ serviceWorkers: 'allow' });

test('a visitor searches the job board, filters, reloads the shared URL, goes back, and opens a job', async ({
  page,
  requests,
  baseURL,
}) => {
  let count = '';

  await test.step('the job board shows jobs and their count without signing in', async () => {
    await open(page, 'job-board');
    await workerAnswers(page);
    await expect(page).toHaveURL(/\/job-board$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Job board' })).toBeVisible();
    await expect(page).toHaveTitle('Basecamp - Job board');
    await expect(resultCount(page)).toHaveText(FOUND);
    count = (await resultCount(page).textContent())!;
    expect(total(count)).toBeGreaterThan(20);
    await expect(cards(page)).toHaveCount(20);
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' })).toBeVisible();
  });

  const before = total(count);
  await test.step("keyword 'guide'", async () => {
    const search = page.getByRole('search', { name: 'Jobs' });
    await search.getByLabel('Keywords').fill('guide');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/job-board\?keyword=guide$/);
    count = await newResults(page, count);
    expect(total(count)).toBeGreaterThan(0);
    expect(total(count)).toBeLessThan(before);
  });

  let fullTimeCount = '';
  let fullTimeTitles: string[] = [];
  await test.step('Job type: Full-time', async () => {
    const fullTime = page.getByRole('group', { name: 'Job type' }).getByLabel('Full-time', { exact: true });
    await tick(fullTime);
    await expect(page).toHaveURL(/\/job-board\?keyword=guide&jobTypes=1$/);
    count = fullTimeCount = await newResults(page, count);
    await expect(cards(page).first()).toBeVisible();
    await expect(
      cards(page).filter({ hasNot: page.getByRole('listitem').getByText('Full-time', { exact: true }) }),
    ).toHaveCount(0);
    fullTimeTitles = await titles(page);
    expect(fullTimeTitles.length).toBeGreaterThan(0);
  });

  let filteredTitles: string[] = [];
  await test.step("Remote: 'Remote Considered' finds the jobs that can be done at least partly remotely", async () => {
    await tick(page.getByRole('group', { name: 'Remote', exact: true }).getByLabel('Remote Considered'));
    await expect(page).toHaveURL(/\/job-board\?keyword=guide&jobTypes=1&remoteStatuses=6$/);
    count = await newResults(page, count);
    expect(total(count)).toBeGreaterThan(0);
    expect(total(count)).toBeLessThanOrEqual(total(fullTimeCount));
    const n = await cards(page).count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) {
      const tags = await facts(cards(page).nth(i)).allTextContents();
      expect(tags[0], `card ${i + 1}: job type`).toBe('Full-time');
      expect(['Remote globally', 'Remote in region', 'Hybrid'], `card ${i + 1}: remote status ${tags[1]}`).toContain(
        tags[1],
      );
    }
    filteredTitles = await titles(page);
    // The phone's filter toggle (hidden on a desktop) counts them.
    await expect(page.getByRole('button', { name: 'Filters (2)', includeHidden: true })).toBeAttached();
  });

  await test.step('a reload (a shared link) keeps the keyword, the filters and the results', async () => {
    const url = page.url();
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(resultCount(page)).toHaveText(count);
    await expect(page.getByRole('search', { name: 'Jobs' }).getByLabel('Keywords')).toHaveValue('guide');
    await expect(page.getByRole('group', { name: 'Job type' }).getByLabel('Full-time', { exact: true })).toBeChecked();
    await expect(
      page.getByRole('group', { name: 'Remote', exact: true }).getByLabel('Remote Considered'),
    ).toBeChecked();
    await expect(cards(page)).toHaveCount(filteredTitles.length);
    expect(await titles(page)).toEqual(filteredTitles);
  });

  await test.step('the back button brings the previous results (before Remote Considered)', async () => {
    await page.goBack();
    await expect(page).toHaveURL(/\/job-board\?keyword=guide&jobTypes=1$/);
    await expect(resultCount(page)).toHaveText(fullTimeCount);
    await expect(
      page.getByRole('group', { name: 'Remote', exact: true }).getByLabel('Remote Considered'),
    ).not.toBeChecked();
    await expect(page.getByRole('group', { name: 'Job type' }).getByLabel('Full-time', { exact: true })).toBeChecked();
    await expect(cards(page)).toHaveCount(fullTimeTitles.length);
    expect(await titles(page)).toEqual(fullTimeTitles);
  });

  await test.step("open a job on the board: 'Get early access to apply', titled 'Basecamp - <job title>', JobPosting markup, and back", async () => {
    await openFirstJob(page, 'board');
    await page.getByRole('link', { name: '← Back to the job board' }).click();
    await expect(page).toHaveURL(/\/job-board\?keyword=guide&jobTypes=1$/);
    await expect(cards(page)).toHaveCount(fullTimeTitles.length);
  });

  await test.step('no request left the origin', async () => {
    expect(requests.some((r) => r.url().includes('Job/search'))).toBe(true);
    expect(foreign(requests, baseURL)).toEqual([]);
  });
});

test('the distance filter: Boulder, CO typed in Near, within 25 mi, every job says how far it is, in mi and km, at most 25 mi (remote work: no distance)', async ({
  page,
  requests,
  baseURL,
}) => {
  await enableBeta(page);
  await open(page, 'jobs');
  await expect(resultCount(page)).toHaveText(FOUND);
  const count = (await resultCount(page).textContent())!;

  const search = page.getByRole('search', { name: 'Jobs' });
  await expect(search.getByLabel('Within')).toBeDisabled();
  // A typeahead over the mock's gazetteer (its towns load on the first Places call).
  await search.getByLabel('Near').fill('Boulder');
  await page.getByRole('option', { name: 'Boulder, CO, United States' }).click();
  await expect(search.getByLabel('Within')).toBeEnabled();
  await search.getByLabel('Within').selectOption({ label: '25 mi (40 km)' });
  // Applied at once, as every filter is: no Search needed.
  await expect(page).toHaveURL(/\/jobs\?near=boulder-co&radius=25$/);
  const found = await newResults(page, count);
  expect(total(found)).toBeGreaterThan(0);

  // Every page of the results (a few at most near one town).
  const pages = Math.max(1, Number(/page \d+ of (\d+)/.exec(found)?.[1] ?? 1));
  expect(pages).toBeLessThanOrEqual(5);
  let seen = 0;
  const distances: Array<{ line: string; miles: number; km: number }> = [];
  for (let p = 1; p <= pages; p++) {
    if (p > 1) {
      const previous = (await resultCount(page).textContent())!;
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(new RegExp(`pageNumber=${p}`));
      await newResults(page, previous);
    }
    const n = await cards(page).count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) {
      const card = cards(page).nth(i);
      const line = (await card.locator('.job-card__company').textContent())!;
      const m = / · ([\d,]+) mi \(([\d,]+) km\) away$/.exec(line);
      // Remote work (from anywhere, or anywhere in a region): where its office is says nothing of a commute.
      const remote = await card
        .getByRole('listitem')
        .filter({ hasText: /^Remote (globally|in region)$/ })
        .count();
      expect(m === null, `card ${seen + i + 1} shows a distance unless it is remote work: "${line}"`).toBe(remote > 0);
      if (m) distances.push({ line, miles: Number(m[1]!.replace(/,/g, '')), km: Number(m[2]!.replace(/,/g, '')) });
    }
    seen += n;
  }
  expect(seen).toBe(total(found));
  // The demo's data has on-site jobs within 25 miles of Boulder.
  expect(distances.length).toBeGreaterThan(0);
  for (const { line, miles, km } of distances) {
    expect(miles, line).toBeLessThanOrEqual(25);
    // km by the spec's factor, each side rounded on its own.
    expect(Math.abs(km - miles * 1.609344), line).toBeLessThanOrEqual(1.5);
  }
  expect(pathOf(page)).toMatch(/^\/jobs\?near=boulder-co&radius=25/);
  expect(foreign(requests, baseURL)).toEqual([]);
});
