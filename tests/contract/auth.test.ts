import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { keystone, loginAnswer, ofTwoCompanies, twoMemberships } from './auth-fixtures';
import { CLOCK, NOW } from './job-fixtures';
import { apiPact, recordingNotifier } from './pact';
import { authApi } from '../../src/api/auth';
import { ApiError, createHttp } from '../../src/api/http';

const pact = apiPact();
const credentials = { email: 'casey@example.com', password: 'correct-horse' };

describe('Auth/login', () => {
  it('returns the user and token for valid credentials', async () => {
    await pact
      .addInteraction()
      // The session's end exact: 8 hours after the clock's moment.
      .given(CLOCK, { now: NOW })
      .given('the candidate {email} has the user id {userId}', { email: credentials.email, userId: 77 })
      .given('the user {email} exists with password {password}', credentials)
      .uponReceiving('a login with valid credentials')
      .withRequest('POST', '/Auth/login', (b) =>
        b.headers({ 'Content-Type': 'application/json' }).jsonBody(credentials),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: loginAnswer(credentials.email, {
            tokenExpires: '2090-01-15T17:00:00.000Z',
            // A candidate belongs to no company.
            user: { id: 77, email: credentials.email, firstName: 'Pat', lastName: 'Example' },
          }),
        }),
      )
      .executeTest(async (server) => {
        const user = await authApi(createHttp({ baseUrl: server.url })).login(credentials);
        expect(user.accessToken).toBe('eyJhbGciOi.token');
        expect(user.roles).toEqual([1]);
        expect(user.memberships).toEqual([]);
        expect(user.user).toEqual({ id: 77, email: credentials.email, firstName: 'Pat', lastName: 'Example' });
      });
  });

  it("says which companies an employer belongs to, and as what (the app offers a company's admins what only they may do)", async () => {
    const morgan = { email: 'morgan@example.com', password: 'correct-horse' };
    await ofTwoCompanies(pact.addInteraction(), morgan.email)
      .given('the user {email} exists with password {password}', morgan)
      // Another employer's request to join: not Morgan's, whose login names none.
      .given('the employer {email} has asked to join company {companyId}', { email: 'quinn@example.com', companyId: 2 })
      .uponReceiving("a login of an employer who is a company's admin and another's member")
      .withRequest('POST', '/Auth/login', (b) => b.headers({ 'Content-Type': 'application/json' }).jsonBody(morgan))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: loginAnswer(morgan.email, {
            roles: [2],
            primaryCompany: keystone(3),
            lastJoinedCompany: keystone(3),
            // Each active membership, in the order joined: the company, and the user's role there.
            memberships: twoMemberships,
          }),
        }),
      )
      .executeTest(async (server) => {
        const user = await authApi(createHttp({ baseUrl: server.url })).login(morgan);
        expect(user.memberships).toEqual(twoMemberships);
        expect([user.primaryCompany?.id, user.lastJoinedCompany?.id]).toEqual([3, 3]);
      });
  });

  const riley = { email: 'riley@example.com', password: 'correct-horse' };
  // The company asked, put by its own state: the login names it.
  const askedCompany = { companyId: 2, name: 'Keystone Paddle Co.', placeId: 'harrisburg-pa' };

  it('names the company an employer has asked to join, while the request is pending', async () => {
    await pact
      .addInteraction()
      .given('the company {companyId} named {name} is in the place {placeId}', askedCompany)
      .given('the employer {email} has asked to join company {companyId}', { email: riley.email, companyId: 2 })
      .given('the user {email} exists with password {password}', riley)
      .uponReceiving('a login of an employer whose request to join a company is pending')
      .withRequest('POST', '/Auth/login', (b) => b.headers({ 'Content-Type': 'application/json' }).jsonBody(riley))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: loginAnswer(riley.email, {
            roles: [2],
            hasPendingJoinRequest: true,
            // The company asked, by id and name: the pending page names it.
            pendingJoinRequest: { companyId: 2, companyName: 'Keystone Paddle Co.' },
          }),
        }),
      )
      .executeTest(async (server) => {
        const user = await authApi(createHttp({ baseUrl: server.url })).login(riley);
        expect(user.hasPendingJoinRequest).toBe(true);
        expect(user.pendingJoinRequest).toEqual({ companyId: 2, companyName: 'Keystone Paddle Co.' });
      });
  });

  it('says nothing is pending once the employer has withdrawn the request', async () => {
    await pact
      .addInteraction()
      .given('the company {companyId} named {name} is in the place {placeId}', askedCompany)
      .given('the employer {email} has withdrawn their request to join company {companyId}', {
        email: riley.email,
        companyId: 2,
      })
      .given('the user {email} exists with password {password}', riley)
      .uponReceiving('a login of an employer who withdrew their request to join a company')
      .withRequest('POST', '/Auth/login', (b) => b.headers({ 'Content-Type': 'application/json' }).jsonBody(riley))
      .willRespondWith(200, (b) =>
        b.jsonBody({ result: loginAnswer(riley.email, { roles: [2], hasPendingJoinRequest: false }) }),
      )
      .executeTest(async (server) => {
        const user = await authApi(createHttp({ baseUrl: server.url })).login(riley);
        expect(user.hasPendingJoinRequest).toBe(false);
        expect(user.pendingJoinRequest).toBeNull();
      });
  });

  it('says a premium candidate has both roles', async () => {
    const premium = { email: 'alex@example.com', password: 'correct-horse' };
    await pact
      .addInteraction()
      .given('the candidate {email} is premium', { email: premium.email })
      .given('the user {email} exists with password {password}', premium)
      .uponReceiving('a login of a premium candidate')
      .withRequest('POST', '/Auth/login', (b) => b.headers({ 'Content-Type': 'application/json' }).jsonBody(premium))
      .willRespondWith(200, (b) => b.jsonBody({ result: loginAnswer(premium.email, { roles: [1, 4] }) }))
      .executeTest(async (server) => {
        expect((await authApi(createHttp({ baseUrl: server.url })).login(premium)).roles).toEqual([1, 4]);
      });
  });

  it('rejects a wrong password with 400 and the error text', async () => {
    const wrong = { ...credentials, password: 'wrong-password' };
    await pact
      .addInteraction()
      .given('the user {email} exists with password {password}', credentials)
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', '/Auth/login', (b) => b.headers({ 'Content-Type': 'application/json' }).jsonBody(wrong))
      .willRespondWith(400, (b) => b.jsonBody({ error: 'The email or password is incorrect.' }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await authApi(createHttp({ baseUrl: server.url, notify }))
          .login(wrong)
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).status).toBe(400);
        // The login form shows the message beside its fields: the call itself shows no toast.
        expect((error as ApiError).message).toBe('The email or password is incorrect.');
        expect(shown).toEqual([]);
      });
  });

  it('rejects a malformed email with 400 and field errors', async () => {
    const bad = { email: 'not-an-email', password: 'x' };
    await pact
      .addInteraction()
      .uponReceiving('a login with a malformed email')
      .withRequest('POST', '/Auth/login', (b) => b.headers({ 'Content-Type': 'application/json' }).jsonBody(bad))
      .willRespondWith(400, (b) =>
        b.jsonBody({ errors: { email: M.eachLike(M.string('Enter a valid email address')) } }),
      )
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = (await authApi(createHttp({ baseUrl: server.url, notify }))
          .login(bad)
          .catch((e: unknown) => e)) as ApiError;
        expect(error.fieldErrors).toEqual({ email: 'Enter a valid email address' });
        expect(shown).toEqual([]);
      });
  });
});
