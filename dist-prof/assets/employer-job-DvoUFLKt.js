import { Tn as envelope, ft as apiHttp, ot as toQuery } from "./index-BTLBy0eD.js";
import { C as employerJobSchema, S as companyJobsSchema } from "./mock-CDwb7JL5.js";
// src/api/employer-job.ts
/** An employer's jobs: the dashboard list, and writing a job (calls proposed here; contracts/README.md). */
var employerJobApi = (http) => ({
	/** GET admin/Job/company-jobs: the company's jobs by status filter, sort and creation interval, with the counts per status. */
	companyJobs: async (query, signal) => (await http.request(envelope(companyJobsSchema), "GET", "admin/Job/company-jobs", {
		query: toQuery(query),
		signal
	})).result,
	/** GET admin/Job/{id}: one of the company's jobs as its employer edits it (403 for another company's job). */
	getForEdit: async (jobId) => (await http.request(envelope(employerJobSchema), "GET", `admin/Job/${jobId}`)).result,
	/** POST admin/Job: a new job, saved as a draft or sent for review. */
	create: async (job) => (await http.request(envelope(employerJobSchema), "POST", "admin/Job", { body: job })).result,
	/** PUT admin/Job/{id}: the job rewritten, saved as a draft or sent (again) for review. */
	update: async (jobId, job) => (await http.request(envelope(employerJobSchema), "PUT", `admin/Job/${jobId}`, { body: job })).result
});
/** The app's client of this area, bound to the session (src/api/bindings.ts). */
var employerJob = employerJobApi(apiHttp);
export { employerJob as t };
