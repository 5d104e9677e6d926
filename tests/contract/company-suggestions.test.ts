import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { apiPact } from './pact';
import { companyApi } from '../../src/api/company';
import { createHttp } from '../../src/api/http';

/**
 * Company/get-suggestions of src/api/company.ts where the rules meet: a term in capitals, with doubled spaces and end
 * punctuation; the very name, names starting with it and names holding it, made in none of those orders; more than
 * five; and a term of punctuation only.
 */
const pact = apiPact();

const client = (url: string) => companyApi(createHttp({ baseUrl: url }));
const COMPANY_NAMED = 'a company named {name} exists';
/** A company as the state puts it: in Harrisburg, PA, no logo, no jobs; its id the next one. */
const suggested = (name: string) => ({
  id: M.integer(51),
  name,
  logo: null,
  city: 'Harrisburg',
  state: 'PA',
  country: 'US',
  activeJobsCount: 0,
});

describe('Company/get-suggestions: the order and the limit', () => {
  it('suggests the very name first, then names starting with the term, then names holding it, five at most', async () => {
    // Made in an order that is none of the answer's; Summit Crest Lodge starts with "summit c" but not "summit co".
    const made = [
      'Trail & Summit Collective',
      'Big Summit Coffee Roasters',
      'Summit Country Guides',
      'Summit Co.',
      'Summit Crest Lodge',
      'Alpine Summit Collective',
      'Summit Co-op Gear',
    ];
    // The very name (its key `summit co`); then by name those starting with it (`-` sorts before `.`, so by name
    // alone Summit Co-op Gear would come first); then by name those holding it. Trail & Summit Collective, the
    // sixth, is past the limit.
    const names = [
      'Summit Co.',
      'Summit Co-op Gear',
      'Summit Country Guides',
      'Alpine Summit Collective',
      'Big Summit Coffee Roasters',
    ];
    let interaction = pact.addInteraction();
    for (const name of made) interaction = interaction.given(COMPANY_NAMED, { name });
    await interaction
      .uponReceiving('a request for company suggestions of a term six names hold, in capitals and doubled spaces')
      .withRequest('GET', '/Company/get-suggestions', (b) => b.query({ term: 'SUMMIT  Co.' }))
      .willRespondWith(200, (b) => b.jsonBody({ result: names.map(suggested) }))
      .executeTest(async (server) => {
        expect((await client(server.url).getSuggestions('SUMMIT  Co.')).map((c) => c.name)).toEqual(names);
      });
  });

  it('suggests none for a term of punctuation only', async () => {
    await pact
      .addInteraction()
      .given(COMPANY_NAMED, { name: 'Summit Co.' })
      .uponReceiving('a request for company suggestions of punctuation only')
      .withRequest('GET', '/Company/get-suggestions', (b) => b.query({ term: '--' }))
      .willRespondWith(200, (b) => b.jsonBody({ result: [] }))
      .executeTest(async (server) => {
        expect(await client(server.url).getSuggestions('--')).toEqual([]);
      });
  });
});
