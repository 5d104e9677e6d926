import { describe, expect, it } from 'vitest';
import {
  alleghenyDetail,
  asPrimary,
  COMPANY,
  COVER_URL,
  imageAt,
  keystone as keystoneCompany,
  LOGO_URL,
  NOW,
  OTHER_COMPANY,
  UPLOADED,
  uploadedFor,
} from './company-fixtures';
import { expectRefusedBy, jordan, riley, withAllegheny } from './company-people-fixtures';
import { bearer, employer, signedIn } from './job-fixtures';
import { apiPact, type Interaction } from './pact';
import { createHttp } from '../../src/api/http';
import { userCompaniesApi } from '../../src/api/user-companies';

/**
 * An employer's several companies (get-user-companies, get-basic-user-companies, change-primary-company,
 * get-company-details): src/api/user-companies.ts; a site admin adding a user: company-add-user.test.ts. Shapes designed here
 * (contracts/reference.md, "Company membership").
 */
const pact = apiPact();

const client = (url: string, token = employer.token) =>
  userCompaniesApi(createHttp({ baseUrl: url, ...signedIn(token) }));
const ALLEGHENY = 'Allegheny Canoe Club';
const allegheny = asPrimary(alleghenyDetail);
const keystone = asPrimary(keystoneCompany);

/** Keystone as get-company-details answers it, but its images and the caller's part. */
const keystoneDetail = {
  name: keystone.name,
  path: 'keystone-paddle-co',
  description: 'Guided paddling trips on the Susquehanna since 1998.',
  website: keystone.website,
  city: 'Harrisburg',
  state: 'PA',
  country: 'US',
  typeId: 1,
  sizeId: 2,
  activeJobsCount: 0,
  createdDate: NOW,
};

/** Riley the admin of Keystone (their primary company) and a member of Allegheny; Jordan a member of Keystone. */
const withTwoCompanies = (interaction: Interaction) =>
  withAllegheny(interaction).given('the employer {email} has the primary company {companyId}', {
    email: riley.email,
    companyId: COMPANY,
  });

describe('admin/Company/get-user-companies', () => {
  it("lists the employer's companies by name, with their role and which is primary", async () => {
    const expected = [
      { ...allegheny, role: 'member', isPrimary: false },
      { ...keystone, role: 'admin', isPrimary: true },
    ];
    await withTwoCompanies(pact.addInteraction())
      .uponReceiving("a request for the employer's companies")
      .withRequest('GET', '/admin/Company/get-user-companies', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await client(server.url).userCompanies()).toEqual(expected);
      });
  });

  it('lists only those the employer administers, when asked', async () => {
    const expected = [{ ...keystone, role: 'admin', isPrimary: true }];
    await withTwoCompanies(pact.addInteraction())
      .uponReceiving('a request for the companies the employer administers')
      .withRequest('GET', '/admin/Company/get-user-companies', (b) =>
        b.headers(bearer(employer.token)).query({ onlyAdmin: 'true' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await client(server.url).userCompanies(true)).toEqual(expected);
      });
  });

  it('shows the primary company the employer chose', async () => {
    const expected = [
      { ...allegheny, role: 'member', isPrimary: true },
      { ...keystone, role: 'admin', isPrimary: false },
    ];
    await withTwoCompanies(pact.addInteraction())
      .given('the employer signed in with token {token} has made company {companyId} their primary company', {
        token: employer.token,
        companyId: OTHER_COMPANY,
      })
      .uponReceiving("a request for the employer's companies after the primary one changed")
      .withRequest('GET', '/admin/Company/get-user-companies', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await client(server.url).userCompanies()).toEqual(expected);
      });
  });
});

describe('admin/Company/get-basic-user-companies', () => {
  it("lists the employer's companies by name: id, name and logo", async () => {
    const expected = [
      { id: OTHER_COMPANY, name: ALLEGHENY, logo: allegheny.logo },
      { id: COMPANY, name: keystone.name, logo: keystone.logo },
    ];
    await withTwoCompanies(pact.addInteraction())
      .uponReceiving("a request for the employer's companies in short")
      .withRequest('GET', '/admin/Company/get-basic-user-companies', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await client(server.url).basicUserCompanies()).toEqual(expected);
      });
  });
});

