import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { JSON_HEADERS, quietFailure } from './account-fixtures';
import { apiPact } from './pact';
import { authApi } from '../../src/api/auth';
import { createHttp } from '../../src/api/http';

/**
 * What POST Auth/register made, as a sign-in before the confirmation sees it. The state registers through the
 * provider's own call (mocks/states/account.ts) and leaves the emailed link unused, so these verify that a
 * registration makes the account unconfirmed: its right password is refused with 403, and (the password checked
 * first) a wrong one with the 400 of any wrong password.
 */
const pact = apiPact();

const registered = {
  accountType: 'candidate',
  firstName: 'Jamie',
  lastName: 'Example',
  email: 'jamie@example.com',
  password: 'trail-mix-42',
};
const NOT_CONFIRMED =
  'the {accountType} {firstName} {lastName} registered as {email} with the password {password} and has not confirmed the address';

describe('POST Auth/login after a registration, before its confirmation', () => {
  it.each([
    {
      description: 'a login of a candidate who registered and has not confirmed the address',
      password: registered.password,
      status: 403,
      message: 'Confirm your email address first: open the link we emailed you, or ask for a new one.',
    },
    {
      description: 'a login with a wrong password of a candidate who registered and has not confirmed the address',
      password: 'not-the-password-9',
      status: 400,
      message: 'The email or password is incorrect.',
    },
  ])('answers $description with $status', async ({ description, password, status, message }) => {
    const credentials = { email: registered.email, password };
    await pact
      .addInteraction()
      .given(NOT_CONFIRMED, registered)
      .uponReceiving(description)
      .withRequest('POST', '/Auth/login', (b) => b.headers(JSON_HEADERS).jsonBody(credentials))
      .willRespondWith(status, (b) => b.jsonBody({ error: M.string(message) }))
      .executeTest(async (server) => {
        const error = await quietFailure((notify) =>
          authApi(createHttp({ baseUrl: server.url, notify })).login(credentials),
        );
        expect([error.status, error.message]).toEqual([status, message]);
      });
  });
});
