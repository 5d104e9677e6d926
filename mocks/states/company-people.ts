import { nextIdIs } from './company';
import { defineStates, num, str } from './define';
import { callProvider, EMPLOYER, ensureUser, putUserAt, removeWhere, signIn } from './support';
import { clock } from '../clock';
import { db } from '../db';
import { adminCompanyHandlers } from '../handlers/admin-company';
import { companyInvitationHandlers } from '../handlers/company-invitations';
import { companyPeopleHandlers } from '../handlers/company-people';
import { userCompanyHandlers } from '../handlers/user-companies';

/**
 * A company's people as its admins manage them: employers known by id and name, and the requests sent and answered
 * through the provider's own calls (what a later call shows follows from what those calls did).
 */

/** A session token of the user, for the calls a state makes as them. */
async function tokenOf(email: string) {
  const user = await ensureUser(email, EMPLOYER);
  const token = `state-${user.id}`;
  await signIn(user, token);
  return token;
}

export const companyPeopleStates = defineStates({
  // The company's memberships, requests and invitations set aside until teardown: the states after it put its people.
  'company {companyId} has no people, requests or invitations yet': (p) => {
    const companyId = num(p, 'companyId');
    for (const name of ['memberships', 'joinRequests', 'invitations'] as const)
      removeWhere(name, (r) => r.companyId === companyId);
  },
  // Through the provider's own PUT admin/Company/change-primary-company, as that session.
  'the employer signed in with token {token} has made company {companyId} their primary company': (p) =>
    callProvider(
      userCompanyHandlers,
      'PUT',
      `admin/Company/change-primary-company?companyId=${num(p, 'companyId')}`,
      undefined,
      str(p, 'token'),
    ),
  'no company has the id {companyId}': (p) => removeWhere('companies', (c) => c.id === num(p, 'companyId')),
  // The employer put afresh under that id and name (the company's people are listed by them).
  'the employer {email} named {firstName} {lastName} has the user id {userId}': (p) =>
    putUserAt(num(p, 'userId'), str(p, 'email'), {
      firstName: str(p, 'firstName'),
      lastName: str(p, 'lastName'),
      ...EMPLOYER,
    }),
  // Through the provider's own POST admin/Company/send-join-request, as the employer would ask.
  'the employer {email} has asked to join company {companyId} with the request {requestId}': async (p) => {
    const token = await tokenOf(str(p, 'email'));
    await nextIdIs('joinRequests', num(p, 'requestId'));
    await callProvider(
      adminCompanyHandlers,
      'POST',
      `admin/Company/send-join-request?companyId=${num(p, 'companyId')}`,
      undefined,
      token,
    );
  },
  // Through the provider's own POST admin/Company/send-admin-request, as the member would ask.
  'the member {email} has asked to become an admin of company {companyId} with the request {requestId}': async (p) => {
    const token = await tokenOf(str(p, 'email'));
    await nextIdIs('joinRequests', num(p, 'requestId'));
    await callProvider(
      companyPeopleHandlers,
      'POST',
      `admin/Company/send-admin-request?companyId=${num(p, 'companyId')}`,
      undefined,
      token,
    );
  },
  // Through the provider's own POST admin/Company/accept-join-request, as the company's admin.
  'the employer signed in with token {token} has accepted the join request {requestId}': (p) =>
    callProvider(
      companyPeopleHandlers,
      'POST',
      `admin/Company/accept-join-request?requestId=${num(p, 'requestId')}`,
      undefined,
      str(p, 'token'),
    ),
  // Through the provider's own POST admin/Company/decline-join-request, as the company's admin.
  'the employer signed in with token {token} has declined the join request {requestId}': (p) =>
    callProvider(
      companyPeopleHandlers,
      'POST',
      `admin/Company/decline-join-request?requestId=${num(p, 'requestId')}`,
      undefined,
      str(p, 'token'),
    ),
  // Through the provider's own DELETE admin/Company/remove-user, as the company's admin.
  'the employer signed in with token {token} has removed the user {userId} from company {companyId}': (p) =>
    callProvider(
      companyPeopleHandlers,
      'DELETE',
      `admin/Company/remove-user?userId=${num(p, 'userId')}&companyId=${num(p, 'companyId')}`,
      undefined,
      str(p, 'token'),
    ),
  // Through the provider's own POST admin/Company/make-an-admin, as the company's admin.
  'the employer signed in with token {token} has made the sender of the request {requestId} an admin of company {companyId}':
    (p) =>
      callProvider(
        companyPeopleHandlers,
        'POST',
        `admin/Company/make-an-admin?requestId=${num(p, 'requestId')}&companyId=${num(p, 'companyId')}`,
        undefined,
        str(p, 'token'),
      ),
  // Through the provider's own POST admin/Company/add-user, as the site admin of that session.
  'the admin signed in with token {token} has added the user {userId} to company {companyId}': (p) =>
    callProvider(
      userCompanyHandlers,
      'POST',
      `admin/Company/add-user?userId=${num(p, 'userId')}&companyId=${num(p, 'companyId')}`,
      undefined,
      str(p, 'token'),
    ),
  // Through the provider's own POST admin/Company/transfer-admin, as the company's admin.
  'the employer signed in with token {token} has handed the admin role of company {companyId} over to the user {userId}':
    (p) =>
      callProvider(
        companyInvitationHandlers,
        'POST',
        `admin/Company/transfer-admin?employerId=${num(p, 'userId')}&companyId=${num(p, 'companyId')}`,
        undefined,
        str(p, 'token'),
      ),
  // Through the provider's own POST admin/Company/invite-user (kind member) or invite-admin (kind admin), as that
  // (admin) session: the invitation pending, sent now, and emailed; an earlier one to the address is replaced.
  'the employer signed in with token {token} has invited {email} named {name} to company {companyId} as {kind} with the invitation {invitationId}':
    async (p) => {
      await nextIdIs('invitations', num(p, 'invitationId'));
      const body = {
        companyId: num(p, 'companyId'),
        invitedUserEmail: str(p, 'email'),
        invitedUserName: str(p, 'name'),
      };
      const call = str(p, 'kind') === 'admin' ? 'invite-admin' : 'invite-user';
      await callProvider(companyInvitationHandlers, 'POST', `admin/Company/${call}`, body, str(p, 'token'));
    },
  // Through the provider's own POST admin/Company/invite-transfer-admin, as that (admin) session.
  'the employer signed in with token {token} has invited {email} to take over company {companyId} with the invitation {invitationId}':
    async (p) => {
      await nextIdIs('invitations', num(p, 'invitationId'));
      const query = new URLSearchParams({ companyId: String(num(p, 'companyId')), invitedUserEmail: str(p, 'email') });
      await callProvider(
        companyInvitationHandlers,
        'POST',
        `admin/Company/invite-transfer-admin?${query}`,
        undefined,
        str(p, 'token'),
      );
    },
  // Through the provider's own POST admin/Company/accept-invite-request, as that session (the invited account's).
  'the employer signed in with token {token} has accepted the invitation {invitationId}': (p) =>
    callProvider(
      companyInvitationHandlers,
      'POST',
      `admin/Company/accept-invite-request?invitationId=${num(p, 'invitationId')}`,
      undefined,
      str(p, 'token'),
    ),
  // Through the provider's own DELETE admin/Company/invitation, as that (admin) session.
  'the employer signed in with token {token} has cancelled the invitation {invitationId}': (p) =>
    callProvider(
      companyInvitationHandlers,
      'DELETE',
      `admin/Company/invitation?invitationId=${num(p, 'invitationId')}`,
      undefined,
      str(p, 'token'),
    ),
  // Time passing: the invitation dated that many days before the server's clock (its 7 days are counted from then).
  'the invitation {invitationId} was sent {days} days ago': async (p) => {
    const invitation = db.invitations.findFirst((q) => q.where({ id: num(p, 'invitationId') }));
    if (!invitation) throw new Error(`No invitation ${num(p, 'invitationId')}`);
    await db.invitations.update(invitation, {
      data(i) {
        i.createdDate = clock.daysFromNow(-num(p, 'days'));
      },
    });
  },
});
