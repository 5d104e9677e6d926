import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bearer, date, employer, forbiddenBody, forbiddenToast, job, signedIn } from './job-fixtures';
import { apiPact, recordingNotifier } from './pact';
import { adminCompanyApi } from '../../src/api/admin-company';
import { companyApi } from '../../src/api/company';
import { ApiError, createHttp } from '../../src/api/http';
import type { CompanyInput } from '../../src/api/schemas/company-profile';

/**
 * src/api/company.ts and the company calls of src/api/admin-company.ts (shapes designed here: contracts/README.md); the
 * image uploads: company-upload.test.ts.
 */
const pact = apiPact();

const COMPANY = job.companyId;
const member = { email: employer.email, companyId: COMPANY };
const client = (url: string, notify = recordingNotifier().notify) =>
  companyApi(createHttp({ baseUrl: url, notify, ...signedIn(employer.token) }));
const admin = (url: string, notify = recordingNotifier().notify) =>
  adminCompanyApi(createHttp({ baseUrl: url, notify, ...signedIn(employer.token) }));

const input: CompanyInput = {
  name: 'Susquehanna River Guides',
  website: 'https://susquehanna-guides.example',
  description: 'Guided paddling and fishing trips on the Susquehanna.',
  city: 'Harrisburg',
  state: 'PA',
  country: 'US',
  typeId: 1,
  sizeId: 2,
};

const detail = (id: number, changes: Record<string, unknown> = {}) => ({
  id: M.integer(id),
  name: M.string(input.name),
  // The path follows from the name (the company's page's address): exact.
  path: 'susquehanna-river-guides',
  logo: M.nullValue(),
  coverImage: M.nullValue(),
  description: M.string(input.description!),
  website: M.string(input.website!),
  city: M.string('Harrisburg'),
  state: M.string('PA'),
  country: M.string('US'),
  typeId: M.integer(1),
  sizeId: M.integer(2),
  activeJobsCount: 0,
  createdDate: date('2026-05-04T09:00:00.000Z'),
  ...changes,
});

describe('Company/options', () => {
  it('returns the kinds and sizes of company the form offers', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for the company options')
      .withRequest('GET', '/Company/options')
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            types: M.eachLike({ id: M.integer(1), name: M.string('Guide service or outfitter') }),
            sizes: M.eachLike({ id: M.integer(1), name: M.string('1-10 people') }),
          },
        }),
      )
      .executeTest(async (server) => {
        const options = await client(server.url).getOptions();
        expect(options.types[0]).toEqual({ id: 1, name: 'Guide service or outfitter' });
        expect(options.sizes[0]).toEqual({ id: 1, name: '1-10 people' });
      });
  });
});

