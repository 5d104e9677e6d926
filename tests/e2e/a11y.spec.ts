import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { accounts, enableBeta, expect, open, openDemoPanel, signInAs, test } from './fixtures';

/** Axe finds no violations on the main screens, and the keyboard reaches the skip link and the demo panel. */

async function expectNoViolations(page: Page, exclude: string[] = []) {
  let axe = new AxeBuilder({ page });
  for (const selector of exclude) axe = axe.exclude(selector);
  const { violations } = await axe.analyze();
  const summary = violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  expect(summary).toEqual([]);
}

test.describe('axe', () => {
  test('launching-soon', async ({ page }) => {
    await open(page, 'launching-soon');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  });

  test('login with the demo accounts, with field errors, and with the demo panel open', async ({ page }) => {
    await enableBeta(page);
    await open(page, 'login');
    await expect(page.getByRole('region', { name: 'Demo accounts' }).getByRole('button')).toHaveCount(7);
    await test.step('the demo accounts', () => expectNoViolations(page));

    await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your password')).toBeVisible();
    await test.step('field errors', () => expectNoViolations(page));

    await openDemoPanel(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Demo controls' })).toBeVisible();
    await test.step('the demo panel open', () => expectNoViolations(page));
  });

  test('jobs, signed in as a candidate', async ({ page }) => {
    await enableBeta(page);
    await signInAs(page, accounts.candidate);
    await expect(page.getByRole('heading', { level: 3, name: 'Guiding & Instruction' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('create-job, signed in as an employer admin', async ({ page }) => {
    await enableBeta(page);
    await signInAs(page, accounts.employerAdmin, '/create-job');
    await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the pending join request message', async ({ page }) => {
    await enableBeta(page);
    await signInAs(page, accounts.employerPending, '/profile');
    await expect(page.getByText('Your company join request is pending approval; thank you for your patience.')).toBeVisible();
    await expectNoViolations(page);
  });
});

test('keyboard: the first Tab reaches the skip link; the demo panel opens with Enter and closes with Escape', async ({ page }) => {
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
});
