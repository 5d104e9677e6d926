import { Jn as extend, fr as _minLength, nr as pipe, or as string, sr as transform, tr as pick } from "./index-BTLBy0eD.js";
import { It as quizAnswersSchema } from "./mock-CDwb7JL5.js";
// src/features/quiz/quiz-form.ts
/** The questions, in order; the results are the step after the last. */
var QUESTIONS = [
	{
		label: "Your work",
		fields: ["focus"]
	},
	{
		label: "Job types",
		fields: ["jobType"]
	},
	{
		label: "Where",
		fields: [
			"currentLocation",
			"maxDistanceMiles",
			"isRemoteConsidered"
		]
	},
	{
		label: "Pay",
		fields: ["salaries", "isMinimumDisabled"]
	},
	{
		label: "Benefits",
		fields: ["benefits"]
	}
];
var STEP_LABELS = [...QUESTIONS.map((q) => q.label), "Your matches"];
var STEP_COUNT = STEP_LABELS.length;
var RESULTS_STEP = STEP_LABELS.length;
/** The step of a URL's `?step=`: 1 when missing or not a step. */
function stepOf(value) {
	const step = Number(value ?? 1);
	return Number.isInteger(step) && step >= 1 && step <= STEP_COUNT ? step : 1;
}
/** The answers of one question, as the API's schema takes them. */
var answersOfStep = (step) => {
	const question = QUESTIONS[step - 1];
	return pick(quizAnswersSchema, Object.fromEntries(question.fields.map((f) => [f, true])));
};
/** The first question not answered yet (or the results, when all are). */
function firstUnanswered(progress) {
	const index = QUESTIONS.findIndex((_, i) => !answersOfStep(i + 1).safeParse(progress).success);
	return index === -1 ? RESULTS_STEP : index + 1;
}
/** The form's values brought to the API's answers (blank text as none; no pay when there is no minimum). */
function inputOf(values, options) {
	const inField = (id) => options.focuses.some((f) => String(f.id) === id && String(f.jobFieldId) === values.jobField);
	const location = values.currentLocation;
	return {
		jobField: values.jobField,
		focus: values.focus.filter(inField),
		jobType: values.jobType,
		currentLocation: location.country ? location : null,
		maxDistanceMiles: values.maxDistanceMiles,
		isRemoteConsidered: values.isRemoteConsidered,
		salaries: values.isMinimumDisabled ? [] : values.salaries.map((s) => ({
			min: s.min,
			max: "",
			compensationId: s.compensationId
		})),
		isMinimumDisabled: values.isMinimumDisabled,
		benefits: values.benefits
	};
}
/** The schema of a question's step: its fields of the API's schema (the first also asks for a job field). */
function stepSchema(step, options) {
	const answers = step === 1 ? extend(answersOfStep(1), { jobField: string().check(_minLength(1, "Choose a job field")) }) : answersOfStep(step);
	return pipe(transform((values) => inputOf(values, options)), answers);
}
/** A step's answers when its values are valid (kept as they are typed), else null. */
function validAnswers(step, values, options) {
	if (step > QUESTIONS.length) return null;
	const parsed = stepSchema(step, options).safeParse(values);
	if (!parsed.success) return null;
	const { jobField: _field, ...answers } = parsed.data;
	return answers;
}
var text = (value) => value === null || value === void 0 ? "" : String(value);
/** The form's values of the answers given so far (the field is the one of the first focus). */
function valuesOf(progress, options) {
	const field = options.focuses.find((f) => progress.focus?.includes(f.id))?.jobFieldId;
	const location = progress.currentLocation;
	const pay = progress.salaries?.[0];
	return {
		jobField: text(field),
		focus: (progress.focus ?? []).map(String),
		jobType: (progress.jobType ?? []).map(String),
		currentLocation: {
			country: text(location?.country),
			state: text(location?.state),
			city: text(location?.city)
		},
		maxDistanceMiles: text(progress.maxDistanceMiles),
		isRemoteConsidered: progress.isRemoteConsidered ?? false,
		salaries: [{
			min: text(pay?.min),
			compensationId: text(pay?.compensationId)
		}],
		isMinimumDisabled: progress.isMinimumDisabled ?? false,
		benefits: [...progress.benefits ?? []]
	};
}
export { firstUnanswered as a, validAnswers as c, STEP_LABELS as i, valuesOf as l, RESULTS_STEP as n, stepOf as o, STEP_COUNT as r, stepSchema as s, QUESTIONS as t };
