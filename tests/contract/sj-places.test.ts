import { describe, expect, it } from 'vitest';
import { apiPact } from './pact';
import { createHttp } from '../../src/api/http';
import { placeApi } from '../../src/api/place';

/**
 * src/api/place.ts: what a town's region does not match. The states add towns of names no real place has (no real
 * town has a word beginning `qc`), so what is found is exactly what they put.
 */
const pact = apiPact();
const TOWN = 'the town {name}, {region} of {population} people is at {lat},{lng}';
const qcton = { name: 'Qcton', region: 'ON', population: 1200, lat: 44.2312, lng: -76.4815 };
const pactville = { name: 'Pactville', region: 'QC', population: 90000, lat: 46.8131, lng: -71.2075 };
const QCTON = {
  id: 'qcton-on',
  kind: 'town',
  name: 'Qcton',
  postalCode: null,
  region: 'ON',
  country: 'CA',
  lat: 44.2312,
  lng: -76.4815,
};

describe('Places/search by a region code', () => {
  it("finds a town whose name begins with the term, not a town whose region's code is the term", async () => {
    await pact
      .addInteraction()
      .given(TOWN, pactville)
      .given(TOWN, qcton)
      .uponReceiving('a search for towns by the code of a province, beside a town of that province')
      .withRequest('GET', '/Places/search', (b) => b.query({ term: 'qc' }))
      // Pactville, QC (the more populous) is not found: the term begins no word of its name, only its region.
      .willRespondWith(200, (b) => b.jsonBody({ result: [QCTON] }))
      .executeTest(async (server) => {
        expect(await placeApi(createHttp({ baseUrl: server.url })).search({ term: 'qc' })).toEqual([QCTON]);
      });
  });
});
