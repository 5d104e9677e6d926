import { apiHttp } from './bindings';
import type { Http } from './http';
import { applicantsSchema, stageMovedSchema, type ApplicantsQuery, type StageMove } from './schemas/applicants';
import { envelope } from './schemas/common';

/** A job's applicants, as its employer works through them (contracts/README.md, "Hiring"). */
export const applicantsApi = (http: Http) => ({
  /** GET admin/Job/{id}/applicants: a page of the job's applicants with their match, and the count of each stage. */
  list: async (jobId: number, query: ApplicantsQuery = {}) =>
    (await http.request(envelope(applicantsSchema), 'GET', `admin/Job/${jobId}/applicants`, { query })).result,

  /** PUT admin/Job/{id}/applicants/stage: applications moved to a stage; answers how many moved. */
  move: async (jobId: number, move: StageMove) =>
    (await http.request(envelope(stageMovedSchema), 'PUT', `admin/Job/${jobId}/applicants/stage`, { body: move }))
      .result,
});

export const applicants = applicantsApi(apiHttp);
