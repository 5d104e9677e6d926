import { adminCompany } from "./admin-company-D5fBCszs.js";
import { Jn as extend, Tn as envelope, ft as apiHttp, gt as attempt, it as parseLenient, ot as toQuery, rt as paramsRecord, tt as lookups, vt as searchParamsOf, yt as settle } from "./index-BTLBy0eD.js";
import { An as recordIdSchema, d as reviewJobsSchema, f as reviewQuerySchema, l as reviewDecisionSchema, u as reviewJobSchema } from "./mock-CDwb7JL5.js";
import { n as submissionOf } from "./submission-DODpyDpS.js";
// src/api/job-review.ts
/** The admin's review of jobs (role Admin; calls proposed here, contracts/README.md). */
var jobReviewApi = (http) => ({
	/** GET admin/Job/review: the review queue (Pending Review unless another status is asked for). */
	queue: async (query, signal) => (await http.request(envelope(reviewJobsSchema), "GET", "admin/Job/review", {
		query: toQuery(query),
		signal
	})).result,
	/** PUT admin/Job/{id}/status: approve, reject (with a reason) or close a job; answers the job as it now is. */
	decide: async (jobId, decision) => (await http.request(envelope(reviewJobSchema), "PUT", `admin/Job/${jobId}/status`, { body: decision })).result
});
/** The app's client of this area, bound to the session (src/api/bindings.ts). */
var jobReview = jobReviewApi(apiHttp);
// src/features/admin-jobs/review-jobs.data.ts
/**
* admin/jobs: the queue of the URL's filters (status, company, job field, keywords, sort, page; a failure shows in
* the list, with a retry), beside the filters' choices: the companies' names and the job options (a missing one
* leaves its filter with "All" only).
*/
async function loader({ request }) {
	const query = parseLenient(reviewQuerySchema, paramsRecord(searchParamsOf(request)));
	const [queue, companies, options] = await Promise.all([
		settle(jobReview.queue(query, request.signal)),
		adminCompany.allNames().catch(() => []),
		lookups.jobOptions().catch(() => null)
	]);
	return {
		query,
		queue,
		companies,
		options
	};
}
/** A decision on one job (the reason only with a rejection). */
var reviewSubmissionSchema = extend(reviewDecisionSchema, { jobId: recordIdSchema });
/**
* Approve, reject or close a job (PUT admin/Job/{id}/status); answers the job as it now is. A refusal (a 409 when
* another admin decided first) is handed back: the catalogue's toast has said why, and the queue is loaded again
* as after any action, so it shows the job as it now is.
*/
async function action({ request }) {
	const submission = await submissionOf(request, reviewSubmissionSchema);
	if (!submission.ok) return submission;
	const { jobId, ...decision } = submission.value;
	return attempt(() => jobReview.decide(jobId, decision));
}
export { action, loader };
