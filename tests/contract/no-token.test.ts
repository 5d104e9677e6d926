import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it, vi } from 'vitest';
import { guarded } from './guarded-calls';
import { apiPact } from './pact';
import { ApiError, createHttp } from '../../src/api/http';

/**
 * Every guarded call of the product API (./guarded-calls.ts), sent without a token (a user whose session the app has
 * already dropped, or a server that forgets a route's guard): 401, and the app signs the user out. The expired and
 * unknown tokens: ./token-cases.test.ts.
 */
const pact = apiPact();

describe('guarded calls without a token', () => {
  it.each(guarded)('answers 401 to $description', async ({ description, method, path: to, request, call }) => {
    await pact
      .addInteraction()
      .uponReceiving(description)
      .withRequest(method, to, (b) => void request?.(b))
      .willRespondWith(401, (b) => b.jsonBody({ error: M.string('Sign in to continue.') }))
      .executeTest(async (server) => {
        const onUnauthorized = vi.fn();
        const error = await call(createHttp({ baseUrl: server.url, onUnauthorized })).catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
        expect(onUnauthorized).toHaveBeenCalledOnce();
      });
  });
});
