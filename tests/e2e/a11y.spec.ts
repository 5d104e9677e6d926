import type { Page } from '@playwright/test';
import {
  accounts,
  axeViolations,
  enableBeta,
  expectAccessible,
  expect,
  open,
  openDemoPanel,
  openSignedIn,
  signInAs,
  test,
} from './fixtures';

/** Axe finds no violations on the main screens, and the keyboard reaches the skip link and the demo panel. */

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test.describe('axe', () => {
  test('launching-soon; login with the keyboard, the demo accounts, field errors and the demo panel open', async ({
    page,
  }) => {
    await open(page, 'launching-soon');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await test.step('launching-soon', () => expectNoViolations(page));

    await enableBeta(page);
    await open(page, 'login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await test.step("Tab from the top reaches 'Skip to content' first, and it moves focus to the main content", async () => {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
    });

    await test.step('the demo panel opens with Enter and closes with Escape, returning focus to its button', async () => {
      const toggle = page.getByRole('button', { name: 'Demo controls' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panelHeading = page.getByRole('heading', { level: 2, name: 'Demo controls' });
      await expect(panelHeading).toBeVisible();

      // Into the panel, then Escape.
      await page.keyboard.press('Tab');
      await expect(toggle).not.toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(panelHeading).toBeHidden();
      await expect(toggle).toBeFocused();
    });

    await expect(page.getByRole('region', { name: 'Demo accounts' }).getByRole('button')).toHaveCount(7);
    await test.step('the demo accounts', () => expectNoViolations(page));

    await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your password')).toBeVisible();
    await test.step('field errors', () => expectNoViolations(page));

    await openDemoPanel(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Demo controls' })).toBeVisible();
    await test.step('the demo panel open', () => expectNoViolations(page));
  });

  test('create-company with a similar name suggested, and home-employer with its candidate count', async ({ page }) => {
    await openSignedIn(page, 'employerFormer', 'create-company');
    await page.getByLabel('Company name', { exact: true }).fill('Summit');
    await expect(page.getByRole('button', { name: 'Ask to join Summit Trail Outfitters' })).toBeVisible();
    await test.step('create-company', () => expectNoViolations(page));

    await open(page, 'home-employer');
    await expect(page.getByRole('status').filter({ hasText: 'could take a job near' })).toBeVisible();
    await test.step('home-employer', () => expectNoViolations(page));
  });

  test('the pending join request message', async ({ page }) => {
    await openSignedIn(page, 'employerPending', 'profile');
    await expect(
      page.getByText('Your company join request is pending approval; thank you for your patience.'),
    ).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('axe: discovery', () => {
  /** Some jobs found (not the empty state). */
  const FOUND = /^[1-9][\d,]* jobs? found/;

  test('jobs with a keyword, a place and filters, and the empty search', async ({ page }) => {
    // Three page loads and three axe runs: more than the default timeout allows on a busy machine.
    test.slow();
    await enableBeta(page);
    await open(page, 'jobs?keyword=guide&jobTypes=1&remoteStatuses=6&sort=title&order=asc');
    await expect(page.locator('.results__bar').getByRole('status')).toHaveText(FOUND);
    await expect(page.getByRole('group', { name: 'Job type' }).getByLabel('Full-time', { exact: true })).toBeChecked();
    await test.step('keyword and filters', () => expectAccessible(page, 'keyword and filters'));

    await open(page, 'jobs?near=boulder-co&radius=250&jobTypes=1');
    await expect(page.locator('.results__bar').getByRole('status')).toHaveText(FOUND);
    await expect(
      page
        .locator('.results')
        .getByText(/ mi \(\d+ km\) away$/)
        .first(),
    ).toBeVisible();
    // The Near field's typeahead open, its places listed. Focused first: the field's code loads on first use, and its
    // text ("Boulder, CO") is replaced once the combobox is in (a selection made before it is, is not carried over).
    await page.getByLabel('Near').focus();
    await expect(page.getByRole('combobox', { name: 'Near' })).toBeFocused();
    await page.getByRole('combobox', { name: 'Near' }).fill('Boul');
    await expect(page.getByRole('listbox', { name: 'Places' }).getByRole('option').first()).toBeVisible();
    await test.step('near a place, with distances and the typeahead open', () =>
      expectAccessible(page, 'near a place'));

    await open(page, 'jobs?keyword=no-such-job-anywhere');
    await expect(page.getByRole('heading', { level: 2, name: 'No jobs match this search' })).toBeVisible();
    await test.step('no results', () => expectAccessible(page, 'no results'));
  });

  test('a job page for a visitor, and for a candidate with the apply dialog open', async ({ page }) => {
    await enableBeta(page);
    await open(page, 'jobs');
    const first = page
      .locator('.results')
      .getByRole('article')
      .first()
      .getByRole('heading', { level: 3 })
      .getByRole('link');
    await first.click();
    await expect(page.getByRole('link', { name: 'Sign in to apply' })).toBeVisible();
    await test.step('visitor', () => expectAccessible(page, 'visitor'));

    const jobPath = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Sign in to apply' }).click();
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
    await signInAs(page, accounts.candidate);
    await expect(page).toHaveURL(new RegExp(`${jobPath}$`));
    await expect(page.getByRole('button', { name: '☆ Save job' })).toBeVisible();
    await test.step('candidate', () => expectAccessible(page, 'candidate'));

    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await test.step('the apply dialog', () => expectAccessible(page, 'the apply dialog'));
  });

  test('a candidate: the jobs, recommended jobs with a match explained, and the applied jobs', async ({ page }) => {
    await openSignedIn(page, 'candidate', 'jobs');
    await expect(page.locator('main article.job-card').first()).toBeVisible();
    await test.step('jobs', () => expectAccessible(page, 'jobs'));

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^My jobs/ })
      .click();
    await expect(page.locator('.results__count')).toHaveText(/^\d+ recommended jobs?$/);
    const first = page.getByRole('article').first();
    await first.getByText('Why this match').click();
    await expect(first.locator('details li').first()).toBeVisible();
    await test.step('recommended', () => expectAccessible(page, 'recommended'));

    await page.getByRole('navigation', { name: 'Your jobs' }).getByRole('link', { name: 'Applied' }).click();
    await expect(page.locator('.results__count')).toHaveText(/^\d+ applications?$/);
    await test.step('applied', () => expectAccessible(page, 'applied'));
  });
});
