import { describe, expect, it } from 'vitest';
import { REJECT_REASON } from './job-employer-fixtures';
import { admin, bearer, CLOCK, job, jobState, NOW, signedIn } from './job-fixtures';
import { reviewJob } from './job-review-fixtures';
import { apiPact } from './pact';
import { createHttp } from '../../src/api/http';
import { jobReviewApi } from '../../src/api/job-review';
import { JobStatus } from '../../src/domain/enums/job';
import { OrderSearchStatus } from '../../src/domain/enums/job-lists';

/** src/api/job-review.ts: the rejected jobs of a company, with the reason each was given (job-review.test.ts: the rest). */
const pact = apiPact();

describe('admin/Job/review: rejected jobs', () => {
  it('lists the rejected jobs of a company with the reason the employer was given', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the admin {email} is signed in with token {token}', admin)
      .given(jobState, { jobId: 31, title: 'River Guide', companyId: job.companyId, status: JobStatus.Rejected })
      // Decoy: waiting for review, not rejected.
      .given(jobState, { jobId: 33, title: 'Store Clerk', companyId: job.companyId, status: JobStatus.PendingReview })
      .uponReceiving('a request for the rejected jobs of a company in the review')
      .withRequest('GET', '/admin/Job/review', (b) =>
        b.query({ orderStatus: 'Rejected', companyId: String(job.companyId) }).headers(bearer(admin.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            items: [reviewJob(31, 'River Guide', JobStatus.Rejected, { rejectReason: REJECT_REASON })],
            totalCount: 1,
            pageNumber: 1,
            pageSize: 20,
          },
        }),
      )
      .executeTest(async (server) => {
        const http = createHttp({ baseUrl: server.url, ...signedIn(admin.token) });
        const page = await jobReviewApi(http).queue({
          orderStatus: OrderSearchStatus.Rejected,
          companyId: job.companyId,
        });
        expect(page.items.map((j) => [j.id, j.rejectReason])).toEqual([[31, REJECT_REASON]]);
      });
  });
});
