import { describe, expect, it } from 'vitest';
import { writtenJob } from './job-employer-fixtures';
import {
  admin,
  bearer,
  CLOCK,
  day,
  employer,
  employerClient,
  job,
  jobDetail,
  jobInput,
  jobState,
  member,
  NOW,
  signedIn,
} from './job-fixtures';
import { reviewJob } from './job-review-fixtures';
import { apiPact, recordingNotifier, type Interaction } from './pact';
import { ApiError, createHttp } from '../../src/api/http';
import { jobCandidateApi } from '../../src/api/job-candidate';
import { jobReviewApi } from '../../src/api/job-review';
import { JobStatus } from '../../src/domain/enums/job';
import { OrderSearchStatus } from '../../src/domain/enums/job-lists';
import { ReviewDecision } from '../../src/domain/job-lifecycle';

/**
 * The site admin's approval at its bounds (a deadline passed, or reached at the clock's moment: 409) and what an
 * approval leaves (an earlier publication kept; the job's public page); how a job closed by its employer shows in the
 * review (filled elsewhere, or closed without a hire).
 */
const pact = apiPact();

const APPROVED = 'the admin signed in with token {token} has approved the job {jobId}';
const REWRITTEN =
  'the employer signed in with token {token} has rewritten the job {jobId} as the Sea Kayak Guide in status {status}';
const CLOSED_AS = 'the employer signed in with token {token} closed the job {jobId} as {how}';
const PASSED = 'The application deadline of this job has passed: ask the employer for a new one before approving it.';

const reviewClient = (url: string, notify = recordingNotifier().notify) =>
  jobReviewApi(createHttp({ baseUrl: url, notify, ...signedIn(admin.token) }));

/** The clock fixed, the site admin signed in, the job 31 waiting for review. */
const waiting = (interaction: Interaction) =>
  interaction
    .given(CLOCK, { now: NOW })
    .given('the admin {email} is signed in with token {token}', admin)
    .given(jobState, { jobId: 31, title: 'River Guide', companyId: job.companyId, status: JobStatus.PendingReview });

/** The approval refused with 409, shown as an error with the server's words. */
async function expectPassedDeadline(url: string) {
  const { notify, shown } = recordingNotifier();
  const error = await reviewClient(url, notify)
    .decide(31, { status: ReviewDecision.Approve, reason: null })
    .catch((e: unknown) => e);
  expect((error as ApiError).status).toBe(409);
  expect(shown).toEqual([{ kind: 'error', message: PASSED }]);
}

describe('PUT admin/Job/{id}/status: an approval and the deadline', () => {
  it('answers 409 to approving a job whose application deadline passed', async () => {
    await waiting(pact.addInteraction())
      .given('the application deadline of the job {jobId} passed {daysAgo} days ago', { jobId: 31, daysAgo: 1 })
      .uponReceiving('an approval of a job whose application deadline passed')
      .withRequest('PUT', '/admin/Job/31/status', (b) =>
        b.headers(bearer(admin.token)).jsonBody({ status: 3, reason: null }),
      )
      .willRespondWith(409, (b) => b.jsonBody({ error: PASSED }))
      .executeTest((server) => expectPassedDeadline(server.url));
  });

  it("answers 409 to approving a job whose deadline is the clock's moment", async () => {
    await waiting(pact.addInteraction())
      .given('the application deadline of the job {jobId} passed {daysAgo} days ago', { jobId: 31, daysAgo: 0 })
      .uponReceiving("an approval of a job whose application deadline is the clock's moment")
      .withRequest('PUT', '/admin/Job/31/status', (b) =>
        b.headers(bearer(admin.token)).jsonBody({ status: 3, reason: null }),
      )
      .willRespondWith(409, (b) => b.jsonBody({ error: PASSED }))
      .executeTest((server) => expectPassedDeadline(server.url));
  });
});

