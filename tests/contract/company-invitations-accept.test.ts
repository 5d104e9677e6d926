import { describe, expect, it } from 'vitest';
import { COMPANY, NOW, OTHER_COMPANY } from './company-fixtures';
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
  sam,
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
 * Invitations accepted through the emailed link (accept-invite-request) and the admin role handed over by
 * email (invite-transfer-admin); to a member: company-transfer-admin.test.ts: src/api/company-invitations.ts. Shapes designed here
 * (contracts/reference.md).
 */
const pact = apiPact();

const ONLY_ADMINS = "Only the company's admins can manage its people.";
const client = (url: string, token = employer.token) =>
  companyInvitationsApi(createHttp({ baseUrl: url, notify: recordingNotifier().notify, ...signedIn(token) }));
const alexInvited = { email: alex.email, name: 'Alex Brook' };
const keystoneAs = (role: string) => ({ companyId: COMPANY, companyName: 'Keystone Paddle Co.', role });
const accepting = (b: Parameters<Parameters<Interaction['withRequest']>[2] & object>[0], token: string) =>
  b.headers(bearer(token)).query({ invitationId: String(INVITATION) });

/** Riley's company, and Alex (signed in) invited to it, as a member unless told, at NOW. */
const withInvitation = (interaction: Interaction, kind: 'member' | 'admin' = 'member') =>
  withCompany(interaction)
    .given(NAMED, { email: alex.email, firstName: alex.firstName, lastName: alex.lastName, userId: alex.userId })
    .given('the employer {email} is signed in with token {token}', alex)
    .given(INVITED, invited(INVITATION, alexInvited, kind));

