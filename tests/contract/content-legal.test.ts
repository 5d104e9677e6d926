import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { KEY, memoryTokens, refusedTokens, valid } from './content-fixtures';
import { CLOCK, day, NOW } from './job-fixtures';
import { contentPact, recordingNotifier } from './pact';
import { contentApi } from '../../src/api/content';
import { ApiError } from '../../src/api/http';

/** items/legal_pages of the content service (shape designed here: contracts/reference.md), with its own token. */
const pact = contentPact();
const LEGAL_BODY = '<h2>Your account</h2><p>Keep your password to yourself.</p>';
const QUERY = { status: 'published', slug: 'terms-of-service', fields: 'slug,title,body,date_updated' };

describe('content service: legal pages', () => {
  it('answers the published text of the page asked for, and no other', async () => {
    const page = {
      slug: 'terms-of-service',
      title: 'Terms of service',
      body: LEGAL_BODY,
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
        const tokens = memoryTokens(valid('content-token'));
        expect(await contentApi({ baseUrl: server.url, key: KEY, tokens }).getLegalPage('terms-of-service')).toEqual(
          page,
        );
      });
  });

  it('answers the latest of three published texts of the page, neither the first nor the last stored', async () => {
    const page = { slug: 'terms-of-service', title: 'Terms of service', body: LEGAL_BODY, date_updated: day(-1) };
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the content token {token} is valid', { token: 'content-token' })
      .given('the legal page {slug} is published three times, titled {title} when last updated a day ago', {
        slug: 'terms-of-service',
        title: 'Terms of service',
      })
      .uponReceiving('a request for a legal page published three times')
      .withRequest('GET', '/items/legal_pages', (b) =>
        b.query(QUERY).headers({ Authorization: 'Bearer content-token' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ data: [page] }))
      .executeTest(async (server) => {
        const tokens = memoryTokens(valid('content-token'));
        expect(await contentApi({ baseUrl: server.url, key: KEY, tokens }).getLegalPage('terms-of-service')).toEqual(
          page,
        );
      });
  });

  it('answers none for a page with no published text', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the content token {token} is valid', { token: 'content-token' })
      .given(
        'the legal page {slug} is published with the title {title} three days ago, beside a draft of it and another page',
        { slug: 'terms-of-service', title: 'Terms of service' },
      )
      .uponReceiving('a request for a legal page never published')
      .withRequest('GET', '/items/legal_pages', (b) =>
        b.query({ ...QUERY, slug: 'nda-agreement' }).headers({ Authorization: 'Bearer content-token' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ data: [] }))
      .executeTest(async (server) => {
        const tokens = memoryTokens(valid('content-token'));
        expect(await contentApi({ baseUrl: server.url, key: KEY, tokens }).getLegalPage('nda-agreement')).toBeNull();
      });
  });

  it.each(refusedTokens('a legal page'))(
    'drops the content token on 401, without a toast: $description',
    async ({ description, token, given }) => {
      await given(pact.addInteraction())
        .uponReceiving(description)
        .withRequest('GET', '/items/legal_pages', (b) => b.query(QUERY).headers({ Authorization: `Bearer ${token}` }))
        .willRespondWith(401, (b) => b.jsonBody({ error: M.string('The content token is missing or has expired.') }))
        .executeTest(async (server) => {
          const tokens = memoryTokens(valid(token));
          const { notify, shown } = recordingNotifier();
          const error = await contentApi({ baseUrl: server.url, key: KEY, tokens, notify })
            .getLegalPage('terms-of-service')
            .catch((e: unknown) => e);
          expect((error as ApiError).status).toBe(401);
          expect(tokens.current).toBeNull();
          expect(shown).toEqual([]);
        });
    },
  );
});
