import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { CLOCK, NOW } from './job-fixtures';
import { apiPact, recordingNotifier, type Interaction } from './pact';
import { ApiError, createHttp } from '../../src/api/http';
import { organizationApi } from '../../src/api/organization';

/**
 * Organization and Organization/companies of src/api/organization.ts: a state's organization and its companies
 * (shapes designed here: contracts/reference.md). Sign-in plays no part.
 */
const pact = apiPact();

const client = (url: string, notify = recordingNotifier().notify) =>
  organizationApi(createHttp({ baseUrl: url, notify }));

const ORGANIZATION = 'the organization {organizationId} of the state {state} is named {name}';
const pennsylvania = { organizationId: 7, state: 'PA', name: 'Pennsylvania Outdoor Recreation' };
const HIRING = 'the company {companyId} named {name} has {count} live jobs from the id {jobId}';
const PLACED = 'the company {companyId} named {name} is in the place {placeId}';
const MEMBER = 'the company {companyId} belongs to the organization {organizationId}';

/**
 * The companies of the lists: Tioga (Harrisburg, 2 live jobs) and Allegheny (Pittsburgh, none) belong to the
 * organization; Juniata is in Pennsylvania but not of it; Front Range is of it but in Colorado. Given out of the
 * answers' order (by name).
 */
const companies = (i: Interaction) =>
  i
    .given(CLOCK, { now: NOW })
    .given(ORGANIZATION, pennsylvania)
    .given(HIRING, { companyId: 2, name: 'Tioga Paddle Co.', count: 2, jobId: 11 })
    .given(MEMBER, { companyId: 2, organizationId: 7 })
    .given(PLACED, { companyId: 3, name: 'Allegheny Trail Outfitters', placeId: 'pittsburgh-pa' })
    .given(MEMBER, { companyId: 3, organizationId: 7 })
    .given(PLACED, { companyId: 4, name: 'Juniata Outfitters', placeId: 'state-college-pa' })
    .given(PLACED, { companyId: 5, name: 'Front Range Guides', placeId: 'boulder-co' })
    .given(MEMBER, { companyId: 5, organizationId: 7 })
    .given('no other company exists');

const summary = (id: number, name: string, path: string, city: string, state: string, liveJobsCount = 0) => ({
  id,
  name,
  path,
  logo: `/logos/${path}.svg`,
  city,
  state,
  country: 'US',
  liveJobsCount,
});
const allegheny = summary(3, 'Allegheny Trail Outfitters', 'allegheny-trail-outfitters', 'Pittsburgh', 'PA');
const frontRange = summary(5, 'Front Range Guides', 'front-range-guides', 'Boulder', 'CO');
const juniata = summary(4, 'Juniata Outfitters', 'juniata-outfitters', 'State College', 'PA');
const tioga = summary(2, 'Tioga Paddle Co.', 'tioga-paddle-co', 'Harrisburg', 'PA', 2);

describe('Organization', () => {
  it("answers a state's organization by its two letters, in any case", async () => {
    await pact
      .addInteraction()
      .given(ORGANIZATION, pennsylvania)
      .given(ORGANIZATION, { organizationId: 8, state: 'CO', name: 'Colorado Outdoor Recreation' })
      .uponReceiving("a request for a state's organization")
      .withRequest('GET', '/Organization', (b) => b.query({ abbreviation: 'pa' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({ result: { id: 7, name: 'Pennsylvania Outdoor Recreation', abbreviation: 'PA', state: 'PA' } }),
      )
      .executeTest(async (server) => {
        expect(await client(server.url).getByAbbreviation('pa')).toEqual({
          id: 7,
          name: 'Pennsylvania Outdoor Recreation',
          abbreviation: 'PA',
          state: 'PA',
        });
      });
  });

  it('answers 404 for a state without an organization', async () => {
    await pact
      .addInteraction()
      .given('no organization has the abbreviation {abbreviation}', { abbreviation: 'TX' })
      .uponReceiving('a request for the organization of a state that has none')
      .withRequest('GET', '/Organization', (b) => b.query({ abbreviation: 'TX' }))
      .willRespondWith(404, (b) => b.jsonBody({ error: M.string('This organization does not exist.') }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, notify)
          .getByAbbreviation('TX')
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(404);
        expect(shown).toEqual([{ kind: 'error', message: 'This organization does not exist.' }]);
      });
  });

  it('refuses what names no state with 400', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for the organization of no state')
      .withRequest('GET', '/Organization', (b) => b.query({ abbreviation: 'Penn' }))
      .willRespondWith(400, (b) =>
        b.jsonBody({ errors: { abbreviation: ['Name a US state by its two letters, like PA'] } }),
      )
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, notify)
          .getByAbbreviation('Penn')
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(400);
        expect(shown).toEqual([{ kind: 'warning', message: 'Name a US state by its two letters, like PA' }]);
      });
  });
});

describe('Organization/companies', () => {
  it("lists an organization's companies by name, each with its live jobs, wherever they are", async () => {
    await companies(pact.addInteraction())
      .uponReceiving("a request for an organization's companies")
      .withRequest('GET', '/Organization/companies', (b) => b.query({ organizationId: '7' }))
      .willRespondWith(200, (b) => b.jsonBody({ result: [allegheny, frontRange, tioga] }))
      .executeTest(async (server) => {
        const list = await client(server.url).getCompanies({ organizationId: 7 });
        expect(list.map((c) => [c.name, c.liveJobsCount])).toEqual([
          ['Allegheny Trail Outfitters', 0],
          ['Front Range Guides', 0],
          ['Tioga Paddle Co.', 2],
        ]);
      });
  });

  it("lists a state's companies by name, by the state's two letters in any case", async () => {
    await companies(pact.addInteraction())
      .uponReceiving("a request for a state's companies")
      .withRequest('GET', '/Organization/companies', (b) => b.query({ state: 'pa' }))
      .willRespondWith(200, (b) => b.jsonBody({ result: [allegheny, juniata, tioga] }))
      .executeTest(async (server) => {
        const list = await client(server.url).getCompanies({ state: 'pa' });
        expect(list.map((c) => c.name)).toEqual([
          'Allegheny Trail Outfitters',
          'Juniata Outfitters',
          'Tioga Paddle Co.',
        ]);
      });
  });

  it('answers 404 for an organization that does not exist', async () => {
    await pact
      .addInteraction()
      .given('no organization has the abbreviation {abbreviation}', { abbreviation: 'TX' })
      .given(ORGANIZATION, pennsylvania)
      .uponReceiving('a request for the companies of an organization that does not exist')
      .withRequest('GET', '/Organization/companies', (b) => b.query({ organizationId: '99' }))
      .willRespondWith(404, (b) => b.jsonBody({ error: M.string('This organization does not exist.') }))
      .executeTest(async (server) => {
        const error = await client(server.url)
          .getCompanies({ organizationId: 99 })
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(404);
      });
  });
});
