import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { newId, REJECT_REASON, stateJob, writtenJob } from './job-employer-fixtures';
import {
  bearer,
  CLOCK,
  employer,
  employerClient as client,
  forbiddenBody,
  forbiddenToast,
  job,
  jobInput,
  jobState,
  member,
  NOW,
  OTHER_COMPANY,
} from './job-fixtures';
import { apiPact, recordingNotifier } from './pact';
import type { ApiError } from '../../src/api/http';
import type { JobInput } from '../../src/api/schemas/employer-job';
import { JobStatus } from '../../src/domain/enums/job';

/**
 * src/api/employer-job.ts: a job to edit, posting one and editing it (employer-job-list.test.ts: the dashboard's list).
 * Calls and shapes proposed here: contracts/reference.md.
 */
const pact = apiPact();

const COMPANY = job.companyId;

const input = jobInput;
/** Remote in region for the US and Canada: the countries are kept, in their order. */
const remoteInput = { ...jobInput, remoteStatus: 3, remoteCountries: ['US', 'CA'] } satisfies typeof jobInput;

describe('admin/Job/{id}', () => {
  it('returns one of the company’s jobs to edit, with the reason it was rejected', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .given(jobState, { jobId: 21, title: 'Rejected River Guide', companyId: COMPANY, status: JobStatus.Rejected })
      .uponReceiving('a request for a rejected job to edit')
      .withRequest('GET', '/admin/Job/21', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: stateJob(21, 'Rejected River Guide', JobStatus.Rejected),
        }),
      )
      .executeTest(async (server) => {
        const job = await client(server.url).getForEdit(21);
        expect(job).toMatchObject({
          id: 21,
          status: JobStatus.Rejected,
          rejectReason: REJECT_REASON,
        });
      });
  });

  it("answers 403 for another company's job", async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .given(jobState, { jobId: 24, title: 'Decoy Guide', companyId: OTHER_COMPANY, status: JobStatus.Draft })
      .uponReceiving("a request for another company's job to edit")
      .withRequest('GET', '/admin/Job/24', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(403, (b) => b.jsonBody(forbiddenBody))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, notify)
          .getForEdit(24)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(403);
        expect(shown).toEqual(forbiddenToast);
      });
  });
});

describe('admin/Job (create)', () => {
  it('creates a job sent for review', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .uponReceiving('a new job sent for review')
      .withRequest('POST', '/admin/Job', (b) => b.headers(bearer(employer.token)).jsonBody(remoteInput))
      .willRespondWith(200, (b) => b.jsonBody({ result: writtenJob(newId(100), remoteInput, { createdDate: NOW }) }))
      .executeTest(async (server) => {
        const job = await client(server.url).create(remoteInput);
        expect(job).toMatchObject({ title: 'Sea Kayak Guide', status: JobStatus.PendingReview, publishedDate: null });
      });
  });

  it('saves a draft with a title alone: what is not given yet is null', async () => {
    const draft = {
      ...input,
      status: JobStatus.Draft,
      description: '',
      jobType: null,
      remoteStatus: null,
      remoteCountries: [],
      jobFieldId: null,
      focusId: null,
      yearsOfExperienceId: null,
      city: null,
      state: null,
      country: null,
      lat: null,
      lng: null,
      salaryMin: null,
      salaryMax: null,
      salaryCompensationId: null,
      expireDate: null,
      isHousingIncluded: false,
    } satisfies JobInput;
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .uponReceiving('a new draft with a title alone')
      .withRequest('POST', '/admin/Job', (b) => b.headers(bearer(employer.token)).jsonBody(draft))
      // Nothing of what counts in the listing score is given: 0.
      .willRespondWith(200, (b) =>
        b.jsonBody({ result: writtenJob(newId(100), draft, { createdDate: NOW, score: 0 }) }),
      )
      .executeTest(async (server) => {
        const job = await client(server.url).create(draft);
        expect(job).toMatchObject({ title: 'Sea Kayak Guide', status: JobStatus.Draft, city: null, jobType: null });
      });
  });

  it('refuses to send a job for review without its fields (400, beside each)', async () => {
    const incomplete = { ...input, jobType: null, city: null, country: null, lat: null, lng: null };
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .uponReceiving('a job sent for review without its type and place')
      .withRequest('POST', '/admin/Job', (b) => b.headers(bearer(employer.token)).jsonBody(incomplete))
      .willRespondWith(400, (b) =>
        b.jsonBody({
          errors: {
            jobType: M.eachLike(M.string('Choose a job type')),
            city: M.eachLike(M.string('Enter the town or city')),
          },
        }),
      )
      .executeTest(async (server) => {
        const error = await client(server.url, recordingNotifier().notify)
          .create(incomplete as unknown as JobInput)
          .catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toMatchObject({
          jobType: 'Choose a job type',
          city: 'Enter the town or city',
        });
      });
  });

  it('answers 400 with the field error of a deadline in the past', async () => {
    const late = { ...input, expireDate: '2020-01-31T23:59:59.000Z' };
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .uponReceiving('a new job with a deadline in the past')
      .withRequest('POST', '/admin/Job', (b) => b.headers(bearer(employer.token)).jsonBody(late))
      .willRespondWith(400, (b) =>
        b.jsonBody({ errors: { expireDate: M.eachLike(M.string('Pick a deadline after today')) } }),
      )
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, notify)
          .create(late)
          .catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toEqual({ expireDate: 'Pick a deadline after today' });
        expect(shown).toEqual([{ kind: 'warning', message: 'Pick a deadline after today' }]);
      });
  });
});

describe('admin/Job/{id} (update)', () => {
  it('sends a rejected job, rewritten, again for review', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .given(jobState, { jobId: 21, title: 'Rejected River Guide', companyId: COMPANY, status: JobStatus.Rejected })
      .uponReceiving('a rejected job rewritten and sent again for review')
      .withRequest('PUT', '/admin/Job/21', (b) => b.headers(bearer(employer.token)).jsonBody(input))
      .willRespondWith(200, (b) =>
        // Sent again for review: the rejection's reason is cleared.
        b.jsonBody({ result: writtenJob(21) }),
      )
      .executeTest(async (server) => {
        const job = await client(server.url).update(21, input);
        expect(job).toMatchObject({
          id: 21,
          title: 'Sea Kayak Guide',
          status: JobStatus.PendingReview,
          rejectReason: null,
        });
      });
  });

  it('answers 409 for a closed job, shown as an error', async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .given(jobState, {
        jobId: 25,
        title: 'Closed River Guide',
        companyId: COMPANY,
        status: JobStatus.ApplicationClosed,
      })
      .uponReceiving('an edit of a closed job')
      .withRequest('PUT', '/admin/Job/25', (b) => b.headers(bearer(employer.token)).jsonBody(input))
      .willRespondWith(409, (b) => b.jsonBody({ error: 'This job is closed: it can no longer be edited.' }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, notify)
          .update(25, input)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(409);
        expect(shown).toEqual([{ kind: 'error', message: 'This job is closed: it can no longer be edited.' }]);
      });
  });
});
