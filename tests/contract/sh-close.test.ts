import { describe, expect, it } from 'vitest';
import { caseyListed, client, jordanListed, withApplicants } from './applicants-fixtures';
import { stateJob } from './job-employer-fixtures';
import { bearer, employer, job } from './job-fixtures';
import { apiPact, type Interaction } from './pact';
import type { ApiError } from '../../src/api/http';
import { AppliedByFilter } from '../../src/domain/enums/applications';
import { JobStatus } from '../../src/domain/enums/job';

/**
 * Closing a job and moving applicants beside records that are no applicants of the job: another job's application
 * and a saved job. After a close through Basecamp, the hire keeps Received Offer and the others are Not hired.
 */
const pact = apiPact();

const APPLIED = 'the candidate {email} applied to the job {jobId} {daysAgo} days ago as application {applicationId}';
const other = { jobId: 12, title: 'Canoe Instructor', companyId: job.companyId };

/** Casey and Jordan applied to the job; Avery applied to another job of the company (504); Sky only saved the job. */
const withStrangers = (interaction: Interaction) =>
  withApplicants(interaction)
    .given('an active job {jobId} titled {title} exists at company {companyId}', other)
    .given(APPLIED, { email: 'avery@example.com', jobId: other.jobId, daysAgo: 1, applicationId: 504 })
    .given('the candidate {email} has saved the job {jobId}', { email: 'sky@example.com', jobId: job.jobId });

describe('PUT admin/Job/{id}/close beside records that are no applicants', () => {
  it('closes a job filled elsewhere: another job’s application and a saved job are left alone', async () => {
    await withStrangers(pact.addInteraction())
      .uponReceiving("a job closed as filled elsewhere beside another job's application and a saved job")
      .withRequest('PUT', `/admin/Job/${job.jobId}/close`, (b) =>
        b.headers(bearer(employer.token)).jsonBody({ how: 'external' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: stateJob(job.jobId, job.title, JobStatus.ApplicationClosed) }))
      .executeTest(async (server) => {
        const closed = await client(server.url).close(job.jobId, { how: 'external' });
        expect(closed).toMatchObject({ id: job.jobId, status: JobStatus.ApplicationClosed });
      });
  });

  it("answers 400 to moving another job's application beside an applicant, naming it", async () => {
    await withStrangers(pact.addInteraction())
      .uponReceiving('an applicant moved with an application of another job that exists')
      .withRequest('PUT', `/admin/Job/${job.jobId}/applicants/stage`, (b) =>
        b.headers(bearer(employer.token)).jsonBody({ applicationIds: [502, 504], stage: 1 }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          error: 'Some of these are not applicants of this job.',
          errors: { applicationIds: ['Not an applicant of this job: 504'] },
        }),
      )
      .executeTest(async (server) => {
        const error = await client(server.url)
          .move(job.jobId, { applicationIds: [502, 504], stage: 1 })
          .catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toEqual({ applicationIds: 'Not an applicant of this job: 504' });
      });
  });
});

describe('GET admin/Job/{id}/applicants after PUT admin/Job/{id}/close', () => {
  it('shows the hire still at Received Offer and the other applicant Not hired', async () => {
    await withApplicants(pact.addInteraction())
      .given('the employer signed in with token {token} moved the application {applicationId} to stage {stage}', {
        token: employer.token,
        applicationId: 501,
        stage: AppliedByFilter.ReceivedOffer,
      })
      .given('the employer signed in with token {token} closed the job {jobId} as {how}', {
        token: employer.token,
        jobId: job.jobId,
        how: 'basecamp',
      })
      .uponReceiving("a request for a job's applicants after it was filled through Basecamp")
      .withRequest('GET', `/admin/Job/${job.jobId}/applicants`, (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            items: [caseyListed(AppliedByFilter.ReceivedOffer), { ...jordanListed, stage: AppliedByFilter.Rejected }],
            totalCount: 2,
            pageNumber: 1,
            pageSize: 20,
            counts: { '0': 0, '1': 0, '2': 1, '3': 1, '4': 2 },
          },
        }),
      )
      .executeTest(async (server) => {
        const listed = await client(server.url).list(job.jobId);
        expect(listed.items.map((a) => [a.firstName, a.stage])).toEqual([
          ['Casey', 2],
          ['Jordan', 3],
        ]);
      });
  });
});
