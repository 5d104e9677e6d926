import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { REJECT_REASON } from './job-employer-fixtures';
import { admin, bearer, CLOCK, day, job, jobState, NOW, signedIn } from './job-fixtures';
import { reviewJob } from './job-review-fixtures';
import { apiPact, recordingNotifier, type Interaction } from './pact';
import { ApiError, createHttp } from '../../src/api/http';
import { jobReviewApi } from '../../src/api/job-review';
import { JobStatus } from '../../src/domain/enums/job';
import { OrderSearchStatus } from '../../src/domain/enums/job-lists';
import { ReviewDecision } from '../../src/domain/job-lifecycle';

/**
 * src/api/job-review.ts: the admins' view of every job by order status (GET admin/Job/review?orderStatus, GET
 * admin/Job/order-counts) and the request for missing information (PUT admin/Job/{id}/status, status 5). Proposed
 * here: contracts/reference.md. The rest of the review: job-review.test.ts.
 */
const pact = apiPact();
const client = (url: string, notify = recordingNotifier().notify) =>
  jobReviewApi(createHttp({ baseUrl: url, notify, ...signedIn(admin.token) }));

const C = job.companyId;
const CREATED = 'the job {jobId} was created {daysAgo} days ago';
const EXPIRED = 'the application deadline of the job {jobId} passed {daysAgo} days ago';
const FILLED = 'the role of the job {jobId} was filled {roleFilled}';

/**
 * A job of the company in every order status (and a draft, in none), created on days that put them in another order
 * than their ids; Store Clerk, waiting for review, does not match the keywords "raft".
 */
const jobs = [
  { jobId: 41, status: JobStatus.PendingReview, daysAgo: 3 },
  { jobId: 42, status: JobStatus.PendingReview, daysAgo: 12 },
  { jobId: 43, status: JobStatus.Active, daysAgo: 11 },
  { jobId: 44, status: JobStatus.Active, daysAgo: 10, expiredDaysAgo: 2 },
  { jobId: 45, status: JobStatus.ApplicationClosed, daysAgo: 9 },
  { jobId: 46, status: JobStatus.ApplicationClosed, daysAgo: 8, roleFilled: 'external' },
  { jobId: 47, status: JobStatus.ApplicationClosed, daysAgo: 7, roleFilled: 'basecamp' },
  { jobId: 48, status: JobStatus.Rejected, daysAgo: 6 },
  { jobId: 49, status: JobStatus.MissingInformation, daysAgo: 5 },
  { jobId: 50, status: JobStatus.Draft, daysAgo: 4 },
] as const;
const title = (jobId: number) => (jobId === 51 ? 'Store Clerk' : `Raft Guide ${jobId}`);

function givenEveryOrderStatus(interaction: Interaction) {
  let given = interaction.given(CLOCK, { now: NOW }).given('the admin {email} is signed in with token {token}', admin);
  for (const j of jobs) {
    given = given
      .given(jobState, { jobId: j.jobId, title: title(j.jobId), companyId: C, status: j.status })
      .given(CREATED, { jobId: j.jobId, daysAgo: j.daysAgo });
    if ('expiredDaysAgo' in j) given = given.given(EXPIRED, { jobId: j.jobId, daysAgo: j.expiredDaysAgo });
    if ('roleFilled' in j) given = given.given(FILLED, { jobId: j.jobId, roleFilled: j.roleFilled });
  }
  return given
    .given(jobState, { jobId: 51, title: 'Store Clerk', companyId: C, status: JobStatus.PendingReview })
    .given(CREATED, { jobId: 51, daysAgo: 1 });
}

/** A job of the states as the list shows it. */
function listed(jobId: number) {
  const j = jobs.find((x) => x.jobId === jobId)!;
  const published = j.status === JobStatus.Active || j.status === JobStatus.ApplicationClosed;
  return reviewJob(jobId, title(jobId), j.status, {
    createdDate: day(-j.daysAgo),
    updatedDate: day(-j.daysAgo),
    ...(published ? { publishedDate: day(-1) } : {}),
    ...('expiredDaysAgo' in j ? { expireDate: day(-j.expiredDaysAgo) } : {}),
    ...('roleFilled' in j ? { roleFilled: j.roleFilled } : {}),
    // The rejected job's state gives it a reason true of it.
    ...(j.status === JobStatus.Rejected ? { rejectReason: REJECT_REASON } : {}),
  });
}

/** Each tab and the jobs it lists, oldest first (the default order). */
const tabs: Array<[OrderSearchStatus, number[]]> = [
  [OrderSearchStatus.PendingReview, [42, 41]],
  [OrderSearchStatus.Active, [43]],
  [OrderSearchStatus.RoleFilledExternal, [46]],
  [OrderSearchStatus.RoleFilledBasecamp, [47]],
  [OrderSearchStatus.Expired, [44]],
  [OrderSearchStatus.Closed, [45]],
  [OrderSearchStatus.Rejected, [48]],
  [OrderSearchStatus.MissingInformation, [49]],
  // Every one but the draft, oldest first.
  [OrderSearchStatus.All, [42, 43, 44, 45, 46, 47, 48, 49, 41]],
];

