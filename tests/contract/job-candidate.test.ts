import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  activeDates,
  CLOCK,
  NOW,
  seasonalDates,
  candidate,
  employer,
  job,
  bearer,
  signedIn,
  card,
  seasonal,
  jobDetail,
  forbiddenBody,
  forbiddenToast,
} from './job-fixtures';
import { apiPact, recordingNotifier } from './pact';
import { ApiError, createHttp } from '../../src/api/http';
import { jobCandidateApi } from '../../src/api/job-candidate';
import { ApplicationStatus, RecommendedJobsSort } from '../../src/domain/enums/applications';
import { DatePostedFilter } from '../../src/domain/enums/job-search';

/**
 * src/api/job-candidate.ts: a job's page and the recommended jobs (job-save-apply.test.ts: saving and applying;
 * my-jobs.test.ts: the candidate's list).
 */
const pact = apiPact();

describe('Job/by-id', () => {
  it("returns an active job's page with its company card", async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .uponReceiving('a request for an active job by id')
      .withRequest('GET', '/Job/by-id', (b) => b.query({ jobId: String(job.jobId) }))
      .willRespondWith(200, (b) => b.jsonBody({ result: jobDetail(null) }))
      .executeTest(async (server) => {
        const detail = await jobCandidateApi(createHttp({ baseUrl: server.url })).getById(job.jobId);
        expect(detail).toMatchObject({
          id: job.jobId,
          title: job.title,
          focusName: 'Paddling',
          remoteCountries: ['US', 'CA'],
          myStatus: null,
        });
        expect(detail.company).toMatchObject({
          name: 'Keystone Paddle Co.',
          website: 'https://keystone-paddle.example',
          activeJobsCount: 1,
        });
      });
  });

  it('tells a signed-in candidate that they saved the job', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('the candidate {email} has saved the job {jobId}', { email: candidate.email, jobId: job.jobId })
      .uponReceiving('a request for a saved job by id')
      .withRequest('GET', '/Job/by-id', (b) => b.query({ jobId: String(job.jobId) }).headers(bearer(candidate.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: jobDetail({ status: 4, stage: 0, appliedDate: null }) }))
      .executeTest(async (server) => {
        const detail = await jobCandidateApi(createHttp({ baseUrl: server.url, ...signedIn(candidate.token) })).getById(
          job.jobId,
        );
        expect(detail.myStatus).toEqual({ status: ApplicationStatus.Watching, stage: 0, appliedDate: null });
      });
  });

  it('answers 404 to an unknown id, shown as an error', async () => {
    await pact
      .addInteraction()
      .given('no job has the id {jobId}', { jobId: 999 })
      .uponReceiving('a request for an unknown job by id')
      .withRequest('GET', '/Job/by-id', (b) => b.query({ jobId: '999' }))
      .willRespondWith(404, (b) => b.jsonBody({ error: M.string('This job does not exist or is no longer listed.') }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await jobCandidateApi(createHttp({ baseUrl: server.url, notify }))
          .getById(999)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(404);
        expect(shown).toEqual([{ kind: 'error', message: 'This job does not exist or is no longer listed.' }]);
      });
  });
});

/**
 * The candidate signed in with a profile that matches the job, and a job in another field and place that matches
 * too little to be recommended: the recommended list holds exactly the job.
 */
const recommendable = (interaction: ReturnType<typeof pact.addInteraction>) =>
  interaction
    .given(CLOCK, { now: NOW })
    .given('the candidate {email} is signed in with token {token}', candidate)
    .given('an active job {jobId} titled {title} exists at company {companyId}', job)
    .given('an active job {jobId} titled {title} in another field and place exists at company {companyId}', {
      jobId: 13,
      title: 'Software Engineer',
      companyId: job.companyId,
    })
    .given('the candidate {email} has a profile matching the job {jobId}', {
      email: candidate.email,
      jobId: job.jobId,
    });

/** The job as the recommended list gives it: its card, its match and why. */
// The candidate lives 1.0 mile from the job (rounded to a tenth) and the job matches the whole profile: both exact.
// The reasons are exact, best first (src/domain/match.ts): the state fixes the profile and the jobs.
const recommendedItem = {
  ...card(job.jobId, job.title, { distanceMiles: 1, ...activeDates }),
  matchPercent: 100,
  matchReasons: [
    'Your focus: Paddling',
    'No commute',
    'Full-time, as you prefer',
    'Pays your $45,000 minimum or more',
    'Remote, as you prefer',
  ],
};
/** The seasonal hybrid job 12 posted today: not the candidate's job type, a mile away. */
const seasonalItem = {
  ...seasonal(12, 'Seasonal Trip Planner', { distanceMiles: 1, ...seasonalDates(0) }),
  matchPercent: 85,
  matchReasons: [
    'Your focus: Paddling',
    '1 mi from Harrisburg',
    'Pays your $45,000 minimum or more',
    'Hybrid: partly remote',
  ],
};
const postedToday = {
  jobId: 12,
  title: 'Seasonal Trip Planner',
  companyId: job.companyId,
  daysAgo: 0,
};

