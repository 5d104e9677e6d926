import { apiHttp } from './bindings';
import type { Http } from './http';
import { envelope } from './schemas/common';
import {
  orderCountsSchema,
  reviewJobSchema,
  reviewJobsSchema,
  type OrderCountsQuery,
  type ReviewDecisionInput,
  type ReviewQuery,
} from './schemas/job-review';
import { toQuery } from './schemas/query';

/** The admin's review of jobs (role Admin; calls proposed here, contracts/reference.md). */
export const jobReviewApi = (http: Http) => ({
  /** GET admin/Job/review: every job of one order status (Pending Review, the queue, unless another is asked for). */
  queue: async (query: ReviewQuery, signal?: AbortSignal) =>
    (await http.request(envelope(reviewJobsSchema), 'GET', 'admin/Job/review', { query: toQuery(query), signal }))
      .result,

  /** GET admin/Job/order-counts: how many jobs each order status holds, for the company and keywords, All last. */
  orderCounts: async (query: OrderCountsQuery, signal?: AbortSignal) =>
    (
      await http.request(envelope(orderCountsSchema), 'GET', 'admin/Job/order-counts', {
        query: toQuery(query),
        signal,
      })
    ).result,

  /**
   * PUT admin/Job/{id}/status: approve, reject (with a reason), ask for missing information (with what is missing) or
   * close a job; answers the job as it now is.
   */
  decide: async (jobId: number, decision: ReviewDecisionInput) =>
    (await http.request(envelope(reviewJobSchema), 'PUT', `admin/Job/${jobId}/status`, { body: decision })).result,
});

/** The app's client of this area, bound to the session (src/api/bindings.ts). */
export const jobReview = jobReviewApi(apiHttp);
