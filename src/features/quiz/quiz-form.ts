import { z } from 'zod/mini';
import type { JobOptions } from '../../api/schemas/job';
import { quizAnswersSchema } from '../../api/schemas/quiz';
import type { QuizProgress } from '../../state/quiz';

/**
 * The quiz's steps and its one form: the values as typed (text, ticked boxes), and the way from them to the API's
 * answers, each step checked with its own fields of the API's schema (quizAnswersSchema), so the quiz, the matches
 * and the registration agree on every rule.
 */

export interface QuizValues {
  /** The job field whose focuses are offered (not an answer: the focuses say it). */
  jobField: string;
  focus: string[];
  jobType: string[];
  currentLocation: { country: string; state: string; city: string };
  maxDistanceMiles: string;
  isRemoteConsidered: boolean;
  /** One minimum per pay period (the profile takes up to three; the quiz asks for one). */
  salaries: Array<{ min: string; compensationId: string }>;
  isMinimumDisabled: boolean;
  benefits: string[];
}

type AnswerField = keyof typeof quizAnswersSchema.shape;

/** The questions, in order; the results are the step after the last. */
export const QUESTIONS = [
  { label: 'Your work', fields: ['focus'] },
  { label: 'Job types', fields: ['jobType'] },
  { label: 'Where', fields: ['currentLocation', 'maxDistanceMiles', 'isRemoteConsidered'] },
  { label: 'Pay', fields: ['salaries', 'isMinimumDisabled'] },
  { label: 'Benefits', fields: ['benefits'] },
] as const satisfies ReadonlyArray<{ label: string; fields: readonly AnswerField[] }>;

export const STEP_LABELS = [...QUESTIONS.map((q) => q.label), 'Your matches'];
export const STEP_COUNT = STEP_LABELS.length;
export const RESULTS_STEP = STEP_LABELS.length;

/** The step of a URL's `?step=`: 1 when missing or not a step. */
export function stepOf(value: string | null): number {
  const step = Number(value ?? 1);
  return Number.isInteger(step) && step >= 1 && step <= STEP_COUNT ? step : 1;
}

/** The answers of one question, as the API's schema takes them. */
const answersOfStep = (step: number) => {
  const question = QUESTIONS[step - 1]!;
  return z.pick(
    quizAnswersSchema,
    Object.fromEntries(question.fields.map((f) => [f, true])) as Record<AnswerField, true>,
  );
};

/** The first question not answered yet (or the results, when all are). */
export function firstUnanswered(progress: QuizProgress): number {
  const index = QUESTIONS.findIndex((_, i) => !answersOfStep(i + 1).safeParse(progress).success);
  return index === -1 ? RESULTS_STEP : index + 1;
}

/** The form's values brought to the API's answers (blank text as none; no pay when there is no minimum). */
function inputOf(values: QuizValues, options: JobOptions) {
  const inField = (id: string) =>
    options.focuses.some((f) => String(f.id) === id && String(f.jobFieldId) === values.jobField);
  const location = values.currentLocation;
  return {
    jobField: values.jobField,
    // Only the focuses of the field chosen now (boxes ticked under another field before it changed do not count).
    focus: values.focus.filter(inField),
    jobType: values.jobType,
    currentLocation: location.country ? location : null,
    maxDistanceMiles: values.maxDistanceMiles,
    isRemoteConsidered: values.isRemoteConsidered,
    salaries: values.isMinimumDisabled
      ? []
      : values.salaries.map((s) => ({ min: s.min, max: '', compensationId: s.compensationId })),
    isMinimumDisabled: values.isMinimumDisabled,
    benefits: values.benefits,
  };
}

/** What the form's resolver gives once a step is valid: that step's answers (and, on the first, the field chosen). */
export type StepAnswers = QuizProgress & { jobField?: string };

/** The schema of a question's step: its fields of the API's schema (the first also asks for a job field). */
export function stepSchema(step: number, options: JobOptions): z.ZodMiniType<StepAnswers, QuizValues> {
  const answers =
    step === 1
      ? z.extend(answersOfStep(1), { jobField: z.string().check(z.minLength(1, 'Choose a job field')) })
      : answersOfStep(step);
  return z.pipe(
    z.transform((values: QuizValues): unknown => inputOf(values, options)),
    answers as z.ZodMiniType<StepAnswers>,
  ) as unknown as z.ZodMiniType<StepAnswers, QuizValues>;
}

/** A step's answers when its values are valid (kept as they are typed), else null. */
export function validAnswers(step: number, values: QuizValues, options: JobOptions): QuizProgress | null {
  if (step > QUESTIONS.length) return null;
  const parsed = stepSchema(step, options).safeParse(values);
  if (!parsed.success) return null;
  const { jobField: _field, ...answers } = parsed.data;
  return answers;
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form's values of the answers given so far (the field is the one of the first focus). */
export function valuesOf(progress: QuizProgress, options: JobOptions): QuizValues {
  const field = options.focuses.find((f) => progress.focus?.includes(f.id))?.jobFieldId;
  const location = progress.currentLocation;
  const pay = progress.salaries?.[0];
  return {
    jobField: text(field),
    focus: (progress.focus ?? []).map(String),
    jobType: (progress.jobType ?? []).map(String),
    currentLocation: { country: text(location?.country), state: text(location?.state), city: text(location?.city) },
    maxDistanceMiles: text(progress.maxDistanceMiles),
    isRemoteConsidered: progress.isRemoteConsidered ?? false,
    salaries: [{ min: text(pay?.min), compensationId: text(pay?.compensationId) }],
    isMinimumDisabled: progress.isMinimumDisabled ?? false,
    benefits: [...(progress.benefits ?? [])],
  };
}
