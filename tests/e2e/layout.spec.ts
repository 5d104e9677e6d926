import type { Locator } from '@playwright/test';
import { accounts, enableBeta, expect, open, openSignedIn, signInAs, test, toasts } from './fixtures';

/**
 * What lies over what: the demo controls never cover the page; a toast never covers the header, and is never dimmed
 * behind a dialog.
 */

/** Whether a click at the middle of the locator's box reaches the locator's element (nothing lies over it). */
const reachable = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  });

for (const width of [1280, 360]) {
  test(`the demo controls cover nothing of the page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 740 });
    await enableBeta(page);
    await open(page, 'jobs');
    const toggle = page.getByRole('button', { name: 'Demo controls' });
    await expect(toggle).toBeVisible();
    // Above the header, in the page's flow.
    const header = await page.locator('header.header').boundingBox();
    expect((await toggle.boundingBox())!.y + (await toggle.boundingBox())!.height).toBeLessThanOrEqual(header!.y);

    // A toast shows below the header, never over its Sign in or Menu button (a failed search makes one).
    await expect(page.locator('main article.job-card').first()).toBeVisible();
    await page.evaluate(() => window.__demo!.failNext('GET Job/search', 500));
    const search = page.getByRole('search', { name: 'Jobs' });
    await search.getByLabel('Keywords').fill('guide');
    await search.getByRole('button', { name: 'Search' }).click();
    const toast = toasts(page, 'error');
    await expect(toast).toBeVisible();
    expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await page.getByRole('button', { name: 'Try again' }).click();

    await expect(page.locator('main article.job-card').first()).toBeVisible();
    // At the end of the page, the footer's links (the Feedback link was under the toggle at 360 px) are reachable.
    await page.keyboard.press('End');
    const feedback = page.getByRole('contentinfo').getByRole('link', { name: 'Feedback' });
    await feedback.scrollIntoViewIfNeeded();
    await expect.poll(() => reachable(feedback)).toBe(true);
    // And every job card's facts at the bottom of the view.
    const last = page.locator('main article.job-card').last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => reachable(last)).toBe(true);
  });
}

test('a toast shown while a dialog is open is above the dialog and its backdrop', async ({ page }) => {
  await openSignedIn(page, 'employerAdmin', 'profile');
  await page.getByRole('button', { name: 'Edit company' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.evaluate(() => window.__demo!.failNext('PUT admin/Company/:id', 500));
  await dialog.getByRole('button', { name: /^Save/ }).click();

  const toast = toasts(page, 'error');
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCSS('opacity', '1');
  // Its layer is in the top layer, entered after the dialog: drawn above the dialog and its backdrop. (The page
  // under a modal dialog is inert, the toast included: it cannot be clicked away, and it goes by itself.)
  expect(await toast.evaluate((el) => el.closest('.toast-layer')?.matches(':popover-open'))).toBe(true);
  await page.screenshot({ path: test.info().outputPath('toast-over-dialog.png') });
  await expect(dialog).toBeVisible();
});

test("at 360 px the review queue's notice stays in view below the header as the focus goes down the list", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await enableBeta(page);
  await signInAs(page, accounts.admin);
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  // The fourth row's Approve: a screen and more below the notice's place above the list.
  const approve = page.getByRole('button', { name: /^Approve/ }).nth(3);
  await approve.scrollIntoViewIfNeeded();
  await approve.click();
  const notice = page.getByRole('status').filter({ hasText: /^Approved “.+” by .+\. It is on the job search now\.$/ });
  await expect(notice).toBeInViewport({ ratio: 1 });
  const header = (await page.locator('header.header').boundingBox())!;
  expect((await notice.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
});
