import type { Page } from '@playwright/test';
import { enableBeta, expect, expectAccessible, open, signInAs, test } from './fixtures';

/**
 * The public face as a visitor and a state partner meet it (issue 22): home and its search, a featured company,
 * the Pennsylvania page and one of its companies' jobs, the pay insights, feedback; then an admin reads the feedback.
 * Axe checks each page at 1280 and at 360 px.
 */

/** Axe on the page as it is, at 1280 px and at 360 px, then back to 1280 px. */
async function accessibleAtBothWidths(page: Page, state: string) {
  await expectAccessible(page, `${state} at 1280 px`);
  await page.setViewportSize({ width: 360, height: 760 });
  await expectAccessible(page, `${state} at 360 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name, exact: true });

test('a visitor goes from home to a company, Pennsylvania, pay insights and feedback; an admin reads it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await enableBeta(page);
  await open(page, 'home');
  await expect(h1(page, 'Find work that gets you outside')).toBeVisible();
  await accessibleAtBothWidths(page, 'home');

  await test.step('searches from home: the job search opens with the keywords and the place', async () => {
    const search = page.getByRole('search', { name: 'Find jobs' });
    await search.getByLabel('What').fill('guide');
    // Typed at once, key by key: the typeahead's code loads on first use and takes over from a plain input meanwhile.
    await search.getByLabel('Where').pressSequentially('Boulder');
    await page.getByRole('option', { name: 'Boulder, CO, United States' }).click();
    await search.getByRole('button', { name: 'Search jobs' }).click();
    await expect(page).toHaveURL(/\/jobs\?near=boulder-co&keyword=guide&radius=50$/);
    await expect(page.locator('main article.job-card').first()).toBeVisible();
  });

  await test.step('opens a company hiring now: its brand page', async () => {
    await page.goBack();
    const first = page.getByRole('region', { name: 'Companies hiring now' }).getByRole('link').first();
    const name = (await first.locator('.company-tile__name').textContent()) ?? '';
    await first.click();
    await expect(h1(page, name)).toBeVisible();
    await accessibleAtBothWidths(page, 'a brand page');
  });

  await test.step('Pennsylvania: an FAQ answer, a company of the state and one of its jobs', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pennsylvania' }).click();
    await expect(h1(page, 'Outdoor jobs in Pennsylvania')).toBeVisible();
    const faq = page.getByRole('region', { name: 'Questions people ask' });
    const answer = faq.getByText('Some jobs include housing or help pay for it');
    await expect(answer).toBeHidden();
    await faq.getByText('Is housing included?').click();
    await expect(answer).toBeVisible();
    await accessibleAtBothWidths(page, 'the Pennsylvania page');

    const members = page.getByRole('region', { name: 'Companies of Pennsylvania Outdoor Recreation' });
    const member = members.getByRole('link').filter({ hasText: 'open job' }).first();
    const company = (await member.locator('.company-tile__name').textContent()) ?? '';
    await member.click();
    // The address changes before the new page renders: the brand page's heading says the job cards are its own.
    await expect(h1(page, company)).toBeVisible();
    const job = page.locator('main article.job-card').first();
    const title = (await job.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await job.getByRole('link').first().click();
    await expect(h1(page, title)).toBeVisible();
  });

  await test.step('pay insights: a chart and its table', async () => {
    await footerLink(page, 'Pay insights').click();
    await expect(h1(page, 'Pay insights')).toBeVisible();
    const byField = page.getByRole('region', { name: 'By job field' });
    await expect(byField.getByRole('table')).toBeVisible();
    await expect(byField.getByRole('table').getByRole('row')).not.toHaveCount(0);
    await accessibleAtBothWidths(page, 'pay insights');
  });

  await test.step('sends feedback', async () => {
    await footerLink(page, 'Feedback').click();
    await expect(h1(page, 'Feedback')).toBeVisible();
    await page.getByLabel('What is it about?').selectOption('An idea for the board');
    await page.getByLabel('Your message').fill('A map of the Pennsylvania jobs would help.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you: your feedback is sent' })).toBeFocused();
    await accessibleAtBothWidths(page, 'feedback sent');
  });

  await test.step('an admin reads it, newest first and unread', async () => {
    await signInAs(page, 'admin@demo.test');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feedback' }).click();
    await expect(h1(page, 'Feedback')).toBeVisible();
    const newest = page.getByRole('article').first();
    await expect(newest).toContainText('A map of the Pennsylvania jobs would help.');
    await expect(newest.getByRole('heading', { level: 3 })).toHaveText('An idea for the board, unread');
    await accessibleAtBothWidths(page, 'the admins’ feedback');
  });
});
