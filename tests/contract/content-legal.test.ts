import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { CLOCK, day, NOW } from './job-fixtures';
import { contentPact, recordingNotifier, type Interaction } from './pact';
import type { ContentTokenStore } from '../../src/api/bindings';
import { contentApi } from '../../src/api/content';
import { ApiError } from '../../src/api/http';
import type { ContentToken } from '../../src/api/schemas/content';

/** items/legal_pages of the content service (shape designed here: contracts/README.md), with its own token. */
const pact = contentPact();
const KEY = 'job-board-demo-key';
const QUERY = { status: 'published', slug: 'terms-of-service', fields: 'slug,title,body,date_updated' };

const tokensHolding = (accessToken: string): ContentTokenStore & { current: ContentToken | null } => {
  const store = {
    current: { accessToken, expires: '2999-01-01T00:00:00.000Z' } as ContentToken | null,
    get: () => store.current,
    set: (token: ContentToken | null) => void (store.current = token),
  };
  return store;
};

describe('content service: legal pages', () => {
  it('answers the published text of the page asked for, and no other', async () => {
    const page = {
      slug: 'terms-of-service',
      title: 'Terms of service',
      body: '<h2>Your account</h2><p>Keep your password to yourself.</p>',
      date_updated: day(-3),
    };
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the content token {token} is valid', { token: 'content-token' })
      .given(
        'the legal page {slug} is published with the title {title} three days ago, beside a draft of it and another page',
        { slug: 'terms-of-service', title: 'Terms of service' },
      )
      .uponReceiving('a request for the published text of a legal page')
      .withRequest('GET', '/items/legal_pages', (b) =>
        b.query(QUERY).headers({ Authorization: 'Bearer content-token' }),
      )
      // Exactly the one: the draft of the page and the other page stay out.
      .willRespondWith(200, (b) => b.jsonBody({ data: [page] }))
      .executeTest(async (server) => {
        const tokens = tokensHolding('content-token');
        expect(await contentApi({ baseUrl: server.url, key: KEY, tokens }).getLegalPage('terms-of-service')).toEqual(
          page,
        );
      });
  });

  it.each([
    {
      description: 'a request for a legal page with an expired content token',
      token: 'stale-token',
      given: (i: Interaction) => i.given('the content token {token} has expired', { token: 'stale-token' }),
    },
    {
      description: 'a request for a legal page with an unknown content token',
      token: 'unknown-content-token',
      given: (i: Interaction) =>
        i.given('no content session has the token {token}', { token: 'unknown-content-token' }),
    },
  ])('drops the content token on 401, without a toast: $description', async ({ description, token, given }) => {
    await given(pact.addInteraction())
      .uponReceiving(description)
      .withRequest('GET', '/items/legal_pages', (b) => b.query(QUERY).headers({ Authorization: `Bearer ${token}` }))
      .willRespondWith(401, (b) => b.jsonBody({ error: M.string('The content token is missing or has expired.') }))
      .executeTest(async (server) => {
        const tokens = tokensHolding(token);
        const { notify, shown } = recordingNotifier();
        const error = await contentApi({ baseUrl: server.url, key: KEY, tokens, notify })
          .getLegalPage('terms-of-service')
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
        expect(tokens.current).toBeNull();
        expect(shown).toEqual([]);
      });
  });
});
