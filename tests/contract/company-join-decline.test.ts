import { describe, expect, it } from 'vitest';
import { OTHER_COMPANY } from './company-fixtures';
import {
  ADMIN_REQUEST,
  alex,
  expectRefused,
  INVITATION,
  invited,
  INVITED,
  JOIN_REQUEST,
  jordan,
  peopleClient,
  withAdminRequest,
  withCompany,
  withJoinRequest,
} from './company-people-fixtures';
import { bearer, employer } from './job-fixtures';
import { apiPact } from './pact';

/**
 * A request to join a company, or to become its admin, declined by the company's admin, and a join request accepted
 * after it was declined or after its sender joined another way: src/api/company-people.ts.
 */
const pact = apiPact();

const ONLY_ADMINS = "Only the company's admins can manage its people.";

describe('admin/Company/decline-join-request', () => {
  it('declines a request to become an admin', async () => {
    await withAdminRequest(pact.addInteraction())
      .uponReceiving('a request to become an admin declined')
      .withRequest('POST', '/admin/Company/decline-join-request', (b) =>
        b.headers(bearer(employer.token)).query({ requestId: String(ADMIN_REQUEST) }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: null }))
      .executeTest(async (server) => {
        expect(await peopleClient(server.url).api.declineJoinRequest(ADMIN_REQUEST)).toBeNull();
      });
  });

  it('answers 403 to the member who asked', async () => {
    await withAdminRequest(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', jordan)
      .uponReceiving('a request to become an admin declined by the member who asked')
      .withRequest('POST', '/admin/Company/decline-join-request', (b) =>
        b.headers(bearer(jordan.token)).query({ requestId: String(ADMIN_REQUEST) }),
      )
      .willRespondWith(403, (b) => b.jsonBody({ error: ONLY_ADMINS }))
      .executeTest((server) =>
        expectRefused(server.url, (api) => api.declineJoinRequest(ADMIN_REQUEST), 403, ONLY_ADMINS, jordan.token),
      );
  });

  it('answers 403 to the admin of another company', async () => {
    await withJoinRequest(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', alex)
      .given('the employer {email} is an admin of company {companyId}', { email: alex.email, companyId: OTHER_COMPANY })
      .uponReceiving('a join request to another company declined')
      .withRequest('POST', '/admin/Company/decline-join-request', (b) =>
        b.headers(bearer(alex.token)).query({ requestId: String(JOIN_REQUEST) }),
      )
      .willRespondWith(403, (b) => b.jsonBody({ error: ONLY_ADMINS }))
      .executeTest((server) =>
        expectRefused(server.url, (api) => api.declineJoinRequest(JOIN_REQUEST), 403, ONLY_ADMINS, alex.token),
      );
  });

  it('answers 404 for a request that does not exist', async () => {
    await withCompany(pact.addInteraction())
      .given('the next join request gets the id {requestId}', { requestId: JOIN_REQUEST })
      .uponReceiving('a join request that does not exist declined')
      .withRequest('POST', '/admin/Company/decline-join-request', (b) =>
        b.headers(bearer(employer.token)).query({ requestId: String(JOIN_REQUEST) }),
      )
      .willRespondWith(404, (b) => b.jsonBody({ error: 'This request does not exist.' }))
      .executeTest((server) =>
        expectRefused(server.url, (api) => api.declineJoinRequest(JOIN_REQUEST), 404, 'This request does not exist.'),
      );
  });
});

describe('admin/Company/accept-join-request of a request no longer to answer', () => {
  const accepting = { requestId: String(JOIN_REQUEST) };

  it('answers 409 to a request already declined', async () => {
    const message = 'This request was already declined.';
    await withJoinRequest(pact.addInteraction())
      .given('the employer signed in with token {token} has declined the join request {requestId}', {
        token: employer.token,
        requestId: JOIN_REQUEST,
      })
      .uponReceiving('an acceptance of a join request already declined')
      .withRequest('POST', '/admin/Company/accept-join-request', (b) =>
        b.headers(bearer(employer.token)).query(accepting),
      )
      .willRespondWith(409, (b) => b.jsonBody({ error: message }))
      .executeTest((server) => expectRefused(server.url, (api) => api.acceptJoinRequest(JOIN_REQUEST), 409, message));
  });

  it('answers 409 to a request whose sender accepted an invitation meanwhile', async () => {
    const message = 'Alex Brook is already a member.';
    await withJoinRequest(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', alex)
      .given(INVITED, invited(INVITATION, { email: alex.email, name: 'Alex Brook' }))
      .given('the employer signed in with token {token} has accepted the invitation {invitationId}', {
        token: alex.token,
        invitationId: INVITATION,
      })
      .uponReceiving('an acceptance of a join request whose sender joined meanwhile')
      .withRequest('POST', '/admin/Company/accept-join-request', (b) =>
        b.headers(bearer(employer.token)).query(accepting),
      )
      .willRespondWith(409, (b) => b.jsonBody({ error: message }))
      .executeTest((server) => expectRefused(server.url, (api) => api.acceptJoinRequest(JOIN_REQUEST), 409, message));
  });
});
