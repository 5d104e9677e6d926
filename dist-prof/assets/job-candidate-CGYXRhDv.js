import { Tn as envelope, ft as apiHttp, ot as toQuery } from "./index-BTLBy0eD.js";
import { Bt as myJobsSchema, Ht as recommendedJobsSchema, Rt as jobDetailSchema, Vt as noResultSchema, zt as myJobStatusSchema } from "./mock-CDwb7JL5.js";
// src/api/job-candidate.ts
/**
* A job's page and the candidate's own jobs. A module of its own (not in job.ts) so that /jobs, whose JavaScript
* has a budget, does not load it.
*/
var jobCandidateApi = (http) => ({
	/** GET Job/by-id: a job's page; with a candidate's token it also says whether they saved or applied. */
	getById: async (jobId) => (await http.request(envelope(jobDetailSchema), "GET", "Job/by-id", { query: { jobId } })).result,
	/** GET Job/recommended: the signed-in candidate's recommended jobs with their match (role User). */
	recommended: async (query) => (await http.request(envelope(recommendedJobsSchema), "GET", "Job/recommended", { query: toQuery(query) })).result,
	/** POST Job/watch: save a job to watch it (status 4, Watching). */
	watch: async (jobId) => (await http.request(envelope(myJobStatusSchema), "POST", "Job/watch", { query: { jobId } })).result,
	/** DELETE Job/watch: stop watching a saved job. */
	unwatch: async (jobId) => {
		await http.request(envelope(noResultSchema), "DELETE", "Job/watch", { query: { jobId } });
	},
	/** POST Job/apply: apply with the candidate's profile (status 0, Applied). */
	apply: async (jobId) => (await http.request(envelope(myJobStatusSchema), "POST", "Job/apply", { query: { jobId } })).result,
	/** GET Job/my-jobs: the candidate's saved (4) or applied (0) jobs, applied ones by stage. */
	myJobs: async (query) => (await http.request(envelope(myJobsSchema), "GET", "Job/my-jobs", { query: toQuery(query) })).result
});
/** The app's client of this area, bound to the session (src/api/bindings.ts). */
var jobCandidate = jobCandidateApi(apiHttp);
export { jobCandidate };
