import { $n as object, Er as storageKeys, Fn as appStore, In as local, Rn as storedAtom, er as optional, vr as RESET } from "./index-BTLBy0eD.js";
import { It as quizAnswersSchema } from "./mock-CDwb7JL5.js";
// src/state/quiz.ts
/**
* The answers given so far: each of quizAnswersSchema's fields, optional. (Spelled out rather than `z.partial`: zod's
* code sits in the first page's chunk, and `partial` is used nowhere else.)
*/
var progressSchema = object(Object.fromEntries(Object.entries(quizAnswersSchema.shape).map(([name, schema]) => [name, optional(schema)])));
var quizAnswersAtom = storedAtom(storageKeys.quizAnswers, {}, progressSchema, local);
/** Every answer of the quiz, when all of them are given (else null): what the matches and the registration send. */
function quizAnswersOf(progress) {
	const parsed = quizAnswersSchema.safeParse(progress);
	return parsed.success ? parsed.data : null;
}
/** The stored answers, read outside React (the quiz's loader, the registration's action). */
var storedQuizProgress = () => appStore.get(quizAnswersAtom);
var storedQuizAnswers = () => quizAnswersOf(storedQuizProgress());
/** Keeps the answers of a step (they replace that step's earlier ones). */
function saveQuizAnswers(answers) {
	appStore.set(quizAnswersAtom, (current) => ({
		...current,
		...answers
	}));
}
/** Forgets the answers (start over; a registration took them). */
function clearQuizAnswers() {
	appStore.set(quizAnswersAtom, RESET);
}
export { storedQuizAnswers as a, saveQuizAnswers as i, quizAnswersAtom as n, storedQuizProgress as o, quizAnswersOf as r, clearQuizAnswers as t };