describe('Job/recommended', () => {
  it("lists the jobs that match the candidate's profile, with the match and its reasons", async () => {
    await recommendable(pact.addInteraction())
      // Posted today, so first by date, but a seasonal job matches less (not the candidate's job type): second by match.
      .given(
        'an active seasonal full-time hybrid job {jobId} titled {title} exists at company {companyId}, posted {daysAgo} days ago',
        postedToday,
      )
      // Decoy: matches as well as the seasonal job, but was posted before the past month.
      .given(
        'an active seasonal full-time hybrid job {jobId} titled {title} exists at company {companyId}, posted {daysAgo} days ago',
        {
          jobId: 14,
          title: 'Seasonal Trip Planner (last season)',
          companyId: job.companyId,
          daysAgo: 40,
        },
      )
      .uponReceiving('a request for the recommended jobs')
      .withRequest('GET', '/Job/recommended', (b) =>
        b.query({ datePosted: 'PastMonth', sort: 'HighLowMatch' }).headers(bearer(candidate.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            // Exact ids, order and count: best match first; the job in another field and place matches too little to
            // be recommended, and the one posted 40 days ago is not of the past month.
            items: [recommendedItem, seasonalItem],
            totalCount: 2,
            pageNumber: 1,
            pageSize: 20,
          },
        }),
      )
      .executeTest(async (server) => {
        const http = createHttp({ baseUrl: server.url, ...signedIn(candidate.token) });
        const page = await jobCandidateApi(http).recommended({
          datePosted: DatePostedFilter.PastMonth,
          sort: RecommendedJobsSort.HighLowMatch,
        });
        expect(page.items.map((j) => [j.id, j.matchPercent])).toEqual([
          [job.jobId, 100],
          [12, 85],
        ]);
        expect(page.items[0]).toMatchObject({
          id: job.jobId,
          matchPercent: 100,
          matchReasons: recommendedItem.matchReasons,
        });
      });
  });

  it('lists the newest jobs first when no sort is asked for', async () => {
    await recommendable(pact.addInteraction())
      .given(
        'an active seasonal full-time hybrid job {jobId} titled {title} exists at company {companyId}, posted {daysAgo} days ago',
        postedToday,
      )
      .uponReceiving('a request for the recommended jobs in the default order')
      .withRequest('GET', '/Job/recommended', (b) => b.headers(bearer(candidate.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          // Exact order: posted today, then the job posted yesterday (which matches better).
          result: { items: [seasonalItem, recommendedItem], totalCount: 2, pageNumber: 1, pageSize: 20 },
        }),
      )
      .executeTest(async (server) => {
        const http = createHttp({ baseUrl: server.url, ...signedIn(candidate.token) });
        const page = await jobCandidateApi(http).recommended({});
        expect(page.items.map((j) => j.id)).toEqual([12, job.jobId]);
      });
  });

  it("counts the candidate's recommended jobs for the nav (a page of one)", async () => {
    await recommendable(pact.addInteraction())
      .uponReceiving('a request for the count of recommended jobs')
      .withRequest('GET', '/Job/recommended', (b) => b.query({ pageSize: '1' }).headers(bearer(candidate.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          // The count is what the nav shows: exact (the job in another field and place is not recommended).
          result: { items: [recommendedItem], totalCount: 1, pageNumber: 1, pageSize: 1 },
        }),
      )
      .executeTest(async (server) => {
        const http = createHttp({ baseUrl: server.url, ...signedIn(candidate.token) });
        const page = await jobCandidateApi(http).recommended({ pageSize: 1 });
        expect(page.totalCount).toBe(1);
      });
  });

  it("answers 403 to an employer's token, shown as a warning", async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .uponReceiving('a request for the recommended jobs with an employer token')
      .withRequest('GET', '/Job/recommended', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(403, (b) => b.jsonBody(forbiddenBody))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const http = createHttp({ baseUrl: server.url, ...signedIn(employer.token), notify });
        const error = await jobCandidateApi(http)
          .recommended({})
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(403);
        expect(shown).toEqual(forbiddenToast);
      });
  });
});
