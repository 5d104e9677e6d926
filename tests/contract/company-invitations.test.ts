import { MatchersV3 as M } from '@pact-foundation/pact';
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
  riley,
  sam,
  WEEK_ON,
  withCompany,
  withJoinRequest,
} from './company-people-fixtures';
import { bearer, employer, signedIn } from './job-fixtures';
import { apiPact, recordingNotifier } from './pact';
import { companyInvitationsApi } from '../../src/api/company-invitations';
import { companyPeopleApi } from '../../src/api/company-people';
import { ApiError, createHttp, type Http } from '../../src/api/http';

/**
 * Invitations to a company by email (invite-user, invite-admin): src/api/company-invitations.ts. Accepting them and
 * the admin transfer: company-invitations-accept.test.ts. Shapes designed here (contracts/reference.md).
 */
const pact = apiPact();

const ONLY_ADMINS = "Only the company's admins can manage its people.";
const invitation = { companyId: COMPANY, invitedUserEmail: sam.email, invitedUserName: sam.name };
const client = (url: string, token = employer.token) =>
  companyInvitationsApi(createHttp({ baseUrl: url, notify: recordingNotifier().notify, ...signedIn(token) }));
const pending = (kind: string) => ({
  id: INVITATION,
  invitedUserEmail: sam.email,
  invitedUserName: sam.name,
  kind,
  createdDate: NOW,
  expiresDate: WEEK_ON,
});

/**
 * The 403s of an invitation call (`path`): to a member of the company, and to the admin of another. `as` ends the
 * interactions' descriptions (" as an admin").
 */
function refusedToOthers(path: string, call: (http: Http) => Promise<unknown>, as: string) {
  it('answers 403 to a member, who is no admin', async () => {
    await withCompany(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', jordan)
      .uponReceiving(`an invitation to join a company${as} sent by a member`)
      .withRequest('POST', `/admin/Company/${path}`, (b) => b.headers(bearer(jordan.token)).jsonBody(invitation))
      .willRespondWith(403, (b) => b.jsonBody({ error: ONLY_ADMINS }))
      .executeTest((server) => expectRefusedBy(server.url, jordan.token, call, 403, ONLY_ADMINS));
  });

  it('answers 403 to the admin of another company', async () => {
    await withJoinRequest(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', alex)
      .given('the employer {email} is an admin of company {companyId}', { email: alex.email, companyId: OTHER_COMPANY })
      .uponReceiving(`an invitation to join another company${as}`)
      .withRequest('POST', `/admin/Company/${path}`, (b) => b.headers(bearer(alex.token)).jsonBody(invitation))
      .willRespondWith(403, (b) => b.jsonBody({ error: ONLY_ADMINS }))
      .executeTest((server) => expectRefusedBy(server.url, alex.token, call, 403, ONLY_ADMINS));
  });
}

describe('admin/Company/invite-user', () => {
  it('emails an invitation to join as a member, valid for a week', async () => {
    await withCompany(pact.addInteraction())
      .given('the next invitation gets the id {invitationId}', { invitationId: INVITATION })
      .uponReceiving('an invitation to join a company')
      .withRequest('POST', '/admin/Company/invite-user', (b) => b.headers(bearer(employer.token)).jsonBody(invitation))
      .willRespondWith(200, (b) => b.jsonBody({ result: pending('member') }))
      .executeTest(async (server) => {
        expect(await client(server.url).inviteUser(invitation)).toEqual(pending('member'));
      });
  });

  it('answers 409 to the address of a member', async () => {
    const message = 'jordan@example.com is already a member of Keystone Paddle Co.';
    const member = { ...invitation, invitedUserEmail: jordan.email, invitedUserName: 'Jordan Reed' };
    await withCompany(pact.addInteraction())
      .uponReceiving('an invitation to join a company sent to a member')
      .withRequest('POST', '/admin/Company/invite-user', (b) => b.headers(bearer(employer.token)).jsonBody(member))
      .willRespondWith(409, (b) => b.jsonBody({ error: message }))
      .executeTest((server) =>
        expectRefusedBy(server.url, employer.token, (h) => companyInvitationsApi(h).inviteUser(member), 409, message),
      );
  });

  it('refuses an address that is none and an empty name, each by its field', async () => {
    const refused = { companyId: COMPANY, invitedUserEmail: 'not-an-address', invitedUserName: ' ' };
    await withCompany(pact.addInteraction())
      .uponReceiving('an invitation to join a company with an invalid address and no name')
      .withRequest('POST', '/admin/Company/invite-user', (b) => b.headers(bearer(employer.token)).jsonBody(refused))
      .willRespondWith(400, (b) =>
        b.jsonBody({
          error: M.string('Some fields are not valid.'),
          errors: {
            invitedUserEmail: M.eachLike(M.string('Enter a valid email address')),
            invitedUserName: M.eachLike(M.string('Enter their name')),
          },
        }),
      )
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const http = createHttp({ baseUrl: server.url, notify, ...signedIn(employer.token) });
        const error = await companyInvitationsApi(http)
          .inviteUser(refused)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(400);
        expect(shown.map((s) => [s.kind, s.message.split('\n').sort()])).toEqual([
          ['warning', ['Enter a valid email address', 'Enter their name']],
        ]);
      });
  });

  refusedToOthers('invite-user', (h) => companyInvitationsApi(h).inviteUser(invitation), '');

  it('answers 404 for a company that does not exist', async () => {
    const nowhere = { ...invitation, companyId: 99 };
    await withCompany(pact.addInteraction())
      .given('no company has the id {companyId}', { companyId: 99 })
      .uponReceiving('an invitation to join a company that does not exist')
      .withRequest('POST', '/admin/Company/invite-user', (b) => b.headers(bearer(employer.token)).jsonBody(nowhere))
      .willRespondWith(404, (b) => b.jsonBody({ error: 'This company does not exist.' }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          employer.token,
          (h) => companyInvitationsApi(h).inviteUser(nowhere),
          404,
          'This company does not exist.',
        ),
      );
  });
});

