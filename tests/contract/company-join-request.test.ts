import { describe, expect, it } from 'vitest';
import { COMPANY, OTHER_COMPANY } from './company-fixtures';
import {
  ADMIN_REQUEST,
  alex,
  JOIN_REQUEST,
  jordan,
  NAMED,
  withCompany,
  withJoinRequest,
} from './company-people-fixtures';
import { bearer, employer, signedIn } from './job-fixtures';
import { apiPact, type Interaction } from './pact';
import { adminCompanyApi } from '../../src/api/admin-company';
import { createHttp } from '../../src/api/http';

/**
 * The requester's side of a join request: GET admin/Company/join-request (proposed), the signed-in employer's latest
 * request to join a company and how the company's admins answered it (src/api/admin-company.ts `ownJoinRequest`).
 * The answers are made through the provider's own calls (accept-join-request, decline-join-request). Its token and
 * role cases are with every guarded call's (./guarded-calls.ts).
 */
const pact = apiPact();

const SIGNED_IN = 'the employer {email} is signed in with token {token}';
const KEYSTONE = 'Keystone Paddle Co.';
const ALLEGHENY = 'Allegheny Trail Outfitters';
const LATER_REQUEST = 33;

const ownRequest = (url: string, token = alex.token) =>
  adminCompanyApi(createHttp({ baseUrl: url, ...signedIn(token) })).ownJoinRequest();

/** The interaction's request: GET admin/Company/join-request with the bearer of `token` (Alex's unless told). */
const asked = (interaction: Interaction, token = alex.token) =>
  interaction.withRequest('GET', '/admin/Company/join-request', (b) => b.headers(bearer(token)));

describe('admin/Company/join-request', () => {
  it("answers the employer's request while it waits for the company's admins", async () => {
    const expected = { id: JOIN_REQUEST, companyId: COMPANY, companyName: KEYSTONE, status: 'pending' };
    await asked(
      withJoinRequest(pact.addInteraction())
        .given(SIGNED_IN, alex)
        .uponReceiving("a request for the employer's own join request while it waits"),
    )
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await ownRequest(server.url)).toEqual(expected);
      });
  });

  it('answers the request as accepted once an admin let the employer in', async () => {
    const expected = { id: JOIN_REQUEST, companyId: COMPANY, companyName: KEYSTONE, status: 'accepted' };
    await asked(
      withJoinRequest(pact.addInteraction())
        .given('the employer signed in with token {token} has accepted the join request {requestId}', {
          token: employer.token,
          requestId: JOIN_REQUEST,
        })
        .given(SIGNED_IN, alex)
        .uponReceiving("a request for the employer's own join request once accepted"),
    )
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await ownRequest(server.url)).toEqual(expected);
      });
  });

  it('answers the request as declined once an admin declined it', async () => {
    const expected = { id: JOIN_REQUEST, companyId: COMPANY, companyName: KEYSTONE, status: 'declined' };
    await asked(
      withJoinRequest(pact.addInteraction())
        .given('the employer signed in with token {token} has declined the join request {requestId}', {
          token: employer.token,
          requestId: JOIN_REQUEST,
        })
        .given(SIGNED_IN, alex)
        .uponReceiving("a request for the employer's own join request once declined"),
    )
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await ownRequest(server.url)).toEqual(expected);
      });
  });

  it('answers the latest request: the one sent to another company after a decline', async () => {
    const expected = { id: LATER_REQUEST, companyId: OTHER_COMPANY, companyName: ALLEGHENY, status: 'pending' };
    await asked(
      withJoinRequest(pact.addInteraction())
        .given('the employer signed in with token {token} has declined the join request {requestId}', {
          token: employer.token,
          requestId: JOIN_REQUEST,
        })
        .given('the company {companyId} named {name} is in the place {placeId}', {
          companyId: OTHER_COMPANY,
          name: ALLEGHENY,
          placeId: 'pittsburgh-pa',
        })
        .given('the employer {email} has asked to join company {companyId} with the request {requestId}', {
          email: alex.email,
          companyId: OTHER_COMPANY,
          requestId: LATER_REQUEST,
        })
        .given(SIGNED_IN, alex)
        .uponReceiving("a request for the employer's own join request after asking another company"),
    )
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await ownRequest(server.url)).toEqual(expected);
      });
  });

  it('answers null to an employer who withdrew their request', async () => {
    const { email, firstName, lastName, userId } = alex;
    await asked(
      withCompany(pact.addInteraction())
        .given(NAMED, { email, firstName, lastName, userId })
        .given('the employer {email} has withdrawn their request to join company {companyId}', {
          email,
          companyId: COMPANY,
        })
        .given(SIGNED_IN, alex)
        .uponReceiving("a request for the employer's own join request once withdrawn"),
    )
      .willRespondWith(200, (b) => b.jsonBody({ result: null }))
      .executeTest(async (server) => {
        expect(await ownRequest(server.url)).toBeNull();
      });
  });

  it("answers null to a member who asked only to become an admin, while another employer's request waits", async () => {
    await asked(
      withJoinRequest(pact.addInteraction())
        .given('the member {email} has asked to become an admin of company {companyId} with the request {requestId}', {
          email: jordan.email,
          companyId: COMPANY,
          requestId: ADMIN_REQUEST,
        })
        .given(SIGNED_IN, jordan)
        .uponReceiving("a request for the employer's own join request by a member who asked to become an admin"),
      jordan.token,
    )
      .willRespondWith(200, (b) => b.jsonBody({ result: null }))
      .executeTest(async (server) => {
        expect(await ownRequest(server.url, jordan.token)).toBeNull();
      });
  });
});
