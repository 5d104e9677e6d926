import { describe, expect, it } from 'vitest';
import { COMPANY, keystone, OTHER_COMPANY } from './company-fixtures';
import {
  alex,
  entry,
  expectRefusedBy,
  INVITATION,
  invited,
  INVITED,
  jordan,
  NAMED,
  riley,
  WEEK_ON,
  withCompany,
  withJoinRequest,
} from './company-people-fixtures';
import { bearer, employer, signedIn } from './job-fixtures';
import type { Interaction } from './pact';
import { apiPact, recordingNotifier } from './pact';
import { companyInvitationsApi } from '../../src/api/company-invitations';
import { companyPeopleApi } from '../../src/api/company-people';
import { createHttp } from '../../src/api/http';

/**
 * The invitation as its invitee sees it (GET admin/Company/invitation/{id}) and an admin cancelling it (DELETE
 * admin/Company/invitation): src/api/company-invitations.ts. Shapes designed here (contracts/reference.md).
 */
const pact = apiPact();

const ONLY_ADMINS = "Only the company's admins can manage its people.";
const WRONG_ACCOUNT = 'This invitation was sent to another email address: sign in with the account it was sent to.';
const client = (url: string, token = employer.token) =>
  companyInvitationsApi(createHttp({ baseUrl: url, notify: recordingNotifier().notify, ...signedIn(token) }));
const alexInvited = { email: alex.email, name: 'Alex Brook' };
const cancelling = { invitationId: String(INVITATION) };

/** Riley's company, and Alex (signed in) invited to it by Riley, as a member unless told, at NOW. */
const withInvitation = (interaction: Interaction, kind: 'member' | 'admin' = 'member') =>
  withCompany(interaction)
    .given(NAMED, { email: alex.email, firstName: alex.firstName, lastName: alex.lastName, userId: alex.userId })
    .given('the employer {email} is signed in with token {token}', alex)
    .given(INVITED, invited(INVITATION, alexInvited, kind));

/** The invitation as Alex sees it, in this status (sent at NOW, so working until a week on, unless told). */
const seen = (status: string, kind = 'member', expiresDate = WEEK_ON) => ({
  id: INVITATION,
  companyId: COMPANY,
  companyName: keystone.name,
  companyLogo: keystone.logo,
  kind,
  invitedUserEmail: alex.email,
  invitedUserName: 'Alex Brook',
  inviterName: 'Riley Stone',
  expiresDate,
  status,
});

