import { apiHttp } from './bindings';
import type { Http } from './http';
import { envelope } from './schemas/common';
import { jobOptionsSchema, jobSearchResultSchema } from './schemas/job';
import type { JobSearchApiQuery } from './schemas/job-search-api';
import { toQuery } from './schemas/query';

export const jobApi = (http: Http) => ({
  /** GET Job/options/get: the lookups job forms and filters use. */
  getOptions: async () => (await http.request(envelope(jobOptionsSchema), 'GET', 'Job/options/get')).result,

  /** GET Job/search: one page of active jobs matching the filters (no sign-in needed). */
  search: async (query: JobSearchApiQuery, signal?: AbortSignal) =>
    (await http.request(envelope(jobSearchResultSchema), 'GET', 'Job/search', { query: toQuery(query), signal }))
      .result,
});

/** The app's client of this area, bound to the session (src/api/bindings.ts). */
export const job = jobApi(apiHttp);
