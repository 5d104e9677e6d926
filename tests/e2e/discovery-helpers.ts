import type { Locator, Page, Request } from '@playwright/test';
import { expect } from './fixtures';

/** What the discovery tests share (discovery.spec.ts, discovery-candidate.spec.ts). */

/** The announced result count of the search ('Searching jobs…' while it loads). */
export const resultCount = (page: Page) => page.locator('.results__bar').getByRole('status');
/** The job cards of the results. */
export const cards = (page: Page) => page.locator('.results').getByRole('article');
/** A card's facts (job type, remote status, pay, perks). */
export const facts = (card: Locator) => card.getByRole('list', { name: 'Job facts' }).getByRole('listitem');
/** The card of one job in a list, by its link (titles are not unique). */
export const cardOf = (page: Page, jobId: string) =>
  page.getByRole('article').filter({ has: page.locator(`h3 a[href$="/job/${jobId}"]`) });

export const FOUND = /^[\d,]+ jobs? found(, page \d+ of \d+)?$/;

/**
 * Waits until the results shown are those of a new search (the count left `previous`, then settled on a
 * count) and returns the count's text.
 */
export async function newResults(page: Page, previous: string): Promise<string> {
  await expect(resultCount(page)).not.toHaveText(previous);
  await expect(resultCount(page)).toHaveText(FOUND);
  return (await resultCount(page).textContent()) ?? '';
}

export const total = (countText: string) => Number(/^([\d,]+)/.exec(countText)![1]!.replace(/,/g, ''));

/** The titles of the cards shown. */
export const titles = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allTextContents();

/** The id of the job a card links to. */
export async function jobIdOf(card: Locator): Promise<string> {
  const href = await card.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href');
  return /(?:\/job\/|[?&]job=)(\d+)$/.exec(href ?? '')![1]!;
}

/** URLs of requests that left the page's origin (http(s) and ws(s) only: data: and blob: stay local). */
export function foreign(requests: Request[], baseURL: string | undefined): string[] {
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
export async function tick(box: Locator) {
  await expect(box).not.toBeChecked();
  await box.click();
  await expect(box).toBeChecked();
}

/** A date as the app shows it ('Nov 22, 2026'), for the UTC day of `ms`. */
export const shownDate = (ms: number) =>
  new Date(ms).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * Opens the first job of the results as a visitor and checks its page: 'Sign in to apply' (back to this page
 * after signing in), the title 'Basecamp - <job title>' and, the job being open (a search lists only those),
 * one JobPosting JSON-LD script in the head with its title and address. On /jobs a job opens at /job/{id}; on the
 * public board it opens on the board (`?job={id}`), because job/{id} is behind the beta gate.
 */
export async function openFirstJob(page: Page, from: 'jobs' | 'board' = 'jobs') {
  const card = cards(page).first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
  const id = await jobIdOf(card);
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(
    from === 'jobs' ? new RegExp(`/job/${id}$`) : new RegExp(`/job-board\\?(.+&)?job=${id}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const here = new URL(page.url());
  if (from === 'jobs') {
    const signIn = page.getByRole('link', { name: 'Sign in to apply' });
    await expect(signIn).toBeVisible();
    await expect(signIn).toHaveAttribute('href', `/login?returnUrl=${encodeURIComponent(here.pathname + here.search)}`);
  } else {
    // The board's visitor has no beta access: signing in is not open to them, early access is.
    await expect(page.getByRole('link', { name: 'Get early access to apply' })).toHaveAttribute(
      'href',
      '/launching-soon',
    );
  }
  await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Save job/ })).toHaveCount(0);
  await expect(page).toHaveTitle(`Basecamp - ${title}`);
  await expect.poll(() => jobPostings(page)).toHaveLength(1);
  const [posting] = await jobPostings(page);
  const url = from === 'jobs' ? `${here.origin}/job/${id}` : `${here.origin}/job-board?job=${id}`;
  expect(posting).toMatchObject({ '@context': 'https://schema.org/', '@type': 'JobPosting', title, url });
  return { id, title };
}
