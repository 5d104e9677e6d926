import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { apiPact, recordingNotifier } from './pact';
import { ApiError, createHttp } from '../../src/api/http';
import { placeApi } from '../../src/api/place';

/**
 * src/api/place.ts: the towns and postal codes a job search can be near (Places/search, Places/by-id; shapes designed
 * here). The states add towns and codes of names no real place has, so what is found is exactly what they put.
 */
const pact = apiPact();
const TOWN = 'the town {name}, {region} of {population} people is at {lat},{lng}';
const CODE = 'the postal code {code} of {name}, {region} is at {lat},{lng}';
const pactville = { name: 'Pactville', region: 'CO', population: 5200, lat: 39.5012, lng: -105.9021 };
const acres = { name: 'Pactville Acres', region: 'CO', population: 800, lat: 39.4411, lng: -106.0115 };
const east = { name: 'East Pactville', region: 'BC', population: 90000, lat: 49.2511, lng: -122.8012 };
const town = (t: typeof pactville, id: string) => ({
  id,
  kind: 'town',
  name: t.name,
  postalCode: null,
  region: t.region,
  country: t.region === 'BC' ? 'CA' : 'US',
  lat: t.lat,
  lng: t.lng,
});
const PACTVILLE = town(pactville, 'pactville-co');
const ACRES = town(acres, 'pactville-acres-co');
const EAST = town(east, 'east-pactville-bc');
const code = (postalCode: string, lat: number, lng: number) => ({
  id: postalCode,
  kind: 'postalCode',
  name: 'Pactville',
  postalCode,
  region: 'CO',
  country: 'US',
  lat,
  lng,
});
const api = (url: string) => placeApi(createHttp({ baseUrl: url }));

describe('Places/search', () => {
  it('finds the towns a name begins, most populous first, then those with a later word that does', async () => {
    await pact
      .addInteraction()
      .given(TOWN, acres)
      .given(TOWN, east)
      .given(TOWN, pactville)
      .uponReceiving('a search for towns by the start of their name')
      .withRequest('GET', '/Places/search', (b) => b.query({ term: 'pactvil' }))
      .willRespondWith(200, (b) => b.jsonBody({ result: [PACTVILLE, ACRES, EAST] }))
      .executeTest(async (server) => {
        expect(await api(server.url).search({ term: 'pactvil' })).toEqual([PACTVILLE, ACRES, EAST]);
      });
  });

  it('finds a town by its name and the start of its region', async () => {
    await pact
      .addInteraction()
      .given(TOWN, pactville)
      .given(TOWN, acres)
      .given(TOWN, east)
      .uponReceiving('a search for a town by its name and region')
      .withRequest('GET', '/Places/search', (b) => b.query({ term: 'Pactville, C' }))
      .willRespondWith(200, (b) => b.jsonBody({ result: [PACTVILLE] }))
      .executeTest(async (server) => {
        expect(await api(server.url).search({ term: 'Pactville, C' })).toEqual([PACTVILLE]);
      });
  });

  it('gives no more places than the limit', async () => {
    await pact
      .addInteraction()
      .given(TOWN, pactville)
      .given(TOWN, acres)
      .uponReceiving('a search for towns with a limit of one')
      .withRequest('GET', '/Places/search', (b) => b.query({ term: 'pactvil', limit: '1' }))
      .willRespondWith(200, (b) => b.jsonBody({ result: [PACTVILLE] }))
      .executeTest(async (server) => {
        expect(await api(server.url).search({ term: 'pactvil', limit: 1 })).toEqual([PACTVILLE]);
      });
  });

  it('finds the postal codes a number begins, in order of code', async () => {
    await pact
      .addInteraction()
      .given(CODE, { code: '00012', name: 'Pactville', region: 'CO', lat: 39.5102, lng: -105.9112 })
      .given(CODE, { code: '00011', name: 'Pactville', region: 'CO', lat: 39.4981, lng: -105.8903 })
      .uponReceiving('a search for postal codes by their first digits')
      .withRequest('GET', '/Places/search', (b) => b.query({ term: '0001' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({ result: [code('00011', 39.4981, -105.8903), code('00012', 39.5102, -105.9112)] }),
      )
      .executeTest(async (server) => {
        expect(await api(server.url).search({ term: '0001' })).toEqual([
          code('00011', 39.4981, -105.8903),
          code('00012', 39.5102, -105.9112),
        ]);
      });
  });

  it('finds a Canadian postal code by the start of its first three characters', async () => {
    const zed = { ...code('Z0Z', 53.5012, -113.4921), name: 'Pactville North', region: 'AB', country: 'CA' };
    await pact
      .addInteraction()
      .given(CODE, { code: 'Z0Z', name: 'Pactville North', region: 'AB', lat: 53.5012, lng: -113.4921 })
      .uponReceiving('a search for a Canadian postal code by its first letter and digit')
      .withRequest('GET', '/Places/search', (b) => b.query({ term: 'z0' }))
      .willRespondWith(200, (b) => b.jsonBody({ result: [zed] }))
      .executeTest(async (server) => {
        expect(await api(server.url).search({ term: 'z0' })).toEqual([zed]);
      });
  });

  it('answers 400 with the field error of a limit out of range', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a search for places with a limit of 21')
      .withRequest('GET', '/Places/search', (b) => b.query({ term: 'pactvil', limit: '21' }))
      .willRespondWith(400, (b) => b.jsonBody({ errors: { limit: M.eachLike(M.string('Ask for 1 to 20 places')) } }))
      .executeTest(async (server) => {
        const error = await api(server.url)
          .search({ term: 'pactvil', limit: 21 })
          .catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toEqual({ limit: 'Ask for 1 to 20 places' });
      });
  });

  it('answers 400 with the field error of a term under two characters', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a search for places by one letter')
      .withRequest('GET', '/Places/search', (b) => b.query({ term: 'p' }))
      .willRespondWith(400, (b) =>
        b.jsonBody({ errors: { term: M.eachLike(M.string('Type at least 2 letters or digits')) } }),
      )
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await placeApi(createHttp({ baseUrl: server.url, notify }))
          .search({ term: 'p' })
          .catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toEqual({ term: 'Type at least 2 letters or digits' });
        // Quiet: the Near field says what it could not find.
        expect(shown).toEqual([]);
      });
  });
});

