import { RESET } from 'jotai/vanilla/utils';
import { z } from 'zod/mini';
import { storageKeys } from './keys';
import { local, storedAtom } from './storage';
import { appStore } from './store';
import { quizAnswersSchema, type QuizAnswers } from '../api/schemas/quiz';

/**
 * A visitor's answers to the onboarding quiz (docs/product.md §4.9): each step's answers once they are valid, kept in
 * local storage (a reload, another tab and the registration find them), checked with the API's own schema when read.
 * Loaded by the quiz and the registration only.
 */
export type QuizProgress = Partial<QuizAnswers>;

/**
 * The answers given so far: each of quizAnswersSchema's fields, optional. (Spelled out rather than `z.partial`: zod's
 * code sits in the first page's chunk, and `partial` is used nowhere else.)
 */
const progressSchema = z.object(
  Object.fromEntries(Object.entries(quizAnswersSchema.shape).map(([name, schema]) => [name, z.optional(schema)])),
) as unknown as z.ZodMiniType<QuizProgress>;

export const quizAnswersAtom = storedAtom<QuizProgress>(storageKeys.quizAnswers, {}, progressSchema, local);

/** Every answer of the quiz, when all of them are given (else null): what the matches and the registration send. */
export function quizAnswersOf(progress: QuizProgress): QuizAnswers | null {
  const parsed = quizAnswersSchema.safeParse(progress);
  return parsed.success ? parsed.data : null;
}

/** The stored answers, read outside React (the quiz's loader, the registration's action). */
export const storedQuizProgress = (): QuizProgress => appStore.get(quizAnswersAtom);
export const storedQuizAnswers = (): QuizAnswers | null => quizAnswersOf(storedQuizProgress());

/** Keeps the answers of a step (they replace that step's earlier ones). */
export function saveQuizAnswers(answers: QuizProgress) {
  appStore.set(quizAnswersAtom, (current) => ({ ...current, ...answers }));
}

/** Forgets the answers (start over; a registration took them). */
export function clearQuizAnswers() {
  appStore.set(quizAnswersAtom, RESET);
}
