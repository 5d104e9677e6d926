import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it, vi } from 'vitest';
import {
  accountClient as client,
  answersAnyAddressAlike,
  casey,
  DONE,
  failure,
  jamie,
  JSON_HEADERS,
  quietFailure,
  UNCONFIRMED_CANDIDATE,
} from './account-fixtures';
import { apiPact, type Interaction } from './pact';
import { authApi } from '../../src/api/auth';
import { createHttp } from '../../src/api/http';
import { jobCandidateApi } from '../../src/api/job-candidate';

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
        const error = await quietFailure((notify) =>
          authApi(createHttp({ baseUrl: server.url, notify })).login(credentials),
        );
        expect([error.status, error.message]).toEqual([403, message]);
      });
  });
});

describe('POST Auth/forgot-password', () => {
  answersAnyAddressAlike(pact, {
    path: '/Auth/forgot-password',
    description: 'a request for a password reset link',
    known: { email: casey.email, given: (i) => i.given('the user {email} exists with password {password}', casey) },
    send: (account, email) => account.forgotPassword({ email }),
  });
});

const reset = { email: casey.email, token: 'reset-token-casey' };
const NOT_A_LINK = 'This link is not valid. Ask for a new one.';
/** The links a reset refuses, and why: the same whether the page checks the link or the new password is sent. */
const LINK_REFUSALS = [
  {
    link: 'with a link already used',
    status: 409,
    message: 'This link was already used or replaced by a newer one.',
    token: reset.token,
    given: (i: Interaction) => i.given('the password reset token {token} of {email} was used', reset),
  },
  {
    link: 'with an expired link',
    status: 409,
    message: 'This link has expired. Ask for a new one.',
    token: reset.token,
    given: (i: Interaction) => i.given('the password reset token {token} of {email} has expired', reset),
  },
  // A confirmation link is not a reset link: it sets no password.
  {
    link: "with a confirmation link's token",
    status: 404,
    message: NOT_A_LINK,
    token: jamie.token,
    given: (i: Interaction) => i.given(UNCONFIRMED_CANDIDATE, jamie),
  },
  {
    link: 'with an unknown link',
    status: 404,
    message: NOT_A_LINK,
    token: 'no-such-link',
    given: (i: Interaction) => i.given('no emailed link has the token {token}', { token: 'no-such-link' }),
  },
];

describe('GET Auth/reset-password', () => {
  it('answers the address of the account a usable link resets', async () => {
    await pact
      .addInteraction()
      .given('the user {email} has the password reset token {token}', reset)
      .uponReceiving('a check of a password reset link')
      .withRequest('GET', '/Auth/reset-password', (b) => b.query({ token: reset.token }))
      .willRespondWith(200, (b) => b.jsonBody({ result: { email: casey.email } }))
      .executeTest(async (server) => {
        expect(await client(server.url).resetLink(reset.token)).toEqual({ email: casey.email });
      });
  });

  it.each(LINK_REFUSALS.map((r) => ({ ...r, description: `a password reset link check ${r.link}` })))(
    'refuses $description with $status (the page says it in place of the form)',
    async ({ description, status, message, token, given }) => {
      await given(pact.addInteraction())
        .uponReceiving(description)
        .withRequest('GET', '/Auth/reset-password', (b) => b.query({ token }))
        .willRespondWith(status, (b) => b.jsonBody({ error: M.string(message) }))
        .executeTest(async (server) => {
          const error = await quietFailure((notify) => client(server.url, notify).resetLink(token));
          expect([error.status, error.message]).toEqual([status, message]);
        });
    },
  );
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

  it.each(LINK_REFUSALS.map((r) => ({ ...r, description: `a password reset ${r.link}` })))(
    'refuses $description with $status',
    async ({ description, status, message, token, given }) => {
      await given(pact.addInteraction())
        .uponReceiving(description)
        .withRequest('POST', '/Auth/reset-password', (b) => b.headers(JSON_HEADERS).jsonBody({ token, password }))
        .willRespondWith(status, (b) => b.jsonBody({ error: M.string(message) }))
        .executeTest(async (server) => {
          const error = await quietFailure((notify) => client(server.url, notify).resetPassword({ token, password }));
          expect([error.status, error.message]).toEqual([status, message]);
        });
    },
  );

  it('ends every session of the account: a token from before the reset is refused with 401', async () => {
    const token = 'candidate-token-before-reset';
    await pact
      .addInteraction()
      .given('the user {email} has reset their password since signing in with the token {token}', {
        email: casey.email,
        token,
      })
      .uponReceiving('a request for the recommended jobs with a token from before a password reset')
      .withRequest('GET', '/Job/recommended', (b) => b.headers({ Authorization: `Bearer ${token}` }))
      .willRespondWith(401, (b) =>
        b.jsonBody({ error: M.string('Your session has expired or is not valid. Please sign in again.') }),
      )
      .executeTest(async (server) => {
        const onUnauthorized = vi.fn();
        const error = await failure(
          jobCandidateApi(createHttp({ baseUrl: server.url, getToken: () => token, onUnauthorized })).recommended({}),
        );
        expect(error.status).toBe(401);
        expect(onUnauthorized).toHaveBeenCalledOnce();
      });
  });
});
