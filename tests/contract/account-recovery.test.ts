import { describe, expect, it, vi } from 'vitest';
import { MatchersV3 as M } from '@pact-foundation/pact';
import { authApi } from '../../src/api/auth';
import { createHttp } from '../../src/api/http';
import { jobCandidateApi } from '../../src/api/job-candidate';
import { accountClient as client, casey, DONE, failure, jamie, JSON_HEADERS, stranger, UNCONFIRMED_CANDIDATE } from './account-fixtures';
import { apiPact, recordingNotifier } from './pact';

/**
 * Getting back in (src/api/account.ts, and Auth/login's refusal of an unconfirmed account): forgotten passwords and
 * the reset by the emailed link. All quiet: their forms word the refusal.
 */
const pact = apiPact();

describe('POST Auth/login of an unconfirmed account', () => {
  it('refuses it with 403 and the reason (the login page then offers a new link)', async () => {
    const credentials = { email: jamie.email, password: 'trail-mix-42' };
    const message = 'Confirm your email address first: open the link we emailed you, or ask for a new one.';
    await pact
      .addInteraction()
      .given(UNCONFIRMED_CANDIDATE, jamie)
      .given('the user {email} exists with password {password}', credentials)
      .uponReceiving('a login of an account whose address is not confirmed')
      .withRequest('POST', '/Auth/login', (b) => b.headers(JSON_HEADERS).jsonBody(credentials))
      .willRespondWith(403, (b) => b.jsonBody({ error: M.string(message) }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await failure(authApi(createHttp({ baseUrl: server.url, notify })).login(credentials));
        expect(error.status).toBe(403);
        expect(error.message).toBe(message);
        expect(shown).toEqual([]);
      });
  });
});

describe('POST Auth/forgot-password', () => {
  it.each([
    { description: 'a request for a password reset link', email: casey.email, known: true },
    // The same answer: the call does not tell whether an address has an account.
    { description: 'a request for a password reset link for an address without an account', email: stranger.email, known: false },
  ])('answers $description with null', async ({ description, email, known }) => {
    const given = known
      ? pact.addInteraction().given('the user {email} exists with password {password}', casey)
      : pact.addInteraction().given('no account has the email {email}', { email });
    await given
      .uponReceiving(description)
      .withRequest('POST', '/Auth/forgot-password', (b) => b.headers(JSON_HEADERS).jsonBody({ email }))
      .willRespondWith(200, (b) => b.jsonBody(DONE))
      .executeTest(async (server) => {
        await expect(client(server.url).forgotPassword({ email })).resolves.toBeUndefined();
      });
  });
});

describe('POST Auth/reset-password', () => {
  const password = 'new-trail-mix-7';

  it('sets the new password with a valid link', async () => {
    const token = 'reset-token-casey';
    await pact
      .addInteraction()
      .given('the user {email} has the password reset token {token}', { email: casey.email, token })
      .uponReceiving('a password reset with its emailed link')
      .withRequest('POST', '/Auth/reset-password', (b) => b.headers(JSON_HEADERS).jsonBody({ token, password }))
      .willRespondWith(200, (b) => b.jsonBody(DONE))
      .executeTest(async (server) => {
        await expect(client(server.url).resetPassword({ token, password })).resolves.toBeUndefined();
      });
  });

  it.each([
    { description: 'a password reset with a link already used', state: 'the password reset token {token} of {email} was used' as const, message: 'This link was already used or replaced by a newer one.' },
    { description: 'a password reset with an expired link', state: 'the password reset token {token} of {email} has expired' as const, message: 'This link has expired. Ask for a new one.' },
  ])('refuses $description with 409', async ({ description, state, message }) => {
    const token = 'reset-token-casey';
    await pact
      .addInteraction()
      .given(state, { email: casey.email, token })
      .uponReceiving(description)
      .withRequest('POST', '/Auth/reset-password', (b) => b.headers(JSON_HEADERS).jsonBody({ token, password }))
      .willRespondWith(409, (b) => b.jsonBody({ error: M.string(message) }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await failure(client(server.url, notify).resetPassword({ token, password }));
        expect(error.status).toBe(409);
        expect(error.message).toBe(message);
        expect(shown).toEqual([]);
      });
  });

  it("refuses a confirmation link's token with 404: a confirmation link sets no password", async () => {
    await pact
      .addInteraction()
      .given(UNCONFIRMED_CANDIDATE, jamie)
      .uponReceiving("a password reset with a confirmation link's token")
      .withRequest('POST', '/Auth/reset-password', (b) => b.headers(JSON_HEADERS).jsonBody({ token: jamie.token, password }))
      .willRespondWith(404, (b) => b.jsonBody({ error: M.string('This link is not valid. Ask for a new one.') }))
      .executeTest(async (server) => {
        const error = await failure(client(server.url).resetPassword({ token: jamie.token, password }));
        expect(error.status).toBe(404);
      });
  });

  it('refuses an unknown link with 404', async () => {
    const token = 'no-such-link';
    await pact
      .addInteraction()
      .given('no emailed link has the token {token}', { token })
      .uponReceiving('a password reset with an unknown link')
      .withRequest('POST', '/Auth/reset-password', (b) => b.headers(JSON_HEADERS).jsonBody({ token, password }))
      .willRespondWith(404, (b) => b.jsonBody({ error: M.string('This link is not valid. Ask for a new one.') }))
      .executeTest(async (server) => {
        const error = await failure(client(server.url).resetPassword({ token, password }));
        expect(error.status).toBe(404);
      });
  });

  it('ends every session of the account: a token from before the reset is refused with 401', async () => {
    const token = 'candidate-token-before-reset';
    await pact
      .addInteraction()
      .given('the user {email} has reset their password since signing in with the token {token}', { email: casey.email, token })
      .uponReceiving('a request for the recommended jobs with a token from before a password reset')
      .withRequest('GET', '/Job/recommended', (b) => b.headers({ Authorization: `Bearer ${token}` }))
      .willRespondWith(401, (b) => b.jsonBody({ error: M.string('Your session has expired or is not valid. Please sign in again.') }))
      .executeTest(async (server) => {
        const onUnauthorized = vi.fn();
        const error = await failure(jobCandidateApi(createHttp({ baseUrl: server.url, getToken: () => token, onUnauthorized })).recommended({}));
        expect(error.status).toBe(401);
        expect(onUnauthorized).toHaveBeenCalledOnce();
      });
  });
});
