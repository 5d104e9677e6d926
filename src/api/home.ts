import { apiHttp } from './bindings';
import type { Http } from './http';
import { envelope } from './schemas/common';
import { candidateReachSchema, type CandidateReachInput } from './schemas/home';

/** The employers' home page. */
export const homeApi = (http: Http) => ({
  /** POST Home/calculate-candidates: how many candidates of a job field could take a job near a place. */
  calculateCandidates: async (input: CandidateReachInput) =>
    (await http.request(envelope(candidateReachSchema), 'POST', 'Home/calculate-candidates', { body: input })).result,
});

/** The app's client of this area, bound to the session (src/api/bindings.ts). */
export const home = homeApi(apiHttp);
