import type { Page } from '@playwright/test';
import { enableBeta, expect, expectAccessible, open, openDemoPanel, pathOf, test, toasts } from './fixtures';

/**
 * Joining the product as a stakeholder demos it: a visitor registers, reads the confirmation in the demo mailbox
 * (demo controls), confirms and lands signed in where a new account starts; later forgets the password and resets
 * it through the mailbox. An employer's registration reaches confirm-email. Axe checks each new screen. The form's
 * messages and refusals in detail: tests/component/register.test.tsx.
 */

const PASSWORD = 'trail2026';

async function register(page: Page, accountType: 'I am looking for work' | 'I am hiring', email: string) {
  await open(page, 'register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  // Sent empty first: each message beside its field, the first field focused (the rest: tests/component/register.test.tsx).
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('radio', { name: /I am looking for work/ })).toBeFocused();
  await expect(page.getByText('Accept the terms to create an account')).toBeVisible();
  await expectAccessible(page, 'register, sent empty');
  await page.getByRole('radio', { name: new RegExp(accountType) }).check();
  await page.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Hollow');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
}

/** Opens the newest email with this subject in the demo mailbox and follows its link. */
async function followEmailLink(page: Page, subject: string, link: string) {
  // The demo strip says new mail arrived.
  await expect(page.getByRole('button', { name: 'Demo controls' })).toHaveAccessibleDescription(/new email/);
  const panel = await openDemoPanel(page);
  const message = panel.getByRole('list', { name: 'Emails, newest first' }).getByRole('button', { name: new RegExp(subject) }).first();
  await message.click();
  await expect(panel.getByRole('article', { name: `Email: ${subject}` })).toBeVisible();
  await panel.getByRole('link', { name: link }).click();
  await expect(page.getByRole('button', { name: 'Demo controls' })).toHaveAttribute('aria-expanded', 'false');
}

test('a candidate registers, confirms from the demo mailbox, then forgets the password and resets it', async ({ page }) => {
  const email = 'robin.hollow@example.com';
  await enableBeta(page);
  await register(page, 'I am looking for work', email);
  await expectAccessible(page, 'confirmation sent');

  // Unconfirmed: signing in is refused, with a way to get a new link.
  await open(page, 'login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Confirm your email address first' })).toBeVisible();
  await page.getByRole('button', { name: 'Send a new confirmation link' }).click();
  await expect(page.getByText(`We sent a new link to ${email}.`)).toBeVisible();

  // Two confirmation emails: the newest link confirms (the first one was replaced).
  await followEmailLink(page, 'Confirm your email address', 'Confirm my email address');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
  await expectAccessible(page, 'confirm link');
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.getByRole('button', { name: 'Sign out', includeHidden: true })).toBeAttached();

  // Signed out, the password forgotten: reset through the mailbox.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(`If an account uses ${email}, we sent it a link`)).toBeVisible();
  await expectAccessible(page, 'forgot password');
  await followEmailLink(page, 'Reset your password', 'Choose a new password');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('river2027');
  await page.getByRole('textbox', { name: 'New password again' }).fill('river2027');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toasts(page, 'success')).toContainText('Your password is changed.');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('river2027');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  expect(pathOf(page)).toBe('/jobs');
});

test("an employer's registration, confirmed, continues on confirm-email: create a company or ask to join one", async ({ page }) => {
  await enableBeta(page);
  await register(page, 'I am hiring', 'morgan.pine@example.com');
  await followEmailLink(page, 'Confirm your email address', 'Confirm my email address');
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page).toHaveURL(/\/confirm-email$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'confirm-email');
});
