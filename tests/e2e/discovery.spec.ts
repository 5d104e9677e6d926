import type { Locator, Page, Request } from '@playwright/test';
import { accounts, enableBeta, expect, open, pathOf, signInAs, test } from './fixtures';

/**
 * Candidate discovery as users go through it (the journey):
 * 1. a visitor searches the public /job-board, filters, shares the URL (reload), goes back, and opens a job;
 * 2. a candidate saves a job from /jobs, applies to it, and finds it under Applied (not Saved) and a sponsored
 *    match first under Recommended;
 * 3. the distance filter: every job found near Boulder within 25 mi says how far it is, in mi and km.
 * Each test also checks that no request left the page's origin (the `requests` fixture does so again at the end).
 */

/** The announced result count of the search ('Searching jobs…' while it loads). */
const resultCount = (page: Page) => page.locator('.results__bar').getByRole('status');
/** The job cards of the results. */
const cards = (page: Page) => page.locator('.results').getByRole('article');
/** A card's facts (job type, remote status, pay, perks). */
const facts = (card: Locator) => card.getByRole('list', { name: 'Job facts' }).getByRole('listitem');
/** The card of one job in a list, by its link (titles are not unique). */
const cardOf = (page: Page, jobId: string) => page.getByRole('article').filter({ has: page.locator(`h3 a[href$="/job/${jobId}"]`) });

const FOUND = /^[\d,]+ jobs? found(, page \d+ of \d+)?$/;

/**
 * Waits until the results shown are those of a new search (the count left `previous`, then settled on a
 * count) and returns the count's text.
 */
async function newResults(page: Page, previous: string): Promise<string> {
  await expect(resultCount(page)).not.toHaveText(previous);
  await expect(resultCount(page)).toHaveText(FOUND);
  return (await resultCount(page).textContent()) ?? '';
}

const total = (countText: string) => Number(/^([\d,]+)/.exec(countText)![1]!.replace(/,/g, ''));

/** The titles of the cards shown. */
const titles = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allTextContents();

/** The id of the job a card links to. */
async function jobIdOf(card: Locator): Promise<string> {
  const href = await card.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href');
  return /(?:\/job\/|[?&]job=)(\d+)$/.exec(href ?? '')![1]!;
}

/** URLs of requests that left the page's origin (http(s) and ws(s) only: data: and blob: stay local). */
function foreign(requests: Request[], baseURL: string | undefined): string[] {
  const origin = new URL(baseURL ?? 'http://127.0.0.1:4173').origin;
  return requests.map((r) => r.url()).filter((url) => /^(https?|wss?):/i.test(url) && new URL(url).origin !== origin);
}

/** The JobPosting JSON-LD scripts in the document's head, parsed. */
const jobPostings = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? 'null') as Record<string, unknown> | null)
      .filter((data) => data?.['@type'] === 'JobPosting'),
  );

/**
 * Ticks a checkbox or radio button the way a user does, a click, then waits until it shows as ticked. (Not
 * `check()`: the filters are controlled by the URL, and the box is ticked once the router has rendered the new
 * URL, a moment after the click; `check()` reads the state right after its click and fails now and then.)
 */
async function tick(box: Locator) {
  await expect(box).not.toBeChecked();
  await box.click();
  await expect(box).toBeChecked();
}

/** A date as the app shows it ('Nov 22, 2026'), for the UTC day of `ms`. */
const shownDate = (ms: number) => new Date(ms).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * Opens the first job of the results as a visitor and checks its page: 'Sign in to apply' (back to this page
 * after signing in), the title 'Basecamp - <job title>' and, the job being open (a search lists only those),
 * one JobPosting JSON-LD script in the head with its title and address. On /jobs a job opens at /job/{id}; on the
 * public board it opens on the board (`?job={id}`), because job/{id} is behind the beta gate.
 */
