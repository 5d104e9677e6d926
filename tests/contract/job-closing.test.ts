import { describe, expect, it } from 'vitest';
import { caseyAppliedPage, client, notMemberBody, withApplicants, withOtherCompanysJob } from './applicants-fixtures';
import { keystone } from './company-fixtures';
import { stateJob } from './job-employer-fixtures';
import { activeDates, bearer, candidate, card, employer, job, jobState, member, NOW, signedIn } from './job-fixtures';
import { apiPact } from './pact';
import { companyApi } from '../../src/api/company';
import { employerJobApi } from '../../src/api/employer-job';
import { ApiError, createHttp } from '../../src/api/http';
import { jobCandidateApi } from '../../src/api/job-candidate';
import { ApplicationStatus, AppliedByFilter } from '../../src/domain/enums/applications';
import { JobStatus } from '../../src/domain/enums/job';
import { JobSearchStatusFilter, OrderSearchStatus } from '../../src/domain/enums/job-lists';
import type { JobEnding } from '../../src/domain/job-ending';

/**
 * src/api/applicants.ts: closing a job saying how it ended (the applicants: ./applicants-fixtures.ts), what the
 * candidates not hired then see in their own list, and the dashboard's jobs by how they ended.
 */
const pact = apiPact();

const closedAs = 'the employer signed in with token {token} closed the job {jobId} as {how}';
const offered = 'the employer signed in with token {token} moved the application {applicationId} to stage {stage}';

