import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFIRMATION, linkTo, PASSWORD_RULES, signInOnThePage } from './accounts';
import { clickTwiceAtOnce, expectToast, fastUser, recordRequests } from './data';
import { renderApp, signInAs } from './render';
import { db } from '../../mocks/db';
import { companyInvitations } from '../../src/api/company-invitations';
import { appStore, signOut, userAtom } from '../../src/state/session';

/**
 * accept-request/{id}, opened from an invitation's email, and accept-request-success/{company}/{name}: Morgan Alder
 * (employer.admin@demo.test, admin of Summit Trail Outfitters, company 1) invites; the clock reads Nov 22, 2026.
 */

const AVERY = 'employer.former@demo.test';
const SUBJECT = 'Morgan Alder invited you to Summit Trail Outfitters';

/** Morgan invites the address to Summit Trail Outfitters (through the real client), then signs out: the invitation. */
async function invite(email: string, as: 'member' | 'admin' = 'member', name = 'Avery Dunn') {
  await signInAs('employer.admin@demo.test');
  const invitation = { companyId: 1, invitedUserEmail: email, invitedUserName: name };
  return as === 'admin' ? companyInvitations.inviteAdmin(invitation) : companyInvitations.inviteUser(invitation);
}

/** The facts of the invitation, as the page lists them: term and value. */
const facts = () => screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

const acceptButton = () => screen.getByRole('button', { name: 'Accept and join Summit Trail Outfitters' });

describe('accept-request/{id}: an open invitation', () => {
  const requests = recordRequests();

  it('shows the company, the role, who invited and until when; a double click accepts once, and the user belongs at once', async () => {
    const sent = await invite(AVERY);
    const link = await linkTo(AVERY, SUBJECT);
    expect(link).toBe(`/accept-request/${sent.id}?email=employer.former%40demo.test`);
    await signInAs(AVERY);
    const view = renderApp(link);

    expect(await screen.findByRole('heading', { level: 1, name: 'Join Summit Trail Outfitters' })).toBeInTheDocument();
    expect(
      screen.getByText('Morgan Alder invited you to join Summit Trail Outfitters as a member on Basecamp.'),
    ).toBeInTheDocument();
    expect(facts()).toEqual([
      ['Role offered', 'Member'],
      ['Invited by', 'Morgan Alder'],
      ['Sent to', 'employer.former@demo.test'],
      ['Open until', 'Nov 29, 2026'],
    ]);
    expect(screen.getByText("Members post and manage the company's jobs.")).toBeInTheDocument();

    clickTwiceAtOnce(acceptButton());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You joined Summit Trail Outfitters as a member' }),
    ).toBeInTheDocument();
    expect(view.path()).toBe('/accept-request-success/1/summit-trail-outfitters');
    expect(requests.filter((r) => r.includes('accept-invite-request'))).toEqual([
      'POST /api/admin/Company/accept-invite-request',
    ]);
    // Without signing in again: the company is theirs, as a member, and the header and dashboard follow.
    expect(appStore.get(userAtom)).toMatchObject({
      primaryCompany: { id: 1, name: 'Summit Trail Outfitters' },
      memberships: [{ companyId: 1, role: 'member' }],
    });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Post a job' })).toHaveAttribute(
      'href',
      '/create-job',
    );
    await fastUser().click(screen.getByRole('link', { name: 'Go to the company dashboard' }));
    await waitFor(() => expect(view.path()).toBe('/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: /Summit Trail Outfitters/ })).toBeInTheDocument();
  });

  it('an invitation to be an admin, accepted by a member, makes them an admin of the company they are in', async () => {
    await invite('employer.member@demo.test', 'admin', 'Jordan Birch');
    await signInAs('employer.member@demo.test');
    renderApp(await linkTo('employer.member@demo.test', SUBJECT));

    expect(await screen.findByText(/invited you to join/)).toHaveTextContent(
      'Morgan Alder invited you to join Summit Trail Outfitters as an admin on Basecamp.',
    );
    expect(
      screen.getByText("Admins post the company's jobs and manage its details and its people."),
    ).toBeInTheDocument();
    await fastUser().click(acceptButton());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You joined Summit Trail Outfitters as an admin' }),
    ).toBeInTheDocument();
    expect(appStore.get(userAtom)?.memberships).toEqual([{ companyId: 1, role: 'admin' }]);
  });

  it('an invitation cancelled while the page was open: Accept says so, and the page shows it cancelled', async () => {
    const sent = await invite(AVERY);
    await signInAs(AVERY);
    renderApp(await linkTo(AVERY, SUBJECT));
    await screen.findByRole('heading', { level: 1, name: 'Join Summit Trail Outfitters' });
    await db.invitations.update(
      db.invitations.findFirst((q) => q.where({ id: sent.id }))!,
      {
        data(i) {
          i.status = 'cancelled';
        },
      },
    );

    await fastUser().click(acceptButton());
    await expectToast("This invitation was cancelled by the company's admins: ask them to invite you again.");
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation was cancelled' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });
});

describe('accept-request/{id}: an invitation no longer open says what became of it, with no Accept', () => {
  const cases = [
    {
      status: 'used',
      title: 'You have already accepted this invitation',
      text: 'You are one of the people of Summit Trail Outfitters: its jobs are on your company dashboard.',
      link: 'Go to the company dashboard',
      after: async (id: number) => {
        await signInAs(AVERY);
        await companyInvitations.acceptInvitation(id);
      },
    },
    {
      status: 'cancelled',
      title: 'This invitation was cancelled',
      text: 'The admins of Summit Trail Outfitters cancelled it, so it can no longer be accepted. If you still want to join, ask them to invite you again.',
      link: "Go to the employers' home",
      after: async (id: number) => {
        await companyInvitations.cancelInvitation(id);
        await signInAs(AVERY);
      },
    },
    {
      status: 'replaced',
      title: 'This invitation was replaced by a newer one',
      text: 'Morgan Alder sent you a newer invitation to Summit Trail Outfitters: open the link in the latest email. This one no longer works.',
      link: "Go to the employers' home",
      after: async () => {
        await invite(AVERY);
        await signInAs(AVERY);
      },
    },
    {
      status: 'expired',
      title: 'This invitation has expired',
      text: 'It was open until Nov 21, 2026. Ask Morgan Alder to invite you again: a new invitation is open for 7 days.',
      link: "Go to the employers' home",
      after: async (id: number) => {
        // Sent 8 days before the clock's Nov 22.
        await db.invitations.update(
          db.invitations.findFirst((q) => q.where({ id }))!,
          {
            data(i) {
              i.createdDate = '2026-11-14T12:00:00.000Z';
            },
          },
        );
        await signInAs(AVERY);
      },
    },
  ];

  it.each(cases)('$status', async ({ title, text, link, after }) => {
    const sent = await invite(AVERY);
    await after(sent.id);
    renderApp(`/accept-request/${sent.id}?email=employer.former%40demo.test`);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });
});

describe('accept-request/{id}: another account', () => {
  it('says which address to sign in with; signing out and in with it comes back to the invitation', async () => {
    const sent = await invite(AVERY);
    await signInAs('employer.member@demo.test');
    const view = renderApp(`/accept-request/${sent.id}?email=employer.former%40demo.test`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation is for another account' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You are signed in as/)).toHaveTextContent(
      'You are signed in as employer.member@demo.test, but the invitation was sent to employer.former@demo.test. Only that account can see and accept it.',
    );
    await fastUser().click(screen.getByRole('button', { name: 'Sign out and sign in as employer.former@demo.test' }));

    await waitFor(() =>
      expect(view.path()).toBe(
        `/login?returnUrl=%2Faccept-request%2F${sent.id}%3Femail%3Demployer.former%2540demo.test`,
      ),
    );
    expect(appStore.get(userAtom)).toBeNull();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You have been invited to join a company. Sign in with employer.former@demo.test to see the invitation and accept it.',
    );
    await signInOnThePage(AVERY, 'demo1234');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Summit Trail Outfitters' })).toBeInTheDocument();
    expect(view.path()).toBe(`/accept-request/${sent.id}?email=employer.former%40demo.test`);
  });
});

