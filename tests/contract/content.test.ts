import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { contentPact, ISO_FORMAT, recordingNotifier } from './pact';
import type { ContentTokenStore } from '../../src/api/bindings';
import { contentApi } from '../../src/api/content';
import { ApiError } from '../../src/api/http';
import type { ContentToken } from '../../src/api/schemas/content';

const pact = contentPact();
const KEY = 'job-board-demo-key';

function memoryTokens(initial: ContentToken | null = null): ContentTokenStore & { current: ContentToken | null } {
  const store = {
    current: initial,
    get: () => store.current,
    set: (token: ContentToken | null) => {
      store.current = token;
    },
  };
  return store;
}

const valid = (accessToken: string): ContentToken => ({ accessToken, expires: '2999-01-01T00:00:00.000Z' });

describe('content service', () => {
  it('authenticates with the fixed API key and keeps the token', async () => {
    await pact
      .addInteraction()
      .given('the content API key {key} is valid', { key: KEY })
      .uponReceiving('an authentication with the API key')
      .withRequest('POST', '/auth/authenticate', (b) =>
        b.headers({ 'Content-Type': 'application/json' }).jsonBody({ key: KEY }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          data: { accessToken: M.string('content-token'), expires: M.datetime(ISO_FORMAT, '2026-11-22T13:00:00.000Z') },
        }),
      )
      .executeTest(async (server) => {
        const tokens = memoryTokens();
        await contentApi({ baseUrl: server.url, key: KEY, tokens }).ensureToken();
        expect(tokens.current).toEqual({ accessToken: 'content-token', expires: '2026-11-22T13:00:00.000Z' });
      });
  });

  it('refuses a wrong API key with 401 and keeps no token', async () => {
    await pact
      .addInteraction()
      .given('the content API key {key} is not valid', { key: 'wrong-key' })
      .uponReceiving('an authentication with a wrong API key')
      .withRequest('POST', '/auth/authenticate', (b) =>
        b.headers({ 'Content-Type': 'application/json' }).jsonBody({ key: 'wrong-key' }),
      )
      .willRespondWith(401, (b) => b.jsonBody({ error: M.string('The API key is not valid.') }))
      .executeTest(async (server) => {
        const tokens = memoryTokens();
        const error = await contentApi({ baseUrl: server.url, key: 'wrong-key', tokens })
          .authenticate()
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
        expect(tokens.current).toBeNull();
      });
  });

  it('lists the published tooltips with its own token', async () => {
    await pact
      .addInteraction()
      .given('the content token {token} is valid', { token: 'content-token' })
      .given('the tooltips are a published one for the field {fieldName} and a draft one', { fieldName: 'salaryMin' })
      .uponReceiving('a request for the published tooltips')
      .withRequest('GET', '/items/tooltips', (b) =>
        b
          .query({ status: 'published', fields: 'field_name,tooltip' })
          .headers({ Authorization: 'Bearer content-token' }),
      )
      .willRespondWith(200, (b) =>
        // Exactly the published one: the state's draft tooltip must stay out.
        b.jsonBody({ data: [{ field_name: 'salaryMin', tooltip: M.string('What salaryMin means.') }] }),
      )
      .executeTest(async (server) => {
        const tokens = memoryTokens(valid('content-token'));
        const tooltips = await contentApi({ baseUrl: server.url, key: KEY, tokens }).getTooltips();
        expect(tooltips).toEqual([{ field_name: 'salaryMin', tooltip: 'What salaryMin means.' }]);
      });
  });

  it('drops an expired content token on 401, without a toast', async () => {
    await pact
      .addInteraction()
      .given('the content token {token} has expired', { token: 'stale-token' })
      .uponReceiving('a request for the tooltips with an expired token')
      .withRequest('GET', '/items/tooltips', (b) =>
        b.query({ status: 'published', fields: 'field_name,tooltip' }).headers({ Authorization: 'Bearer stale-token' }),
      )
      .willRespondWith(401, (b) => b.jsonBody({ error: M.string('The content token is missing or has expired.') }))
      .executeTest(async (server) => {
        const tokens = memoryTokens(valid('stale-token'));
        const { notify, shown } = recordingNotifier();
        const error = await contentApi({ baseUrl: server.url, key: KEY, tokens, notify })
          .getTooltips()
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
        expect(tokens.current).toBeNull();
        expect(shown).toEqual([]);
      });
  });
});
