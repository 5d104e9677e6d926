import type { Page } from '@playwright/test';
import {
  accounts,
  expect,
  expectAccessible,
  open,
  openDemoPanel,
  openSignedIn,
  signInThroughDemo,
  test,
  toasts,
} from './fixtures';

/**
 * A team forms around a company, as a stakeholder demos it in one browser with two tabs (issue 24's story): the
 * employer admin switches to their second company and sees its jobs, accepts the pending employer's request, invites
 * a new person by email, cannot leave as the only admin, hands the admin role over (the second tab follows), and is
 * made an admin again on request; the pending employer, signed in, reaches the company's dashboard; the invited
 * person registers from the mailbox link and accepts. The details of each screen: tests/component (company-people,
 * company-switcher, accept-invitation, pending-join).
 */

const KEYSTONE = 'Keystone Paddle Co.';

const companyHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const peopleTab = (page: Page) =>
  page.getByRole('navigation', { name: 'Your company' }).getByRole('link', { name: /^People/ });
const memberNote = (page: Page) => page.getByRole('button', { name: 'Ask to become an admin' });

/** Opens the newest email with this subject in the demo mailbox and follows its link. */
async function followEmailLink(page: Page, subject: string, link: string) {
  const panel = await openDemoPanel(page);
  await panel
    .getByRole('list', { name: 'Emails, newest first' })
    .getByRole('button', { name: new RegExp(subject) })
    .first()
    .click();
  await panel.getByRole('link', { name: link }).click();
}

test('a team forms around a company: requests, invitations, roles handed over, two companies', async ({
  page,
  context,
}) => {
  test.slow();
  await openSignedIn(page, 'employerAdmin', 'profile?view=people');
  await expect(companyHeading(page, 'Summit Trail Outfitters')).toBeVisible();
  const other = await context.newPage();
  await open(other, 'profile?view=people');
  await expect(companyHeading(other, 'Summit Trail Outfitters')).toBeVisible();

  // The second company: switched from the header, its dashboard and jobs are shown, in both tabs.
  await page.getByRole('button', { name: /your company: switch company/ }).click();
  await page.getByRole('button', { name: KEYSTONE }).click();
  await expect(
    toasts(page, 'success').getByText(`Switched to ${KEYSTONE} Its company page and jobs are shown now.`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(companyHeading(page, KEYSTONE)).toBeVisible();
  await expect(companyHeading(other, KEYSTONE)).toBeVisible();
  await page.getByRole('navigation', { name: 'Your company' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^\d+ jobs?$/ })).toHaveText('12 jobs');

  // The pending employer's request: accepted from the People tab.
  await peopleTab(page).click();
  await page.getByRole('button', { name: 'Accept Riley Cedar' }).click();
  await expect(toasts(page, 'success').getByText(`Riley Cedar joined ${KEYSTONE}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: '2 employers' })).toBeVisible();
  await expectAccessible(page, 'the company people, as its admin');

  // A new person invited by email.
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const invite = page.getByRole('dialog', { name: `Invite someone to ${KEYSTONE}` });
  await invite.getByLabel('Name').fill('Quinn Harper');
  await invite.getByLabel('Email address').fill('quinn@example.com');
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Invitations sent (1)' })).toBeVisible();

  // The only admin cannot leave: the dialog says why.
  await page.getByRole('button', { name: 'Leave the company' }).click();
  const leave = page.getByRole('dialog', { name: `Leave ${KEYSTONE}` });
  await expect(leave.getByRole('alert')).toContainText('A company always keeps at least one admin');
  await leave.getByRole('button', { name: 'Close' }).click();

  // The admin role handed over: this tab and the other now show a member's People tab.
  await page.getByRole('button', { name: 'Hand over admin to Riley Cedar' }).click();
  await page
    .getByRole('dialog', { name: 'Hand the admin role to Riley Cedar' })
    .getByRole('button', { name: 'Hand over' })
    .click();
  await expect(memberNote(page)).toBeVisible();
  await expect(memberNote(other)).toBeVisible();
  await memberNote(page).click();
  await expect(
    toasts(page, 'success').getByText(`You asked ${KEYSTONE}'s admins to make you an admin.`, { exact: true }),
  ).toBeVisible();

  // The employer who was pending reaches the company's dashboard, as its admin now, and promotes Morgan again.
  await signInThroughDemo(page, accounts.employerPending);
  await open(page, 'profile?view=people');
  await expect(companyHeading(page, KEYSTONE)).toBeVisible();
  await page.getByRole('button', { name: 'Promote Morgan Alder to admin' }).click();
  await expect(
    toasts(page, 'success').getByText(`Morgan Alder is now an admin of ${KEYSTONE}`, { exact: true }),
  ).toBeVisible();

  // The invited person registers from the mailbox link and accepts.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await followEmailLink(page, `invited you to ${KEYSTONE}`, 'See the invitation');
  await page.getByRole('link', { name: 'Create an employer account with quinn@example.com' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Quinn');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Harper');
  await page.getByRole('textbox', { name: 'Password' }).fill('trail2026');
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await followEmailLink(page, 'Confirm your email address', 'Confirm my email address');
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await page.getByRole('button', { name: `Accept and join ${KEYSTONE}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `You joined ${KEYSTONE} as a member` })).toBeVisible();
  await expectAccessible(page, 'an invitation accepted');
});