describe('accept-request/{id}: someone without an account', () => {
  it('registers as an employer with the invited address from the sign-in page, confirms, and is back to accept', async () => {
    const user = fastUser();
    const sent = await invite('new.guide@example.com', 'member', 'Dana Guide');
    signOut();
    const link = await linkTo('new.guide@example.com', SUBJECT);
    const view = renderApp(link);

    await user.click(
      await screen.findByRole('link', { name: 'Create an employer account with new.guide@example.com' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    expect(screen.getByRole('radio', { name: /I am hiring/ })).toBeChecked();
    expect(screen.getByLabelText('Email')).toHaveValue('new.guide@example.com');
    await user.type(screen.getByLabelText('First name'), 'Dana');
    await user.type(screen.getByLabelText('Last name'), 'Guide');
    await user.type(screen.getByLabelText('Password'), 'trail1234');
    expect(screen.getByText(PASSWORD_RULES)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your inbox' });

    // The confirmation link, opened from the email (no return URL in it): back to the invitation once confirmed.
    await view.router.navigate(await linkTo('new.guide@example.com', CONFIRMATION));
    await user.click(await screen.findByRole('button', { name: 'Confirm my email address' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Summit Trail Outfitters' })).toBeInTheDocument();
    expect(view.path()).toBe(`/accept-request/${sent.id}?email=new.guide%40example.com`);

    await user.click(acceptButton());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You joined Summit Trail Outfitters as a member' }),
    ).toBeInTheDocument();
  });
});

describe('accept-request-success/{company}/{name}', () => {
  it('names the company joined and the role there, with the ways on', async () => {
    await signInAs('employer.member@demo.test');
    renderApp('/accept-request-success/1/summit-trail-outfitters');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'You joined Summit Trail Outfitters as a member' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You post and manage/)).toHaveTextContent(
      'You post and manage the jobs of Summit Trail Outfitters with the rest of its team.',
    );
    const page = within(screen.getByRole('main'));
    expect(page.getByRole('link', { name: 'Go to the company dashboard' })).toHaveAttribute('href', '/profile');
    expect(page.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/create-job');
  });
});
