import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceAtOnce, expectToast, fastUser, recordRequests } from './data';
import { addCompany, addEmployer, addUser } from './fixtures';
import { renderApp, signInAs } from './render';
import { buildJoinRequest, buildMembership } from '../../mocks/builders';
import { clock } from '../../mocks/clock';
import { db, nextId, type UserRecord } from '../../mocks/db';
import { Role } from '../../src/domain/enums/user';

/** The company's people on its dashboard (profile): its admins answer requests, invite, remove and hand over. */
describe("the company's people (profile)", () => {
  const requests = recordRequests();

  /** An employer of the company: a member (not an admin) since `daysAgo`. */
  async function addMember(companyId: number, firstName: string, lastName: string, daysAgo = 30) {
    const user = await addUser({
      roles: [Role.Employer],
      password: 'demo1234',
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}@example.com`,
      primaryCompanyId: companyId,
    });
    await db.memberships.create(
      buildMembership({
        id: nextId(db.memberships),
        userId: user.id,
        companyId,
        joinedDate: clock.daysFromNow(-daysAgo),
      }),
    );
    return user;
  }

  /** An employer without a company who asked to join it (`kind: admin`: a member asks to become an admin). */
  async function addRequest(companyId: number, user: UserRecord, kind: 'join' | 'admin' = 'join') {
    return db.joinRequests.create(
      buildJoinRequest({
        id: nextId(db.joinRequests),
        userId: user.id,
        companyId,
        kind,
        createdDate: clock.daysFromNow(-2),
      }),
    );
  }

  /** Canyon Works with its admin Dana Reyes (since 2026-10-23) and a member, Jordan Lee. */
  async function canyonWorks() {
    const company = await addCompany({ name: 'Canyon Works' });
    const dana = await addEmployer(company.id, { email: 'dana@example.com', firstName: 'Dana', lastName: 'Reyes' });
    await db.memberships.update((q) => q.where({ userId: dana.id }), {
      data: (m) => {
        m.joinedDate = clock.daysFromNow(-30);
      },
    });
    const jordan = await addMember(company.id, 'Jordan', 'Lee', 10);
    return { company, dana, jordan };
  }

  const MEMBER_NOTE =
    'You are a member of Canyon Works: you post, edit and boost its jobs. Its admins manage its people and its details.';
  const people = () => screen.getByRole('region', { name: 'People' });
  const rows = (heading: string) => {
    const list = screen.getByRole('heading', { level: 3, name: heading }).nextElementSibling as HTMLElement;
    return within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  };

  it('lists the employers with their role and since when, and lets the admin accept a request', async () => {
    const user = fastUser();
    const { company } = await canyonWorks();
    const riley = await addUser({
      roles: [Role.Employer],
      firstName: 'Riley',
      lastName: 'Park',
      email: 'riley@example.com',
    });
    await addRequest(company.id, riley);
    await signInAs('dana@example.com');
    renderApp('/profile');

    // The jobs tab says a request waits, and leads to the people tab.
    expect(await screen.findByRole('note')).toHaveTextContent("A request waits for you: see the company's people.");
    await user.click(screen.getByRole('link', { name: 'People (1 waiting)' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'People' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'People (1 waiting)' })).toHaveAttribute('aria-current', 'page');
    expect(rows('2 employers')).toEqual([
      'Dana Reyes (you)dana@example.comAdmin since Oct 23, 2026Leave the company',
      'Jordan Leejordan@example.comMember since Nov 12, 2026Hand over adminRemove',
    ]);
    expect(rows('Waiting for you (1)')).toEqual([
      'Riley Parkriley@example.comAsks to join · Nov 20, 2026AcceptDecline',
    ]);

    await user.click(within(people()).getByRole('button', { name: 'Accept Riley Park' }));
    await expectToast('Riley Park joined Canyon Works.');
    await waitFor(() => expect(rows('3 employers')).toHaveLength(3));
    expect(rows('3 employers')[2]).toBe('Riley Parkriley@example.comMember since Nov 22, 2026Hand over adminRemove');
    expect(screen.queryByRole('heading', { level: 3, name: /Waiting for you/ })).toBeNull();
  });

  it('sends one answer for a double click, and a declined request leaves the list', async () => {
    const { company } = await canyonWorks();
    const riley = await addUser({ roles: [Role.Employer], firstName: 'Riley', lastName: 'Park' });
    await addRequest(company.id, riley);
    await signInAs('dana@example.com');
    renderApp('/profile?view=people');

    clickTwiceAtOnce(await screen.findByRole('button', { name: 'Decline Riley Park' }));
    await expectToast("You declined Riley Park's request.");
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Decline Riley Park' })).toBeNull());
    expect(requests.filter((r) => r === 'POST /api/admin/Company/decline-join-request')).toHaveLength(1);
  });

  it('invites someone by email, says what is wrong beside each field, and keeps what was typed on a refusal', async () => {
    const user = fastUser();
    await canyonWorks();
    await signInAs('dana@example.com');
    renderApp('/profile?view=people');

    await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite someone to Canyon Works' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    // The form's schema checks the fields asynchronously: the messages come a moment after the click.
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Enter their name'));
    expect(within(dialog).getByLabelText('Email address')).toHaveAccessibleDescription('Enter a valid email address');

    // A member's address: refused (409), the dialog stays with what was typed.
    await user.type(within(dialog).getByLabelText('Name'), 'Jordan Lee');
    await user.type(within(dialog).getByLabelText('Email address'), 'jordan@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/already/);
    expect(within(dialog).getByLabelText('Email address')).toHaveValue('jordan@example.com');

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Sam Rivera');
    await user.clear(within(dialog).getByLabelText('Email address'));
    await user.type(within(dialog).getByLabelText('Email address'), 'Sam@Example.com');
    await user.click(within(dialog).getByRole('radio', { name: /^Admin/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    await expectToast('Invitation sent to sam@example.com.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('heading', { level: 3, name: 'Invitations sent (1)' })).toBeInTheDocument();
    expect(rows('Invitations sent (1)')).toEqual([
      'Sam Riverasam@example.comInvited as an admin · works until Nov 29, 2026ResendCancel',
    ]);
    const mail = db.emails.findFirst((q) => q.where({ to: 'sam@example.com' }));
    expect(mail?.subject).toBe('Dana Reyes invited you to Canyon Works');

    // Resent: a new invitation replaces it (one listed still); cancelled: none left.
    await user.click(screen.getByRole('button', { name: 'Resend the invitation to sam@example.com' }));
    await expectToast('Invitation sent again to sam@example.com.');
    // The row is busy until the list names the new invitation.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Cancel the invitation to sam@example.com' })).toHaveAttribute(
        'aria-disabled',
        'false',
      ),
    );
    expect(db.emails.findMany((q) => q.where({ to: 'sam@example.com' }))).toHaveLength(2);
    expect(rows('Invitations sent (1)')).toHaveLength(1);
    // Cancel asks first: Keep it leaves the invitation as it was.
    await user.click(screen.getByRole('button', { name: 'Cancel the invitation to sam@example.com' }));
    let ask = screen.getByRole('dialog', { name: 'Cancel the invitation to Sam Rivera?' });
    expect(ask).toHaveTextContent('The link we emailed to sam@example.com stops working at once.');
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel the invitation to sam@example.com' })).toHaveFocus();
    expect(rows('Invitations sent (1)')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cancel the invitation to sam@example.com' }));
    ask = screen.getByRole('dialog', { name: 'Cancel the invitation to Sam Rivera?' });
    await user.dblClick(within(ask).getByRole('button', { name: 'Cancel the invitation' }));
    await expectToast('The invitation to sam@example.com is cancelled: its link no longer works.');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: /Invitations sent/ })).toBeNull());
    // Its row went with the button that opened the dialog: the focus is on Invite someone, not the page's top.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Invite someone' })).toHaveFocus();
    expect(requests.filter((r) => r === 'DELETE /api/admin/Company/invitation')).toHaveLength(1);
  });

  it('does not let the last admin leave, and says why', async () => {
    const user = fastUser();
    await canyonWorks();
    await signInAs('dana@example.com');
    renderApp('/profile?view=people');

    await user.click(await screen.findByRole('button', { name: 'Leave the company' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave Canyon Works' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A company always keeps at least one admin: make another member an admin before you remove or step down this one.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Leave the company' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(requests.filter((r) => r.includes('remove-user'))).toEqual([]);
  });

  it('hands the admin role to a member: the former admin is then a member, who can ask to be an admin again', async () => {
    const user = fastUser();
    await canyonWorks();
    await signInAs('dana@example.com');
    renderApp('/profile?view=people');

    await user.click(await screen.findByRole('button', { name: 'Hand over admin to Jordan Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Hand the admin role to Jordan Lee' });
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    await expectToast('Jordan Lee is now the admin of Canyon Works; you are a member.');
    expect(await screen.findByRole('button', { name: 'Ask to become an admin' })).toBeInTheDocument();
    expect(people()).toHaveTextContent(MEMBER_NOTE);
    expect(screen.queryByRole('button', { name: 'Edit company' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite someone' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ask to become an admin' }));
    await expectToast("You asked Canyon Works' admins to make you an admin.");
    // Asked: the button gives way to a line that says so, with the focus, so no second request can be refused.
    const asked = await screen.findByText("You asked Canyon Works' admins to make you an admin. They answer by email.");
    expect(asked).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Ask to become an admin' })).toBeNull();
  });

  it('a member who asked already (in another tab, say) is told so, and the button gives way to the same line', async () => {
    const user = fastUser();
    const { company, jordan } = await canyonWorks();
    await signInAs('jordan@example.com');
    renderApp('/profile?view=people');
    await addRequest(company.id, jordan, 'admin');
    await user.click(await screen.findByRole('button', { name: 'Ask to become an admin' }));
    await expectToast('You have already asked to become an admin of Canyon Works.');
    expect(
      await screen.findByText("You asked Canyon Works' admins to make you an admin. They answer by email."),
    ).toHaveFocus();
  });

  it("removes a member, who then no longer counts among the company's people", async () => {
    const user = fastUser();
    await canyonWorks();
    await signInAs('dana@example.com');
    renderApp('/profile?view=people');

    await user.click(await screen.findByRole('button', { name: 'Remove Jordan Lee' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove Jordan Lee' })).getByRole('button', { name: 'Remove' }),
    );
    await expectToast('Jordan Lee was removed from Canyon Works.');
    expect(await screen.findByRole('heading', { level: 3, name: '1 employer' })).toBeInTheDocument();
    // Jordan's row went with the Remove button that opened the dialog: the focus is not dropped to the page's top.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Invite someone' })).toHaveFocus();
  });

  it("makes a member who asked an admin, from the admins' list of requests", async () => {
    const user = fastUser();
    const { company, jordan } = await canyonWorks();
    await addRequest(company.id, jordan, 'admin');
    await signInAs('dana@example.com');
    renderApp('/profile?view=people');

    expect(await screen.findByText(/Asks to become an admin/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Promote Jordan Lee to admin' }));
    await expectToast('Jordan Lee is now an admin of Canyon Works.');
    await waitFor(() =>
      // Admins first, then by last name.
      expect(rows('2 employers')).toEqual([
        expect.stringMatching(/^Jordan Leejordan@example\.comAdmin/),
        expect.stringMatching(/^Dana Reyes \(you\)dana@example\.comAdmin/),
      ]),
    );
  });

  it("shows a member their role, not the company's people", async () => {
    await canyonWorks();
    await signInAs('jordan@example.com');
    renderApp('/profile?view=people');
    expect(await screen.findByRole('button', { name: 'Ask to become an admin' })).toBeInTheDocument();
    expect(people()).toHaveTextContent(MEMBER_NOTE);
    expect(screen.queryByRole('heading', { level: 3, name: /employer/ })).toBeNull();
    expect(requests.filter((r) => r.includes('/employers/'))).toEqual([]);
  });
});