describe('admin/Company/invitation/{id}', () => {
  it('shows the invited account the company, the role offered, who sent it and until when', async () => {
    await withInvitation(pact.addInteraction(), 'admin')
      .uponReceiving('an invitation opened by the account it was sent to')
      .withRequest('GET', `/admin/Company/invitation/${INVITATION}`, (b) => b.headers(bearer(alex.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: seen('pending', 'admin') }))
      .executeTest(async (server) => {
        expect(await client(server.url, alex.token).invitation(INVITATION)).toEqual(seen('pending', 'admin'));
      });
  });

  const afterwards = [
    {
      status: 'accepted',
      expiresDate: WEEK_ON,
      upon: 'an invitation opened after it was accepted',
      given: (i: Interaction) =>
        i.given('the employer signed in with token {token} has accepted the invitation {invitationId}', {
          token: alex.token,
          invitationId: INVITATION,
        }),
    },
    {
      status: 'cancelled',
      expiresDate: WEEK_ON,
      upon: 'an invitation opened after the admins cancelled it',
      given: (i: Interaction) =>
        i.given('the employer signed in with token {token} has cancelled the invitation {invitationId}', {
          token: employer.token,
          invitationId: INVITATION,
        }),
    },
    {
      status: 'replaced',
      expiresDate: WEEK_ON,
      upon: 'an invitation opened after a newer one was sent',
      given: (i: Interaction) => i.given(INVITED, invited(INVITATION + 1, alexInvited)),
    },
    {
      status: 'expired',
      // Sent 8 days before NOW: its week ended a day before NOW.
      expiresDate: '2026-05-03T09:00:00.000Z',
      upon: 'an invitation opened after it expired',
      given: (i: Interaction) =>
        i.given('the invitation {invitationId} was sent {days} days ago', { invitationId: INVITATION, days: 8 }),
    },
  ];

  it.each(afterwards)('says it is $status', async ({ status, expiresDate, upon, given }) => {
    const expected = seen(status, 'member', expiresDate);
    await given(withInvitation(pact.addInteraction()))
      .uponReceiving(upon)
      .withRequest('GET', `/admin/Company/invitation/${INVITATION}`, (b) => b.headers(bearer(alex.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await client(server.url, alex.token).invitation(INVITATION)).toEqual(expected);
      });
  });

  it('answers 403 to another account than the one invited', async () => {
    await withInvitation(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', jordan)
      .uponReceiving('an invitation opened by another account')
      .withRequest('GET', `/admin/Company/invitation/${INVITATION}`, (b) => b.headers(bearer(jordan.token)))
      .willRespondWith(403, (b) => b.jsonBody({ error: WRONG_ACCOUNT }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          jordan.token,
          (h) => companyInvitationsApi(h).invitation(INVITATION),
          403,
          WRONG_ACCOUNT,
        ),
      );
  });

  it('answers 404 for an invitation that does not exist', async () => {
    await withCompany(pact.addInteraction())
      .given('the next invitation gets the id {invitationId}', { invitationId: INVITATION })
      .uponReceiving('an invitation that does not exist opened')
      .withRequest('GET', `/admin/Company/invitation/${INVITATION}`, (b) => b.headers(bearer(employer.token)))
      .willRespondWith(404, (b) => b.jsonBody({ error: 'This invitation does not exist.' }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          employer.token,
          (h) => companyInvitationsApi(h).invitation(INVITATION),
          404,
          'This invitation does not exist.',
        ),
      );
  });
});

describe('admin/Company/invitation (DELETE)', () => {
  it('cancels a pending invitation', async () => {
    await withInvitation(pact.addInteraction())
      .uponReceiving('an invitation cancelled by an admin of the company')
      .withRequest('DELETE', '/admin/Company/invitation', (b) => b.headers(bearer(employer.token)).query(cancelling))
      .willRespondWith(200, (b) => b.jsonBody({ result: null }))
      .executeTest(async (server) => {
        expect(await client(server.url).cancelInvitation(INVITATION)).toBeNull();
      });
  });

  it('takes a cancelled invitation off the pending ones the admins see', async () => {
    const expected = {
      companyId: COMPANY,
      employers: [entry(riley, 'admin'), entry(jordan, 'member')],
      joinRequests: [],
      invitations: [],
    };
    await withInvitation(pact.addInteraction())
      .given('the employer signed in with token {token} has cancelled the invitation {invitationId}', {
        token: employer.token,
        invitationId: INVITATION,
      })
      .uponReceiving("a request for a company's people after an invitation was cancelled")
      .withRequest('GET', `/admin/Company/employers/${COMPANY}`, (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        const http = createHttp({ baseUrl: server.url, ...signedIn(employer.token) });
        expect(await companyPeopleApi(http).employers(COMPANY)).toEqual(expected);
      });
  });

  const refusals = [
    {
      it: 'answers 409 to an invitation already accepted',
      upon: 'an invitation cancelled after it was accepted',
      message: 'This invitation was already accepted: remove the person from the company instead.',
      given: (i: Interaction) =>
        i.given('the employer signed in with token {token} has accepted the invitation {invitationId}', {
          token: alex.token,
          invitationId: INVITATION,
        }),
    },
    {
      it: 'answers 409 to an invitation already cancelled',
      upon: 'an invitation cancelled twice',
      message: 'This invitation was already cancelled.',
      given: (i: Interaction) =>
        i.given('the employer signed in with token {token} has cancelled the invitation {invitationId}', {
          token: employer.token,
          invitationId: INVITATION,
        }),
    },
    {
      it: 'answers 409 to an invitation replaced by a newer one',
      upon: 'an invitation cancelled after a newer one was sent',
      message: 'This invitation was replaced by a newer one: cancel that one instead.',
      given: (i: Interaction) => i.given(INVITED, invited(INVITATION + 1, alexInvited)),
    },
    {
      it: 'answers 409 to an invitation past its week',
      upon: 'an invitation cancelled after it expired',
      message: 'This invitation has expired: it can no longer be accepted.',
      given: (i: Interaction) =>
        i.given('the invitation {invitationId} was sent {days} days ago', { invitationId: INVITATION, days: 8 }),
    },
  ];

  it.each(refusals)('$it', async ({ upon, message, given }) => {
    await given(withInvitation(pact.addInteraction()))
      .uponReceiving(upon)
      .withRequest('DELETE', '/admin/Company/invitation', (b) => b.headers(bearer(employer.token)).query(cancelling))
      .willRespondWith(409, (b) => b.jsonBody({ error: message }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          employer.token,
          (h) => companyInvitationsApi(h).cancelInvitation(INVITATION),
          409,
          message,
        ),
      );
  });

  it('answers 403 to a member, who is no admin', async () => {
    await withInvitation(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', jordan)
      .uponReceiving('an invitation cancelled by a member of the company')
      .withRequest('DELETE', '/admin/Company/invitation', (b) => b.headers(bearer(jordan.token)).query(cancelling))
      .willRespondWith(403, (b) => b.jsonBody({ error: ONLY_ADMINS }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          jordan.token,
          (h) => companyInvitationsApi(h).cancelInvitation(INVITATION),
          403,
          ONLY_ADMINS,
        ),
      );
  });

  it('answers 403 to the admin of another company', async () => {
    await withJoinRequest(pact.addInteraction())
      .given(INVITED, invited(INVITATION, { email: 'sam.new@example.com', name: 'Sam New' }))
      .given('the employer {email} is signed in with token {token}', alex)
      .given('the employer {email} is an admin of company {companyId}', { email: alex.email, companyId: OTHER_COMPANY })
      .uponReceiving("an invitation of another company cancelled by a company's admin")
      .withRequest('DELETE', '/admin/Company/invitation', (b) => b.headers(bearer(alex.token)).query(cancelling))
      .willRespondWith(403, (b) => b.jsonBody({ error: ONLY_ADMINS }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          alex.token,
          (h) => companyInvitationsApi(h).cancelInvitation(INVITATION),
          403,
          ONLY_ADMINS,
        ),
      );
  });

  it('answers 404 for an invitation that does not exist', async () => {
    await withCompany(pact.addInteraction())
      .given('the next invitation gets the id {invitationId}', { invitationId: INVITATION })
      .uponReceiving('an invitation that does not exist cancelled')
      .withRequest('DELETE', '/admin/Company/invitation', (b) => b.headers(bearer(employer.token)).query(cancelling))
      .willRespondWith(404, (b) => b.jsonBody({ error: 'This invitation does not exist.' }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          employer.token,
          (h) => companyInvitationsApi(h).cancelInvitation(INVITATION),
          404,
          'This invitation does not exist.',
        ),
      );
  });
});
