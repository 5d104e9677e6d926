import { apiHttp } from './bindings';
import type { Http } from './http';
import { envelope } from './schemas/common';
import { quizMatchesSchema, type QuizAnswers } from './schemas/quiz';

/** The onboarding quiz (call proposed here: contracts/reference.md). The answers travel with the registration (./account). */
export const quizApi = (http: Http) => ({
  /** POST Quiz/matches: how many live jobs would be recommended for the answers, and the best few. */
  matches: async (answers: QuizAnswers, signal?: AbortSignal) =>
    (await http.request(envelope(quizMatchesSchema), 'POST', 'Quiz/matches', { body: answers, signal })).result,
});

/** The app's client of this area, bound to the session (src/api/bindings.ts). */
export const quiz = quizApi(apiHttp);
