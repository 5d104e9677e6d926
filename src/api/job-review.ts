import { apiHttp } from './bindings';
import type { Http } from './http';
import { envelope } from './schemas/common';
import { reviewJobSchema, reviewJobsSchema, type ReviewDecisionInput, type ReviewQuery } from './schemas/job-review';
import { toQuery } from './schemas/query';

/** The admin's review of jobs (role Admin; calls proposed here, contracts/README.md). */
export const jobReviewApi = (http: Http) => ({
  /** GET admin/Job/review: the review queue (Pending Review unless another status is asked for). */
  queue: async (query: ReviewQuery, signal?: AbortSignal) =>
    (await http.request(envelope(reviewJobsSchema), 'GET', 'admin/Job/review', { query: toQuery(query), signal }))
      .result,

  /** PUT admin/Job/{id}/status: approve, reject (with a reason) or close a job; answers the job as it now is. */
  decide: async (jobId: number, decision: ReviewDecisionInput) =>
    (await http.request(envelope(reviewJobSchema), 'PUT', `admin/Job/${jobId}/status`, { body: decision })).result,
});

/** The app's client of this area, bound to the session (src/api/bindings.ts). */
export const jobReview = jobReviewApi(apiHttp);
