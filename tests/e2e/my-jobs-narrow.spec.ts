import type { Locator } from '@playwright/test';
import { expect, openSignedIn, test } from './fixtures';

/**
 * /recommended-jobs at 360 px (issue 9, point 23): the Recommended, Saved, Applied and Invitations tabs stay on one line (scrolled
 * sideways rather than wrapped when they cannot fit), nothing runs past the page, and each list control's label sits
 * beside its select, the selects lined up.
 */

test.use({ viewport: { width: 360, height: 740 } });

const box = async (locator: Locator) => (await locator.boundingBox())!;
const middle = (b: { y: number; height: number }) => b.y + b.height / 2;

test('the tabs stay on one line and the sort and date controls line up', async ({ page }) => {
  await openSignedIn(page, 'candidate', 'recommended-jobs');
  await expect(page.locator('.results__count')).toHaveText(/^\d+ recommended jobs?$/);

  const tabs = page.getByRole('navigation', { name: 'Your jobs' });
  const links = tabs.getByRole('link');
  await expect(links).toHaveText(['Recommended', 'Saved', 'Applied', 'Invitations']);
  // The tabs' tops, read at one moment (one box at a time, the profile banner arriving above them in between moved
  // the later ones), again until the page has settled: a wrapped tab stays wrapped.
  await expect(async () => {
    const tops = await links.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  }).toPass({ timeout: 10_000 });
  const bar = await box(tabs);
  const last = await box(links.nth(3));
  // Inside the bar, or the bar scrolls to it.
  const scrolls = await tabs.evaluate(
    (el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === 'auto',
  );
  expect(last.x + last.width <= bar.x + bar.width + 0.5 || scrolls).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The list's controls line up once the page has settled (measured again until then: a box taken while the list
  // still renders, on a loaded machine, is not the layout a user sees).
  await expect(async () => {
    const sort = await box(page.getByLabel('Sort by'));
    const sortLabel = await box(page.getByText('Sort by', { exact: true }));
    const posted = await box(page.getByLabel('Date posted'));
    const postedLabel = await box(page.getByText('Date posted', { exact: true }));
    expect(Math.abs(middle(sort) - middle(sortLabel))).toBeLessThanOrEqual(2);
    expect(Math.abs(middle(posted) - middle(postedLabel))).toBeLessThanOrEqual(2);
    expect(Math.round(sort.x)).toBe(Math.round(posted.x));
    expect(sort.x + sort.width).toBeLessThanOrEqual(340.5);
  }).toPass({ timeout: 10_000 });
});
