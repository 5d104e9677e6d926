import { describe, expect, it } from 'vitest';
import { newId, writtenJob } from './job-employer-fixtures';
import {
  activeDates,
  bearer,
  card,
  CLOCK,
  day,
  employer,
  employerClient as client,
  job,
  jobInput,
  jobState,
  member,
  NOW,
  OTHER_COMPANY,
} from './job-fixtures';
import { apiPact, type Interaction } from './pact';
import type { ApiError } from '../../src/api/http';
import { JobStatus } from '../../src/domain/enums/job';

/**
 * A job's writes at their edges: a rewrite naming another company (400), countries sent with a job done on site (not
 * kept); the dashboard's interval at its bound (a job created exactly 30 days ago is of the last month, one a day
 * older is not).
 */
const pact = apiPact();

const employerAt = (interaction: Interaction) =>
  interaction
    .given(CLOCK, { now: NOW })
    .given('the employer {email} is signed in with token {token}', employer)
    .given('the employer {email} is a member of company {companyId}', member);

describe('PUT admin/Job/{id}: the company', () => {
  it('answers 400 under companyId to a rewrite that moves the job to another company', async () => {
    const body = { ...jobInput, companyId: OTHER_COMPANY };
    await employerAt(pact.addInteraction())
      .given(jobState, { jobId: 21, title: 'Draft River Guide', companyId: job.companyId, status: JobStatus.Draft })
      .uponReceiving('an edit of a job that moves it to another company')
      .withRequest('PUT', '/admin/Job/21', (b) => b.headers(bearer(employer.token)).jsonBody(body))
      .willRespondWith(400, (b) =>
        b.jsonBody({
          error: 'A job stays with its company.',
          errors: { companyId: ['A job cannot move to another company'] },
        }),
      )
      .executeTest(async (server) => {
        const error = await client(server.url)
          .update(21, body)
          .catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toEqual({ companyId: 'A job cannot move to another company' });
      });
  });
});

describe('POST admin/Job: remote countries', () => {
  it('keeps no country for a job done on site', async () => {
    // On site (4): the countries sent are dropped.
    const body = { ...jobInput, remoteCountries: ['US'] };
    await employerAt(pact.addInteraction())
      .uponReceiving('a new job done on site sent with remote countries')
      .withRequest('POST', '/admin/Job', (b) => b.headers(bearer(employer.token)).jsonBody(body))
      .willRespondWith(200, (b) =>
        b.jsonBody({ result: writtenJob(newId(100), jobInput, { createdDate: NOW, remoteCountries: [] }) }),
      )
      .executeTest(async (server) => {
        expect(await client(server.url).create(body)).toMatchObject({ remoteStatus: 4, remoteCountries: [] });
      });
  });
});

describe('GET admin/Job/company-jobs: the interval', () => {
  it('keeps in the last month a job created exactly 30 days ago, not one created 31 days ago', async () => {
    await employerAt(pact.addInteraction())
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('the job {jobId} was created {daysAgo} days ago', { jobId: job.jobId, daysAgo: 30 })
      .given('an active job {jobId} titled {title} exists at company {companyId}', {
        jobId: 12,
        title: 'Canoe Instructor',
        companyId: job.companyId,
      })
      .given('the job {jobId} was created {daysAgo} days ago', { jobId: 12, daysAgo: 31 })
      .uponReceiving("a request for the company's jobs of the last month, one created on its first moment")
      .withRequest('GET', '/admin/Job/company-jobs', (b) =>
        b.query({ companyId: String(job.companyId), interval: '2' }).headers(bearer(employer.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            items: [
              {
                ...card(job.jobId, job.title, { distanceMiles: null, ...activeDates, createdDate: day(-30) }),
                score: 80,
                rejectReason: null,
                applicantsCount: 0,
                orderStatus: 'Active',
                boost: null,
              },
            ],
            totalCount: 1,
            pageNumber: 1,
            pageSize: 20,
            counts: { '1': 0, '2': 0, '3': 1, '4': 0, '5': 1 },
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).companyJobs({ companyId: job.companyId, interval: 2 });
        expect(page.items.map((j) => j.id)).toEqual([job.jobId]);
      });
  });
});
