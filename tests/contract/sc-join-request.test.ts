import { describe, expect, it } from 'vitest';
import { alleghenyDetail, COMPANY, keystone, OTHER_COMPANY } from './company-fixtures';
import { alex, JOIN_REQUEST, NAMED, withCompany } from './company-people-fixtures';
import { bearer, employer, signedIn } from './job-fixtures';
import { apiPact, recordingNotifier, type Interaction } from './pact';
import { adminCompanyApi } from '../../src/api/admin-company';
import { ApiError, createHttp } from '../../src/api/http';

/**
 * POST admin/Company/send-join-request (src/api/admin-company.ts) at the edges of its rules: one of the company's
 * people (through any of their memberships, not only their primary company's) cannot ask, a request declined is no
 * bar to asking again, and a company that does not exist is a 404.
 */
const pact = apiPact();

const NAMED_WITH_JOBS = 'the company {companyId} named {name} has {count} live jobs from the id {jobId}';

const asking = (interaction: Interaction, companyId: number, token = employer.token) =>
  interaction.withRequest('POST', '/admin/Company/send-join-request', (b) =>
    b.query({ companyId: String(companyId) }).headers(bearer(token)),
  );

async function expectConflict(url: string, companyId: number, status: number, message: string) {
  const { notify, shown } = recordingNotifier();
  const api = adminCompanyApi(createHttp({ baseUrl: url, notify, ...signedIn(employer.token) }));
  const error = await api.sendJoinRequest(companyId).catch((e: unknown) => e);
  expect((error as ApiError).status).toBe(status);
  expect(shown).toEqual([{ kind: 'error', message }]);
}

describe('admin/Company/send-join-request by one of the company’s people', () => {
  it('answers 409 to a member of the company that is not their primary one', async () => {
    const message = 'You are already a member of Allegheny Canoe Club.';
    await asking(
      pact
        .addInteraction()
        .given(NAMED_WITH_JOBS, { companyId: OTHER_COMPANY, name: alleghenyDetail.name, count: 0, jobId: 900 })
        .given('the employer {email} is signed in with token {token}', employer)
        .given('the employer {email} is a member of company {companyId}', {
          email: employer.email,
          companyId: OTHER_COMPANY,
        })
        .given('the employer {email} is an admin of company {companyId}', { email: employer.email, companyId: COMPANY })
        .given('the employer signed in with token {token} has made company {companyId} their primary company', {
          token: employer.token,
          companyId: COMPANY,
        })
        .uponReceiving('a request to join a company the employer is a member of through another membership'),
      OTHER_COMPANY,
    )
      .willRespondWith(409, (b) => b.jsonBody({ error: message }))
      .executeTest((server) => expectConflict(server.url, OTHER_COMPANY, 409, message));
  });

  it('answers 409 to an admin of the company', async () => {
    const message = `You are already a member of ${keystone.name}.`;
    await asking(withCompany(pact.addInteraction()).uponReceiving('a request to join a company by its admin'), COMPANY)
      .willRespondWith(409, (b) => b.jsonBody({ error: message }))
      .executeTest((server) => expectConflict(server.url, COMPANY, 409, message));
  });

  it('answers 404 for a company that does not exist', async () => {
    const message = 'This company does not exist.';
    await asking(
      pact
        .addInteraction()
        .given('the employer {email} is signed in with token {token}', employer)
        .given('no company has the id {companyId}', { companyId: 999 })
        .uponReceiving('a request to join a company that does not exist'),
      999,
    )
      .willRespondWith(404, (b) => b.jsonBody({ error: message }))
      .executeTest((server) => expectConflict(server.url, 999, 404, message));
  });
});

describe('admin/Company/send-join-request after a declined one', () => {
  it('stores a new pending request: the declined one is no bar', async () => {
    const NEXT = JOIN_REQUEST + 2;
    const asked = { id: NEXT, companyId: COMPANY, companyName: keystone.name, status: 'pending' };
    await asking(
      withCompany(pact.addInteraction())
        .given(NAMED, { email: alex.email, firstName: alex.firstName, lastName: alex.lastName, userId: alex.userId })
        .given('the employer {email} is signed in with token {token}', alex)
        .given('the employer {email} has asked to join company {companyId} with the request {requestId}', {
          email: alex.email,
          companyId: COMPANY,
          requestId: JOIN_REQUEST,
        })
        .given('the employer signed in with token {token} has declined the join request {requestId}', {
          token: employer.token,
          requestId: JOIN_REQUEST,
        })
        .given('the next join request gets the id {requestId}', { requestId: NEXT })
        .uponReceiving('a request to join a company again after the first was declined'),
      COMPANY,
      alex.token,
    )
      .willRespondWith(200, (b) => b.jsonBody({ result: asked }))
      .executeTest(async (server) => {
        const api = adminCompanyApi(createHttp({ baseUrl: server.url, ...signedIn(alex.token) }));
        expect(await api.sendJoinRequest(COMPANY)).toEqual(asked);
      });
  });
});

describe('admin/Company/send-join-request while one to another company waits', () => {
  it('stores a request to a second company: one waiting elsewhere is no bar', async () => {
    const NEXT = JOIN_REQUEST + 2;
    const asked = { id: NEXT, companyId: OTHER_COMPANY, companyName: alleghenyDetail.name, status: 'pending' };
    await asking(
      withCompany(pact.addInteraction())
        .given(NAMED_WITH_JOBS, { companyId: OTHER_COMPANY, name: alleghenyDetail.name, count: 0, jobId: 900 })
        .given(NAMED, { email: alex.email, firstName: alex.firstName, lastName: alex.lastName, userId: alex.userId })
        .given('the employer {email} is signed in with token {token}', alex)
        .given('the employer {email} has asked to join company {companyId} with the request {requestId}', {
          email: alex.email,
          companyId: COMPANY,
          requestId: JOIN_REQUEST,
        })
        .given('the next join request gets the id {requestId}', { requestId: NEXT })
        .uponReceiving('a request to join a company while a request to another one waits'),
      OTHER_COMPANY,
      alex.token,
    )
      .willRespondWith(200, (b) => b.jsonBody({ result: asked }))
      .executeTest(async (server) => {
        const api = adminCompanyApi(createHttp({ baseUrl: server.url, ...signedIn(alex.token) }));
        expect(await api.sendJoinRequest(OTHER_COMPANY)).toEqual(asked);
      });
  });
});
