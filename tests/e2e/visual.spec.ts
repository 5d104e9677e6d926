import type { Page, TestInfo } from '@playwright/test';
import { accounts, enableBeta, expect, open, openDemoPanel, openSignedIn, signInAs, test } from './fixtures';

/**
 * Screenshots of the login page, the demo panel and the jobs at a small phone's width, saved under test-results/ for
 * a person to look at (not compared), where nothing may scroll sideways. At 1280 px, layout.spec and
 * company-layout.spec check what a wide screen could get wrong.
 */

const widths = [360] as const;

/** Saves a screenshot as test-results/<test>/<name>-<width>.png; at 360 px, asserts nothing scrolls sideways. */
async function shoot(page: Page, testInfo: TestInfo, name: string, width: number, fullPage = true) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage, animations: 'disabled' });
  if (width <= 360) {
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
  }
}

for (const width of widths) {
  test(`login, demo panel and jobs at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 740 });
    await enableBeta(page);
    await open(page, 'login');
    await expect(page.getByRole('region', { name: 'Demo accounts' }).getByRole('button')).toHaveCount(7);
    await shoot(page, testInfo, 'login', width);

    const panel = await openDemoPanel(page);
    await expect(panel.getByRole('button', { name: 'Reset demo data' })).toBeVisible();
    // The panel is fixed to the viewport: a viewport picture shows it where a user sees it.
    await shoot(page, testInfo, 'demo-panel', width, false);
    await page.getByRole('button', { name: 'Demo controls' }).click();

    await signInAs(page, accounts.candidate);
    await expect(page.locator('main article.job-card').first()).toBeVisible();
    await shoot(page, testInfo, 'jobs', width);

    if (width <= 360) {
      // The header collapses into a menu on a phone; open, it still fits.
      const menu = page.getByRole('button', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' }),
      ).toBeVisible();
      await shoot(page, testInfo, 'jobs-menu', width);
    }
  });
}

for (const width of widths) {
  test(`jobs with filters, a job page and recommended jobs at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 740 });
    await openSignedIn(page, 'candidate', 'jobs?near=boulder-co&radius=250&jobTypes=1');
    const count = page.locator('.results__bar').getByRole('status');
    await expect(count).toHaveText(/^[1-9][\d,]* jobs? found/);
    await shoot(page, testInfo, 'search', width);

    if (width <= 360) {
      // On a phone the filters fold away behind one button that counts them.
      const toggle = page.getByRole('button', { name: 'Filters (1)' });
      await expect(toggle).toBeVisible();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('group', { name: 'Job type' })).toBeVisible();
      await shoot(page, testInfo, 'search-filters', width);
    }

    const card = page.locator('.results').getByRole('article').first();
    await card.getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/job\/\d+$/);
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeVisible();
    await shoot(page, testInfo, 'job', width);
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, testInfo, 'job-apply-dialog', width, false);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await open(page, 'recommended-jobs');
    await expect(page.locator('.results__count')).toHaveText(/^\d+ recommended jobs?$/);
    const first = page.getByRole('article').first();
    await first.getByText('Why this match').click();
    await expect(first.locator('details li').first()).toBeVisible();
    await shoot(page, testInfo, 'recommended', width);

    await page.getByRole('navigation', { name: 'Your jobs' }).getByRole('link', { name: 'Applied' }).click();
    await expect(page.locator('.results__count')).toHaveText(/^\d+ applications?$/);
    await shoot(page, testInfo, 'applied', width);
  });
}
