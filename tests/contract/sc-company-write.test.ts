import { describe, expect, it } from 'vitest';
import { alleghenyDetail, atNow, COMPANY, input, NOW, OTHER_COMPANY } from './company-fixtures';
import { bearer, employer, signedIn } from './job-fixtures';
import { apiPact, recordingNotifier, type Interaction } from './pact';
import { adminCompanyApi } from '../../src/api/admin-company';
import { ApiError, createHttp } from '../../src/api/http';
import type { CompanyInput } from '../../src/api/schemas/company-profile';

/**
 * POST admin/Company and PUT admin/Company/{id} of src/api/admin-company.ts at the edges of their rules: the company's
 * own name kept (however spelt) is no conflict and keeps its path, another company's name is one, a path another
 * company has gets the next free number, and a kind or size Company/options does not offer is a 400.
 */
const pact = apiPact();

const admin = (url: string, notify = recordingNotifier().notify) =>
  adminCompanyApi(createHttp({ baseUrl: url, notify, ...signedIn(employer.token) }));

const NAMED_WITH_JOBS = 'the company {companyId} named {name} has {count} live jobs from the id {jobId}';

/** At NOW: Keystone Paddle Co. (the jobs' company, no jobs), the signed-in employer its admin. */
const keystoneAdmin = (interaction: Interaction) =>
  atNow(interaction)
    .given('the employer {email} is signed in with token {token}', employer)
    .given('the employer {email} is an admin of company {companyId}', { email: employer.email, companyId: COMPANY });

/** Keystone as the update answers it with the form's fields under this name and path (its logo and age kept). */
const updated = (name: string, path: string) => ({
  id: COMPANY,
  name,
  path,
  logo: '/logos/keystone-paddle-co.svg',
  coverImage: null,
  description: input.description,
  website: input.website,
  city: input.city,
  state: input.state,
  country: input.country,
  typeId: input.typeId,
  sizeId: input.sizeId,
  activeJobsCount: 0,
  createdDate: NOW,
});

const put = (interaction: Interaction, body: CompanyInput) =>
  interaction.withRequest('PUT', `/admin/Company/${COMPANY}`, (b) => b.headers(bearer(employer.token)).jsonBody(body));

async function expectError(call: (api: ReturnType<typeof admin>) => Promise<unknown>, url: string, status: number) {
  const { notify, shown } = recordingNotifier();
  const error = await call(admin(url, notify)).catch((e: unknown) => e);
  expect((error as ApiError).status).toBe(status);
  return shown;
}

describe('PUT admin/Company/{id}: names and paths', () => {
  const kept = [
    {
      it: 'saves the company under its own name, its path kept',
      upon: "an update of a company's details that keeps its name",
      name: 'Keystone Paddle Co.',
    },
    {
      it: 'saves its own name spelt otherwise (case, end punctuation), its path kept',
      upon: "an update of a company's details that respells its own name",
      name: 'keystone paddle co',
    },
    {
      // Not the same name (a hyphen is no space), but its slug is the company's own path: no other company has it.
      it: 'keeps its own path for a new name whose slug is that path',
      upon: "an update of a company's details to a new name of the same slug",
      name: 'Keystone-Paddle Co.',
    },
  ];

  it.each(kept)('$it', async ({ upon, name }) => {
    const body = { ...input, name };
    const expected = updated(name, 'keystone-paddle-co');
    await put(keystoneAdmin(pact.addInteraction()).uponReceiving(upon), body)
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await admin(server.url).update(COMPANY, body)).toEqual(expected);
      });
  });

  it('gives a new name whose slug another company has the next free path', async () => {
    // Allegheny Canoe Club has the path allegheny-canoe-club; a hyphen makes this another name of the same slug.
    const body = { ...input, name: 'Allegheny Canoe-Club' };
    const expected = updated(body.name, 'allegheny-canoe-club-2');
    await put(
      keystoneAdmin(pact.addInteraction())
        .given(NAMED_WITH_JOBS, { companyId: OTHER_COMPANY, name: alleghenyDetail.name, count: 0, jobId: 900 })
        .uponReceiving("an update of a company's details to a name whose slug another company has"),
      body,
    )
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await admin(server.url).update(COMPANY, body)).toEqual(expected);
      });
  });

  it("answers 409 to another company's name, however spelt", async () => {
    const body = { ...input, name: '  allegheny  canoe club!' };
    const message = 'Allegheny Canoe Club is already on Basecamp: ask to join it instead.';
    await put(
      keystoneAdmin(pact.addInteraction())
        .given(NAMED_WITH_JOBS, { companyId: OTHER_COMPANY, name: alleghenyDetail.name, count: 0, jobId: 900 })
        .uponReceiving("an update of a company's details to another company's name"),
      body,
    )
      .willRespondWith(409, (b) => b.jsonBody({ error: message }))
      .executeTest(async (server) => {
        expect(await expectError((api) => api.update(COMPANY, body), server.url, 409)).toEqual([
          { kind: 'error', message },
        ]);
      });
  });
});

describe('POST admin/Company: paths and choices', () => {
  it('gives a new company whose slug two companies have the first free number', async () => {
    const NEW_ID = 10;
    const body = { ...input, name: 'Keystone-Paddle Co' };
    // keystone-paddle-co is Keystone's path, keystone-paddle-co-2 the other company's (its name's slug).
    const created = {
      ...updated(body.name, 'keystone-paddle-co-3'),
      id: NEW_ID,
      logo: null,
    };
    await keystoneAdmin(pact.addInteraction())
      .given(NAMED_WITH_JOBS, { companyId: OTHER_COMPANY, name: 'Keystone Paddle Co 2', count: 0, jobId: 900 })
      .given('the next company created gets the id {companyId}', { companyId: NEW_ID })
      .uponReceiving('a new company whose slug two companies already have')
      .withRequest('POST', '/admin/Company', (b) => b.headers(bearer(employer.token)).jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody({ result: created }))
      .executeTest(async (server) => {
        expect(await admin(server.url).create(body)).toEqual(created);
      });
  });

  const choices = [
    {
      it: 'answers 400 to a kind of company the options do not offer',
      upon: 'a new company of a kind the options do not offer',
      body: { ...input, typeId: 99 },
      errors: { typeId: ['Choose what kind of company it is'] },
    },
    {
      it: 'answers 400 to a size the options do not offer',
      upon: 'a new company of a size the options do not offer',
      body: { ...input, sizeId: 0 },
      errors: { sizeId: ['Choose how big the company is'] },
    },
    {
      it: 'answers 400 under both fields when neither is offered',
      upon: 'a new company of a kind and size the options do not offer',
      body: { ...input, typeId: 0, sizeId: 6 },
      errors: { typeId: ['Choose what kind of company it is'], sizeId: ['Choose how big the company is'] },
    },
  ];

  it.each(choices)('$it', async ({ upon, body, errors }) => {
    const expected = { error: 'Some fields are not valid.', errors };
    await keystoneAdmin(pact.addInteraction())
      .uponReceiving(upon)
      .withRequest('POST', '/admin/Company', (b) => b.headers(bearer(employer.token)).jsonBody(body))
      .willRespondWith(400, (b) => b.jsonBody(expected))
      .executeTest(async (server) => {
        const error = await admin(server.url)
          .create(body)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(400);
        expect((error as ApiError).body).toEqual(expected);
      });
  });
});
