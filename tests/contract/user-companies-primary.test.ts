import { describe, expect, it } from 'vitest';
import { alleghenyDetail, asPrimary, COMPANY, keystone as keystoneCompany, OTHER_COMPANY } from './company-fixtures';
import { alex, JOIN_REQUEST, jordan, withAllegheny, withJoinRequest } from './company-people-fixtures';
import { employer, signedIn } from './job-fixtures';
import { apiPact } from './pact';
import { createHttp } from '../../src/api/http';
import { userCompaniesApi } from '../../src/api/user-companies';

/**
 * src/api/user-companies.ts: an employer's primary company after the membership calls change it. Removed from their
 * primary company, it becomes another of theirs; let in as their first company, it becomes their primary one.
 */
const pact = apiPact();

const client = (url: string, token: string) => userCompaniesApi(createHttp({ baseUrl: url, ...signedIn(token) }));
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const allegheny = asPrimary(alleghenyDetail);
const keystone = asPrimary(keystoneCompany);

describe('admin/Company/get-user-companies after a membership call', () => {
  it('moves the primary company of a member removed from it to another of theirs', async () => {
    const expected = [{ ...allegheny, role: 'member', isPrimary: true }];
    await withAllegheny(pact.addInteraction())
      // Jordan: a member of Keystone (their primary company, joined first) and of Allegheny.
      .given('the employer {email} is a member of company {companyId}', {
        email: jordan.email,
        companyId: OTHER_COMPANY,
      })
      .given('the employer {email} has the primary company {companyId}', { email: jordan.email, companyId: COMPANY })
      .given('the employer {email} is signed in with token {token}', jordan)
      .given('the employer signed in with token {token} has removed the user {userId} from company {companyId}', {
        token: employer.token,
        userId: jordan.userId,
        companyId: COMPANY,
      })
      .uponReceiving("a request for the employer's companies after they were removed from their primary one")
      .withRequest('GET', '/admin/Company/get-user-companies', (b) => b.headers(bearer(jordan.token)))
      // Allegheny, now primary: not Keystone (left), nor no primary company at all.
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await client(server.url, jordan.token).userCompanies()).toEqual(expected);
      });
  });

  it('makes the company an employer is let into their primary one when they had none', async () => {
    const expected = [{ ...keystone, role: 'member', isPrimary: true }];
    await withJoinRequest(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', alex)
      .given('the employer signed in with token {token} has accepted the join request {requestId}', {
        token: employer.token,
        requestId: JOIN_REQUEST,
      })
      .uponReceiving("a request for the employer's companies after their first join request was accepted")
      .withRequest('GET', '/admin/Company/get-user-companies', (b) => b.headers(bearer(alex.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await client(server.url, alex.token).userCompanies()).toEqual(expected);
      });
  });
});
