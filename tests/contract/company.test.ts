import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { atNow, COMPANY, COVER_URL, imageAt, keystone, LOGO_URL, NOW, UPLOADED, uploadedFor } from './company-fixtures';
import { employer, job, signedIn } from './job-fixtures';
import { apiPact, recordingNotifier } from './pact';
import { companyApi } from '../../src/api/company';
import { ApiError, createHttp } from '../../src/api/http';

/**
 * The reads of src/api/company.ts (shapes designed here: contracts/reference.md). Creating, updating and joining a
 * company: company-admin.test.ts; the image uploads: company-upload.test.ts.
 */
const pact = apiPact();

const client = (url: string, notify = recordingNotifier().notify) =>
  companyApi(createHttp({ baseUrl: url, notify, ...signedIn(employer.token) }));

describe('Company/options', () => {
  it('returns the kinds and sizes of company the form offers, in their order', async () => {
    // The product's lists (contracts/reference.md, Companies): exact, in the order the form offers them.
    const types = [
      { id: 1, name: 'Guide service or outfitter' },
      { id: 2, name: 'Gear or apparel brand' },
      { id: 3, name: 'Outdoor retailer' },
      { id: 4, name: 'Resort, lodge or camp' },
      { id: 5, name: 'Nonprofit or conservation group' },
      { id: 6, name: 'Park or public lands agency' },
      { id: 7, name: 'Media or agency' },
      { id: 8, name: 'Tech company' },
    ];
    const sizes = [
      { id: 1, name: '1-10 people' },
      { id: 2, name: '11-50 people' },
      { id: 3, name: '51-200 people' },
      { id: 4, name: '201-1,000 people' },
      { id: 5, name: 'More than 1,000 people' },
    ];
    await pact
      .addInteraction()
      .uponReceiving('a request for the company options')
      .withRequest('GET', '/Company/options')
      .willRespondWith(200, (b) => b.jsonBody({ result: { types, sizes } }))
      .executeTest(async (server) => {
        const options = await client(server.url).getOptions();
        expect(options).toEqual({ types, sizes });
      });
  });
});

describe('Company/by-id', () => {
  it("returns a company's details, with the images its admin uploaded", async () => {
    await atNow(pact.addInteraction())
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is an admin of company {companyId}', { email: employer.email, companyId: COMPANY })
      .given(UPLOADED, uploadedFor(COMPANY))
      .uponReceiving('a request for a company by id')
      .withRequest('GET', '/Company/by-id', (b) => b.query({ id: String(COMPANY) }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            ...keystone,
            // What the provider's own uploads made of the images (the state uploads them through the calls).
            logo: imageAt(LOGO_URL),
            coverImage: imageAt(COVER_URL),
            // The state's one job, active.
            activeJobsCount: 1,
            // The states put the company at the fixed NOW.
            createdDate: NOW,
          },
        }),
      )
      .executeTest(async (server) => {
        const company = await client(server.url).getById(COMPANY);
        expect(company).toEqual({
          ...keystone,
          logo: LOGO_URL,
          coverImage: COVER_URL,
          activeJobsCount: 1,
          createdDate: NOW,
        });
      });
  });

  it('answers 404 to an unknown company', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for an unknown company by id')
      .withRequest('GET', '/Company/by-id', (b) => b.query({ id: '999' }))
      .willRespondWith(404, (b) => b.jsonBody({ error: M.string('This company does not exist.') }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, notify)
          .getById(999)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(404);
        expect(shown).toEqual([{ kind: 'error', message: 'This company does not exist.' }]);
      });
  });
});

describe('Company/get-suggestions', () => {
  it('suggests the companies whose name holds the term', async () => {
    await pact
      .addInteraction()
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('a company named {name} exists', { name: 'Decoy Outfitters' })
      .given('a company named {name} exists', { name: 'Allegheny Keystone Outfitters' })
      .uponReceiving('a request for company suggestions')
      // A term the state's company holds and populated data is unlikely to (the demo data has other paddle companies).
      .withRequest('GET', '/Company/get-suggestions', (b) => b.query({ term: 'keystone' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          // Exactly these, in order: the name starting with the term before the one holding it (not alphabetical);
          // the decoy company does not hold the term. Each as its state puts it.
          result: [
            {
              id: COMPANY,
              name: 'Keystone Paddle Co.',
              logo: keystone.logo,
              city: 'Harrisburg',
              state: 'PA',
              country: 'US',
              activeJobsCount: 1,
            },
            {
              id: M.integer(51),
              name: 'Allegheny Keystone Outfitters',
              logo: null,
              city: 'Harrisburg',
              state: 'PA',
              country: 'US',
              activeJobsCount: 0,
            },
          ],
        }),
      )
      .executeTest(async (server) => {
        const found = await client(server.url).getSuggestions('keystone');
        expect(found.map((c) => c.name)).toEqual(['Keystone Paddle Co.', 'Allegheny Keystone Outfitters']);
        expect(found[0]).toMatchObject({ logo: keystone.logo, city: 'Harrisburg', state: 'PA', country: 'US' });
      });
  });

  it('answers 400 to a term shorter than 2 letters', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for company suggestions with one letter')
      .withRequest('GET', '/Company/get-suggestions', (b) => b.query({ term: 'p' }))
      .willRespondWith(400, (b) => b.jsonBody({ errors: { term: M.eachLike(M.string('Type at least 2 letters')) } }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, notify)
          .getSuggestions('p')
          .catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toEqual({ term: 'Type at least 2 letters' });
        expect(shown).toEqual([{ kind: 'warning', message: 'Type at least 2 letters' }]);
      });
  });
});