describe('admin/Job/review by order status', () => {
  it.each(tabs)('lists the %s jobs of a company that match the keywords, oldest first', async (orderStatus, ids) => {
    await givenEveryOrderStatus(pact.addInteraction())
      .uponReceiving(`a request for the ${orderStatus} jobs of a company that match the keywords`)
      .withRequest('GET', '/admin/Job/review', (b) =>
        b.query({ orderStatus, companyId: String(C), keyword: 'raft' }).headers(bearer(admin.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ result: { items: ids.map(listed), totalCount: ids.length, pageNumber: 1, pageSize: 20 } }),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).queue({ orderStatus, companyId: C, keyword: 'raft' });
        expect(page.items.map((j) => j.id)).toEqual(ids);
      });
  });
});

describe('admin/Job/order-counts', () => {
  const counts = (pending: number, all: number) => [
    { orderStatus: 'PendingReview', count: pending },
    { orderStatus: 'Active', count: 1 },
    { orderStatus: 'RoleFilledExternal', count: 1 },
    { orderStatus: 'RoleFilledBasecamp', count: 1 },
    { orderStatus: 'Expired', count: 1 },
    { orderStatus: 'Closed', count: 1 },
    { orderStatus: 'Rejected', count: 1 },
    { orderStatus: 'MissingInformation', count: 1 },
    { orderStatus: 'All', count: all },
  ];

  it("counts a company's jobs in each order status, All last, drafts in none", async () => {
    await givenEveryOrderStatus(pact.addInteraction())
      .uponReceiving("a request for the counts of a company's jobs by order status")
      .withRequest('GET', '/admin/Job/order-counts', (b) =>
        b.query({ companyId: String(C) }).headers(bearer(admin.token)),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: counts(3, 10) }))
      .executeTest(async (server) => {
        const answer = await client(server.url).orderCounts({ companyId: C });
        expect(answer.map((c) => c.count)).toEqual([3, 1, 1, 1, 1, 1, 1, 1, 10]);
      });
  });

  it("counts only the company's jobs that match the keywords", async () => {
    await givenEveryOrderStatus(pact.addInteraction())
      .uponReceiving("a request for the counts by order status of a company's jobs that match the keywords")
      .withRequest('GET', '/admin/Job/order-counts', (b) =>
        b.query({ companyId: String(C), keyword: 'raft' }).headers(bearer(admin.token)),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: counts(2, 9) }))
      .executeTest(async (server) => {
        const answer = await client(server.url).orderCounts({ companyId: C, keyword: 'raft' });
        expect(answer.at(-1)).toEqual({ orderStatus: OrderSearchStatus.All, count: 9 });
      });
  });
});

describe('admin/Job/{id}/status: missing information', () => {
  const reason = 'Say where the job is based: the town in the posting and the one in the form differ.';

  it('sends a job waiting for review back for missing information, with what is missing', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the admin {email} is signed in with token {token}', admin)
      .given(jobState, { jobId: 31, title: 'River Guide', companyId: 2, status: JobStatus.PendingReview })
      .uponReceiving('a request for missing information on a job waiting for review')
      .withRequest('PUT', '/admin/Job/31/status', (b) => b.headers(bearer(admin.token)).jsonBody({ status: 5, reason }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: reviewJob(31, 'River Guide', JobStatus.MissingInformation, {
            rejectReason: reason,
            updatedDate: NOW,
          }),
        }),
      )
      .executeTest(async (server) => {
        const answer = await client(server.url).decide(31, { status: ReviewDecision.MissingInformation, reason });
        expect(answer).toMatchObject({ status: JobStatus.MissingInformation, rejectReason: reason });
      });
  });

  it('answers 400 with a field error when what is missing is not said', async () => {
    await pact
      .addInteraction()
      .given('the admin {email} is signed in with token {token}', admin)
      .given(jobState, { jobId: 31, title: 'River Guide', companyId: 2, status: JobStatus.PendingReview })
      .uponReceiving('a request for missing information without saying what is missing')
      .withRequest('PUT', '/admin/Job/31/status', (b) =>
        b.headers(bearer(admin.token)).jsonBody({ status: 5, reason: 'More.' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          errors: { reason: M.eachLike(M.string('Tell the employer what is missing (10 characters or more)')) },
        }),
      )
      .executeTest(async (server) => {
        const error = await client(server.url)
          .decide(31, { status: ReviewDecision.MissingInformation, reason: 'More.' })
          .catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toEqual({
          reason: 'Tell the employer what is missing (10 characters or more)',
        });
      });
  });

  it('answers 409 to asking for missing information on a live job', async () => {
    await pact
      .addInteraction()
      .given('the admin {email} is signed in with token {token}', admin)
      .given(jobState, { jobId: 32, title: 'Live River Guide', companyId: 2, status: JobStatus.Active })
      .uponReceiving('a request for missing information on a live job')
      .withRequest('PUT', '/admin/Job/32/status', (b) => b.headers(bearer(admin.token)).jsonBody({ status: 5, reason }))
      .willRespondWith(409, (b) =>
        b.jsonBody({ error: M.string('This job is Active: it cannot be sent back for missing information.') }),
      )
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, notify)
          .decide(32, { status: ReviewDecision.MissingInformation, reason })
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(409);
        expect(shown).toEqual([
          { kind: 'error', message: 'This job is Active: it cannot be sent back for missing information.' },
        ]);
      });
  });
});
