import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  admin,
  bearer,
  CLOCK,
  day,
  employer,
  forbiddenBody,
  forbiddenToast,
  job,
  jobState,
  NOW,
  seasonalDates,
  signedIn,
} from './job-fixtures';
import { reviewJob } from './job-review-fixtures';
import { apiPact, recordingNotifier } from './pact';
import { ApiError, createHttp } from '../../src/api/http';
import { jobReviewApi } from '../../src/api/job-review';
import { JobStatus, JobType, RemoteStatus } from '../../src/domain/enums/job';
import { OrderSearchStatus } from '../../src/domain/enums/job-lists';
import { ReviewDecision } from '../../src/domain/job-lifecycle';

/** src/api/job-review.ts: the admin's review of jobs (calls and shapes proposed here: contracts/reference.md). */
const pact = apiPact();

const client = (url: string, token = admin.token, notify = recordingNotifier().notify) =>
  jobReviewApi(createHttp({ baseUrl: url, notify, ...signedIn(token) }));

describe('admin/Job/review', () => {
  it("lists a company's jobs waiting for review that match the keywords", async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the admin {email} is signed in with token {token}', admin)
      .given(jobState, { jobId: 31, title: 'River Guide', companyId: 2, status: JobStatus.PendingReview })
      .given(jobState, { jobId: 32, title: 'Live River Guide', companyId: 2, status: JobStatus.Active })
      .given(jobState, { jobId: 33, title: 'Store Clerk', companyId: 2, status: JobStatus.PendingReview })
      .given(jobState, { jobId: 34, title: 'River Guide', companyId: 3, status: JobStatus.PendingReview })
      .uponReceiving('a request for the jobs of a company waiting for review')
      .withRequest('GET', '/admin/Job/review', (b) =>
        b.query({ keyword: 'river', companyId: '2' }).headers(bearer(admin.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            // Exact id and count: an active job, another title or another company's job would show here.
            items: [reviewJob(31, 'River Guide', JobStatus.PendingReview)],
            totalCount: 1,
            pageNumber: 1,
            pageSize: 20,
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).queue({ keyword: 'river', companyId: 2 });
        expect(page.items.map((j) => [j.id, j.status])).toEqual([[31, JobStatus.PendingReview]]);
      });
  });

  it('lists the live jobs of a status oldest first by default (first come, first served)', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the admin {email} is signed in with token {token}', admin)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given(
        'an active seasonal full-time hybrid job {jobId} titled {title} exists at company {companyId}, posted {daysAgo} days ago',
        {
          jobId: 12,
          title: 'Canoe Instructor',
          companyId: job.companyId,
          daysAgo: 10,
        },
      )
      .uponReceiving('a request for the live jobs of a company in the review, oldest first')
      .withRequest('GET', '/admin/Job/review', (b) =>
        b.query({ orderStatus: 'Active', companyId: String(job.companyId) }).headers(bearer(admin.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            // Exact ids in order: the job created 11 days ago before the one created 2 days ago.
            items: [
              reviewJob(12, 'Canoe Instructor', JobStatus.Active, {
                jobType: JobType.SeasonalFullTime,
                remoteStatus: RemoteStatus.Hybrid,
                // Posted 10 days ago: created 11 days ago.
                ...seasonalDates(10),
              }),
              reviewJob(job.jobId, job.title, JobStatus.Active, { publishedDate: day(-1) }),
            ],
            totalCount: 2,
            pageNumber: 1,
            pageSize: 20,
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).queue({
          orderStatus: OrderSearchStatus.Active,
          companyId: job.companyId,
        });
        expect(page.items.map((j) => j.id)).toEqual([12, job.jobId]);
      });
  });

  it("pages a job field's live jobs by title, Z to A", async () => {
    const active = 'an active job {jobId} titled {title} exists at company {companyId}';
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the admin {email} is signed in with token {token}', admin)
      .given(active, job)
      .given(active, { jobId: 12, title: 'Canoe Instructor', companyId: job.companyId })
      .given(active, { jobId: 13, title: 'Kayak Coach', companyId: job.companyId })
      // Decoy: first by title from Z to A, but in another job field.
      .given('an active job {jobId} titled {title} in another field and place exists at company {companyId}', {
        jobId: 14,
        title: 'Zip Line Lead',
        companyId: job.companyId,
      })
      .uponReceiving('a request for page 2 of the live jobs of a job field in the review, by title from Z to A')
      .withRequest('GET', '/admin/Job/review', (b) =>
        b
          .query({
            orderStatus: 'Active',
            companyId: String(job.companyId),
            jobFieldId: '1',
            sort: 'title',
            order: 'desc',
            pageNumber: '2',
            pageSize: '2',
          })
          .headers(bearer(admin.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            // River Trip Planner and Kayak Coach fill page 1: Canoe Instructor alone is on page 2. Another field, order,
            // sort or page would show another job here.
            items: [reviewJob(12, 'Canoe Instructor', JobStatus.Active, { publishedDate: day(-1) })],
            totalCount: 3,
            pageNumber: 2,
            pageSize: 2,
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).queue({
          orderStatus: OrderSearchStatus.Active,
          companyId: job.companyId,
          jobFieldId: 1,
          sort: 'title',
          order: 'desc',
          pageNumber: 2,
          pageSize: 2,
        });
        expect(page.items.map((j) => j.id)).toEqual([12]);
        expect(page).toMatchObject({ totalCount: 3, pageNumber: 2 });
      });
  });

  it('answers 403 to an employer, shown as a warning', async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .uponReceiving('a request for the review queue with an employer token')
      .withRequest('GET', '/admin/Job/review', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(403, (b) => b.jsonBody(forbiddenBody))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, employer.token, notify)
          .queue({})
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(403);
        expect(shown).toEqual(forbiddenToast);
      });
  });
});

