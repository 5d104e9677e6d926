import { apiHttp } from './bindings';
import type { Http } from './http';
import { envelope } from './schemas/common';
import { companyJobsSchema, employerJobSchema, type CompanyJobsQuery, type JobInput } from './schemas/employer-job';
import { toQuery } from './schemas/query';

/** An employer's jobs: the dashboard list, and writing a job (calls proposed here; contracts/reference.md). */
export const employerJobApi = (http: Http) => ({
  /** GET admin/Job/company-jobs: the company's jobs by status filter, sort and creation interval, with the counts per status. */
  companyJobs: async (query: CompanyJobsQuery, signal?: AbortSignal) =>
    (
      await http.request(envelope(companyJobsSchema), 'GET', 'admin/Job/company-jobs', {
        query: toQuery(query),
        signal,
      })
    ).result,

  /** GET admin/Job/{id}: one of the company's jobs as its employer edits it (403 for another company's job). */
  getForEdit: async (jobId: number) =>
    (await http.request(envelope(employerJobSchema), 'GET', `admin/Job/${jobId}`)).result,

  /** POST admin/Job: a new job, saved as a draft or sent for review. */
  create: async (job: JobInput) =>
    (await http.request(envelope(employerJobSchema), 'POST', 'admin/Job', { body: job })).result,

  /** PUT admin/Job/{id}: the job rewritten, saved as a draft or sent (again) for review. */
  update: async (jobId: number, job: JobInput) =>
    (await http.request(envelope(employerJobSchema), 'PUT', `admin/Job/${jobId}`, { body: job })).result,
});

/** The app's client of this area, bound to the session (src/api/bindings.ts). */
export const employerJob = employerJobApi(apiHttp);
