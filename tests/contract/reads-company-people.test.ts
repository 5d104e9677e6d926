import { describe, expect, it } from 'vitest';
import { alleghenyDetail, COMPANY, NOW, OTHER_COMPANY } from './company-fixtures';
import {
  ADMIN_REQUEST,
  alex,
  entry,
  expectRefused,
  INVITATION,
  invited,
  INVITED,
  JOIN_REQUEST,
  jordan,
  NAMED,
  peopleClient,
  riley,
  withCompany,
  withJoinRequest,
} from './company-people-fixtures';
import { admin, bearer, employer } from './job-fixtures';
import { apiPact, type Interaction } from './pact';

/**
 * What the writes on a company's people stored, read back through GET admin/Company/employers/{id}
 * (src/api/company-people.ts): each write made through the provider's own call (a state) — a site admin's add-user,
 * make-an-admin, transfer-admin, an invitation accepted — then the read shows who it changed and whom it left as they
 * were. And the guard's mirror of accept-join-request: a request already answered is not declined either.
 */
const pact = apiPact();

const ONLY_ADMINS = "Only the company's admins can manage its people.";
const ACCEPTED = 'the employer signed in with token {token} has accepted the invitation {invitationId}';
const named = (who: typeof alex) => ({
  email: who.email,
  firstName: who.firstName,
  lastName: who.lastName,
  userId: who.userId,
});
/** The company's people as the read answers them: these employers, nothing waiting unless told. */
const people = (companyId: number, employers: unknown[], joinRequests: unknown[] = []) => ({
  companyId,
  employers,
  joinRequests,
  invitations: [],
});
const readBy = (token: string) => (b: Parameters<Parameters<Interaction['withRequest']>[2] & object>[0]) =>
  b.headers(bearer(token));

describe("admin/Company/employers/{id} after a site admin's add-user", () => {
  it('lists the added employer as a member since the add, beside the people who were there', async () => {
    const expected = people(COMPANY, [entry(riley, 'admin'), entry(alex, 'member', NOW), entry(jordan, 'member')]);
    await withCompany(pact.addInteraction())
      .given(NAMED, named(alex))
      .given('the admin {email} is signed in with token {token}', admin)
      .given('the admin signed in with token {token} has added the user {userId} to company {companyId}', {
        token: admin.token,
        userId: alex.userId,
        companyId: COMPANY,
      })
      .uponReceiving("a request for a company's people after a site admin added an employer to it")
      .withRequest('GET', `/admin/Company/employers/${COMPANY}`, readBy(employer.token))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await peopleClient(server.url).api.employers(COMPANY)).toEqual(expected);
      });
  });

  it('lets the employer added to a company without an admin manage its people, as its admin', async () => {
    // Riley is a member of the company, not its admin: the added employer becomes the admin (a member is none).
    const expected = people(OTHER_COMPANY, [entry(alex, 'admin', NOW), entry(riley, 'member')]);
    await withCompany(pact.addInteraction())
      .given('the company {companyId} named {name} has {count} live jobs from the id {jobId}', {
        companyId: OTHER_COMPANY,
        name: alleghenyDetail.name,
        count: 0,
        jobId: 900,
      })
      .given('company {companyId} has no people, requests or invitations yet', { companyId: OTHER_COMPANY })
      .given('the employer {email} is a member of company {companyId}', {
        email: riley.email,
        companyId: OTHER_COMPANY,
      })
      .given(NAMED, named(alex))
      .given('the employer {email} is signed in with token {token}', alex)
      .given('the admin {email} is signed in with token {token}', admin)
      .given('the admin signed in with token {token} has added the user {userId} to company {companyId}', {
        token: admin.token,
        userId: alex.userId,
        companyId: OTHER_COMPANY,
      })
      .uponReceiving("a request for a company's people by the employer a site admin added to it as its admin")
      .withRequest('GET', `/admin/Company/employers/${OTHER_COMPANY}`, readBy(alex.token))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await peopleClient(server.url, alex.token).api.employers(OTHER_COMPANY)).toEqual(expected);
      });
  });
});

describe('admin/Company/employers/{id} after make-an-admin', () => {
  it('lists the member an admin, since they joined, the request gone and another one still waiting', async () => {
    const waiting = {
      id: JOIN_REQUEST,
      userId: alex.userId,
      firstName: alex.firstName,
      lastName: alex.lastName,
      email: alex.email,
      kind: 'join',
      createdDate: NOW,
    };
    // Admins first, then by last name: Reed before Stone.
    const expected = people(COMPANY, [entry(jordan, 'admin'), entry(riley, 'admin')], [waiting]);
    await withJoinRequest(pact.addInteraction())
      .given('the member {email} has asked to become an admin of company {companyId} with the request {requestId}', {
        email: jordan.email,
        companyId: COMPANY,
        requestId: ADMIN_REQUEST,
      })
      .given(
        'the employer signed in with token {token} has made the sender of the request {requestId} an admin of company {companyId}',
        { token: employer.token, requestId: ADMIN_REQUEST, companyId: COMPANY },
      )
      .uponReceiving("a request for a company's people after a member who asked was made an admin")
      .withRequest('GET', `/admin/Company/employers/${COMPANY}`, readBy(employer.token))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await peopleClient(server.url).api.employers(COMPANY)).toEqual(expected);
      });
  });
});