describe('admin/Job/{id}/status', () => {
  it('approves a job waiting for review: it is live', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the admin {email} is signed in with token {token}', admin)
      .given(jobState, { jobId: 31, title: 'River Guide', companyId: 2, status: JobStatus.PendingReview })
      .uponReceiving('an approval of a job waiting for review')
      .withRequest('PUT', '/admin/Job/31/status', (b) =>
        b.headers(bearer(admin.token)).jsonBody({ status: 3, reason: null }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          // Published and written now.
          result: reviewJob(31, 'River Guide', JobStatus.Active, { publishedDate: NOW, updatedDate: NOW }),
        }),
      )
      .executeTest(async (server) => {
        const job = await client(server.url).decide(31, { status: ReviewDecision.Approve, reason: null });
        expect(job.status).toBe(JobStatus.Active);
        expect(job.publishedDate).not.toBeNull();
      });
  });

  it('rejects a job with the reason the employer sees', async () => {
    const reason = 'This looks like a duplicate of a job that is already live.';
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the admin {email} is signed in with token {token}', admin)
      .given(jobState, { jobId: 31, title: 'River Guide', companyId: 2, status: JobStatus.PendingReview })
      .uponReceiving('a rejection of a job waiting for review')
      .withRequest('PUT', '/admin/Job/31/status', (b) => b.headers(bearer(admin.token)).jsonBody({ status: 4, reason }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: reviewJob(31, 'River Guide', JobStatus.Rejected, { rejectReason: reason, updatedDate: NOW }),
        }),
      )
      .executeTest(async (server) => {
        const job = await client(server.url).decide(31, { status: ReviewDecision.Reject, reason });
        expect(job).toMatchObject({ status: JobStatus.Rejected, rejectReason: reason });
      });
  });

  it('closes a live job', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the admin {email} is signed in with token {token}', admin)
      .given(jobState, { jobId: 32, title: 'Live River Guide', companyId: 2, status: JobStatus.Active })
      .uponReceiving('a closing of a live job')
      .withRequest('PUT', '/admin/Job/32/status', (b) =>
        b.headers(bearer(admin.token)).jsonBody({ status: 6, reason: null }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: reviewJob(32, 'Live River Guide', JobStatus.ApplicationClosed, {
            publishedDate: day(-1),
            updatedDate: NOW,
          }),
        }),
      )
      .executeTest(async (server) => {
        const job = await client(server.url).decide(32, { status: ReviewDecision.Close, reason: null });
        expect(job.status).toBe(JobStatus.ApplicationClosed);
      });
  });

  it('answers 400 with a field error to a rejection without a reason', async () => {
    await pact
      .addInteraction()
      .given('the admin {email} is signed in with token {token}', admin)
      .given(jobState, { jobId: 31, title: 'River Guide', companyId: 2, status: JobStatus.PendingReview })
      .uponReceiving('a rejection without a reason')
      .withRequest('PUT', '/admin/Job/31/status', (b) =>
        b.headers(bearer(admin.token)).jsonBody({ status: 4, reason: 'No.' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({ errors: { reason: M.eachLike(M.string('Tell the employer why (10 characters or more)')) } }),
      )
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, admin.token, notify)
          .decide(31, { status: ReviewDecision.Reject, reason: 'No.' })
          .catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toEqual({ reason: 'Tell the employer why (10 characters or more)' });
        expect(shown).toEqual([{ kind: 'warning', message: 'Tell the employer why (10 characters or more)' }]);
      });
  });

  it('answers 409 to approving a job that is already live', async () => {
    await pact
      .addInteraction()
      .given('the admin {email} is signed in with token {token}', admin)
      .given(jobState, { jobId: 32, title: 'Live River Guide', companyId: 2, status: JobStatus.Active })
      .uponReceiving('an approval of a job that is already live')
      .withRequest('PUT', '/admin/Job/32/status', (b) =>
        b.headers(bearer(admin.token)).jsonBody({ status: 3, reason: null }),
      )
      .willRespondWith(409, (b) => b.jsonBody({ error: 'This job is Active: it cannot be approved.' }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, admin.token, notify)
          .decide(32, { status: ReviewDecision.Approve, reason: null })
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(409);
        expect(shown).toEqual([{ kind: 'error', message: 'This job is Active: it cannot be approved.' }]);
      });
  });
});
