import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFIRMATION, linkTo, mailbox, NEWCOMER, PASSWORD_RESET, register } from './accounts';
import { expectStatus, fastUser } from './data';
import { demoActions, renderApp } from './render';

/** The demo strip's toggle of the demo controls (it comes once the page is up). */
const toggle = async () =>
  within(await screen.findByRole('complementary', { name: 'Demo controls' })).findByRole('button', {
    name: 'Demo controls',
  });
const mailboxGroup = () => screen.getByRole('group', { name: /^Mailbox/ });
/** The mailbox's list, one button an email: its subject (after "Unread: " when unread) and "To <address> · <date>". */
const listed = () => within(screen.getByRole('list', { name: 'Emails, newest first' })).getAllByRole('button');

async function openPanel() {
  const user = fastUser();
  await user.click(await toggle());
  await waitFor(() => expect(mailboxGroup()).toBeVisible());
  return user;
}

describe('the demo mailbox in the demo controls', () => {
  it('is empty at first, and says what arrives there', async () => {
    renderApp('/jobs', { demo: demoActions() });
    expect(await toggle()).toHaveAccessibleName('Demo controls');
    await openPanel();
    expect(mailboxGroup()).toHaveAccessibleName('Mailbox (empty)');
    expect(within(mailboxGroup()).getByText(/Emails the product sends .* arrive here\./)).toBeInTheDocument();
  });

  it('the toggle counts the unread emails once one is sent from the page on screen', async () => {
    renderApp('/forgot-password', { demo: demoActions() });
    await screen.findByRole('heading', { name: 'Forgot your password?', level: 1 });
    expect(await toggle()).toHaveAccessibleName('Demo controls');
    const user = fastUser();
    await user.type(screen.getByLabelText('Email'), 'candidate@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    // The page points to the mailbox, and the toggle shows what is waiting there.
    expect(await screen.findByText(/This is a demo: no email leaves the page\./)).toBeInTheDocument();
    await waitFor(async () => expect(await toggle()).toHaveAccessibleDescription('1 new email'));
  });

  it("counts a registration's email, and the one sent again from the registration's page", async () => {
    const { registrationId } = await register();
    renderApp(`/register-confirmation/${registrationId}`, { demo: demoActions() });
    await screen.findByRole('heading', { name: 'Check your inbox', level: 1 });
    await waitFor(async () => expect(await toggle()).toHaveAccessibleDescription('1 new email'));
    expect(screen.getByText(/This is a demo: no email leaves the page\./)).toBeInTheDocument();

    await fastUser().click(screen.getByRole('button', { name: 'Send a new link' }));
    await expectStatus(`We sent a new link to ${NEWCOMER.email}.`);
    await waitFor(async () => expect(await toggle()).toHaveAccessibleDescription('2 new emails'));
  });

  it('lists the newest first, unread marked; opening one marks it read and shows its link, which leads to its page', async () => {
    await register();
    await register({ email: 'second@example.com', firstName: 'Sasha' });
    const view = renderApp('/jobs', { demo: demoActions() });
    await waitFor(async () => expect(await toggle()).toHaveAccessibleDescription('2 new emails'));
    const user = await openPanel();

    expect(mailboxGroup()).toHaveAccessibleName('Mailbox (2 emails, 2 unread)');
    expect(listed().map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Unread: Confirm your email addressTo second@example\.com · /) as unknown,
      expect.stringMatching(/^Unread: Confirm your email addressTo robin\.hale@example\.com · /) as unknown,
    ]);

    await user.click(listed()[1]!);
    const message = screen.getByRole('article', { name: 'Email: Confirm your email address' });
    expect(within(message).getByText(/^Hello Robin,/)).toBeInTheDocument();
    const link = within(message).getByRole('link', { name: 'Confirm my email address' });
    expect(link).toHaveAttribute('href', await linkTo(NEWCOMER.email, CONFIRMATION));
    await waitFor(() => expect(mailboxGroup()).toHaveAccessibleName('Mailbox (2 emails, 1 unread)'));
    expect(listed()[1]).toHaveAccessibleName(expect.stringMatching(/^Confirm your email address/) as unknown);
    expect(listed()[1]).toHaveAttribute('aria-expanded', 'true');
    expect((await mailbox()).map((m) => m.read)).toEqual([false, true]);
    expect(await toggle()).toHaveAccessibleDescription('1 new email');

    await user.click(link);
    await screen.findByRole('heading', { name: 'Confirm your email address', level: 1 });
    expect(view.path()).toBe(link.getAttribute('href'));
    expect(await toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: /^Mailbox/ })).not.toBeInTheDocument();
  });

  it("a password reset's link opens the reset page", async () => {
    renderApp('/forgot-password', { demo: demoActions() });
    await screen.findByRole('heading', { name: 'Forgot your password?', level: 1 });
    const user = fastUser();
    await user.type(screen.getByLabelText('Email'), 'candidate@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    await screen.findByText(/This is a demo: no email leaves the page\./);

    await openPanel();
    await user.click(await within(mailboxGroup()).findByRole('button', { name: /Reset your password/ }));
    await user.click(screen.getByRole('link', { name: 'Choose a new password' }));
    await screen.findByRole('heading', { name: 'Choose a new password', level: 1 });
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(await linkTo('candidate@demo.test', PASSWORD_RESET)).toMatch(/^\/reset-password\?token=/);
  });
});