describe('admin/Company/employers/{id} after transfer-admin', () => {
  const handedOver = (interaction: Interaction) =>
    withCompany(interaction)
      .given('the employer {email} is signed in with token {token}', jordan)
      .given(
        'the employer signed in with token {token} has handed the admin role of company {companyId} over to the user {userId}',
        { token: employer.token, companyId: COMPANY, userId: jordan.userId },
      );

  it('lists the roles swapped, both since they joined, to the new admin', async () => {
    const expected = people(COMPANY, [entry(jordan, 'admin'), entry(riley, 'member')]);
    await handedOver(pact.addInteraction())
      .uponReceiving("a request for a company's people by the member the admin role was handed over to")
      .withRequest('GET', `/admin/Company/employers/${COMPANY}`, readBy(jordan.token))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await peopleClient(server.url, jordan.token).api.employers(COMPANY)).toEqual(expected);
      });
  });

  it('answers 403 to the former admin, now a member', async () => {
    await handedOver(pact.addInteraction())
      .uponReceiving("a request for a company's people by the admin who handed the role over")
      .withRequest('GET', `/admin/Company/employers/${COMPANY}`, readBy(employer.token))
      .willRespondWith(403, (b) => b.jsonBody({ error: ONLY_ADMINS }))
      .executeTest((server) => expectRefused(server.url, (api) => api.employers(COMPANY), 403, ONLY_ADMINS));
  });
});

describe('admin/Company/employers/{id} after an invitation accepted', () => {
  it('lists the member who accepted an invitation to be an admin once, an admin since they joined', async () => {
    const expected = people(COMPANY, [entry(jordan, 'admin'), entry(riley, 'admin')]);
    await withCompany(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', jordan)
      .given(INVITED, invited(INVITATION, { email: jordan.email, name: 'Jordan Reed' }, 'admin'))
      .given(ACCEPTED, { token: jordan.token, invitationId: INVITATION })
      .uponReceiving("a request for a company's people after a member accepted an invitation to be an admin")
      .withRequest('GET', `/admin/Company/employers/${COMPANY}`, readBy(employer.token))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await peopleClient(server.url).api.employers(COMPANY)).toEqual(expected);
      });
  });

  it('lists the account that accepted an invitation to join as a member since then', async () => {
    const expected = people(COMPANY, [entry(riley, 'admin'), entry(alex, 'member', NOW), entry(jordan, 'member')]);
    await withCompany(pact.addInteraction())
      .given(NAMED, named(alex))
      .given('the employer {email} is signed in with token {token}', alex)
      .given(INVITED, invited(INVITATION, { email: alex.email, name: 'Alex Brook' }))
      .given(ACCEPTED, { token: alex.token, invitationId: INVITATION })
      .uponReceiving("a request for a company's people after an invitation to join it was accepted")
      .withRequest('GET', `/admin/Company/employers/${COMPANY}`, readBy(employer.token))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await peopleClient(server.url).api.employers(COMPANY)).toEqual(expected);
      });
  });
});

describe('admin/Company/decline-join-request of a request already answered', () => {
  const answered = [
    {
      it: 'answers 409 to a request already accepted',
      upon: 'a join request declined after it was accepted',
      state: 'the employer signed in with token {token} has accepted the join request {requestId}',
      message: 'This request was already accepted.',
    },
    {
      it: 'answers 409 to a request already declined',
      upon: 'a join request declined twice',
      state: 'the employer signed in with token {token} has declined the join request {requestId}',
      message: 'This request was already declined.',
    },
  ] as const;

  it.each(answered)('$it', async ({ upon, state, message }) => {
    await withJoinRequest(pact.addInteraction())
      .given(state, { token: employer.token, requestId: JOIN_REQUEST })
      .uponReceiving(upon)
      .withRequest('POST', '/admin/Company/decline-join-request', (b) =>
        b.headers(bearer(employer.token)).query({ requestId: String(JOIN_REQUEST) }),
      )
      .willRespondWith(409, (b) => b.jsonBody({ error: message }))
      .executeTest((server) => expectRefused(server.url, (api) => api.declineJoinRequest(JOIN_REQUEST), 409, message));
  });
});
