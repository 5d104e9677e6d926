import { describe, expect, it } from 'vitest';
import { atNow, COMPANY, NOW, OTHER_COMPANY } from './company-fixtures';
import {
  ADMIN_REQUEST,
  alex,
  drew,
  FIVE_DAYS_ON,
  entry,
  expectRefused,
  INVITATION,
  invited,
  INVITED,
  JOIN_REQUEST,
  jordan,
  named,
  NAMED,
  peopleClient,
  riley,
  sam,
  taylor,
  TWO_DAYS_AGO,
  WEEK_ON,
  withAdminRequest,
  withCompany,
  withJoinRequest,
} from './company-people-fixtures';
import type { Builder } from './guarded';
import { bearer, CLOCK, employer } from './job-fixtures';
import { apiPact } from './pact';

/**
 * A company's people as its admins see them (GET admin/Company/employers/{id}) and the requests they answer
 * (accept-join-request; decline-join-request: company-join-decline.test.ts): src/api/company-people.ts. Shapes designed here (contracts/reference.md).
 */
const pact = apiPact();

const ONLY_ADMINS = "Only the company's admins can manage its people.";
const people = `/admin/Company/employers/${COMPANY}`;

/** A third sender and a third invitee, at NOW as the first ones, made last: their ids come after. */
const quinn = {
  email: 'quinn@example.com',
  token: 'applicant-token-3',
  firstName: 'Quinn',
  lastName: 'Ford',
  userId: 25,
};
const kit = { email: 'kit.new@example.com', name: 'Kit New' };

describe('admin/Company/employers/{id}', () => {
  it('lists the employers, admins first, and the requests and invitations waiting, oldest first', async () => {
    const expected = {
      companyId: COMPANY,
      // Admins first, each part by last name then first: Taylor Ash (an admin made after Jordan) before
      // Riley Stone; Jordan Reed, a member, last. By first name alone, or in the order made, they come otherwise.
      employers: [entry(taylor, 'admin'), entry(riley, 'admin'), entry(jordan, 'member')],
      // Oldest first: the ones made two days before NOW (after two others) come first; one moment's by id.
      joinRequests: [
        {
          id: ADMIN_REQUEST,
          userId: jordan.userId,
          firstName: 'Jordan',
          lastName: 'Reed',
          email: jordan.email,
          kind: 'admin',
          createdDate: TWO_DAYS_AGO,
        },
        {
          id: JOIN_REQUEST,
          userId: alex.userId,
          firstName: 'Alex',
          lastName: 'Brook',
          email: alex.email,
          kind: 'join',
          createdDate: NOW,
        },
        {
          id: JOIN_REQUEST + 2,
          userId: quinn.userId,
          firstName: 'Quinn',
          lastName: 'Ford',
          email: quinn.email,
          kind: 'join',
          createdDate: NOW,
        },
      ],
      invitations: [
        {
          id: INVITATION + 1,
          invitedUserEmail: drew.email,
          invitedUserName: drew.name,
          kind: 'admin',
          createdDate: TWO_DAYS_AGO,
          expiresDate: FIVE_DAYS_ON,
        },
        {
          id: INVITATION,
          invitedUserEmail: sam.email,
          invitedUserName: sam.name,
          kind: 'member',
          createdDate: NOW,
          expiresDate: WEEK_ON,
        },
        {
          id: INVITATION + 2,
          invitedUserEmail: kit.email,
          invitedUserName: kit.name,
          kind: 'member',
          createdDate: NOW,
          expiresDate: WEEK_ON,
        },
      ],
    };
    await withJoinRequest(pact.addInteraction())
      .given(NAMED, named(taylor))
      .given('the employer {email} is an admin of company {companyId}', { email: taylor.email, companyId: COMPANY })
      .given(INVITED, invited(INVITATION))
      .given(CLOCK, { now: TWO_DAYS_AGO })
      .given('the member {email} has asked to become an admin of company {companyId} with the request {requestId}', {
        email: jordan.email,
        companyId: COMPANY,
        requestId: ADMIN_REQUEST,
      })
      .given(INVITED, invited(INVITATION + 1, drew, 'admin'))
      .given(CLOCK, { now: NOW })
      .given(NAMED, named(quinn))
      .given('the employer {email} has asked to join company {companyId} with the request {requestId}', {
        email: quinn.email,
        companyId: COMPANY,
        requestId: JOIN_REQUEST + 2,
      })
      .given(INVITED, invited(INVITATION + 2, kit))
      .uponReceiving("a request for a company's people")
      .withRequest('GET', people, (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await peopleClient(server.url).api.employers(COMPANY)).toEqual(expected);
      });
  });

  it('shows who the admin let in and who they removed', async () => {
    const expected = {
      companyId: COMPANY,
      employers: [entry(riley, 'admin'), entry(alex, 'member', NOW)],
      joinRequests: [],
      invitations: [],
    };
    await withJoinRequest(pact.addInteraction())
      .given('the employer signed in with token {token} has accepted the join request {requestId}', {
        token: employer.token,
        requestId: JOIN_REQUEST,
      })
      .given('the employer signed in with token {token} has removed the user {userId} from company {companyId}', {
        token: employer.token,
        userId: jordan.userId,
        companyId: COMPANY,
      })
      .uponReceiving("a request for a company's people after a request accepted and a member removed")
      .withRequest('GET', people, (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await peopleClient(server.url).api.employers(COMPANY)).toEqual(expected);
      });
  });

  it('answers 403 to a member, who is no admin', async () => {
    await withCompany(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', jordan)
      .uponReceiving("a request for a company's people by a member")
      .withRequest('GET', people, (b) => b.headers(bearer(jordan.token)))
      .willRespondWith(403, (b) => b.jsonBody({ error: ONLY_ADMINS }))
      .executeTest((server) =>
        expectRefused(server.url, (api) => api.employers(COMPANY), 403, ONLY_ADMINS, jordan.token),
      );
  });

  it('answers 403 to the admin of another company', async () => {
    await atNow(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is an admin of company {companyId}', {
        email: employer.email,
        companyId: OTHER_COMPANY,
      })
      .given('the employer {email} is a member of company {companyId}', { email: jordan.email, companyId: COMPANY })
      .uponReceiving("a request for another company's people")
      .withRequest('GET', people, (b) => b.headers(bearer(employer.token)))
      .willRespondWith(403, (b) => b.jsonBody({ error: ONLY_ADMINS }))
      .executeTest((server) => expectRefused(server.url, (api) => api.employers(COMPANY), 403, ONLY_ADMINS));
  });

  it('answers 404 for a company that does not exist', async () => {
    await withCompany(pact.addInteraction())
      .given('no company has the id {companyId}', { companyId: 99 })
      .uponReceiving('a request for the people of a company that does not exist')
      .withRequest('GET', '/admin/Company/employers/99', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(404, (b) => b.jsonBody({ error: 'This company does not exist.' }))
      .executeTest((server) =>
        expectRefused(server.url, (api) => api.employers(99), 404, 'This company does not exist.'),
      );
  });
});