describe('PUT admin/Job/{id}/status: a rejection and the deadline', () => {
  it('rejects a job whose application deadline passed: the deadline stops approvals only', async () => {
    const reason = 'The deadline has passed: set a new one and send it again.';
    await waiting(pact.addInteraction())
      .given('the application deadline of the job {jobId} passed {daysAgo} days ago', { jobId: 31, daysAgo: 1 })
      .uponReceiving('a rejection of a job whose application deadline passed')
      .withRequest('PUT', '/admin/Job/31/status', (b) => b.headers(bearer(admin.token)).jsonBody({ status: 4, reason }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: reviewJob(31, 'River Guide', JobStatus.Rejected, {
            rejectReason: reason,
            updatedDate: NOW,
            expireDate: day(-1),
          }),
        }),
      )
      .executeTest(async (server) => {
        const decided = await reviewClient(server.url).decide(31, { status: ReviewDecision.Reject, reason });
        expect(decided).toMatchObject({ status: JobStatus.Rejected, rejectReason: reason });
      });
  });
});

describe('the reads after an approval', () => {
  it('shows a live job sent again for review and approved again with its first publication', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the admin {email} is signed in with token {token}', admin)
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .given(jobState, { jobId: 23, title: 'Live River Guide', companyId: job.companyId, status: JobStatus.Active })
      .given(REWRITTEN, { token: employer.token, jobId: 23, status: JobStatus.PendingReview })
      .given(APPROVED, { token: admin.token, jobId: 23 })
      .uponReceiving('a request for a job to edit after the site admin approved it again, once rewritten')
      .withRequest('GET', '/admin/Job/23', (b) => b.headers(bearer(employer.token)))
      // Published yesterday, when it first went live: approving it again does not publish it anew.
      .willRespondWith(200, (b) =>
        b.jsonBody({ result: writtenJob(23, jobInput, { status: JobStatus.Active, publishedDate: day(-1) }) }),
      )
      .executeTest(async (server) => {
        const approved = await employerClient(server.url).getForEdit(23);
        expect(approved).toMatchObject({ status: JobStatus.Active, publishedDate: day(-1) });
      });
  });

  it("shows a visitor the job's page once the site admin approved it", async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the admin {email} is signed in with token {token}', admin)
      .given(jobState, { ...job, status: JobStatus.PendingReview })
      .given(APPROVED, { token: admin.token, jobId: job.jobId })
      .uponReceiving('a request for a job by id after the site admin approved it')
      .withRequest('GET', '/Job/by-id', (b) => b.query({ jobId: String(job.jobId) }))
      // Live now: published at the approval's moment, the company's one active job.
      .willRespondWith(200, (b) => b.jsonBody({ result: jobDetail(null, { publishedDate: NOW }) }))
      .executeTest(async (server) => {
        const detail = await jobCandidateApi(createHttp({ baseUrl: server.url })).getById(job.jobId);
        expect(detail).toMatchObject({ status: JobStatus.Active, publishedDate: NOW });
      });
  });
});

describe('the review after PUT admin/Job/{id}/close', () => {
  it('lists a job filled elsewhere as such, and one closed without a hire with no role filled', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the admin {email} is signed in with token {token}', admin)
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('an active job {jobId} titled {title} exists at company {companyId}', {
        jobId: 12,
        title: 'Canoe Instructor',
        companyId: job.companyId,
      })
      .given(CLOSED_AS, { token: employer.token, jobId: job.jobId, how: 'external' })
      .given(CLOSED_AS, { token: employer.token, jobId: 12, how: 'none' })
      .uponReceiving('a request for every job of a company in the review after two were closed')
      .withRequest('GET', '/admin/Job/review', (b) =>
        b.query({ orderStatus: 'All', companyId: String(job.companyId) }).headers(bearer(admin.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            // Both created 2 days ago: by id. Closed now, as the employer said.
            items: [
              reviewJob(job.jobId, job.title, JobStatus.ApplicationClosed, {
                publishedDate: day(-1),
                roleFilled: 'external',
                updatedDate: NOW,
              }),
              reviewJob(12, 'Canoe Instructor', JobStatus.ApplicationClosed, {
                publishedDate: day(-1),
                updatedDate: NOW,
              }),
            ],
            totalCount: 2,
            pageNumber: 1,
            pageSize: 20,
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await reviewClient(server.url).queue({
          orderStatus: OrderSearchStatus.All,
          companyId: job.companyId,
        });
        expect(page.items.map((j) => [j.id, j.roleFilled])).toEqual([
          [job.jobId, 'external'],
          [12, null],
        ]);
      });
  });
});