async function openFirstJob(page: Page, from: 'jobs' | 'board' = 'jobs') {
  const card = cards(page).first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
  const id = await jobIdOf(card);
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(from === 'jobs' ? new RegExp(`/job/${id}$`) : new RegExp(`/job-board\\?(.+&)?job=${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const here = new URL(page.url());
  const signIn = page.getByRole('link', { name: 'Sign in to apply' });
  await expect(signIn).toBeVisible();
  await expect(signIn).toHaveAttribute('href', `/login?returnUrl=${encodeURIComponent(here.pathname + here.search)}`);
  await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Save job/ })).toHaveCount(0);
  await expect(page).toHaveTitle(`Basecamp - ${title}`);
  await expect.poll(() => jobPostings(page)).toHaveLength(1);
  const [posting] = await jobPostings(page);
  const url = from === 'jobs' ? `${here.origin}/job/${id}` : `${here.origin}/job-board?job=${id}`;
  expect(posting).toMatchObject({ '@context': 'https://schema.org/', '@type': 'JobPosting', title, url });
  return { id, title };
}

test('a visitor searches the job board, filters, reloads the shared URL, goes back, and opens a job', async ({ page, requests, baseURL }) => {
  let count = '';

  await test.step('the job board shows jobs and their count without signing in', async () => {
    await open(page, 'job-board');
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
    await expect(cards(page).filter({ hasNot: page.getByRole('listitem').getByText('Full-time', { exact: true }) })).toHaveCount(0);
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
      expect(['Remote globally', 'Remote in region', 'Hybrid'], `card ${i + 1}: remote status ${tags[1]}`).toContain(tags[1]);
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
    await expect(page.getByRole('group', { name: 'Remote', exact: true }).getByLabel('Remote Considered')).toBeChecked();
    await expect(cards(page)).toHaveCount(filteredTitles.length);
    expect(await titles(page)).toEqual(filteredTitles);
  });

  await test.step('the back button brings the previous results (before Remote Considered)', async () => {
    await page.goBack();
    await expect(page).toHaveURL(/\/job-board\?keyword=guide&jobTypes=1$/);
    await expect(resultCount(page)).toHaveText(fullTimeCount);
    await expect(page.getByRole('group', { name: 'Remote', exact: true }).getByLabel('Remote Considered')).not.toBeChecked();
    await expect(page.getByRole('group', { name: 'Job type' }).getByLabel('Full-time', { exact: true })).toBeChecked();
    await expect(cards(page)).toHaveCount(fullTimeTitles.length);
    expect(await titles(page)).toEqual(fullTimeTitles);
  });

  await test.step("open a job on the board: 'Sign in to apply', titled 'Basecamp - <job title>', JobPosting markup, and back", async () => {
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

test("a visitor with beta access opens a job from /jobs: 'Sign in to apply' brings them back to it signed in", async ({ page }) => {
  await enableBeta(page);
  await open(page, 'jobs');
  await expect(resultCount(page)).toHaveText(FOUND);
  const { id, title } = await openFirstJob(page);

  await page.getByRole('link', { name: 'Sign in to apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?returnUrl=%2Fjob%2F${id}$`));
  await signInAs(page, accounts.candidate);
  await expect(page).toHaveURL(new RegExp(`/job/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply now' })).toBeVisible();
  await expect(page.getByRole('button', { name: '☆ Save job' })).toBeVisible();
});

test('a closed job (the candidate was not hired there) takes no applications and has no JobPosting markup', async ({ page }) => {
  await enableBeta(page);
  await signInAs(page, accounts.candidate, '/recommended-jobs?tab=applied&appliedBy=3');
  await expect(page).toHaveURL(/\/recommended-jobs\?tab=applied&appliedBy=3$/);
  await expect(page.getByRole('group', { name: 'Applied by stage' }).getByLabel('Not hired')).toBeChecked();
  await expect(page.locator('.results__count')).toHaveText('1 application');
  const card = page.getByRole('article').first();
  await expect(card.locator('.badge--stage')).toHaveText('Not hired');
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
  await card.getByRole('link', { name: title }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`Basecamp - ${title}`);
  await expect(page.getByRole('note')).toHaveText('This job no longer takes applications.');
  await expect(page.getByText(/^Applied on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
  // The meta description is written with the title: by then the markup would be there too.
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /\S/);
  expect(await page.locator('head script[type="application/ld+json"]').count()).toBe(0);
});

test('a candidate saves a job from /jobs, applies, finds it under Applied and not under Saved, and sees a sponsored match first', async ({
  page,
  requests,
  baseURL,
}) => {
  test.slow();
  await enableBeta(page);
  await signInAs(page, accounts.candidate);
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(resultCount(page)).toHaveText(FOUND);

  // The first job of /jobs that this candidate has neither saved nor applied to (the seed's own saved and
  // applied jobs are older ones).
  const card = cards(page).first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
  const id = await jobIdOf(card);
  const company = (await card.locator('.job-card__company').textContent())!.split(' · ')[0]!;

  const saveButton = page.getByRole('button', { name: /Save job|Saved/ });
  await test.step(`open '${title}' and save it`, async () => {
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/job/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`Basecamp - ${title}`);
    await expect(page.getByRole('link', { name: 'Sign in to apply' })).toHaveCount(0);
    await expect(saveButton).toHaveText('☆ Save job');
    await expect(saveButton).toHaveAttribute('aria-pressed', 'false');
    await saveButton.click();
    await expect(saveButton).toHaveText('★ Saved');
    await expect(saveButton).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText('Saved. You will find it under Saved in your jobs.');
  });

  await test.step('apply through the dialog', async () => {
    await page.getByRole('button', { name: 'Apply now' }).click();
    const dialog = page.getByRole('dialog', { name: `Apply to ${title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${company} will see your Basecamp profile`);
    const from = Date.now();
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Application sent' })).toHaveText(`Application sent to ${company}.`);
    const days = [...new Set([shownDate(from), shownDate(Date.now())])];
    await expect(page.getByText(/^Applied on /)).toHaveText(new RegExp(`^Applied on (${days.join('|')})$`));
    await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
    // Applied: nothing left to save (the job moved from saved to applied).
    await expect(saveButton).toHaveCount(0);
  });

  await test.step("the Applied tab lists it at stage 'Applied'", async () => {
    await page.getByRole('link', { name: 'See your applications' }).click();
    await expect(page).toHaveURL(/\/recommended-jobs\?tab=applied$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recommended jobs' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Your jobs' });
    await expect(tabs.getByRole('link', { name: 'Applied' })).toHaveAttribute('aria-current', 'page');
    await expect(cardOf(page, id)).toBeVisible();

    const stages = page.getByRole('group', { name: 'Applied by stage' });
    await expect(stages.getByLabel('All')).toBeChecked();
    await tick(stages.getByLabel('Applied', { exact: true }));
    await expect(page).toHaveURL(/\/recommended-jobs\?tab=applied&appliedBy=0$/);
    await expect(page.locator('.results__count')).toHaveText(/^\d+ applications?$/);
    const mine = cardOf(page, id);
    await expect(mine).toBeVisible();
    await expect(mine.locator('.badge--stage')).toHaveText('Applied');
    await expect(mine).toContainText(/Applied on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    // Every job listed under this filter is at stage Applied.
    await expect(page.locator('.job-list .badge--stage').filter({ hasNotText: /^Applied$/ })).toHaveCount(0);
  });

  await test.step('the Saved tab no longer lists it', async () => {
    await page.getByRole('navigation', { name: 'Your jobs' }).getByRole('link', { name: 'Saved' }).click();
    await expect(page).toHaveURL(/\/recommended-jobs\?tab=saved$/);
    await expect(page.locator('.results__count')).toHaveText(/^\d+ saved jobs?$/);
    await expect(cardOf(page, id)).toHaveCount(0);
  });

  await test.step("the Recommended tab shows a sponsored match first, with its match percentage", async () => {
    await page.getByRole('navigation', { name: 'Your jobs' }).getByRole('link', { name: 'Recommended' }).click();
    await expect(page).toHaveURL(/\/recommended-jobs\??$/);
    await expect(page.getByRole('navigation', { name: 'Your jobs' }).getByRole('link', { name: 'Recommended' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.results__count')).toHaveText(/^\d+ recommended jobs?$/);
    const first = page.getByRole('article').first();
    await expect(first.getByText('Sponsored', { exact: true })).toBeVisible();
    await expect(first.getByText(/^\d{1,3}% match$/)).toBeVisible();
    const percent = Number(/^(\d+)/.exec((await first.getByText(/% match$/).textContent())!)![1]);
    expect(percent).toBeGreaterThanOrEqual(60);
    expect(percent).toBeLessThanOrEqual(100);
    // 'Why this match' opens to the reasons.
    const why = first.getByText('Why this match');
    await why.click();
    await expect(first.locator('details')).toHaveAttribute('open', '');
    await expect(first.locator('details li').first()).toBeVisible();
  });

  await test.step('no request left the origin', async () => {
    expect(requests.some((r) => r.url().includes('Job/apply'))).toBe(true);
    expect(foreign(requests, baseURL)).toEqual([]);
  });
});

test("the distance filter: near Boulder, CO within 25 mi, every job says how far it is, in mi and km, at most 25 mi", async ({ page, requests, baseURL }) => {
  await enableBeta(page);
  await open(page, 'jobs');
  await expect(resultCount(page)).toHaveText(FOUND);
  const count = (await resultCount(page).textContent())!;

  const search = page.getByRole('search', { name: 'Jobs' });
  await expect(search.getByLabel('Within')).toBeDisabled();
  await search.getByLabel('Near').selectOption({ label: 'Boulder, CO' });
  await expect(search.getByLabel('Within')).toBeEnabled();
  await search.getByLabel('Within').selectOption({ label: '25 mi (40 km)' });
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/jobs\?near=boulder-co&radius=25$/);
  const found = await newResults(page, count);
  expect(total(found)).toBeGreaterThan(0);

  // Every page of the results (a few at most near one town).
  const pages = Math.max(1, Number(/page \d+ of (\d+)/.exec(found)?.[1] ?? 1));
  expect(pages).toBeLessThanOrEqual(5);
  let seen = 0;
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
      const line = (await cards(page).nth(i).locator('.job-card__company').textContent())!;
      const m = / · ([\d,]+) mi \(([\d,]+) km\) away$/.exec(line);
      expect(m, `card ${seen + i + 1} shows its distance: "${line}"`).not.toBeNull();
      const miles = Number(m![1]!.replace(/,/g, ''));
      const km = Number(m![2]!.replace(/,/g, ''));
      expect(miles, line).toBeLessThanOrEqual(25);
      // km by the spec's factor, each side rounded on its own.
      expect(Math.abs(km - miles * 1.609344), line).toBeLessThanOrEqual(1.5);
    }
    seen += n;
  }
  expect(seen).toBe(total(found));
  expect(pathOf(page)).toMatch(/^\/jobs\?near=boulder-co&radius=25/);
  expect(foreign(requests, baseURL)).toEqual([]);
});
