import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  candidate,
  CLOCK,
  day,
  NOW,
  employer,
  job,
  jobDetail,
  jobState,
  member,
  OTHER_COMPANY,
  signedIn,
} from './job-fixtures';
import { refusedSessions } from './optional-sign-in';
import { apiPact, recordingNotifier } from './pact';
import { ApiError, createHttp } from '../../src/api/http';
import { jobCandidateApi } from '../../src/api/job-candidate';
import { AppliedByFilter } from '../../src/domain/enums/applications';
import { JobStatus } from '../../src/domain/enums/job';

/**
 * src/api/job-candidate.ts: a job's page as its readers differ (job-candidate.test.ts: a visitor's, a saved job's and
 * an unknown id). Sign-in is optional, but a token sent must be valid: a server that reads a bad one as a visitor
 * hides from the user that they were signed out.
 */
const pact = apiPact();

const active = 'an active job {jobId} titled {title} exists at company {companyId}';
const jobId = String(job.jobId);

describe('Job/by-id with a token that is no valid session', () => {
  refusedSessions(pact, {
    what: 'a request for an active job by id',
    method: 'GET',
    path: '/Job/by-id',
    request: (b) => b.query({ jobId }),
    given: (i) => i.given(active, job),
    call: (http) => jobCandidateApi(http).getById(job.jobId),
  });
});

describe('Job/by-id as its readers differ', () => {
  it("gives the listing score to the job's own company", async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      // Made first: a server that answers the first job it finds, whatever the id, answers this one.
      .given('an active job {jobId} titled {title} in another field and place exists at company {companyId}', {
        jobId: 13,
        title: 'Software Engineer',
        companyId: job.companyId,
      })
      .given(active, job)
      .uponReceiving("a request for a job by id by a member of the job's company")
      .withRequest('GET', '/Job/by-id', (b) => b.query({ jobId }).headers(bearer(employer.token)))
      // The listing score of the state's job (src/domain/job-lifecycle.ts): exact. The company has the two jobs.
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: jobDetail(null, { score: 80, company: { ...jobDetail(null).company, activeJobsCount: 2 } }),
        }),
      )
      .executeTest(async (server) => {
        const detail = await jobCandidateApi(createHttp({ baseUrl: server.url, ...signedIn(employer.token) })).getById(
          job.jobId,
        );
        expect(detail).toMatchObject({ score: 80, myStatus: null });
      });
  });

  it('answers 404 to a member of another company for a job waiting for review', async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .given(jobState, {
        jobId: 24,
        title: 'Pending Decoy Guide',
        companyId: OTHER_COMPANY,
        status: JobStatus.PendingReview,
      })
      .uponReceiving("a request for another company's job waiting for review by id")
      .withRequest('GET', '/Job/by-id', (b) => b.query({ jobId: '24' }).headers(bearer(employer.token)))
      .willRespondWith(404, (b) => b.jsonBody({ error: M.string('This job does not exist or is no longer listed.') }))
      .executeTest(async (server) => {
        const { notify } = recordingNotifier();
        const http = createHttp({ baseUrl: server.url, notify, ...signedIn(employer.token) });
        const error = await jobCandidateApi(http)
          .getById(24)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(404);
      });
  });

  it('tells a candidate where their application stands', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given(active, job)
      .given('the candidate {email} has applied to the job {jobId} and is at stage {stage}', {
        email: candidate.email,
        jobId: job.jobId,
        stage: AppliedByFilter.Interviewing,
      })
      .uponReceiving('a request for a job applied to by id')
      .withRequest('GET', '/Job/by-id', (b) => b.query({ jobId }).headers(bearer(candidate.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: jobDetail({ status: 0, stage: 1, appliedDate: day(-3) }) }))
      .executeTest(async (server) => {
        const detail = await jobCandidateApi(createHttp({ baseUrl: server.url, ...signedIn(candidate.token) })).getById(
          job.jobId,
        );
        expect(detail.myStatus).toMatchObject({ status: 0, stage: AppliedByFilter.Interviewing });
      });
  });
});