describe('admin/Company/change-primary-company', () => {
  it('answers the new primary company as the stored user keeps it', async () => {
    await withTwoCompanies(pact.addInteraction())
      .given('the employer {email} has the primary company {companyId}', {
        email: riley.email,
        companyId: OTHER_COMPANY,
      })
      .uponReceiving("a change of the employer's primary company")
      .withRequest('PUT', '/admin/Company/change-primary-company', (b) =>
        b.headers(bearer(employer.token)).query({ companyId: String(COMPANY) }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: keystone }))
      .executeTest(async (server) => {
        expect(await client(server.url).changePrimaryCompany(COMPANY)).toEqual(keystone);
      });
  });

  it('answers 403 for a company the employer is not a member of', async () => {
    const message = 'You are not a member of this company.';
    await withTwoCompanies(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', jordan)
      .uponReceiving("a change of the employer's primary company to one they are not a member of")
      .withRequest('PUT', '/admin/Company/change-primary-company', (b) =>
        b.headers(bearer(jordan.token)).query({ companyId: String(OTHER_COMPANY) }),
      )
      .willRespondWith(403, (b) => b.jsonBody({ error: message }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          jordan.token,
          (h) => userCompaniesApi(h).changePrimaryCompany(OTHER_COMPANY),
          403,
          message,
        ),
      );
  });

  it('answers 404 for a company that does not exist', async () => {
    await withTwoCompanies(pact.addInteraction())
      .given('no company has the id {companyId}', { companyId: 99 })
      .uponReceiving("a change of the employer's primary company to one that does not exist")
      .withRequest('PUT', '/admin/Company/change-primary-company', (b) =>
        b.headers(bearer(employer.token)).query({ companyId: '99' }),
      )
      .willRespondWith(404, (b) => b.jsonBody({ error: 'This company does not exist.' }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          employer.token,
          (h) => userCompaniesApi(h).changePrimaryCompany(99),
          404,
          'This company does not exist.',
        ),
      );
  });
});

describe('admin/Company/get-company-details', () => {
  it('answers the company as its people see it, with the role of the caller and its number of employers', async () => {
    const expected = { ...alleghenyDetail, role: 'member', employersCount: 1 };
    await withTwoCompanies(pact.addInteraction())
      .uponReceiving("a request for a company's details by one of its members")
      .withRequest('GET', '/admin/Company/get-company-details', (b) =>
        b.headers(bearer(employer.token)).query({ companyId: String(OTHER_COMPANY) }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await client(server.url).companyDetails(OTHER_COMPANY)).toEqual(expected);
      });
  });

  it("shows an admin the company's uploaded images and website", async () => {
    const details = {
      ...keystoneDetail,
      id: COMPANY,
      logo: imageAt(LOGO_URL),
      coverImage: imageAt(COVER_URL),
      role: 'admin',
      employersCount: 2,
    };
    await withTwoCompanies(pact.addInteraction())
      .given(UPLOADED, uploadedFor(COMPANY))
      .uponReceiving("a request for a company's details by one of its admins")
      .withRequest('GET', '/admin/Company/get-company-details', (b) =>
        b.headers(bearer(employer.token)).query({ companyId: String(COMPANY) }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: details }))
      .executeTest(async (server) => {
        expect(await client(server.url).companyDetails(COMPANY)).toMatchObject({
          ...keystoneDetail,
          logo: LOGO_URL,
          coverImage: COVER_URL,
          role: 'admin',
          employersCount: 2,
        });
      });
  });

  it('answers 403 to an employer who is not one of its people', async () => {
    const message = 'You are not a member of this company.';
    await withTwoCompanies(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', jordan)
      .uponReceiving("a request for a company's details by an employer of another company")
      .withRequest('GET', '/admin/Company/get-company-details', (b) =>
        b.headers(bearer(jordan.token)).query({ companyId: String(OTHER_COMPANY) }),
      )
      .willRespondWith(403, (b) => b.jsonBody({ error: message }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          jordan.token,
          (h) => userCompaniesApi(h).companyDetails(OTHER_COMPANY),
          403,
          message,
        ),
      );
  });
});