describe('Company/by-id', () => {
  it("returns a company's details", async () => {
    await pact
      .addInteraction()
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .uponReceiving('a request for a company by id')
      .withRequest('GET', '/Company/by-id', (b) => b.query({ id: String(COMPANY) }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: detail(COMPANY, {
            name: M.string('Keystone Paddle Co.'),
            path: M.string('keystone-paddle-co'),
            logo: M.string('/logos/keystone-paddle-co.svg'),
            description: M.string('Guided paddling trips on the Susquehanna since 1998.'),
            website: M.string('https://keystone-paddle.example'),
            activeJobsCount: 1,
          }),
        }),
      )
      .executeTest(async (server) => {
        const company = await client(server.url).getById(COMPANY);
        expect(company).toMatchObject({ id: COMPANY, name: 'Keystone Paddle Co.', activeJobsCount: 1 });
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
          // the decoy company does not hold the term.
          result: [
            {
              id: COMPANY,
              name: 'Keystone Paddle Co.',
              logo: M.string('/logos/keystone-paddle-co.svg'),
              city: M.string('Harrisburg'),
              state: M.string('PA'),
              country: M.string('US'),
              activeJobsCount: 1,
            },
            {
              id: M.integer(51),
              name: 'Allegheny Keystone Outfitters',
              logo: null,
              city: M.string('Harrisburg'),
              state: M.string('PA'),
              country: M.string('US'),
              activeJobsCount: 0,
            },
          ],
        }),
      )
      .executeTest(async (server) => {
        const found = await client(server.url).getSuggestions('keystone');
        expect(found.map((c) => c.name)).toEqual(['Keystone Paddle Co.', 'Allegheny Keystone Outfitters']);
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

describe('admin/Company (create and update)', () => {
  it('creates a company; its creator becomes its admin', async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .uponReceiving('a new company')
      .withRequest('POST', '/admin/Company', (b) => b.headers(bearer(employer.token)).jsonBody(input))
      .willRespondWith(200, (b) => b.jsonBody({ result: detail(10) }))
      .executeTest(async (server) => {
        const created = await admin(server.url).create(input);
        expect(created).toMatchObject({ name: input.name, path: 'susquehanna-river-guides', logo: null });
      });
  });

  it('answers 409 to a company name that is already here', async () => {
    const duplicate = { ...input, name: 'keystone paddle co.' };
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .uponReceiving('a new company with the name of one already here')
      .withRequest('POST', '/admin/Company', (b) => b.headers(bearer(employer.token)).jsonBody(duplicate))
      .willRespondWith(409, (b) =>
        b.jsonBody({ error: M.string('Keystone Paddle Co. is already on Basecamp: ask to join it instead.') }),
      )
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await admin(server.url, notify)
          .create(duplicate)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(409);
        expect(shown).toEqual([
          { kind: 'error', message: 'Keystone Paddle Co. is already on Basecamp: ask to join it instead.' },
        ]);
      });
  });

  it("updates a company's details, by one of its admins", async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is an admin of company {companyId}', member)
      .uponReceiving("an update of a company's details")
      .withRequest('PUT', `/admin/Company/${COMPANY}`, (b) => b.headers(bearer(employer.token)).jsonBody(input))
      .willRespondWith(200, (b) =>
        b.jsonBody({ result: detail(COMPANY, { id: COMPANY, logo: M.string('/logos/keystone-paddle-co.svg') }) }),
      )
      .executeTest(async (server) => {
        const updated = await admin(server.url).update(COMPANY, input);
        expect(updated).toMatchObject({ id: COMPANY, name: input.name, website: input.website });
      });
  });

  it("answers 403 to a member who is not one of the company's admins", async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .uponReceiving("an update of a company's details by a member")
      .withRequest('PUT', `/admin/Company/${COMPANY}`, (b) => b.headers(bearer(employer.token)).jsonBody(input))
      .willRespondWith(403, (b) => b.jsonBody(forbiddenBody))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await admin(server.url, notify)
          .update(COMPANY, input)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(403);
        expect(shown).toEqual(forbiddenToast);
      });
  });
});

describe('admin/Company/send-join-request', () => {
  it("asks a company's admins to let the employer in", async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .uponReceiving('a request to join a company')
      .withRequest('POST', '/admin/Company/send-join-request', (b) =>
        b.query({ companyId: String(COMPANY) }).headers(bearer(employer.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            id: M.integer(1),
            companyId: COMPANY,
            companyName: M.string('Keystone Paddle Co.'),
            status: 'pending',
          },
        }),
      )
      .executeTest(async (server) => {
        const request = await admin(server.url).sendJoinRequest(COMPANY);
        expect(request).toMatchObject({ companyId: COMPANY, status: 'pending' });
      });
  });

  it('answers 409 when the employer has already asked', async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('the employer {email} has asked to join company {companyId}', member)
      .uponReceiving('a second request to join a company')
      .withRequest('POST', '/admin/Company/send-join-request', (b) =>
        b.query({ companyId: String(COMPANY) }).headers(bearer(employer.token)),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody({
          error: M.string('You have already asked to join Keystone Paddle Co.: its admins will answer soon.'),
        }),
      )
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await admin(server.url, notify)
          .sendJoinRequest(COMPANY)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(409);
        expect(shown).toHaveLength(1);
      });
  });
});
