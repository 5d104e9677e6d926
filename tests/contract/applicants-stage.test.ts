import { describe, expect, it } from 'vitest';
import { caseyAppliedPage, client, notMemberBody, withApplicants, withOtherCompanysJob } from './applicants-fixtures';
import { bearer, candidate, employer, job, member, signedIn } from './job-fixtures';
import { apiPact } from './pact';
import { ApiError, createHttp } from '../../src/api/http';
import { jobCandidateApi } from '../../src/api/job-candidate';
import { ApplicationStatus, AppliedByFilter } from '../../src/domain/enums/applications';
import { JobStatus } from '../../src/domain/enums/job';

/**
 * src/api/applicants.ts: moving a job's applicants through the stages (the applicants: ./applicants-fixtures.ts),
 * and the candidate's own list, which shows the stage the employer moved them to.
 */
const pact = apiPact();

describe('admin/Job/{id}/applicants/stage', () => {
  it('moves applicants to a stage, and says how many moved', async () => {
    await withApplicants(pact.addInteraction())
      .uponReceiving('two applicants moved to Interviewing')
      .withRequest('PUT', `/admin/Job/${job.jobId}/applicants/stage`, (b) =>
        b.headers(bearer(employer.token)).jsonBody({ applicationIds: [501, 502], stage: 1 }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: { moved: 2 } }))
      .executeTest(async (server) => {
        const moved = await client(server.url).move(job.jobId, { applicationIds: [501, 502], stage: 1 });
        expect(moved).toEqual({ moved: 2 });
      });
  });

  it('counts only the applicants that changed stage', async () => {
    await withApplicants(pact.addInteraction())
      .given('the employer signed in with token {token} moved the application {applicationId} to stage {stage}', {
        token: employer.token,
        applicationId: 501,
        stage: AppliedByFilter.Rejected,
      })
      .uponReceiving('two applicants moved to Not hired, one of them already there')
      .withRequest('PUT', `/admin/Job/${job.jobId}/applicants/stage`, (b) =>
        b.headers(bearer(employer.token)).jsonBody({ applicationIds: [501, 502], stage: 3 }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: { moved: 1 } }))
      .executeTest(async (server) => {
        expect(await client(server.url).move(job.jobId, { applicationIds: [501, 502], stage: 3 })).toEqual({
          moved: 1,
        });
      });
  });

  it('answers 400 to a saved record of the job, which is no application, naming it', async () => {
    await withApplicants(pact.addInteraction())
      // Sky saved the job: the record 503, the next free id after the applications 501 and 502.
      .given('the candidate {email} has saved the job {jobId}', { email: 'sky@example.com', jobId: job.jobId })
      .uponReceiving('an applicant moved with a saved record of the job')
      .withRequest('PUT', `/admin/Job/${job.jobId}/applicants/stage`, (b) =>
        b.headers(bearer(employer.token)).jsonBody({ applicationIds: [501, 503], stage: 1 }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          error: 'Some of these are not applicants of this job.',
          errors: { applicationIds: ['Not an applicant of this job: 503'] },
        }),
      )
      .executeTest(async (server) => {
        const error = await client(server.url)
          .move(job.jobId, { applicationIds: [501, 503], stage: 1 })
          .catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toEqual({ applicationIds: 'Not an applicant of this job: 503' });
      });
  });

  it('answers 400 to an application of another job, naming it', async () => {
    await withApplicants(pact.addInteraction())
      .uponReceiving('an application of another job moved')
      .withRequest('PUT', `/admin/Job/${job.jobId}/applicants/stage`, (b) =>
        b.headers(bearer(employer.token)).jsonBody({ applicationIds: [501, 777], stage: 1 }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          error: 'Some of these are not applicants of this job.',
          errors: { applicationIds: ['Not an applicant of this job: 777'] },
        }),
      )
      .executeTest(async (server) => {
        const error = await client(server.url)
          .move(job.jobId, { applicationIds: [501, 777], stage: 1 })
          .catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toEqual({ applicationIds: 'Not an applicant of this job: 777' });
      });
  });

  it('answers 400 to no applicant or an unknown stage', async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .uponReceiving('no applicant moved to an unknown stage')
      .withRequest('PUT', `/admin/Job/${job.jobId}/applicants/stage`, (b) =>
        b.headers(bearer(employer.token)).jsonBody({ applicationIds: [], stage: 4 }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          error: 'Some fields are not valid.',
          errors: {
            applicationIds: ['Choose at least one applicant'],
            stage: ['Choose Applied, Interviewing, Received Offer or Not hired'],
          },
        }),
      )
      .executeTest(async (server) => {
        const error = await client(server.url)
          .move(job.jobId, { applicationIds: [], stage: 4 as 1 })
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(400);
      });
  });

  it('answers 409 to a move on a closed job', async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .given('a job {jobId} titled {title} exists at company {companyId} in status {status}', {
        ...job,
        status: JobStatus.ApplicationClosed,
      })
      .uponReceiving('an applicant of a closed job moved')
      .withRequest('PUT', `/admin/Job/${job.jobId}/applicants/stage`, (b) =>
        b.headers(bearer(employer.token)).jsonBody({ applicationIds: [501], stage: 1 }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody({ error: 'This job is closed: its applicants keep the stage they had when it closed.' }),
      )
      .executeTest(async (server) => {
        const error = await client(server.url)
          .move(job.jobId, { applicationIds: [501], stage: 1 })
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(409);
      });
  });

  it("answers 403 to a move of another company's applicants", async () => {
    await withOtherCompanysJob(pact.addInteraction())
      .uponReceiving("an applicant of another company's job moved")
      .withRequest('PUT', '/admin/Job/24/applicants/stage', (b) =>
        b.headers(bearer(employer.token)).jsonBody({ applicationIds: [501], stage: 1 }),
      )
      .willRespondWith(403, (b) => b.jsonBody(notMemberBody))
      .executeTest(async (server) => {
        const error = await client(server.url)
          .move(24, { applicationIds: [501], stage: 1 })
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(403);
      });
  });
});

describe("the candidate's tracker", () => {
  it('shows the stage the employer moved the application to', async () => {
    await withApplicants(pact.addInteraction())
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given('the employer signed in with token {token} moved the application {applicationId} to stage {stage}', {
        token: employer.token,
        applicationId: 501,
        stage: AppliedByFilter.ReceivedOffer,
      })
      .uponReceiving('a request for the applied jobs at stage Received Offer, after the employer moved one there')
      .withRequest('GET', '/Job/my-jobs', (b) =>
        b.query({ status: '0', appliedBy: '2' }).headers(bearer(candidate.token)),
      )
      .willRespondWith(200, (b) => b.jsonBody(caseyAppliedPage(2)))
      .executeTest(async (server) => {
        const http = createHttp({ baseUrl: server.url, ...signedIn(candidate.token) });
        const page = await jobCandidateApi(http).myJobs({
          status: ApplicationStatus.Applied,
          appliedBy: AppliedByFilter.ReceivedOffer,
        });
        expect(page.items.map((i) => [i.job.title, i.stage])).toEqual([[job.title, 2]]);
      });
  });
});