describe('admin/Company/invite-admin', () => {
  it('emails an invitation to join as an admin', async () => {
    await withCompany(pact.addInteraction())
      .given('the next invitation gets the id {invitationId}', { invitationId: INVITATION })
      .uponReceiving('an invitation to join a company as an admin')
      .withRequest('POST', '/admin/Company/invite-admin', (b) => b.headers(bearer(employer.token)).jsonBody(invitation))
      .willRespondWith(200, (b) => b.jsonBody({ result: pending('admin') }))
      .executeTest(async (server) => {
        expect(await client(server.url).inviteAdmin(invitation)).toEqual(pending('admin'));
      });
  });

  it('answers 409 to the address of an admin', async () => {
    const message = 'riley@example.com is already an admin of Keystone Paddle Co.';
    const admin = { ...invitation, invitedUserEmail: riley.email, invitedUserName: 'Riley Stone' };
    await withCompany(pact.addInteraction())
      .uponReceiving('an invitation to join a company as an admin sent to an admin')
      .withRequest('POST', '/admin/Company/invite-admin', (b) => b.headers(bearer(employer.token)).jsonBody(admin))
      .willRespondWith(409, (b) => b.jsonBody({ error: message }))
      .executeTest((server) =>
        expectRefusedBy(server.url, employer.token, (h) => companyInvitationsApi(h).inviteAdmin(admin), 409, message),
      );
  });

  refusedToOthers('invite-admin', (h) => companyInvitationsApi(h).inviteAdmin(invitation), ' as an admin');

  it('resends: the company lists the newest invitation to the address only', async () => {
    const resent = { ...pending('admin'), id: INVITATION + 1 };
    await withCompany(pact.addInteraction())
      .given(INVITED, invited(INVITATION))
      .given(INVITED, invited(INVITATION + 1, sam, 'admin'))
      .uponReceiving("a request for a company's people after an invitation resent")
      .withRequest('GET', `/admin/Company/employers/${COMPANY}`, (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            companyId: COMPANY,
            employers: [entry(riley, 'admin'), entry(jordan, 'member')],
            joinRequests: [],
            invitations: [resent],
          },
        }),
      )
      .executeTest(async (server) => {
        const people = await companyPeopleApi(
          createHttp({ baseUrl: server.url, ...signedIn(employer.token) }),
        ).employers(COMPANY);
        expect(people.invitations).toEqual([resent]);
      });
  });
});
