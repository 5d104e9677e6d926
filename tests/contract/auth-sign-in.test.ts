import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { casey, JSON_HEADERS, quietFailure } from './account-fixtures';
import { apiPact, ISO_FORMAT } from './pact';
import { authApi } from '../../src/api/auth';
import { createHttp } from '../../src/api/http';

/**
 * What the account calls did, as a later sign-in sees it. The states go through the provider's own calls (a
 * registration and its confirmation, a reset by the emailed link: mocks/states/account.ts), not a state's shortcut, so
 * these interactions verify what those calls do: the roles the registration chose, that the address is confirmed,
 * which password the reset left.
 */
const pact = apiPact();

/** The logged-in user of an account of no company yet. */
const signedIn = (user: { email: string; firstName: string; lastName: string }, role: number) => ({
  accessToken: M.string('eyJhbGciOi.token'),
  tokenExpires: M.datetime(ISO_FORMAT, '2026-11-22T18:00:00.000Z'),
  roles: [role],
  primaryCompany: null,
  hasPendingJoinRequest: false,
  pendingJoinRequest: null,
  lastJoinedCompany: null,
  memberships: [],
  user: { id: M.integer(41), ...user },
});

const login = (url: string, credentials: { email: string; password: string }) =>
  authApi(createHttp({ baseUrl: url })).login(credentials);

describe('POST Auth/login after a registration and its confirmation', () => {
  it.each([
    { accountType: 'candidate' as const, a: 'a', firstName: 'Jamie', email: 'jamie@example.com', role: 1 },
    { accountType: 'employer' as const, a: 'an', firstName: 'Robin', email: 'robin@example.com', role: 2 },
  ])('signs the $accountType in with the role the registration chose', async ({ accountType, a, role, ...who }) => {
    const credentials = { email: who.email, password: 'trail-mix-42' };
    const user = { email: who.email, firstName: who.firstName, lastName: 'Example' };
    await pact
      .addInteraction()
      .given(
        'the {accountType} {firstName} {lastName} registered as {email} with the password {password} and confirmed the address',
        { accountType, ...user, password: credentials.password },
      )
      .uponReceiving(`a login of ${a} ${accountType} who registered and confirmed the address`)
      .withRequest('POST', '/Auth/login', (b) => b.headers(JSON_HEADERS).jsonBody(credentials))
      .willRespondWith(200, (b) => b.jsonBody({ result: signedIn(user, role) }))
      .executeTest(async (server) => {
        const signedInUser = await login(server.url, credentials);
        expect(signedInUser.roles).toEqual([role]);
        expect(signedInUser.user).toEqual({ id: 41, ...user });
      });
  });
});

describe('POST Auth/login after a password reset', () => {
  const reset = { email: casey.email, oldPassword: casey.password, password: 'new-trail-mix-7' };
  const resetBefore = 'the user {email} has reset their password {oldPassword} to {password} with the emailed link';

  it('signs the user in with the new password', async () => {
    const credentials = { email: reset.email, password: reset.password };
    const user = { email: reset.email, firstName: 'Pat', lastName: 'Example' };
    await pact
      .addInteraction()
      .given(resetBefore, reset)
      .uponReceiving('a login with the password a reset set')
      .withRequest('POST', '/Auth/login', (b) => b.headers(JSON_HEADERS).jsonBody(credentials))
      .willRespondWith(200, (b) => b.jsonBody({ result: signedIn(user, 1) }))
      .executeTest(async (server) => {
        expect((await login(server.url, credentials)).user).toEqual({ id: 41, ...user });
      });
  });

  it('refuses the password from before the reset with 400', async () => {
    const credentials = { email: reset.email, password: reset.oldPassword };
    const message = 'The email or password is incorrect.';
    await pact
      .addInteraction()
      .given(resetBefore, reset)
      .uponReceiving('a login with the password from before a reset')
      .withRequest('POST', '/Auth/login', (b) => b.headers(JSON_HEADERS).jsonBody(credentials))
      .willRespondWith(400, (b) => b.jsonBody({ error: M.string(message) }))
      .executeTest(async (server) => {
        const error = await quietFailure((notify) =>
          authApi(createHttp({ baseUrl: server.url, notify })).login(credentials),
        );
        expect([error.status, error.message]).toEqual([400, message]);
      });
  });
});

describe('POST Auth/login after a password reset of an unconfirmed account', () => {
  it('signs the user in: the emailed link the reset used confirms the address', async () => {
    const credentials = { email: 'jamie@example.com', password: 'new-trail-mix-7' };
    const user = { email: credentials.email, firstName: 'Jamie', lastName: 'Example' };
    await pact
      .addInteraction()
      .given(
        'the {accountType} {firstName} {lastName} registered as {email} with the password {password} and has not confirmed the address',
        { accountType: 'candidate', ...user, password: 'trail-mix-42' },
      )
      .given('the user {email} has reset their password {oldPassword} to {password} with the emailed link', {
        email: credentials.email,
        oldPassword: 'trail-mix-42',
        password: credentials.password,
      })
      .uponReceiving('a login with the password a reset set, of an account never confirmed before')
      .withRequest('POST', '/Auth/login', (b) => b.headers(JSON_HEADERS).jsonBody(credentials))
      // 200, not the 403 of an unconfirmed address: the reset link reached the address.
      .willRespondWith(200, (b) => b.jsonBody({ result: signedIn(user, 1) }))
      .executeTest(async (server) => {
        expect((await login(server.url, credentials)).user).toEqual({ id: 41, ...user });
      });
  });
});