describe('Places/by-id', () => {
  it('gives the town of an id', async () => {
    await pact
      .addInteraction()
      .given(TOWN, pactville)
      .uponReceiving('a town by id')
      .withRequest('GET', '/Places/by-id', (b) => b.query({ id: 'pactville-co' }))
      .willRespondWith(200, (b) => b.jsonBody({ result: PACTVILLE }))
      .executeTest(async (server) => {
        expect(await api(server.url).byId('pactville-co')).toEqual(PACTVILLE);
      });
  });

  it('gives the postal code of an id', async () => {
    await pact
      .addInteraction()
      .given(CODE, { code: '00011', name: 'Pactville', region: 'CO', lat: 39.4981, lng: -105.8903 })
      .uponReceiving('a postal code by id')
      .withRequest('GET', '/Places/by-id', (b) => b.query({ id: '00011' }))
      .willRespondWith(200, (b) => b.jsonBody({ result: code('00011', 39.4981, -105.8903) }))
      .executeTest(async (server) => {
        expect(await api(server.url).byId('00011')).toEqual(code('00011', 39.4981, -105.8903));
      });
  });

  it('answers 400 with the field error of an id longer than any place has', async () => {
    const long = 'x'.repeat(81);
    await pact
      .addInteraction()
      .uponReceiving('a place by an id of 81 characters')
      .withRequest('GET', '/Places/by-id', (b) => b.query({ id: long }))
      .willRespondWith(400, (b) => b.jsonBody({ errors: { id: M.eachLike(M.string('Name a place')) } }))
      .executeTest(async (server) => {
        const error = await api(server.url)
          .byId(long)
          .catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toEqual({ id: 'Name a place' });
      });
  });

  it('answers 404 to an id no place has', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a place by an id no place has')
      .withRequest('GET', '/Places/by-id', (b) => b.query({ id: 'nowhere-zz' }))
      .willRespondWith(404, (b) => b.jsonBody({ error: 'No town or postal code has this id.' }))
      .executeTest(async (server) => {
        const error = await api(server.url)
          .byId('nowhere-zz')
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(404);
      });
  });
});
