import { describe, expect, it } from 'vitest';
import { REJECT_REASON } from './job-employer-fixtures';
import {
  bearer,
  candidate,
  dashboardCard,
  CLOCK,
  day,
  midnight,
  NOW,
  seasonalDates,
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
      .given(CLOCK, { now: NOW })
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
                ...dashboardCard(21, 'Pending River Guide', { status: JobStatus.PendingReview, publishedDate: null }),
                applicantsCount: 0,
                orderStatus: 'PendingReview',
                boost: null,
              },
            ],
            totalCount: 1,
            pageNumber: 1,
            pageSize: 20,
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
      .given(CLOCK, { now: NOW })
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      // A decoy created 61 days ago: outside the last month.
      .given(seasonalState, { jobId: 12, title: 'Old Canoe Instructor', companyId: COMPANY, daysAgo: 60 })
      // By title Canoe, River, Whitewater; by date River (created 2 days ago), Canoe (a day ago), Whitewater (now),
      // or the reverse: a server that ignores the sort, or the order, lists them otherwise.
      .given(seasonalState, { jobId: 15, title: 'Canoe Guide', companyId: COMPANY, daysAgo: 0 })
      .given(seasonalState, { jobId: 16, title: 'Whitewater Guide', companyId: COMPANY, daysAgo: 0 })
      .given('the job {jobId} was created {daysAgo} days ago', { jobId: 16, daysAgo: 0 })
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
                ...dashboardCard(15, 'Canoe Guide', { jobType: 7, remoteStatus: 5, ...seasonalDates(0) }),
                applicantsCount: 0,
                orderStatus: 'Active',
                boost: null,
              },
              {
                ...dashboardCard(job.jobId, job.title, { isSponsored: true }),
                applicantsCount: 1,
                orderStatus: 'Active',
                boost: {
                  id: 5,
                  jobId: job.jobId,
                  placement: AdPlacementType.Sponsored,
                  weeks: 2,
                  // Two weeks from the start of the clock's day.
                  startDate: midnight(0),
                  endDate: midnight(14),
                  status: BoostStatus.Active,
                },
              },
              {
                ...dashboardCard(16, 'Whitewater Guide', {
                  jobType: 7,
                  remoteStatus: 5,
                  ...seasonalDates(0),
                  createdDate: NOW,
                }),
                applicantsCount: 0,
                orderStatus: 'Active',
                boost: null,
              },
            ],
            totalCount: 3,
            pageNumber: 1,
            pageSize: 20,
            counts: { '1': 0, '2': 0, '3': 3, '4': 0, '5': 3 },
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
          [15, false, 0, null],
          [job.jobId, true, 1, BoostStatus.Active],
          [16, false, 0, null],
        ]);
        expect(page.counts).toEqual({ '1': 0, '2': 0, '3': 3, '4': 0, '5': 3 });
      });
  });

  it("lists the company's jobs that need action newest first when no sort is asked for", async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .given(jobState, { jobId: 21, title: 'Rejected River Guide', companyId: COMPANY, status: JobStatus.Rejected })
      .given(jobState, { jobId: 22, title: 'Draft River Guide', companyId: COMPANY, status: JobStatus.Draft })
      // The draft is older than the rejected job (2 days): newest first, it comes second.
      .given('the job {jobId} was created {daysAgo} days ago', { jobId: 22, daysAgo: 5 })
      .uponReceiving("a request for the company's jobs that need action, in the default order")
      .withRequest('GET', '/admin/Job/company-jobs', (b) =>
        b.query({ companyId: String(COMPANY), status: '1' }).headers(bearer(employer.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            items: [
              {
                ...dashboardCard(21, 'Rejected River Guide', { status: JobStatus.Rejected, publishedDate: null }),
                rejectReason: REJECT_REASON,
                applicantsCount: 0,
                orderStatus: 'Rejected',
                boost: null,
              },
              {
                ...dashboardCard(22, 'Draft River Guide', {
                  status: JobStatus.Draft,
                  publishedDate: null,
                  createdDate: day(-5),
                }),
                applicantsCount: 0,
                // A draft is the employer's own, in no order status.
                orderStatus: null,
                boost: null,
              },
            ],
            totalCount: 2,
            pageNumber: 1,
            pageSize: 20,
            counts: { '1': 2, '2': 0, '3': 0, '4': 0, '5': 2 },
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).companyJobs({
          companyId: COMPANY,
          status: JobSearchStatusFilter.ActionRequired,
        });
        expect(page.items.map((j) => [j.id, j.rejectReason])).toEqual([
          [21, REJECT_REASON],
          [22, null],
        ]);
      });
  });

  it('answers 403 for a company the employer is not a member of, shown as a warning', async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      // A member of their own company: its membership lets them into no other company's dashboard.
      .given('the employer {email} is a member of company {companyId}', member)
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