describe('admin/Company/accept-invite-request', () => {
  it('lets the invited account in, as a member', async () => {
    await withInvitation(pact.addInteraction())
      .uponReceiving('an invitation accepted')
      .withRequest('POST', '/admin/Company/accept-invite-request', (b) => accepting(b, alex.token))
      .willRespondWith(200, (b) => b.jsonBody({ result: keystoneAs('member') }))
      .executeTest(async (server) => {
        expect(await client(server.url, alex.token).acceptInvitation(INVITATION)).toEqual(keystoneAs('member'));
      });
  });

  it('makes a member an admin, by an invitation to be one', async () => {
    await withCompany(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', jordan)
      .given(INVITED, invited(INVITATION, { email: jordan.email, name: 'Jordan Reed' }, 'admin'))
      .uponReceiving('an invitation to be an admin accepted by a member')
      .withRequest('POST', '/admin/Company/accept-invite-request', (b) => accepting(b, jordan.token))
      .willRespondWith(200, (b) => b.jsonBody({ result: keystoneAs('admin') }))
      .executeTest(async (server) => {
        expect(await client(server.url, jordan.token).acceptInvitation(INVITATION)).toEqual(keystoneAs('admin'));
      });
  });

  it('answers 403 to another account than the one invited', async () => {
    const message = 'This invitation was sent to another email address: sign in with the account it was sent to.';
    await withInvitation(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', jordan)
      .uponReceiving('an invitation accepted by another account')
      .withRequest('POST', '/admin/Company/accept-invite-request', (b) => accepting(b, jordan.token))
      .willRespondWith(403, (b) => b.jsonBody({ error: message }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          jordan.token,
          (h) => companyInvitationsApi(h).acceptInvitation(INVITATION),
          403,
          message,
        ),
      );
  });

  const refusals = [
    {
      it: 'answers 409 to an invitation already used',
      upon: 'an invitation accepted twice',
      message: 'This invitation has already been used.',
      given: (i: Interaction) =>
        i.given('the employer signed in with token {token} has accepted the invitation {invitationId}', {
          token: alex.token,
          invitationId: INVITATION,
        }),
    },
    {
      it: 'answers 409 to an invitation replaced by a newer one',
      upon: 'an invitation accepted after a newer one was sent',
      message: 'This invitation was replaced by a newer one: use the link in the latest email.',
      given: (i: Interaction) => i.given(INVITED, invited(INVITATION + 1, alexInvited)),
    },
    {
      it: 'answers 409 to an invitation the admins cancelled',
      upon: 'an invitation accepted after the admins cancelled it',
      message: "This invitation was cancelled by the company's admins: ask them to invite you again.",
      given: (i: Interaction) =>
        i.given('the employer signed in with token {token} has cancelled the invitation {invitationId}', {
          token: employer.token,
          invitationId: INVITATION,
        }),
    },
    {
      it: 'answers 409 to an invitation past its week',
      upon: 'an invitation accepted after it expired',
      message: "This invitation has expired: ask the company's admins to invite you again.",
      given: (i: Interaction) =>
        i.given('the invitation {invitationId} was sent {days} days ago', { invitationId: INVITATION, days: 8 }),
    },
  ];

  it.each(refusals)('$it', async ({ upon, message, given }) => {
    await given(withInvitation(pact.addInteraction()))
      .uponReceiving(upon)
      .withRequest('POST', '/admin/Company/accept-invite-request', (b) => accepting(b, alex.token))
      .willRespondWith(409, (b) => b.jsonBody({ error: message }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          alex.token,
          (h) => companyInvitationsApi(h).acceptInvitation(INVITATION),
          409,
          message,
        ),
      );
  });

  it('answers 409 to an account that joined meanwhile', async () => {
    const message = 'You are already a member of Keystone Paddle Co.';
    await withInvitation(pact.addInteraction())
      .given('the employer {email} has asked to join company {companyId} with the request {requestId}', {
        email: alex.email,
        companyId: COMPANY,
        requestId: 31,
      })
      .given('the employer signed in with token {token} has accepted the join request {requestId}', {
        token: employer.token,
        requestId: 31,
      })
      .uponReceiving('an invitation accepted by an account that is already a member')
      .withRequest('POST', '/admin/Company/accept-invite-request', (b) => accepting(b, alex.token))
      .willRespondWith(409, (b) => b.jsonBody({ error: message }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          alex.token,
          (h) => companyInvitationsApi(h).acceptInvitation(INVITATION),
          409,
          message,
        ),
      );
  });

  it('answers 404 for an invitation that does not exist', async () => {
    await withCompany(pact.addInteraction())
      .given('the next invitation gets the id {invitationId}', { invitationId: INVITATION })
      .uponReceiving('an invitation that does not exist accepted')
      .withRequest('POST', '/admin/Company/accept-invite-request', (b) => accepting(b, employer.token))
      .willRespondWith(404, (b) => b.jsonBody({ error: 'This invitation does not exist.' }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          employer.token,
          (h) => companyInvitationsApi(h).acceptInvitation(INVITATION),
          404,
          'This invitation does not exist.',
        ),
      );
  });
});

describe('admin/Company/invite-transfer-admin', () => {
  const asking = (email: string) => ({ companyId: String(COMPANY), invitedUserEmail: email });

  it('emails an invitation to take over as admin', async () => {
    const expected = {
      id: INVITATION,
      invitedUserEmail: sam.email,
      invitedUserName: '',
      kind: 'transfer-admin',
      createdDate: NOW,
      expiresDate: WEEK_ON,
    };
    await withCompany(pact.addInteraction())
      .given('the next invitation gets the id {invitationId}', { invitationId: INVITATION })
      .uponReceiving('an invitation to take over as admin of a company')
      .withRequest('POST', '/admin/Company/invite-transfer-admin', (b) =>
        b.headers(bearer(employer.token)).query(asking(sam.email)),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await client(server.url).inviteTransferAdmin(COMPANY, sam.email)).toEqual(expected);
      });
  });

  it('hands the role over once accepted: the invited account is the admin, the sender a member', async () => {
    const expected = {
      companyId: COMPANY,
      employers: [entry(alex, 'admin', NOW), entry(jordan, 'member'), entry(riley, 'member')],
      joinRequests: [],
      invitations: [],
    };
    await withCompany(pact.addInteraction())
      .given(NAMED, { email: alex.email, firstName: alex.firstName, lastName: alex.lastName, userId: alex.userId })
      .given('the employer {email} is signed in with token {token}', alex)
      .given(
        'the employer signed in with token {token} has invited {email} to take over company {companyId} with the invitation {invitationId}',
        { token: employer.token, email: alex.email, companyId: COMPANY, invitationId: INVITATION },
      )
      .given('the employer signed in with token {token} has accepted the invitation {invitationId}', {
        token: alex.token,
        invitationId: INVITATION,
      })
      .uponReceiving("a request for a company's people after its admin role was handed over by email")
      .withRequest('GET', `/admin/Company/employers/${COMPANY}`, (b) => b.headers(bearer(alex.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        const http = createHttp({ baseUrl: server.url, ...signedIn(alex.token) });
        expect(await companyPeopleApi(http).employers(COMPANY)).toEqual(expected);
      });
  });

  it('answers 409 to the address of an admin', async () => {
    const message = 'riley@example.com is already an admin of Keystone Paddle Co.';
    await withCompany(pact.addInteraction())
      .uponReceiving('an invitation to take over as admin sent to an admin')
      .withRequest('POST', '/admin/Company/invite-transfer-admin', (b) =>
        b.headers(bearer(employer.token)).query(asking(riley.email)),
      )
      .willRespondWith(409, (b) => b.jsonBody({ error: message }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          employer.token,
          (h) => companyInvitationsApi(h).inviteTransferAdmin(COMPANY, riley.email),
          409,
          message,
        ),
      );
  });

  it('answers 403 to the admin of another company', async () => {
    await withJoinRequest(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', alex)
      .given('the employer {email} is an admin of company {companyId}', { email: alex.email, companyId: OTHER_COMPANY })
      .uponReceiving('an invitation to take over as admin of another company')
      .withRequest('POST', '/admin/Company/invite-transfer-admin', (b) =>
        b.headers(bearer(alex.token)).query(asking(sam.email)),
      )
      .willRespondWith(403, (b) => b.jsonBody({ error: ONLY_ADMINS }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          alex.token,
          (h) => companyInvitationsApi(h).inviteTransferAdmin(COMPANY, sam.email),
          403,
          ONLY_ADMINS,
        ),
      );
  });
});
