import { describe, expect, it } from 'vitest';
import { COMPANY, NOW, OTHER_COMPANY } from './company-fixtures';
import { alex, entry, expectRefusedBy, jordan, NAMED, withCompany } from './company-people-fixtures';
import { admin, bearer, signedIn } from './job-fixtures';
import { apiPact, type Interaction } from './pact';
import { createHttp } from '../../src/api/http';
import { userCompaniesApi } from '../../src/api/user-companies';

/**
 * A site admin adds an employer to a company (POST admin/Company/add-user): src/api/user-companies.ts. The employer
 * becomes a member, or the admin of a company that has none. Shapes designed here (contracts/reference.md).
 */
const pact = apiPact();

const client = (url: string) => userCompaniesApi(createHttp({ baseUrl: url, ...signedIn(admin.token) }));

describe('admin/Company/add-user', () => {
  const adding = (userId: number, companyId: number) => ({ userId: String(userId), companyId: String(companyId) });
  const withAlex = (interaction: Interaction) =>
    withCompany(interaction)
      .given('the company {companyId} named {name} has {count} live jobs from the id {jobId}', {
        companyId: OTHER_COMPANY,
        name: 'Allegheny Canoe Club',
        count: 0,
        jobId: 900,
      })
      .given(NAMED, { email: alex.email, firstName: alex.firstName, lastName: alex.lastName, userId: alex.userId })
      .given('the admin {email} is signed in with token {token}', admin);

  it('adds an employer to a company that has an admin, as a member', async () => {
    await withAlex(pact.addInteraction())
      .uponReceiving('an employer added to a company by a site admin')
      .withRequest('POST', '/admin/Company/add-user', (b) =>
        b.headers(bearer(admin.token)).query(adding(alex.userId, COMPANY)),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: entry(alex, 'member', NOW) }))
      .executeTest(async (server) => {
        expect(await client(server.url).addUser(alex.userId, COMPANY)).toEqual(entry(alex, 'member', NOW));
      });
  });

  it('adds an employer to a company without an admin, as its admin', async () => {
    await withAlex(pact.addInteraction())
      .uponReceiving('an employer added by a site admin to a company without an admin')
      .withRequest('POST', '/admin/Company/add-user', (b) =>
        b.headers(bearer(admin.token)).query(adding(alex.userId, OTHER_COMPANY)),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: entry(alex, 'admin', NOW) }))
      .executeTest(async (server) => {
        expect(await client(server.url).addUser(alex.userId, OTHER_COMPANY)).toEqual(entry(alex, 'admin', NOW));
      });
  });

  it('answers 409 for a member', async () => {
    const message = 'Jordan Reed is already a member of Keystone Paddle Co.';
    await withAlex(pact.addInteraction())
      .uponReceiving('a member added to their company by a site admin')
      .withRequest('POST', '/admin/Company/add-user', (b) =>
        b.headers(bearer(admin.token)).query(adding(jordan.userId, COMPANY)),
      )
      .willRespondWith(409, (b) => b.jsonBody({ error: message }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          admin.token,
          (h) => userCompaniesApi(h).addUser(jordan.userId, COMPANY),
          409,
          message,
        ),
      );
  });

  it('answers 404 for a user who does not exist', async () => {
    await withAlex(pact.addInteraction())
      .given('no user has the id {userId}', { userId: 99 })
      .uponReceiving('a user who does not exist added to a company by a site admin')
      .withRequest('POST', '/admin/Company/add-user', (b) => b.headers(bearer(admin.token)).query(adding(99, COMPANY)))
      .willRespondWith(404, (b) => b.jsonBody({ error: 'This user does not exist.' }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          admin.token,
          (h) => userCompaniesApi(h).addUser(99, COMPANY),
          404,
          'This user does not exist.',
        ),
      );
  });

  it('answers 404 for a company that does not exist', async () => {
    await withAlex(pact.addInteraction())
      .given('no company has the id {companyId}', { companyId: 99 })
      .uponReceiving('an employer added to a company that does not exist by a site admin')
      .withRequest('POST', '/admin/Company/add-user', (b) =>
        b.headers(bearer(admin.token)).query(adding(alex.userId, 99)),
      )
      .willRespondWith(404, (b) => b.jsonBody({ error: 'This company does not exist.' }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          admin.token,
          (h) => userCompaniesApi(h).addUser(alex.userId, 99),
          404,
          'This company does not exist.',
        ),
      );
  });

  it('answers 409 to a candidate, who belongs to no company', async () => {
    const message = 'Casey Fields is not an employer: only employers belong to companies.';
    await withAlex(pact.addInteraction())
      .given('the candidate {email} named {firstName} {lastName} has the user id {userId}', {
        email: 'casey.fields@example.com',
        firstName: 'Casey',
        lastName: 'Fields',
        userId: 40,
      })
      .uponReceiving('a candidate added to a company by a site admin')
      .withRequest('POST', '/admin/Company/add-user', (b) => b.headers(bearer(admin.token)).query(adding(40, COMPANY)))
      .willRespondWith(409, (b) => b.jsonBody({ error: message }))
      .executeTest((server) =>
        expectRefusedBy(server.url, admin.token, (h) => userCompaniesApi(h).addUser(40, COMPANY), 409, message),
      );
  });
});
