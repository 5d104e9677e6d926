import { describe, expect, it } from 'vitest';
import { alleghenyDetail, COMPANY, NOW, OTHER_COMPANY } from './company-fixtures';
import {
  ADMIN_REQUEST,
  entry,
  expectRefused,
  JOIN_REQUEST,
  jordan,
  peopleClient,
  riley,
  withCompany,
} from './company-people-fixtures';
import { admin, bearer, employer, signedIn } from './job-fixtures';
import { apiPact, type Interaction } from './pact';
import { createHttp } from '../../src/api/http';
import { userCompaniesApi } from '../../src/api/user-companies';

/**
 * A company's people at the edges of their rules (src/api/company-people.ts, user-companies.ts): a request to become
 * an admin of another company is not this company's to answer, and a former member, removed, comes back as a new
 * member since the moment they are let in again (their old membership stays ended).
 */
const pact = apiPact();

const NAMED_WITH_JOBS = 'the company {companyId} named {name} has {count} live jobs from the id {jobId}';
const REMOVED = 'the employer signed in with token {token} has removed the user {userId} from company {companyId}';

/** …and Allegheny Canoe Club (no jobs), Jordan a member there too, who asked to become its admin. */
const askedElsewhere = (interaction: Interaction) =>
  withCompany(interaction)
    .given(NAMED_WITH_JOBS, { companyId: OTHER_COMPANY, name: alleghenyDetail.name, count: 0, jobId: 900 })
    .given('the employer {email} is a member of company {companyId}', { email: jordan.email, companyId: OTHER_COMPANY })
    .given('the member {email} has asked to become an admin of company {companyId} with the request {requestId}', {
      email: jordan.email,
      companyId: OTHER_COMPANY,
      requestId: ADMIN_REQUEST,
    });

describe("admin/Company/make-an-admin of another company's request", () => {
  it('answers 404 to the admin of this company for a request made to another company', async () => {
    const message = 'This request does not exist.';
    await askedElsewhere(pact.addInteraction())
      .uponReceiving("a member's request to become an admin of another company answered under this company")
      .withRequest('POST', '/admin/Company/make-an-admin', (b) =>
        b.headers(bearer(employer.token)).query({ requestId: String(ADMIN_REQUEST), companyId: String(COMPANY) }),
      )
      .willRespondWith(404, (b) => b.jsonBody({ error: message }))
      .executeTest((server) =>
        expectRefused(server.url, (api) => api.makeAnAdmin(ADMIN_REQUEST, COMPANY), 404, message),
      );
  });

  it('answers 404 for a request id no request has', async () => {
    const message = 'This request does not exist.';
    await withCompany(pact.addInteraction())
      .given('the next join request gets the id {requestId}', { requestId: ADMIN_REQUEST })
      .uponReceiving('an admin request that does not exist answered')
      .withRequest('POST', '/admin/Company/make-an-admin', (b) =>
        b.headers(bearer(employer.token)).query({ requestId: String(ADMIN_REQUEST), companyId: String(COMPANY) }),
      )
      .willRespondWith(404, (b) => b.jsonBody({ error: message }))
      .executeTest((server) =>
        expectRefused(server.url, (api) => api.makeAnAdmin(ADMIN_REQUEST, COMPANY), 404, message),
      );
  });
});

describe('a former member let in again', () => {
  const addUser = (url: string) =>
    userCompaniesApi(createHttp({ baseUrl: url, ...signedIn(admin.token) })).addUser(jordan.userId, COMPANY);

  /** Jordan, a member for 30 days, removed by Riley before NOW. */
  const removed = (interaction: Interaction) =>
    withCompany(interaction).given(REMOVED, { token: employer.token, userId: jordan.userId, companyId: COMPANY });

  it('adds a removed member again as a member since now (a site admin)', async () => {
    const expected = entry(jordan, 'member', NOW);
    await removed(pact.addInteraction())
      .given('the admin {email} is signed in with token {token}', admin)
      .uponReceiving('a former member added to the company again by a site admin')
      .withRequest('POST', '/admin/Company/add-user', (b) =>
        b.headers(bearer(admin.token)).query({ userId: String(jordan.userId), companyId: String(COMPANY) }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await addUser(server.url)).toEqual(expected);
      });
  });

  it('lists the former member once, since they came back', async () => {
    const expected = {
      companyId: COMPANY,
      employers: [entry(riley, 'admin'), entry(jordan, 'member', NOW)],
      joinRequests: [],
      invitations: [],
    };
    await removed(pact.addInteraction())
      .given('the admin {email} is signed in with token {token}', admin)
      .given('the admin signed in with token {token} has added the user {userId} to company {companyId}', {
        token: admin.token,
        userId: jordan.userId,
        companyId: COMPANY,
      })
      .uponReceiving("a request for a company's people after a former member was added again")
      .withRequest('GET', `/admin/Company/employers/${COMPANY}`, (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await peopleClient(server.url).api.employers(COMPANY)).toEqual(expected);
      });
  });

  it("lets a former member's join request in, a member since it was accepted", async () => {
    const expected = entry(jordan, 'member', NOW);
    await removed(pact.addInteraction())
      .given('the employer {email} has asked to join company {companyId} with the request {requestId}', {
        email: jordan.email,
        companyId: COMPANY,
        requestId: JOIN_REQUEST,
      })
      .uponReceiving('a join request of a former member accepted')
      .withRequest('POST', '/admin/Company/accept-join-request', (b) =>
        b.headers(bearer(employer.token)).query({ requestId: String(JOIN_REQUEST) }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await peopleClient(server.url).api.acceptJoinRequest(JOIN_REQUEST)).toEqual(expected);
      });
  });
});
