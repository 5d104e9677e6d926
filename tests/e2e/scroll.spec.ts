import type { Locator, Page } from '@playwright/test';
import { enableBeta, expect, open, test } from './fixtures';

/**
 * Back from a job's page to the list it was opened from comes back to the exact scroll position, with the whole
 * list there (issue 9, point 7: it came back higher up when the list had been scrolled further): by the
 * browser's Back and by the page's own back link, on /jobs at 1280 px and on the public board at 360 px.
 */

const cardList = (page: Page) => page.locator('main .job-list').getByRole('article');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

const cardTop = (card: Locator) => card.evaluate((el) => Math.round(el.getBoundingClientRect().top));

/** Scrolls the page so that the card's top is 80 px below the top of the window; returns the position. */
async function scrollToCard(page: Page, card: Locator) {
  await card.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
  const y = await scrollY(page);
  // Further than the position the list used to come back at.
  expect(y).toBeGreaterThan(1200);
  return y;
}

/** Opens the job of a card far down the list, scrolled to it; returns the position, the card's title and place. */
async function openFarJob(page: Page, index: number) {
  await expect(cardList(page)).toHaveCount(20);
  const card = cardList(page).nth(index);
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
  const y = await scrollToCard(page, card);
  const top = await cardTop(card);
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return { y, title, top, index };
}

/** The list is back, whole, at exactly the position it was left at, with the card that was opened where it was. */
async function expectBackAt(page: Page, { y, title, top, index }: Awaited<ReturnType<typeof openFarJob>>) {
  await expect(cardList(page)).toHaveCount(20);
  await expect.poll(() => scrollY(page)).toBe(y);
  const card = cardList(page).nth(index);
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
  await expect.poll(() => cardTop(card)).toBe(top);
}

test.describe('at 1280 px', () => {
  test.beforeEach(async ({ page }) => {
    await enableBeta(page);
  });

  test("/jobs: the browser's Back returns to the exact position", async ({ page }) => {
    await open(page, 'jobs');
    const opened = await openFarJob(page, 15);
    await page.goBack();
    await expect(page).toHaveURL(/\/jobs$/);
    await expectBackAt(page, opened);
  });

  test("/jobs with a filter: the page's back link returns to that search at the exact position", async ({ page }) => {
    await open(page, 'jobs?jobTypes=1');
    const opened = await openFarJob(page, 14);
    await page.getByRole('link', { name: '← Back to the list' }).click();
    await expect(page).toHaveURL(/\/jobs\?jobTypes=1$/);
    await expectBackAt(page, opened);
  });
});

test('a page loaded fresh (a link opened in a new tab, a typed address) starts at its top; a reload comes back where it was', async ({
  page,
}) => {
  await enableBeta(page);
  await open(page, 'jobs');
  await expect(cardList(page)).toHaveCount(20);
  const y = await scrollToCard(page, cardList(page).nth(15));
  const href = (await cardList(page).nth(15).getByRole('link').getAttribute('href'))!;
  await page.reload();
  await expect(cardList(page)).toHaveCount(20);
  await expect.poll(() => scrollY(page)).toBe(y);

  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the public board: Back and the page's back link both return to the exact position", async ({ page }) => {
    await open(page, 'job-board');
    const first = await openFarJob(page, 12);
    await page.goBack();
    await expect(page).toHaveURL(/\/job-board$/);
    await expectBackAt(page, first);

    const second = await openFarJob(page, 16);
    await page.getByRole('link', { name: '← Back to the job board' }).click();
    await expect(page).toHaveURL(/\/job-board$/);
    await expectBackAt(page, second);
  });
});
