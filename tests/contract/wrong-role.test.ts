import { describe, expect, it, vi } from 'vitest';
import { guarded } from './guarded-calls';
import { bearer, candidate, employer, roleRefusedBody } from './job-fixtures';
import { apiPact, recordingNotifier } from './pact';
import { ApiError, createHttp } from '../../src/api/http';
import { Role } from '../../src/domain/enums/user';

/**
 * Every guarded call of the product API that some roles may not make (./guarded-calls.ts), with the valid token of a
 * user of another role: 403, and the app does not sign the user out. A server whose guard takes any
 * signed-in user serves a candidate a company's calls, or an employer a candidate's.
 */
const pact = apiPact();

/** Who has the wrong role for a call of this role: an employer for a candidate's call, a candidate for a company's. */
const intruders = {
  [Role.User]: { ...employer, state: 'the employer {email} is signed in with token {token}', as: 'an employer' },
  [Role.Employer]: { ...candidate, state: 'the candidate {email} is signed in with token {token}', as: 'a candidate' },
  [Role.Admin]: { ...employer, state: 'the employer {email} is signed in with token {token}', as: 'an employer' },
  // A candidate without Premium: what Premium adds is refused to them.
  [Role.Premium]: {
    ...candidate,
    state: 'the candidate {email} is signed in with token {token}',
    as: 'a candidate without Premium',
  },
} as const;

const calls = guarded.filter((call) => !call.anyRole);

describe('guarded calls with the token of a user of another role', () => {
  it.each(calls)('answers 403 to $description, with the token of another role instead', async (call) => {
    const intruder = intruders[call.role as keyof typeof intruders];
    await pact
      .addInteraction()
      .given(intruder.state, { email: intruder.email, token: intruder.token })
      .uponReceiving(call.description.replace('without a token', `with the token of ${intruder.as}`))
      .withRequest(call.method, call.path, (b) => {
        b.headers(bearer(intruder.token));
        call.request?.(b);
      })
      .willRespondWith(403, (b) => b.jsonBody(roleRefusedBody))
      .executeTest(async (server) => {
        const onUnauthorized = vi.fn();
        const { notify } = recordingNotifier();
        const http = createHttp({ baseUrl: server.url, getToken: () => intruder.token, onUnauthorized, notify });
        const error = await call.call(http).catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(403);
        expect(onUnauthorized).not.toHaveBeenCalled();
      });
  });
});
