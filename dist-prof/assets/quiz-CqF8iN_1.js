import { Tn as envelope, ft as apiHttp } from "./index-BTLBy0eD.js";
import { Lt as quizMatchesSchema } from "./mock-CDwb7JL5.js";
// src/api/quiz.ts
/** The onboarding quiz (call proposed here: contracts/README.md). The answers travel with the registration (./account). */
var quizApi = (http) => ({ 
/** POST Quiz/matches: how many live jobs would be recommended for the answers, and the best few. */
matches: async (answers, signal) => (await http.request(envelope(quizMatchesSchema), "POST", "Quiz/matches", {
	body: answers,
	signal
})).result });
/** The app's client of this area, bound to the session (src/api/bindings.ts). */
var quiz = quizApi(apiHttp);
export { quiz };
