import { describe, expect, it } from 'vitest';
import { atNow, input, NOW } from './company-fixtures';
import { jordan, NAMED, named, peopleClient } from './company-people-fixtures';
import { admin, bearer, employer, signedIn } from './job-fixtures';
import { apiPact } from './pact';
import { adminCompanyApi } from '../../src/api/admin-company';
import { createHttp } from '../../src/api/http';

/**
 * POST admin/Company of src/api/admin-company.ts read back: what a creation stores of a sparse form, whose primary
 * company it becomes (the creator's, no one else's), and that a site admin who creates one is not one of its people.
 */
const pact = apiPact();

const NEW_ID = 90;
const api = (url: string, token: string) => adminCompanyApi(createHttp({ baseUrl: url, ...signedIn(token) }));
/** The creation state's form (contracts/reference.md), as GET admin/Company/get-primary gives its company. */
const susquehanna = {
  id: NEW_ID,
  name: 'Susquehanna River Guides',
  logo: null,
  city: 'Harrisburg',
  country: 'US',
  state: 'PA',
  website: 'https://susquehanna-guides.example',
};

describe('admin/Company: a creation read back', () => {
  it('makes the path "company" of a name without a Latin letter or digit, and stores no description as ""', async () => {
    // Yamatomichi, a hiking gear maker, by its name in Japanese; no description or website given.
    const sparse = { ...input, name: '山と道', description: null, website: null };
    const created = {
      id: NEW_ID,
      name: '山と道',
      path: 'company',
      description: '',
      website: null,
      city: input.city,
      state: input.state,
      country: input.country,
      typeId: input.typeId,
      sizeId: input.sizeId,
      logo: null,
      coverImage: null,
      activeJobsCount: 0,
      createdDate: NOW,
    };
    await atNow(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the next company created gets the id {companyId}', { companyId: NEW_ID })
      .uponReceiving('a new company of a name without a Latin letter or digit, and no description')
      .withRequest('POST', '/admin/Company', (b) => b.headers(bearer(employer.token)).jsonBody(sparse))
      .willRespondWith(200, (b) => b.jsonBody({ result: created }))
      .executeTest(async (server) => {
        expect(await api(server.url, employer.token).create(sparse)).toEqual(created);
      });
  });

  it('makes the company the primary one of its creator, not of the employer made before them', async () => {
    await atNow(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} has the primary company {companyId}', { email: employer.email, companyId: 2 })
      .given(NAMED, named(jordan))
      .given('the employer {email} is signed in with token {token}', jordan)
      .given('the next company created gets the id {companyId}', { companyId: NEW_ID })
      .given('the employer signed in with token {token} has created the company {name}', {
        token: jordan.token,
        name: susquehanna.name,
      })
      .uponReceiving('a request for the primary company of an employer who created one after another signed in')
      .withRequest('GET', '/admin/Company/get-primary', (b) => b.headers(bearer(jordan.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: susquehanna }))
      .executeTest(async (server) => {
        expect(await api(server.url, jordan.token).getPrimary()).toEqual(susquehanna);
      });
  });

  it("leaves another employer's primary company as it was", async () => {
    // As the state of the primary company puts it: Keystone Paddle Co., put afresh (no logo, no website).
    const keystone = {
      id: 2,
      name: 'Keystone Paddle Co.',
      logo: null,
      city: 'Harrisburg',
      country: 'US',
      state: 'PA',
      website: null,
    };
    await atNow(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} has the primary company {companyId}', { email: employer.email, companyId: 2 })
      .given(NAMED, named(jordan))
      .given('the employer {email} is signed in with token {token}', jordan)
      .given('the next company created gets the id {companyId}', { companyId: NEW_ID })
      .given('the employer signed in with token {token} has created the company {name}', {
        token: jordan.token,
        name: susquehanna.name,
      })
      .uponReceiving("a request for an employer's primary company after another employer created one")
      .withRequest('GET', '/admin/Company/get-primary', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: keystone }))
      .executeTest(async (server) => {
        expect(await api(server.url, employer.token).getPrimary()).toEqual(keystone);
      });
  });

  it('gives a company a site admin created no people', async () => {
    const expected = { companyId: NEW_ID, employers: [], joinRequests: [], invitations: [] };
    await atNow(pact.addInteraction())
      .given('the admin {email} is signed in with token {token}', admin)
      .given('the next company created gets the id {companyId}', { companyId: NEW_ID })
      .given('the site admin signed in with token {token} has created the company {name}', {
        token: admin.token,
        name: susquehanna.name,
      })
      .uponReceiving('a request for the people of a company a site admin created')
      .withRequest('GET', `/admin/Company/employers/${NEW_ID}`, (b) => b.headers(bearer(admin.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await peopleClient(server.url, admin.token).api.employers(NEW_ID)).toEqual(expected);
      });
  });
});
