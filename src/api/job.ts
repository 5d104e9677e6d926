import type { Http } from './http';
import { envelope } from './schemas/common';
import { jobOptionsSchema } from './schemas/job';

export const jobApi = (http: Http) => ({
  /** GET Job/options/get: the lookups job forms and filters use. */
  getOptions: async () => (await http.request(envelope(jobOptionsSchema), 'GET', 'Job/options/get')).result,
});
