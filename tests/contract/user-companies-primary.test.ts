import { describe, expect, it } from 'vitest';
import { alleghenyDetail, asPrimary, COMPANY, keystone as keystoneCompany, OTHER_COMPANY } from './company-fixtures';
import {
  alex,
  JOIN_REQUEST,
  jordan,
  NAMED,
  named,
  taylor,
  withAllegheny,
  withJoinRequest,
} from './company-people-fixtures';
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
const LAUREL = 4;

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

  it('keeps the primary company of a member removed from another of theirs', async () => {
    // Jordan: a member of Keystone (joined first), Allegheny and Laurel Ridge Outfitters, the last their primary one.
    const laurel = {
      id: LAUREL,
      name: 'Laurel Ridge Outfitters',
      logo: '/logos/laurel-ridge-outfitters.svg',
      city: alleghenyDetail.city,
      country: alleghenyDetail.country,
      state: alleghenyDetail.state,
      website: null,
    };
    const expected = [
      { ...allegheny, role: 'member', isPrimary: false },
      { ...laurel, role: 'member', isPrimary: true },
    ];
    await withAllegheny(pact.addInteraction())
      .given('the employer {email} is a member of company {companyId}', {
        email: jordan.email,
        companyId: OTHER_COMPANY,
      })
      .given('the company {companyId} named {name} has {count} live jobs from the id {jobId}', {
        companyId: LAUREL,
        name: laurel.name,
        count: 0,
        jobId: 910,
      })
      .given('the employer {email} is a member of company {companyId}', { email: jordan.email, companyId: LAUREL })
      .given('the employer {email} has the primary company {companyId}', { email: jordan.email, companyId: LAUREL })
      .given('the employer {email} is signed in with token {token}', jordan)
      .given('the employer signed in with token {token} has removed the user {userId} from company {companyId}', {
        token: employer.token,
        userId: jordan.userId,
        companyId: COMPANY,
      })
      .uponReceiving("a request for the employer's companies after they were removed from one not their primary one")
      .withRequest('GET', '/admin/Company/get-user-companies', (b) => b.headers(bearer(jordan.token)))
      // Laurel Ridge stays primary: not Allegheny, the first of the companies left.
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await client(server.url, jordan.token).userCompanies()).toEqual(expected);
      });
  });

  it('changes the primary company of the employer who asked, made after another', async () => {
    const expected = [
      { ...allegheny, role: 'member', isPrimary: false },
      { ...keystone, role: 'member', isPrimary: true },
    ];
    await withAllegheny(pact.addInteraction())
      // Jordan, made after Riley: a member of Keystone, then of Allegheny (as the state puts it, their primary one).
      .given('the employer {email} is a member of company {companyId}', {
        email: jordan.email,
        companyId: OTHER_COMPANY,
      })
      .given('the employer {email} is signed in with token {token}', jordan)
      .given('the employer signed in with token {token} has made company {companyId} their primary company', {
        token: jordan.token,
        companyId: COMPANY,
      })
      .uponReceiving('a request for the companies of an employer made after another, after their primary one changed')
      .withRequest('GET', '/admin/Company/get-user-companies', (b) => b.headers(bearer(jordan.token)))
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

  it('keeps the primary company of an employer let into another one', async () => {
    const expected = [
      { ...allegheny, role: 'member', isPrimary: false },
      { ...keystone, role: 'member', isPrimary: true },
    ];
    await withAllegheny(pact.addInteraction())
      // Taylor administers Allegheny; Jordan, whose primary company is Keystone, asks to join it and is let in.
      .given(NAMED, named(taylor))
      .given('the employer {email} is an admin of company {companyId}', {
        email: taylor.email,
        companyId: OTHER_COMPANY,
      })
      .given('the employer {email} is signed in with token {token}', taylor)
      .given('the employer {email} is signed in with token {token}', jordan)
      .given('the employer {email} has asked to join company {companyId} with the request {requestId}', {
        email: jordan.email,
        companyId: OTHER_COMPANY,
        requestId: JOIN_REQUEST,
      })
      .given('the employer signed in with token {token} has accepted the join request {requestId}', {
        token: taylor.token,
        requestId: JOIN_REQUEST,
      })
      .uponReceiving("a request for the employer's companies after they were let into a second company")
      .withRequest('GET', '/admin/Company/get-user-companies', (b) => b.headers(bearer(jordan.token)))
      // Keystone stays primary: a join makes a company primary only for one who had none.
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await client(server.url, jordan.token).userCompanies()).toEqual(expected);
      });
  });
});