describe('admin/Company/accept-join-request', () => {
  const accept = (b: Builder, token = employer.token) =>
    b.headers(bearer(token)).query({ requestId: String(JOIN_REQUEST) });

  it('lets the sender in as a member, from now', async () => {
    const expected = entry(alex, 'member', NOW);
    await withJoinRequest(pact.addInteraction())
      .uponReceiving('an acceptance of a join request')
      .withRequest('POST', '/admin/Company/accept-join-request', (b) => accept(b))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await peopleClient(server.url).api.acceptJoinRequest(JOIN_REQUEST)).toEqual(expected);
      });
  });

  it('answers 403 to a member, who is no admin', async () => {
    await withJoinRequest(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', jordan)
      .uponReceiving('an acceptance of a join request by a member')
      .withRequest('POST', '/admin/Company/accept-join-request', (b) => accept(b, jordan.token))
      .willRespondWith(403, (b) => b.jsonBody({ error: ONLY_ADMINS }))
      .executeTest((server) =>
        expectRefused(server.url, (api) => api.acceptJoinRequest(JOIN_REQUEST), 403, ONLY_ADMINS, jordan.token),
      );
  });

  it('answers 403 to the admin of another company', async () => {
    await withJoinRequest(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', alex)
      .given('the employer {email} is an admin of company {companyId}', { email: alex.email, companyId: OTHER_COMPANY })
      .uponReceiving('an acceptance of a join request to another company')
      .withRequest('POST', '/admin/Company/accept-join-request', (b) => accept(b, alex.token))
      .willRespondWith(403, (b) => b.jsonBody({ error: ONLY_ADMINS }))
      .executeTest((server) =>
        expectRefused(server.url, (api) => api.acceptJoinRequest(JOIN_REQUEST), 403, ONLY_ADMINS, alex.token),
      );
  });

  it('answers 404 for a request that does not exist', async () => {
    await withCompany(pact.addInteraction())
      .given('the next join request gets the id {requestId}', { requestId: JOIN_REQUEST })
      .uponReceiving('an acceptance of a join request that does not exist')
      .withRequest('POST', '/admin/Company/accept-join-request', (b) => accept(b))
      .willRespondWith(404, (b) => b.jsonBody({ error: 'This request does not exist.' }))
      .executeTest((server) =>
        expectRefused(server.url, (api) => api.acceptJoinRequest(JOIN_REQUEST), 404, 'This request does not exist.'),
      );
  });

  it('answers 409 to a request to become an admin, which make-an-admin answers', async () => {
    const message = 'This member asks to become an admin: make them an admin, or decline the request.';
    await withAdminRequest(pact.addInteraction())
      .uponReceiving('an acceptance of a request to become an admin as a join request')
      .withRequest('POST', '/admin/Company/accept-join-request', (b) =>
        b.headers(bearer(employer.token)).query({ requestId: String(ADMIN_REQUEST) }),
      )
      .willRespondWith(409, (b) => b.jsonBody({ error: message }))
      .executeTest((server) => expectRefused(server.url, (api) => api.acceptJoinRequest(ADMIN_REQUEST), 409, message));
  });

  it('answers 409 to a request already accepted', async () => {
    await withJoinRequest(pact.addInteraction())
      .given('the employer signed in with token {token} has accepted the join request {requestId}', {
        token: employer.token,
        requestId: JOIN_REQUEST,
      })
      .uponReceiving('an acceptance of a join request already accepted')
      .withRequest('POST', '/admin/Company/accept-join-request', (b) => accept(b))
      .willRespondWith(409, (b) => b.jsonBody({ error: 'This request was already accepted.' }))
      .executeTest((server) =>
        expectRefused(
          server.url,
          (api) => api.acceptJoinRequest(JOIN_REQUEST),
          409,
          'This request was already accepted.',
        ),
      );
  });
});
