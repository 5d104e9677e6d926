import { describe, expect, it } from 'vitest';
import { COMPANY, keystone, NOW } from './company-fixtures';
import {
  ADMIN_REQUEST,
  alex,
  entry,
  expectRefusedBy,
  INVITATION,
  invited,
  INVITED,
  jordan,
  NAMED,
  named,
  riley,
  taylor,
  WEEK_ON,
  withCompany,
} from './company-people-fixtures';
import { bearer, signedIn } from './job-fixtures';
import type { Interaction } from './pact';
import { apiPact } from './pact';
import { companyInvitationsApi } from '../../src/api/company-invitations';
import { companyPeopleApi } from '../../src/api/company-people';
import { createHttp } from '../../src/api/http';

/**
 * Invitations sent by the company's second admin (src/api/company-invitations.ts): the invitee sees who sent it, a
 * handover demotes that sender and not the first admin, and one accepted after its sender was removed still counts.
 * An admin accepting an invitation again hears that they are one.
 */
const pact = apiPact();

const client = (url: string, token: string) => companyInvitationsApi(createHttp({ baseUrl: url, ...signedIn(token) }));
const TRANSFER =
  'the employer signed in with token {token} has invited {email} to take over company {companyId} with the invitation {invitationId}';

/** Riley's company, Taylor made its second admin after Riley and Jordan, and Alex signed in. */
const withTaylor = (interaction: Interaction) =>
  withCompany(interaction)
    .given(NAMED, named(taylor))
    .given('the employer {email} is an admin of company {companyId}', { email: taylor.email, companyId: COMPANY })
    .given('the employer {email} is signed in with token {token}', taylor)
    .given(NAMED, named(alex))
    .given('the employer {email} is signed in with token {token}', alex);

describe("invitations sent by a company's second admin", () => {
  it('names the admin who sent the invitation', async () => {
    const expected = {
      id: INVITATION,
      companyId: COMPANY,
      companyName: keystone.name,
      companyLogo: keystone.logo,
      kind: 'member',
      invitedUserEmail: alex.email,
      invitedUserName: 'Alex Brook',
      inviterName: 'Taylor Ash',
      expiresDate: WEEK_ON,
      status: 'pending',
    };
    await withTaylor(pact.addInteraction())
      .given(INVITED, { ...invited(INVITATION, { email: alex.email, name: 'Alex Brook' }), token: taylor.token })
      .uponReceiving("an invitation sent by the company's second admin opened by the account it was sent to")
      .withRequest('GET', `/admin/Company/invitation/${INVITATION}`, (b) => b.headers(bearer(alex.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await client(server.url, alex.token).invitation(INVITATION)).toEqual(expected);
      });
  });

  it('makes the sender of a handover a member, and leaves the first admin an admin', async () => {
    // Alex the admin; Riley still one, by last name after Alex; Taylor, who handed the role over, and Jordan members.
    const expected = {
      companyId: COMPANY,
      employers: [entry(alex, 'admin', NOW), entry(riley, 'admin'), entry(taylor, 'member'), entry(jordan, 'member')],
      joinRequests: [],
      invitations: [],
    };
    await withTaylor(pact.addInteraction())
      .given(TRANSFER, { token: taylor.token, email: alex.email, companyId: COMPANY, invitationId: INVITATION })
      .given('the employer signed in with token {token} has accepted the invitation {invitationId}', {
        token: alex.token,
        invitationId: INVITATION,
      })
      .uponReceiving("a request for a company's people after its second admin handed the role over by email")
      .withRequest('GET', `/admin/Company/employers/${COMPANY}`, (b) => b.headers(bearer(alex.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        const http = createHttp({ baseUrl: server.url, ...signedIn(alex.token) });
        expect(await companyPeopleApi(http).employers(COMPANY)).toEqual(expected);
      });
  });

  it('makes the invitee an admin when the sender of a handover was removed meanwhile', async () => {
    const accepted = { companyId: COMPANY, companyName: keystone.name, role: 'admin' };
    await withTaylor(pact.addInteraction())
      .given(TRANSFER, { token: taylor.token, email: alex.email, companyId: COMPANY, invitationId: INVITATION })
      .given('the employer signed in with token {token} has removed the user {userId} from company {companyId}', {
        token: riley.token,
        userId: taylor.userId,
        companyId: COMPANY,
      })
      .uponReceiving('an invitation to take over as admin accepted after its sender was removed from the company')
      .withRequest('POST', '/admin/Company/accept-invite-request', (b) =>
        b.headers(bearer(alex.token)).query({ invitationId: String(INVITATION) }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: accepted }))
      .executeTest(async (server) => {
        expect(await client(server.url, alex.token).acceptInvitation(INVITATION)).toEqual(accepted);
      });
  });

  it('answers 409 to a member invited as an admin who was made one meanwhile', async () => {
    const message = 'You are already an admin of Keystone Paddle Co.';
    await withCompany(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', jordan)
      .given(INVITED, invited(INVITATION, { email: jordan.email, name: 'Jordan Reed' }, 'admin'))
      .given('the member {email} has asked to become an admin of company {companyId} with the request {requestId}', {
        email: jordan.email,
        companyId: COMPANY,
        requestId: ADMIN_REQUEST,
      })
      .given(
        'the employer signed in with token {token} has made the sender of the request {requestId} an admin of company {companyId}',
        { token: riley.token, requestId: ADMIN_REQUEST, companyId: COMPANY },
      )
      .uponReceiving('an invitation to be an admin accepted by an account made an admin meanwhile')
      .withRequest('POST', '/admin/Company/accept-invite-request', (b) =>
        b.headers(bearer(jordan.token)).query({ invitationId: String(INVITATION) }),
      )
      .willRespondWith(409, (b) => b.jsonBody({ error: message }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          jordan.token,
          (h) => companyInvitationsApi(h).acceptInvitation(INVITATION),
          409,
          message,
        ),
      );
  });
});
