import { describe, expect, it } from 'vitest';
import { COMPANY, OTHER_COMPANY } from './company-fixtures';
import {
  ADMIN_REQUEST,
  alex,
  entry,
  expectRefused,
  JOIN_REQUEST,
  jordan,
  NAMED,
  peopleClient,
  riley,
  withAdminRequest,
  withCompany,
  withJoinRequest,
} from './company-people-fixtures';
import { bearer, employer } from './job-fixtures';
import { apiPact } from './pact';
import { LAST_ADMIN_MESSAGE } from '../../src/domain/company-admins';

/**
 * The changes a company's admins make to its people (remove-user, make-an-admin) and a member's request to become an
 * admin (send-admin-request): src/api/company-people.ts. Shapes designed here (contracts/reference.md).
 */
const pact = apiPact();

const ONLY_ADMINS = "Only the company's admins can manage its people.";
const LAST_ADMIN =
  'A company always keeps at least one admin: make another member an admin before you remove or step down this one.';
const removal = (userId: number) => ({ userId: String(userId), companyId: String(COMPANY) });

describe('admin/Company/remove-user', () => {
  it('removes a member', async () => {
    await withCompany(pact.addInteraction())
      .uponReceiving('a removal of a member from a company')
      .withRequest('DELETE', '/admin/Company/remove-user', (b) =>
        b.headers(bearer(employer.token)).query(removal(jordan.userId)),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: null }))
      .executeTest(async (server) => {
        expect(await peopleClient(server.url).api.removeUser(jordan.userId, COMPANY)).toBeNull();
      });
  });

  it('refuses to remove the last admin (409), with the rule in its message', async () => {
    expect(LAST_ADMIN_MESSAGE).toBe(LAST_ADMIN);
    await withCompany(pact.addInteraction())
      .uponReceiving('a removal of the last admin from a company')
      .withRequest('DELETE', '/admin/Company/remove-user', (b) =>
        b.headers(bearer(employer.token)).query(removal(riley.userId)),
      )
      .willRespondWith(409, (b) => b.jsonBody({ error: LAST_ADMIN }))
      .executeTest((server) =>
        expectRefused(server.url, (api) => api.removeUser(riley.userId, COMPANY), 409, LAST_ADMIN),
      );
  });

  it('answers 403 to a member, who is no admin', async () => {
    await withCompany(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', jordan)
      .uponReceiving('a removal of an admin from a company by a member')
      .withRequest('DELETE', '/admin/Company/remove-user', (b) =>
        b.headers(bearer(jordan.token)).query(removal(riley.userId)),
      )
      .willRespondWith(403, (b) => b.jsonBody({ error: ONLY_ADMINS }))
      .executeTest((server) =>
        expectRefused(server.url, (api) => api.removeUser(riley.userId, COMPANY), 403, ONLY_ADMINS, jordan.token),
      );
  });

  it('answers 403 to the admin of another company', async () => {
    await withCompany(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', alex)
      .given('the employer {email} is an admin of company {companyId}', { email: alex.email, companyId: OTHER_COMPANY })
      .uponReceiving('a removal of a member from another company')
      .withRequest('DELETE', '/admin/Company/remove-user', (b) =>
        b.headers(bearer(alex.token)).query(removal(jordan.userId)),
      )
      .willRespondWith(403, (b) => b.jsonBody({ error: ONLY_ADMINS }))
      .executeTest((server) =>
        expectRefused(server.url, (api) => api.removeUser(jordan.userId, COMPANY), 403, ONLY_ADMINS, alex.token),
      );
  });

  it('answers 404 for a user who is not a member', async () => {
    await withJoinRequest(pact.addInteraction())
      .uponReceiving('a removal from a company of a user who is not a member')
      .withRequest('DELETE', '/admin/Company/remove-user', (b) =>
        b.headers(bearer(employer.token)).query(removal(alex.userId)),
      )
      .willRespondWith(404, (b) => b.jsonBody({ error: 'This user is not a member of Keystone Paddle Co.' }))
      .executeTest((server) =>
        expectRefused(
          server.url,
          (api) => api.removeUser(alex.userId, COMPANY),
          404,
          'This user is not a member of Keystone Paddle Co.',
        ),
      );
  });
});

