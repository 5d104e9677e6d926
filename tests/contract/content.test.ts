import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { KEY, memoryTokens, refusedTokens, valid } from './content-fixtures';
import { CLOCK, NOW } from './job-fixtures';
import { contentPact, recordingNotifier } from './pact';
import { contentApi } from '../../src/api/content';
import { ApiError } from '../../src/api/http';

const pact = contentPact();

describe('content service', () => {
  it('authenticates with the fixed API key and keeps the token', async () => {
    await pact
      .addInteraction()
      // The token's end exact: an hour after the clock's moment.
      .given(CLOCK, { now: NOW })
      .given('the content API key {key} is valid', { key: KEY })
      .uponReceiving('an authentication with the API key')
      .withRequest('POST', '/auth/authenticate', (b) =>
        b.headers({ 'Content-Type': 'application/json' }).jsonBody({ key: KEY }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          data: { accessToken: M.string('content-token'), expires: '2090-01-15T10:00:00.000Z' },
        }),
      )
      .executeTest(async (server) => {
        const tokens = memoryTokens();
        await contentApi({ baseUrl: server.url, key: KEY, tokens }).ensureToken();
        expect(tokens.current).toEqual({ accessToken: 'content-token', expires: '2090-01-15T10:00:00.000Z' });
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
      .willRespondWith(401, (b) => b.jsonBody({ error: 'The API key is not valid.' }))
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
    // Exactly the published ones, by id: the state's draft tooltip must stay out.
    const tooltips = [
      { field_name: 'salaryMin', tooltip: 'What salaryMin means.' },
      { field_name: 'remoteStatus', tooltip: 'What remoteStatus means.' },
    ];
    await pact
      .addInteraction()
      .given('the content token {token} is valid', { token: 'content-token' })
      .given('the tooltips are published ones for the fields {fieldName} and {otherFieldName}, and a draft one', {
        fieldName: 'salaryMin',
        otherFieldName: 'remoteStatus',
      })
      .uponReceiving('a request for the published tooltips')
      .withRequest('GET', '/items/tooltips', (b) =>
        b
          .query({ status: 'published', fields: 'field_name,tooltip' })
          .headers({ Authorization: 'Bearer content-token' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ data: tooltips }))
      .executeTest(async (server) => {
        const tokens = memoryTokens(valid('content-token'));
        expect(await contentApi({ baseUrl: server.url, key: KEY, tokens }).getTooltips()).toEqual(tooltips);
      });
  });

  it.each(refusedTokens('the tooltips'))(
    'drops the content token on 401, without a toast: $description',
    async ({ description, token, given }) => {
      await given(pact.addInteraction())
        .uponReceiving(description)
        .withRequest('GET', '/items/tooltips', (b) =>
          b.query({ status: 'published', fields: 'field_name,tooltip' }).headers({ Authorization: `Bearer ${token}` }),
        )
        .willRespondWith(401, (b) => b.jsonBody({ error: M.string('The content token is missing or has expired.') }))
        .executeTest(async (server) => {
          const tokens = memoryTokens(valid(token));
          const { notify, shown } = recordingNotifier();
          const error = await contentApi({ baseUrl: server.url, key: KEY, tokens, notify })
            .getTooltips()
            .catch((e: unknown) => e);
          expect((error as ApiError).status).toBe(401);
          expect(tokens.current).toBeNull();
          expect(shown).toEqual([]);
        });
    },
  );
});
