import { apiHttp } from './bindings';
import type { Http } from './http';
import {
  applicantsSchema,
  stageMovedSchema,
  type ApplicantsQuery,
  type CloseJob,
  type StageMove,
} from './schemas/applicants';
import { envelope } from './schemas/common';
import { employerJobSchema } from './schemas/employer-job';

/** A job's applicants, as its employer works through them (contracts/reference.md, "Hiring"). */
export const applicantsApi = (http: Http) => ({
  /** GET admin/Job/{id}/applicants: a page of the job's applicants with their match, and the count of each stage. */
  list: async (jobId: number, query: ApplicantsQuery = {}) =>
    (await http.request(envelope(applicantsSchema), 'GET', `admin/Job/${jobId}/applicants`, { query })).result,

  /** PUT admin/Job/{id}/close: an active job closed, saying how it ended; answers the job as its employer edits it. */
  close: async (jobId: number, close: CloseJob) =>
    (await http.request(envelope(employerJobSchema), 'PUT', `admin/Job/${jobId}/close`, { body: close })).result,

  /** PUT admin/Job/{id}/applicants/stage: applications moved to a stage; answers how many moved. */
  move: async (jobId: number, move: StageMove) =>
    (await http.request(envelope(stageMovedSchema), 'PUT', `admin/Job/${jobId}/applicants/stage`, { body: move }))
      .result,
});

export const applicants = applicantsApi(apiHttp);