describe('admin/Company/make-an-admin', () => {
  const making = (requestId: number) => ({ requestId: String(requestId), companyId: String(COMPANY) });

  it('makes the member who asked an admin', async () => {
    const expected = entry(jordan, 'admin');
    await withAdminRequest(pact.addInteraction())
      .uponReceiving('a member who asked made an admin')
      .withRequest('POST', '/admin/Company/make-an-admin', (b) =>
        b.headers(bearer(employer.token)).query(making(ADMIN_REQUEST)),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await peopleClient(server.url).api.makeAnAdmin(ADMIN_REQUEST, COMPANY)).toEqual(expected);
      });
  });

  it('answers 403 to the member who asked', async () => {
    await withAdminRequest(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', jordan)
      .uponReceiving('a member who asked made an admin by themselves')
      .withRequest('POST', '/admin/Company/make-an-admin', (b) =>
        b.headers(bearer(jordan.token)).query(making(ADMIN_REQUEST)),
      )
      .willRespondWith(403, (b) => b.jsonBody({ error: ONLY_ADMINS }))
      .executeTest((server) =>
        expectRefused(server.url, (api) => api.makeAnAdmin(ADMIN_REQUEST, COMPANY), 403, ONLY_ADMINS, jordan.token),
      );
  });

  it('answers 403 to the admin of another company', async () => {
    await withAdminRequest(pact.addInteraction())
      .given(NAMED, { email: alex.email, firstName: alex.firstName, lastName: alex.lastName, userId: alex.userId })
      .given('the employer {email} is signed in with token {token}', alex)
      .given('the employer {email} is an admin of company {companyId}', { email: alex.email, companyId: OTHER_COMPANY })
      .uponReceiving('a member of another company made an admin')
      .withRequest('POST', '/admin/Company/make-an-admin', (b) =>
        b.headers(bearer(alex.token)).query(making(ADMIN_REQUEST)),
      )
      .willRespondWith(403, (b) => b.jsonBody({ error: ONLY_ADMINS }))
      .executeTest((server) =>
        expectRefused(server.url, (api) => api.makeAnAdmin(ADMIN_REQUEST, COMPANY), 403, ONLY_ADMINS, alex.token),
      );
  });

  it('answers 409 to a member who asked and has been removed since', async () => {
    const message = 'Jordan Reed is no longer a member.';
    await withAdminRequest(pact.addInteraction())
      .given('the employer signed in with token {token} has removed the user {userId} from company {companyId}', {
        token: employer.token,
        userId: jordan.userId,
        companyId: COMPANY,
      })
      .uponReceiving('a member who asked made an admin after being removed')
      .withRequest('POST', '/admin/Company/make-an-admin', (b) =>
        b.headers(bearer(employer.token)).query(making(ADMIN_REQUEST)),
      )
      .willRespondWith(409, (b) => b.jsonBody({ error: message }))
      .executeTest((server) =>
        expectRefused(server.url, (api) => api.makeAnAdmin(ADMIN_REQUEST, COMPANY), 409, message),
      );
  });

  it('answers 404 for a join request, which is no request to become an admin', async () => {
    await withJoinRequest(pact.addInteraction())
      .uponReceiving('the sender of a join request made an admin')
      .withRequest('POST', '/admin/Company/make-an-admin', (b) =>
        b.headers(bearer(employer.token)).query(making(JOIN_REQUEST)),
      )
      .willRespondWith(404, (b) => b.jsonBody({ error: 'This is no request to become an admin.' }))
      .executeTest((server) =>
        expectRefused(
          server.url,
          (api) => api.makeAnAdmin(JOIN_REQUEST, COMPANY),
          404,
          'This is no request to become an admin.',
        ),
      );
  });
});

describe('admin/Company/send-admin-request', () => {
  const asking = { companyId: String(COMPANY) };

  it("asks the company's admins to make the member an admin", async () => {
    const expected = { id: ADMIN_REQUEST, companyId: COMPANY, companyName: 'Keystone Paddle Co.', status: 'pending' };
    await withCompany(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', jordan)
      .given('the next join request gets the id {requestId}', { requestId: ADMIN_REQUEST })
      .uponReceiving('a request to become an admin of a company')
      .withRequest('POST', '/admin/Company/send-admin-request', (b) => b.headers(bearer(jordan.token)).query(asking))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await peopleClient(server.url, jordan.token).api.sendAdminRequest(COMPANY)).toEqual(expected);
      });
  });

  it('answers 409 to a member who already asked', async () => {
    const message = 'You have already asked to become an admin of Keystone Paddle Co.';
    await withAdminRequest(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', jordan)
      .uponReceiving('a second request to become an admin of a company')
      .withRequest('POST', '/admin/Company/send-admin-request', (b) => b.headers(bearer(jordan.token)).query(asking))
      .willRespondWith(409, (b) => b.jsonBody({ error: message }))
      .executeTest((server) =>
        expectRefused(server.url, (api) => api.sendAdminRequest(COMPANY), 409, message, jordan.token),
      );
  });

  it('answers 409 to an admin', async () => {
    const message = 'You are already an admin of Keystone Paddle Co.';
    await withCompany(pact.addInteraction())
      .uponReceiving('a request to become an admin of a company by one of its admins')
      .withRequest('POST', '/admin/Company/send-admin-request', (b) => b.headers(bearer(employer.token)).query(asking))
      .willRespondWith(409, (b) => b.jsonBody({ error: message }))
      .executeTest((server) => expectRefused(server.url, (api) => api.sendAdminRequest(COMPANY), 409, message));
  });

  it('answers 403 to an employer who is not a member', async () => {
    const message = 'You are not a member of this company.';
    await withJoinRequest(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', alex)
      .given('the employer {email} is a member of company {companyId}', { email: alex.email, companyId: OTHER_COMPANY })
      .uponReceiving('a request to become an admin of a company by an employer who is not a member')
      .withRequest('POST', '/admin/Company/send-admin-request', (b) => b.headers(bearer(alex.token)).query(asking))
      .willRespondWith(403, (b) => b.jsonBody({ error: message }))
      .executeTest((server) =>
        expectRefused(server.url, (api) => api.sendAdminRequest(COMPANY), 403, message, alex.token),
      );
  });
});
