import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  candidate,
  card,
  date,
  employer,
  employerClient as client,
  forbiddenBody,
  forbiddenToast,
  job,
  jobState,
  member,
  OTHER_COMPANY,
} from './job-fixtures';
import { apiPact, recordingNotifier } from './pact';
import type { ApiError } from '../../src/api/http';
import { AdPlacementType, BoostStatus } from '../../src/domain/enums/boost';
import { JobStatus } from '../../src/domain/enums/job';
import { JobSearchStatusFilter } from '../../src/domain/enums/job-lists';

/** src/api/employer-job.ts: the employer dashboard's list of a company's jobs, by status, with the counts. */
const pact = apiPact();

const COMPANY = job.companyId;
const seasonalState =
  'an active seasonal full-time hybrid job {jobId} titled {title} exists at company {companyId}, posted {daysAgo} days ago';

describe('admin/Job/company-jobs', () => {
  it("lists the company's jobs in one status, with the count of every status", async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .given(jobState, { jobId: 21, title: 'Pending River Guide', companyId: COMPANY, status: JobStatus.PendingReview })
      .given(jobState, { jobId: 22, title: 'Draft River Guide', companyId: COMPANY, status: JobStatus.Draft })
      .given(jobState, { jobId: 23, title: 'Live River Guide', companyId: COMPANY, status: JobStatus.Active })
      .given(jobState, {
        jobId: 24,
        title: 'Pending Decoy Guide',
        companyId: OTHER_COMPANY,
        status: JobStatus.PendingReview,
      })
      .uponReceiving("a request for the company's jobs pending review")
      .withRequest('GET', '/admin/Job/company-jobs', (b) =>
        b
          .query({ companyId: String(COMPANY), status: '2', interval: '4', sort: 'title', order: 'asc' })
          .headers(bearer(employer.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            // Exact id and counts: another status or another company's job would show here.
            items: [
              {
                ...card(21, 'Pending River Guide', {
                  status: M.integer(JobStatus.PendingReview),
                  publishedDate: M.nullValue(),
                  distanceMiles: M.nullValue(),
                }),
                score: M.number(80),
                rejectReason: M.nullValue(),
                applicantsCount: M.integer(0),
                boost: M.nullValue(),
              },
            ],
            totalCount: 1,
            pageNumber: M.integer(1),
            pageSize: M.integer(20),
            counts: { '1': 1, '2': 1, '3': 1, '4': 0, '5': 3 },
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).companyJobs({
          companyId: COMPANY,
          status: JobSearchStatusFilter.PendingReview,
          interval: 4,
          sort: 'title',
          order: 'asc',
        });
        expect(page.items.map((j) => j.title)).toEqual(['Pending River Guide']);
        expect(page.counts).toEqual({ '1': 1, '2': 1, '3': 1, '4': 0, '5': 3 });
      });
  });

  it("lists the company's live jobs created within the interval by title, with a running boost and the applicants", async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      // A decoy created 61 days ago: outside the last month.
      .given(seasonalState, { jobId: 12, title: 'Old Canoe Instructor', companyId: COMPANY, daysAgo: 60 })
      // Created after the first one (a day ago): by title it comes second, by date (the default) first.
      .given(seasonalState, { jobId: 15, title: 'Whitewater Guide', companyId: COMPANY, daysAgo: 0 })
      .given('a boost {boostId} of the job {jobId} is paid', { boostId: 5, jobId: job.jobId })
      .given('the candidate {email} has applied to the job {jobId} and is at stage {stage}', {
        email: candidate.email,
        jobId: job.jobId,
        stage: 0,
      })
      // A saved job is not an application: it must not count.
      .given('the candidate {email} has saved the job {jobId}', { email: 'jordan@example.com', jobId: job.jobId })
      .uponReceiving("a request for the company's live jobs of the last month")
      .withRequest('GET', '/admin/Job/company-jobs', (b) =>
        b
          .query({ companyId: String(COMPANY), status: '3', interval: '2', sort: 'title', order: 'asc' })
          .headers(bearer(employer.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            items: [
              {
                ...card(job.jobId, job.title, { isSponsored: true, distanceMiles: M.nullValue() }),
                score: M.number(80),
                rejectReason: M.nullValue(),
                applicantsCount: 1,
                boost: {
                  id: 5,
                  jobId: job.jobId,
                  placement: AdPlacementType.Sponsored,
                  weeks: 2,
                  startDate: date('2026-05-04T00:00:00.000Z'),
                  endDate: date('2026-05-18T00:00:00.000Z'),
                  status: BoostStatus.Active,
                },
              },
              {
                ...card(15, 'Whitewater Guide', {
                  jobType: M.integer(7),
                  remoteStatus: M.integer(5),
                  distanceMiles: M.nullValue(),
                }),
                score: M.number(80),
                rejectReason: M.nullValue(),
                applicantsCount: 0,
                boost: null,
              },
            ],
            totalCount: 2,
            pageNumber: 1,
            pageSize: M.integer(20),
            counts: { '1': 0, '2': 0, '3': 2, '4': 0, '5': 2 },
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).companyJobs({
          companyId: COMPANY,
          status: JobSearchStatusFilter.Active,
          interval: 2,
          sort: 'title',
          order: 'asc',
        });
        expect(page.items.map((j) => [j.id, j.isSponsored, j.applicantsCount, j.boost?.status ?? null])).toEqual([
          [job.jobId, true, 1, BoostStatus.Active],
          [15, false, 0, null],
        ]);
        expect(page.counts).toEqual({ '1': 0, '2': 0, '3': 2, '4': 0, '5': 2 });
      });
  });

  it('answers 403 for a company the employer is not a member of, shown as a warning', async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given(jobState, {
        jobId: 24,
        title: 'Pending Decoy Guide',
        companyId: OTHER_COMPANY,
        status: JobStatus.PendingReview,
      })
      .uponReceiving("a request for another company's jobs")
      .withRequest('GET', '/admin/Job/company-jobs', (b) =>
        b.query({ companyId: String(OTHER_COMPANY) }).headers(bearer(employer.token)),
      )
      .willRespondWith(403, (b) => b.jsonBody(forbiddenBody))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, notify)
          .companyJobs({ companyId: OTHER_COMPANY })
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(403);
        expect(shown).toEqual(forbiddenToast);
      });
  });
});