describe('admin/Job/{id}/close', () => {
  it('closes a job filled through Basecamp, the hire being the applicant at Received Offer', async () => {
    await withApplicants(pact.addInteraction())
      .given(offered, { token: employer.token, applicationId: 501, stage: AppliedByFilter.ReceivedOffer })
      .uponReceiving('a job closed as filled through Basecamp')
      .withRequest('PUT', `/admin/Job/${job.jobId}/close`, (b) =>
        b.headers(bearer(employer.token)).jsonBody({ how: 'basecamp' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: stateJob(job.jobId, job.title, JobStatus.ApplicationClosed) }))
      .executeTest(async (server) => {
        const closed = await client(server.url).close(job.jobId, { how: 'basecamp' });
        expect(closed).toMatchObject({ id: job.jobId, status: JobStatus.ApplicationClosed });
      });
  });

  it('answers 409 to a role filled through Basecamp when no applicant is at Received Offer', async () => {
    await withApplicants(pact.addInteraction())
      .uponReceiving('a job closed as filled through Basecamp with no applicant at Received Offer')
      .withRequest('PUT', `/admin/Job/${job.jobId}/close`, (b) =>
        b.headers(bearer(employer.token)).jsonBody({ how: 'basecamp' }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody({
          error:
            'No applicant is at Received Offer: move the person you hired there first, or say the role was filled elsewhere.',
        }),
      )
      .executeTest(async (server) => {
        const error = await client(server.url)
          .close(job.jobId, { how: 'basecamp' })
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(409);
      });
  });

  it('answers 409 to closing a job that is not active', async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .given(jobState, { ...job, status: JobStatus.PendingReview })
      .uponReceiving('a job pending review closed')
      .withRequest('PUT', `/admin/Job/${job.jobId}/close`, (b) =>
        b.headers(bearer(employer.token)).jsonBody({ how: 'none' }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody({ error: 'This job is Pending Review: only an active job can be closed.' }),
      )
      .executeTest(async (server) => {
        const error = await client(server.url)
          .close(job.jobId, { how: 'none' })
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(409);
      });
  });

  it('answers 400 to an ending it does not know', async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .uponReceiving('a job closed in an unknown way')
      .withRequest('PUT', `/admin/Job/${job.jobId}/close`, (b) =>
        b.headers(bearer(employer.token)).jsonBody({ how: 'paused' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({ error: 'Some fields are not valid.', errors: { how: ['Choose how the job ended'] } }),
      )
      .executeTest(async (server) => {
        const error = await client(server.url)
          .close(job.jobId, { how: 'paused' as JobEnding })
          .catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toEqual({ how: 'Choose how the job ended' });
      });
  });

  it("answers 403 to closing another company's job", async () => {
    await withOtherCompanysJob(pact.addInteraction())
      .uponReceiving("another company's job closed")
      .withRequest('PUT', '/admin/Job/24/close', (b) => b.headers(bearer(employer.token)).jsonBody({ how: 'none' }))
      .willRespondWith(403, (b) => b.jsonBody(notMemberBody))
      .executeTest(async (server) => {
        const error = await client(server.url)
          .close(24, { how: 'none' })
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(403);
      });
  });
});

describe('after a job closed', () => {
  it('the applicants not hired see Not hired in their own list', async () => {
    await withApplicants(pact.addInteraction())
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given(closedAs, { token: employer.token, jobId: job.jobId, how: 'external' })
      .uponReceiving('a request for the applied jobs at stage Not hired, after the job was filled elsewhere')
      .withRequest('GET', '/Job/my-jobs', (b) =>
        b.query({ status: '0', appliedBy: '3' }).headers(bearer(candidate.token)),
      )
      .willRespondWith(200, (b) => b.jsonBody(caseyAppliedPage(3, 6)))
      .executeTest(async (server) => {
        const http = createHttp({ baseUrl: server.url, ...signedIn(candidate.token) });
        const page = await jobCandidateApi(http).myJobs({
          status: ApplicationStatus.Applied,
          appliedBy: AppliedByFilter.Rejected,
        });
        expect(page.items.map((i) => [i.job.title, i.stage])).toEqual([[job.title, 3]]);
      });
  });

  it("takes the closed job out of the company's count of active jobs, the other one left", async () => {
    const expected = { ...keystone, coverImage: null, activeJobsCount: 1, createdDate: NOW };
    await withApplicants(pact.addInteraction())
      .given('an active job {jobId} titled {title} exists at company {companyId}', {
        jobId: 12,
        title: 'Canoe Instructor',
        companyId: job.companyId,
      })
      .given(offered, { token: employer.token, applicationId: 501, stage: AppliedByFilter.ReceivedOffer })
      .given(closedAs, { token: employer.token, jobId: job.jobId, how: 'basecamp' })
      .uponReceiving('a request for a company by id after one of its two live jobs was closed')
      .withRequest('GET', '/Company/by-id', (b) => b.query({ id: String(job.companyId) }))
      // 1: Canoe Instructor, still active; not 2, as before the closing.
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await companyApi(createHttp({ baseUrl: server.url })).getById(job.companyId)).toEqual(expected);
      });
  });

  it('the dashboard lists the inactive jobs by how they ended', async () => {
    await withApplicants(pact.addInteraction())
      .given(offered, { token: employer.token, applicationId: 502, stage: AppliedByFilter.ReceivedOffer })
      .given(closedAs, { token: employer.token, jobId: job.jobId, how: 'basecamp' })
      // A decoy: closed without its role filled.
      .given(jobState, { jobId: 23, title: 'Closed River Guide', companyId: job.companyId, status: 6 })
      .uponReceiving("a request for the company's inactive jobs filled through Basecamp")
      .withRequest('GET', '/admin/Job/company-jobs', (b) =>
        b
          .query({ companyId: String(job.companyId), status: '4', orderStatus: 'RoleFilledBasecamp' })
          .headers(bearer(employer.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            items: [
              {
                ...card(job.jobId, job.title, { distanceMiles: null, ...activeDates, status: 6 }),
                score: 80,
                rejectReason: null,
                applicantsCount: 2,
                orderStatus: 'RoleFilledBasecamp',
                boost: null,
              },
            ],
            totalCount: 1,
            pageNumber: 1,
            pageSize: 20,
            counts: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 2 },
          },
        }),
      )
      .executeTest(async (server) => {
        const http = createHttp({ baseUrl: server.url, ...signedIn(employer.token) });
        const page = await employerJobApi(http).companyJobs({
          companyId: job.companyId,
          status: JobSearchStatusFilter.Inactive,
          orderStatus: OrderSearchStatus.RoleFilledBasecamp,
        });
        expect(page.items.map((j) => [j.title, j.orderStatus])).toEqual([[job.title, 'RoleFilledBasecamp']]);
      });
  });
});
