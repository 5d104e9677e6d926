import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it, vi } from 'vitest';
import { apiPact, recordingNotifier } from './pact';
import { adminCompanyApi } from '../../src/api/admin-company';
import { ApiError, createHttp } from '../../src/api/http';

const pact = apiPact();
const employer = { email: 'riley@example.com', token: 'employer-token-1' };

describe('admin/Company/get-primary', () => {
  it("returns the signed-in employer's primary company", async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} has the primary company {companyId}', { email: employer.email, companyId: 2 })
      .uponReceiving('a request for the primary company')
      .withRequest('GET', '/admin/Company/get-primary', (b) => b.headers({ Authorization: `Bearer ${employer.token}` }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            id: 2,
            name: M.string('Keystone Paddle Co.'),
            logo: null,
            city: M.string('Harrisburg'),
            country: M.string('US'),
            state: M.string('PA'),
            website: null,
          },
        }),
      )
      .executeTest(async (server) => {
        const http = createHttp({ baseUrl: server.url, getToken: () => employer.token });
        const company = await adminCompanyApi(http).getPrimary();
        expect(company).toMatchObject({ id: 2, name: 'Keystone Paddle Co.' });
      });
  });

  it('answers 401 without a token, which logs the user out', async () => {
    await pact
      .addInteraction()
      .given('the employer {email} has the primary company {companyId}', { email: employer.email, companyId: 2 })
      .uponReceiving('a request for the primary company without a token')
      .withRequest('GET', '/admin/Company/get-primary')
      .willRespondWith(401, (b) => b.jsonBody({ error: M.string('Sign in to continue.') }))
      .executeTest(async (server) => {
        const onUnauthorized = vi.fn();
        const error = await adminCompanyApi(createHttp({ baseUrl: server.url, onUnauthorized }))
          .getPrimary()
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
        expect(onUnauthorized).toHaveBeenCalledOnce();
      });
  });

  it('answers 401 to an unknown token, which logs the user out', async () => {
    await pact
      .addInteraction()
      .given('no session has the token {token}', { token: 'expired-token' })
      .uponReceiving('a request for the primary company with an unknown token')
      .withRequest('GET', '/admin/Company/get-primary', (b) => b.headers({ Authorization: 'Bearer expired-token' }))
      .willRespondWith(401, (b) =>
        b.jsonBody({ error: M.string('Your session has expired or is not valid. Please sign in again.') }),
      )
      .executeTest(async (server) => {
        const onUnauthorized = vi.fn();
        const { notify, shown } = recordingNotifier();
        const http = createHttp({ baseUrl: server.url, getToken: () => 'expired-token', onUnauthorized, notify });
        const error = await adminCompanyApi(http)
          .getPrimary()
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
        expect(onUnauthorized).toHaveBeenCalledOnce();
        expect(shown).toEqual([]);
      });
  });
});

describe('admin/Company/all-names', () => {
  const admin = { email: 'sam@example.com', token: 'admin-token-1' };

  it("lists every company's id and name, by name", async () => {
    await pact
      .addInteraction()
      .given('the admin {email} is signed in with token {token}', admin)
      .given('the employer {email} has the primary company {companyId}', { email: employer.email, companyId: 2 })
      .given('no other company exists')
      .uponReceiving('a request for the names of all companies')
      .withRequest('GET', '/admin/Company/all-names', (b) => b.headers({ Authorization: `Bearer ${admin.token}` }))
      // Exact, in order: by name (Decoy before Keystone), not by id.
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: [
            { id: 3, name: 'Decoy Outfitters' },
            { id: 2, name: 'Keystone Paddle Co.' },
          ],
        }),
      )
      .executeTest(async (server) => {
        const http = createHttp({ baseUrl: server.url, getToken: () => admin.token });
        const names = await adminCompanyApi(http).allNames();
        expect(names).toEqual([
          { id: 3, name: 'Decoy Outfitters' },
          { id: 2, name: 'Keystone Paddle Co.' },
        ]);
      });
  });

  it('answers 403 to an employer, shown as a warning', async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .uponReceiving('a request for the names of all companies with an employer token')
      .withRequest('GET', '/admin/Company/all-names', (b) => b.headers({ Authorization: `Bearer ${employer.token}` }))
      .willRespondWith(403, (b) => b.jsonBody({ error: M.string('You do not have permission to do that.') }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const http = createHttp({ baseUrl: server.url, getToken: () => employer.token, notify });
        const error = await adminCompanyApi(http)
          .allNames()
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(403);
        expect(shown).toEqual([{ kind: 'warning', message: 'You do not have permission to do that.' }]);
      });
  });
});
