import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  activeDates,
  bearer,
  candidate,
  card,
  CLOCK,
  day,
  employer,
  forbiddenBody,
  forbiddenToast,
  job,
  NOW,
  signedIn,
} from './job-fixtures';
import { apiPact, recordingNotifier } from './pact';
import { ApiError, createHttp } from '../../src/api/http';
import { jobCandidateApi } from '../../src/api/job-candidate';
import { ApplicationStatus, AppliedByFilter } from '../../src/domain/enums/applications';

/** src/api/job-candidate.ts: the candidate's own jobs, saved or applied (calls and shapes proposed here). */
const pact = apiPact();

/** A saved job (status 4, Watching) as the list gives it. */
const saved = (jobId: number, title: string, daysAgo: number) => ({
  id: M.integer(1),
  status: 4,
  stage: 0,
  createdDate: day(-daysAgo),
  appliedDate: null,
  job: card(jobId, title, { distanceMiles: null, ...activeDates }),
});

/** The candidate signed in, and three active jobs to save or apply to: the job, 12 Raft Guide, 13 Kayak Instructor. */
const withJobs = (interaction: ReturnType<typeof pact.addInteraction>) =>
  interaction
    .given(CLOCK, { now: NOW })
    .given('the candidate {email} is signed in with token {token}', candidate)
    .given('an active job {jobId} titled {title} exists at company {companyId}', job)
    .given('an active job {jobId} titled {title} exists at company {companyId}', {
      jobId: 12,
      title: 'Raft Guide',
      companyId: job.companyId,
    })
    .given('an active job {jobId} titled {title} exists at company {companyId}', {
      jobId: 13,
      title: 'Kayak Instructor',
      companyId: job.companyId,
    });

describe('Job/my-jobs', () => {
  it("lists the candidate's applications at one stage", async () => {
    await withJobs(pact.addInteraction())
      .given('the candidate {email} has applied to the job {jobId} and is at stage {stage}', {
        email: candidate.email,
        jobId: job.jobId,
        stage: AppliedByFilter.Interviewing,
      })
      // Decoys: an application at another stage, and a saved job.
      .given('the candidate {email} has applied to the job {jobId} and is at stage {stage}', {
        email: candidate.email,
        jobId: 12,
        stage: AppliedByFilter.Applied,
      })
      .given('the candidate {email} has saved the job {jobId}', { email: candidate.email, jobId: 13 })
      .uponReceiving('a request for the applied jobs at stage Interviewing')
      .withRequest('GET', '/Job/my-jobs', (b) =>
        b.query({ status: '0', appliedBy: '1' }).headers(bearer(candidate.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            // Exact job id, status, stage and count: the decoys must stay out.
            items: [
              {
                id: M.integer(1),
                status: 0,
                stage: 1,
                // Applied 3 days ago (the state's application).
                createdDate: day(-3),
                appliedDate: day(-3),
                job: card(job.jobId, job.title, { distanceMiles: null, ...activeDates }),
              },
            ],
            totalCount: 1,
            pageNumber: 1,
            pageSize: 20,
          },
        }),
      )
      .executeTest(async (server) => {
        const http = createHttp({ baseUrl: server.url, ...signedIn(candidate.token) });
        const page = await jobCandidateApi(http).myJobs({
          status: ApplicationStatus.Applied,
          appliedBy: AppliedByFilter.Interviewing,
        });
        expect(page.totalCount).toBe(1);
        expect(page.items[0]).toMatchObject({
          status: 0,
          stage: AppliedByFilter.Interviewing,
          job: { id: job.jobId, title: job.title },
        });
      });
  });

  it("lists the candidate's saved jobs only, newest first", async () => {
    await withJobs(pact.addInteraction())
      // Saved yesterday, but recorded before the one saved 3 days ago: newest first is by date, not by record.
      .given('the candidate {email} saved the job {jobId} {daysAgo} days ago', {
        email: candidate.email,
        jobId: 12,
        daysAgo: 1,
      })
      .given('the candidate {email} has saved the job {jobId}', { email: candidate.email, jobId: 13 })
      // Decoy: an application (at stage Applied, as a saved job's), which is not a saved job.
      .given('the candidate {email} has applied to the job {jobId} and is at stage {stage}', {
        email: candidate.email,
        jobId: job.jobId,
        stage: AppliedByFilter.Applied,
      })
      .uponReceiving('a request for the saved jobs, newest first')
      .withRequest('GET', '/Job/my-jobs', (b) => b.query({ status: '4' }).headers(bearer(candidate.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            // Exact ids, order and count: the application stays out.
            items: [saved(12, 'Raft Guide', 1), saved(13, 'Kayak Instructor', 3)],
            totalCount: 2,
            pageNumber: 1,
            pageSize: 20,
          },
        }),
      )
      .executeTest(async (server) => {
        const http = createHttp({ baseUrl: server.url, ...signedIn(candidate.token) });
        const page = await jobCandidateApi(http).myJobs({ status: ApplicationStatus.Watching });
        expect(page.items.map((j) => [j.status, j.job.id])).toEqual([
          [ApplicationStatus.Watching, 12],
          [ApplicationStatus.Watching, 13],
        ]);
      });
  });

  it('lists two jobs saved at one moment the later saved first', async () => {
    await withJobs(pact.addInteraction())
      .given('the candidate {email} has saved the job {jobId}', { email: candidate.email, jobId: 12 })
      .given('the candidate {email} has saved the job {jobId}', { email: candidate.email, jobId: 13 })
      .uponReceiving('a request for the saved jobs of two saved at one moment')
      .withRequest('GET', '/Job/my-jobs', (b) => b.query({ status: '4' }).headers(bearer(candidate.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          // Both 3 days ago: the record made second (the higher id) first, not the order stored.
          result: {
            items: [saved(13, 'Kayak Instructor', 3), saved(12, 'Raft Guide', 3)],
            totalCount: 2,
            pageNumber: 1,
            pageSize: 20,
          },
        }),
      )
      .executeTest(async (server) => {
        const http = createHttp({ baseUrl: server.url, ...signedIn(candidate.token) });
        const page = await jobCandidateApi(http).myJobs({ status: ApplicationStatus.Watching });
        expect(page.items.map((j) => j.job.id)).toEqual([13, 12]);
      });
  });

  it("answers 403 to an employer's token, shown as a warning", async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .uponReceiving('a request for the applied jobs with an employer token')
      .withRequest('GET', '/Job/my-jobs', (b) =>
        b.query({ status: '0', appliedBy: '1' }).headers(bearer(employer.token)),
      )
      .willRespondWith(403, (b) => b.jsonBody(forbiddenBody))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const http = createHttp({ baseUrl: server.url, ...signedIn(employer.token), notify });
        const error = await jobCandidateApi(http)
          .myJobs({ status: ApplicationStatus.Applied, appliedBy: AppliedByFilter.Interviewing })
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(403);
        expect(shown).toEqual(forbiddenToast);
      });
  });
});
