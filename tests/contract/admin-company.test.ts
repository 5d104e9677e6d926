import { describe, expect, it, vi } from 'vitest';
import { MatchersV3 as M } from '@pact-foundation/pact';
import { adminCompanyApi } from '../../src/api/admin-company';
import { ApiError, createHttp } from '../../src/api/http';
import { apiPact, recordingNotifier } from './pact';

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

  it('answers 401 to an unknown token, which logs the user out', async () => {
    await pact
      .addInteraction()
      .given('no session has the token {token}', { token: 'expired-token' })
      .uponReceiving('a request for the primary company with an unknown token')
      .withRequest('GET', '/admin/Company/get-primary', (b) => b.headers({ Authorization: 'Bearer expired-token' }))
      .willRespondWith(401, (b) => b.jsonBody({ error: M.string('Your session has expired or is not valid. Please sign in again.') }))
      .executeTest(async (server) => {
        const onUnauthorized = vi.fn();
        const { notify, shown } = recordingNotifier();
        const http = createHttp({ baseUrl: server.url, getToken: () => 'expired-token', onUnauthorized, notify });
        const error = await adminCompanyApi(http).getPrimary().catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
        expect(onUnauthorized).toHaveBeenCalledOnce();
        expect(shown).toEqual([]);
      });
  });
});
