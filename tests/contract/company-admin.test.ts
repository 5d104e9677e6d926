import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  atNow,
  COMPANY,
  COVER_URL,
  imageAt,
  input,
  keystone,
  LOGO_URL,
  NOW,
  OTHER_COMPANY,
  UPLOADED,
  uploadedFor,
} from './company-fixtures';
import { bearer, employer, forbiddenBody, forbiddenToast, job, signedIn } from './job-fixtures';
import { apiPact, recordingNotifier } from './pact';
import { adminCompanyApi } from '../../src/api/admin-company';
import { ApiError, createHttp } from '../../src/api/http';

/**
 * The company calls of src/api/admin-company.ts that write: creating, updating and asking to join a company (shapes
 * designed here: contracts/reference.md). The primary company and every company's name: admin-company.test.ts.
 */
const pact = apiPact();

const member = { email: employer.email, companyId: COMPANY };
const admin = (url: string, notify = recordingNotifier().notify) =>
  adminCompanyApi(createHttp({ baseUrl: url, notify, ...signedIn(employer.token) }));

/** The company as the form wrote it: the name, place, kind and size the request sent; the path follows from the name. */
const written = {
  name: input.name,
  path: 'susquehanna-river-guides',
  description: input.description,
  website: input.website,
  city: input.city,
  state: input.state,
  country: input.country,
  typeId: input.typeId,
  sizeId: input.sizeId,
};

describe('admin/Company (create and update)', () => {
  it('creates a company, with the id the server gives it', async () => {
    const NEW_ID = 10;
    const created = { id: NEW_ID, ...written, logo: null, coverImage: null, activeJobsCount: 0, createdDate: NOW };
    await atNow(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the next company created gets the id {companyId}', { companyId: NEW_ID })
      .uponReceiving('a new company')
      .withRequest('POST', '/admin/Company', (b) => b.headers(bearer(employer.token)).jsonBody(input))
      // A new company has no images yet (the create page uploads them by its id) and no jobs; it is created now.
      .willRespondWith(200, (b) => b.jsonBody({ result: created }))
      .executeTest(async (server) => {
        expect(await admin(server.url).create(input)).toEqual(created);
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

  it("updates a company's details, by one of its admins, keeping its images", async () => {
    const updated = {
      id: COMPANY,
      ...written,
      logo: LOGO_URL,
      coverImage: COVER_URL,
      // The admin state puts the company without jobs, at the fixed NOW.
      activeJobsCount: 0,
      createdDate: NOW,
    };
    await atNow(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is an admin of company {companyId}', member)
      .given(UPLOADED, uploadedFor(COMPANY))
      .uponReceiving("an update of a company's details")
      .withRequest('PUT', `/admin/Company/${COMPANY}`, (b) => b.headers(bearer(employer.token)).jsonBody(input))
      .willRespondWith(200, (b) =>
        b.jsonBody({ result: { ...updated, logo: imageAt(LOGO_URL), coverImage: imageAt(COVER_URL) } }),
      )
      .executeTest(async (server) => {
        expect(await admin(server.url).update(COMPANY, input)).toEqual(updated);
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

  it('answers 403 to the admin of another company, whatever they administer', async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('the employer {email} is an admin of company {companyId}', { ...member, companyId: OTHER_COMPANY })
      .uponReceiving("an update of another company's details")
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
  it("asks a company's admins to let in an employer who belongs to another company", async () => {
    const asked = { id: 7, companyId: COMPANY, companyName: keystone.name, status: 'pending' };
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      // A member of their own company: its membership lets them into no other company's.
      .given('the employer {email} is a member of company {companyId}', { ...member, companyId: OTHER_COMPANY })
      .given('the next join request gets the id {requestId}', { requestId: 7 })
      .uponReceiving('a request to join a company')
      .withRequest('POST', '/admin/Company/send-join-request', (b) =>
        b.query({ companyId: String(COMPANY) }).headers(bearer(employer.token)),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: asked }))
      .executeTest(async (server) => {
        expect(await admin(server.url).sendJoinRequest(COMPANY)).toEqual(asked);
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
          // Exact: the company's name in the rule's words.
          error: 'You have already asked to join Keystone Paddle Co.: its admins will answer soon.',
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

describe('admin/Company/join-request', () => {
  it('withdraws the employer’s request to join while it waits', async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('the employer {email} has asked to join company {companyId}', member)
      .uponReceiving('a withdrawal of a request to join a company')
      .withRequest('DELETE', '/admin/Company/join-request', (b) =>
        b.query({ companyId: String(COMPANY) }).headers(bearer(employer.token)),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: null }))
      .executeTest(async (server) => {
        expect(await admin(server.url).withdrawJoinRequest(COMPANY)).toBeNull();
      });
  });

  it('answers 404 when only another employer has asked to join', async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('the employer {email} has asked to join company {companyId}', { ...member, email: 'sky@example.com' })
      .uponReceiving("a withdrawal of another employer's request to join a company")
      .withRequest('DELETE', '/admin/Company/join-request', (b) =>
        b.query({ companyId: String(COMPANY) }).headers(bearer(employer.token)),
      )
      .willRespondWith(404, (b) => b.jsonBody({ error: 'You have no request waiting to join Keystone Paddle Co.' }))
      .executeTest(async (server) => {
        const error = await admin(server.url)
          .withdrawJoinRequest(COMPANY)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(404);
      });
  });
});
