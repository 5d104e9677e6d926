import { Tn as envelope, ft as apiHttp } from "./index-BTLBy0eD.js";
import { g as candidateReachSchema } from "./mock-CDwb7JL5.js";
// src/api/home.ts
/** The employers' home page. */
var homeApi = (http) => ({ 
/** POST Home/calculate-candidates: how many candidates of a job field could take a job near a place. */
calculateCandidates: async (input) => (await http.request(envelope(candidateReachSchema), "POST", "Home/calculate-candidates", { body: input })).result });
/** The app's client of this area, bound to the session (src/api/bindings.ts). */
var home = homeApi(apiHttp);
export { home };
