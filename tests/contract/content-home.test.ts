import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { KEY, memoryTokens, refusedTokens, valid } from './content-fixtures';
import { contentPact, recordingNotifier } from './pact';
import { contentApi } from '../../src/api/content';
import { ApiError } from '../../src/api/http';

/**
 * items/testimonials, items/partners and items/state_pages (of PA) of the content service (shapes designed here: contracts/reference.md), asked
 * without a sort: the service answers them in the editors' order (each item's `sort`, then its id).
 */
const pact = contentPact();

const calls = [
  {
    what: 'the testimonials',
    path: '/items/testimonials',
    query: { status: 'published', fields: 'id,quote,author_name,author_role,audience' },
    state: "the testimonials from the id {id} are published out of the editors' order, beside a draft one",
    // The state's items 2, 3 and 1 (by sort, then id); the draft (4) stays out.
    answer: [
      {
        id: 502,
        quote: 'Three outfitters wrote to me.',
        author_name: 'Maya Thompson',
        author_role: 'River guide',
        audience: 'candidate',
      },
      {
        id: 503,
        quote: 'We filled twelve guide spots.',
        author_name: 'Hannah Whitaker',
        author_role: 'Outfitter',
        audience: 'employer',
      },
      {
        id: 501,
        quote: 'The pay was on every job.',
        author_name: 'Diego Ramírez',
        author_role: 'Lodge crew',
        audience: 'candidate',
      },
    ],
    call: (api: ReturnType<typeof contentApi>) => api.getTestimonials(),
  },
  {
    what: 'the partners',
    path: '/items/partners',
    query: { status: 'published', fields: 'id,name,website,description' },
    state: "the partners from the id {id} are published out of the editors' order, beside a draft one",
    // The state's items 2 and 1 (by sort); the draft (3) stays out.
    answer: [
      {
        id: 502,
        name: 'Paddlesports Alliance',
        website: 'https://paddle.example',
        description: 'Outfitters together.',
      },
      {
        id: 501,
        name: 'Trail Workers Guild',
        website: 'https://trailworkers.example',
        description: 'Trail crew training.',
      },
    ],
    call: (api: ReturnType<typeof contentApi>) => api.getPartners(),
  },
  {
    what: "a state's pages",
    path: '/items/state_pages',
    query: { status: 'published', state: 'PA', fields: 'id,section,title,body' },
    state:
      "the state pages from the id {id} are published out of the editors' order, beside another state's and a draft",
    // Pennsylvania's items 2 and 1 (by sort); Colorado's (3) and the draft (4) stay out.
    answer: [
      { id: 502, section: 'about', title: 'Outdoor work', body: '<p>121 state parks.</p>' },
      { id: 501, section: 'faq', title: 'Is housing included?', body: '<p>Some jobs include it.</p>' },
    ],
    call: (api: ReturnType<typeof contentApi>) => api.getStatePages('PA'),
  },
] as const;

describe.each(calls)('content service: $what', ({ what, path, query, state, answer, call }) => {
  it("answers the published items in the editors' order", async () => {
    await pact
      .addInteraction()
      .given('the content token {token} is valid', { token: 'content-token' })
      .given(state, { id: 501 })
      .uponReceiving(`a request for ${what}`)
      .withRequest('GET', path, (b) => b.query(query).headers({ Authorization: 'Bearer content-token' }))
      .willRespondWith(200, (b) => b.jsonBody({ data: answer }))
      .executeTest(async (server) => {
        const tokens = memoryTokens(valid('content-token'));
        expect(await call(contentApi({ baseUrl: server.url, key: KEY, tokens }))).toEqual(answer);
      });
  });

  it.each(refusedTokens(what))(
    'drops the content token on 401, without a toast: $description',
    async ({ description, token, given }) => {
      await given(pact.addInteraction())
        .uponReceiving(description)
        .withRequest('GET', path, (b) => b.query(query).headers({ Authorization: `Bearer ${token}` }))
        .willRespondWith(401, (b) => b.jsonBody({ error: M.string('The content token is missing or has expired.') }))
        .executeTest(async (server) => {
          const tokens = memoryTokens(valid(token));
          const { notify, shown } = recordingNotifier();
          const error = await call(contentApi({ baseUrl: server.url, key: KEY, tokens, notify })).catch(
            (e: unknown) => e,
          );
          expect((error as ApiError).status).toBe(401);
          expect(tokens.current).toBeNull();
          expect(shown).toEqual([]);
        });
    },
  );
});
