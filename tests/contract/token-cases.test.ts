import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it, vi } from 'vitest';
import type { Guarded } from './guarded';
import { guarded } from './guarded-calls';
import { admin, bearer, candidate, employer } from './job-fixtures';
import { apiPact } from './pact';
import { ApiError, createHttp } from '../../src/api/http';
import { Role } from '../../src/domain/enums/user';

/**
 * Every guarded call of the product API (./guarded-calls.ts) with a token that is no valid session: one whose session
 * expired (of a user with the call's role), and one no session ever had. 401, and the app signs the user out, as
 * without a token (./no-token.test.ts): a server that takes either for a user serves whoever holds an old or made-up
 * token.
 */
const pact = apiPact();

const EXPIRED = 'expired-session-token';
const UNKNOWN = 'unknown-token';
const SESSION_ENDED = 'Your session has expired or is not valid. Please sign in again.';
const emailOf: Record<Role, string> = {
  [Role.User]: candidate.email,
  [Role.Employer]: employer.email,
  [Role.Admin]: admin.email,
  [Role.Premium]: candidate.email,
};

async function answers401(call: Guarded, token: string, interaction: ReturnType<typeof pact.addInteraction>) {
  await interaction
    .withRequest(call.method, call.path, (b) => {
      b.headers(bearer(token));
      call.request?.(b);
    })
    .willRespondWith(401, (b) => b.jsonBody({ error: M.string(SESSION_ENDED) }))
    .executeTest(async (server) => {
      const onUnauthorized = vi.fn();
      const http = createHttp({ baseUrl: server.url, getToken: () => token, onUnauthorized });
      const error = await call.call(http).catch((e: unknown) => e);
      expect((error as ApiError).status).toBe(401);
      expect(onUnauthorized).toHaveBeenCalledOnce();
    });
}

const renamed = (call: Guarded, token: string) => call.description.replace('without a token', `with ${token}`);

describe('guarded calls with an expired token', () => {
  it.each(guarded)('answers 401 to $description, with an expired token instead', async (call) => {
    const given = { email: emailOf[call.role], role: call.role, token: EXPIRED };
    await answers401(
      call,
      EXPIRED,
      pact
        .addInteraction()
        .given('the user {email} with the role {role} was signed in with token {token}, which has expired', given)
        .uponReceiving(renamed(call, 'an expired token')),
    );
  });
});

describe('guarded calls with an unknown token', () => {
  it.each(guarded)('answers 401 to $description, with an unknown token instead', async (call) => {
    await answers401(
      call,
      UNKNOWN,
      pact
        .addInteraction()
        .given('no session has the token {token}', { token: UNKNOWN })
        .uponReceiving(renamed(call, 'an unknown token')),
    );
  });
});
