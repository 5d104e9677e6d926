import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it, vi } from 'vitest';
import { imageAt, input, LOGO_URL, UPLOADED } from './company-fixtures';
import { candidate, employer } from './job-fixtures';
import { apiPact, recordingNotifier } from './pact';
import { adminCompanyApi } from '../../src/api/admin-company';
import { ApiError, createHttp } from '../../src/api/http';
import { Role } from '../../src/domain/enums/user';

/** admin/Company/get-primary and admin/Company/all-names of src/api/admin-company.ts. */
const pact = apiPact();

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
          // As the state puts it: the name, the place of a company put afresh, no logo, no website.
          result: {
            id: 2,
            name: 'Keystone Paddle Co.',
            logo: null,
            city: 'Harrisburg',
            country: 'US',
            state: 'PA',
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

  it('returns the company the employer created, as its admin: the logo they uploaded is on it', async () => {
    const NEW_ID = 90;
    const primary = {
      id: NEW_ID,
      name: input.name,
      logo: LOGO_URL,
      city: input.city,
      country: input.country,
      state: input.state,
      website: input.website,
    };
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the next company created gets the id {companyId}', { companyId: NEW_ID })
      // Both through the provider's own calls: the creation makes the company the employer's primary one and them its
      // admin, which the uploads (an admin's) need.
      .given('the employer signed in with token {token} has created the company {name}', {
        token: employer.token,
        name: input.name,
      })
      .given(UPLOADED, { token: employer.token, companyId: NEW_ID })
      .uponReceiving('a request for the primary company of the employer who created it')
      .withRequest('GET', '/admin/Company/get-primary', (b) => b.headers({ Authorization: `Bearer ${employer.token}` }))
      .willRespondWith(200, (b) => b.jsonBody({ result: { ...primary, logo: imageAt(LOGO_URL) } }))
      .executeTest(async (server) => {
        const http = createHttp({ baseUrl: server.url, getToken: () => employer.token });
        expect(await adminCompanyApi(http).getPrimary()).toEqual(primary);
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

describe('admin/Company/get-primary with a token that is no employer session', () => {
  it('answers 401 to an expired token, which logs the user out', async () => {
    const expired = { email: employer.email, role: Role.Employer, token: 'expired-session-token' };
    await pact
      .addInteraction()
      .given('the user {email} with the role {role} was signed in with token {token}, which has expired', expired)
      .uponReceiving('a request for the primary company with an expired token')
      .withRequest('GET', '/admin/Company/get-primary', (b) => b.headers({ Authorization: `Bearer ${expired.token}` }))
      .willRespondWith(401, (b) =>
        b.jsonBody({ error: M.string('Your session has expired or is not valid. Please sign in again.') }),
      )
      .executeTest(async (server) => {
        const onUnauthorized = vi.fn();
        const http = createHttp({ baseUrl: server.url, getToken: () => expired.token, onUnauthorized });
        const error = await adminCompanyApi(http)
          .getPrimary()
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
        expect(onUnauthorized).toHaveBeenCalledOnce();
      });
  });

  it('answers 403 to a candidate (no company is theirs to have), without logging them out', async () => {
    await pact
      .addInteraction()
      .given('the candidate {email} is signed in with token {token}', candidate)
      .uponReceiving('a request for the primary company with the token of a candidate')
      .withRequest('GET', '/admin/Company/get-primary', (b) =>
        b.headers({ Authorization: `Bearer ${candidate.token}` }),
      )
      .willRespondWith(403, (b) => b.jsonBody({ error: 'You do not have permission to do that.' }))
      .executeTest(async (server) => {
        const onUnauthorized = vi.fn();
        const { notify } = recordingNotifier();
        const http = createHttp({ baseUrl: server.url, getToken: () => candidate.token, onUnauthorized, notify });
        const error = await adminCompanyApi(http)
          .getPrimary()
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(403);
        expect(onUnauthorized).not.toHaveBeenCalled();
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
