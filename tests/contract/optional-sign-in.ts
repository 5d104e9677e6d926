import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect, it, vi } from 'vitest';
import type { Builder } from './guarded';
import { bearer, candidate } from './job-fixtures';
import type { apiPact, Interaction } from './pact';
import { ApiError, createHttp, type Http } from '../../src/api/http';
import { Role } from '../../src/domain/enums/user';

/**
 * A call where signing in is optional (a job's page, pay insights, feedback) sent with a token that is no valid
 * session: one whose session expired, one no session ever had. 401, and the app signs the user out, as for the guarded
 * calls (./token-cases.test.ts): a server that serves such a token as a visitor hides an ended session.
 */
export interface OptionalSignIn {
  /** The interaction's description before `with an expired token`: 'a request for the pay insights'. */
  what: string;
  method: 'GET' | 'POST';
  path: string;
  request?: (b: Builder) => unknown;
  /** The states the call needs besides the token's (a job to open). */
  given?: (interaction: Interaction) => Interaction;
  call: (http: Http) => Promise<unknown>;
}

const SESSION_ENDED = 'Your session has expired or is not valid. Please sign in again.';

/** The two cases, each an `it` of the calling `describe`. */
export function refusedSessions(pact: ReturnType<typeof apiPact>, c: OptionalSignIn) {
  const cases = [
    {
      token: 'expired-session-token',
      said: 'an expired token',
      state: (i: Interaction, token: string) =>
        i.given('the user {email} with the role {role} was signed in with token {token}, which has expired', {
          email: candidate.email,
          role: Role.User,
          token,
        }),
    },
    {
      token: 'unknown-token',
      said: 'an unknown token',
      state: (i: Interaction, token: string) => i.given('no session has the token {token}', { token }),
    },
  ];
  it.each(cases)('answers 401 to $said', async ({ token, said, state }) => {
    const withState = state(pact.addInteraction(), token);
    await (c.given ? c.given(withState) : withState)
      .uponReceiving(`${c.what} with ${said}`)
      .withRequest(c.method, c.path, (b) => {
        b.headers(bearer(token));
        c.request?.(b);
      })
      .willRespondWith(401, (b) => b.jsonBody({ error: M.string(SESSION_ENDED) }))
      .executeTest(async (server) => {
        const onUnauthorized = vi.fn();
        const http = createHttp({ baseUrl: server.url, getToken: () => token, onUnauthorized });
        const error = await c.call(http).catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
        expect(onUnauthorized).toHaveBeenCalledOnce();
      });
  });
}
