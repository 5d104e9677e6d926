import { Br as useRevalidator, Dr as Link, Fr as useLocation, J as jobTypeLabels, Kr as require_react, Nt as require_jsx_runtime, Pr as useLoaderData, Q as benefitFlagLabels, Rr as useNavigate, St as failureLines, Yr as __toESM, Z as BENEFIT_FLAGS, br as href, o as JobCard, zr as useNavigation } from "./index-BTLBy0eD.js";
import { c as validAnswers, i as STEP_LABELS, l as valuesOf, n as RESULTS_STEP, r as STEP_COUNT, s as stepSchema, t as QUESTIONS } from "./quiz-form-BGJ9dpFF.js";
import { i as useSchemaForm, n as SubmitButton, t as Form, u as useWatch } from "./Form-B3qryzaX.js";
import { n as Options } from "./Field-DecYDt-E.js";
import { a as TextField, r as SelectInput, t as Checkbox } from "./fields-C5JjZIJC.js";
import { t as CheckboxGroup } from "./lists-Bk3aQrsQ.js";
import { t as PlaceFields } from "./PlaceFields-QRhraY9V.js";
import { kn as profileCompleteness } from "./mock-CDwb7JL5.js";
import { t as JobMatch } from "./JobMatch-C4Vd-xQZ.js";
import { i as saveQuizAnswers, o as storedQuizProgress, t as clearQuizAnswers } from "./quiz-CyXIGTgf.js";
// src/features/quiz/QuizQuestions.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* The questions of the quiz, one per step: the fields of the form around them (the profile editor's own fields, so an
* answer here reads the same there), each with its error beside it.
*/
var jobTypeOptions = Object.entries(jobTypeLabels).map(([value, label]) => ({
	value,
	label
}));
var benefitOptions = BENEFIT_FLAGS.map((flag) => ({
	value: flag,
	label: benefitFlagLabels[flag]
}));
var DISTANCES = [
	25,
	50,
	100,
	250,
	500
];
/** The job field, then its focuses: the match looks for jobs of these first. */
function WorkFields({ options }) {
	const field = useWatch({ name: "jobField" });
	const focuses = options.focuses.filter((f) => String(f.jobFieldId) === field).map((f) => ({
		value: f.id,
		label: f.name
	}));
	const fieldName = options.jobFields.find((f) => String(f.id) === field)?.name;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SelectInput, {
		name: "jobField",
		label: "Job field",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
			value: "",
			children: "Choose…"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Options, { items: options.jobFields })]
	}), fieldName ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxGroup, {
		name: "focus",
		legend: `Your focus in ${fieldName}`,
		hint: "Tick at least one.",
		options: focuses
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "quiz__aside muted",
		children: "Choose a job field to see the kinds of work in it."
	})] });
}
function JobTypeFields() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxGroup, {
		name: "jobType",
		legend: "Job types",
		hint: "Leave them all unticked if any type will do.",
		options: jobTypeOptions
	});
}
function WhereFields() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
			className: "choices",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
					className: "field__label",
					children: "Where you live"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "field__hint",
					children: "Jobs are measured from your town. Leave it out to see jobs anywhere."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlaceFields, {
					prefix: "currentLocation.",
					optional: true
				})
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SelectInput, {
			name: "maxDistanceMiles",
			label: "How far would you travel or move?",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("option", {
				value: "",
				children: [
					"No limit given (",
					50,
					" miles)"
				]
			}), DISTANCES.map((miles) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("option", {
				value: miles,
				children: [
					"Up to ",
					miles,
					" miles"
				]
			}, miles))]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
			name: "isRemoteConsidered",
			label: "I would work remotely"
		})
	] });
}
/** A minimum per pay period, or none at all (its fields step aside, what was typed in them kept). */
function PayFields({ options }) {
	const noMinimum = useWatch({ name: "isMinimumDisabled" });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [!noMinimum && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "form-row quiz__pay",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			name: "salaries.0.min",
			label: "Lowest pay you would take ($)",
			inputMode: "numeric",
			autoComplete: "off"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SelectInput, {
			name: "salaries.0.compensationId",
			label: "Pay period",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
				value: "",
				children: "Choose…"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Options, { items: options.salaryCompensations })]
		})]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
		name: "isMinimumDisabled",
		label: "No minimum: I am open to any pay"
	})] });
}
function BenefitFields() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxGroup, {
		name: "benefits",
		legend: "Benefits you want",
		hint: "Tick any that matter to you, or none.",
		options: benefitOptions
	});
}
/** The questions in the order of QUESTIONS (./quiz-form.ts). */
var questions = [
	{
		title: "What kind of work are you looking for?",
		intro: "Choose your job field, then what you do in it.",
		Fields: WorkFields
	},
	{
		title: "Which job types suit you?",
		intro: "Full time, seasonal, a contract: tick the ones you would take.",
		Fields: JobTypeFields
	},
	{
		title: "Where do you want to work?",
		intro: "Where you live, how far you would go, and whether remote work suits you.",
		Fields: WhereFields
	},
	{
		title: "What pay are you looking for?",
		intro: "The least you would take, per hour, day, week, month or year. Jobs that pay less rank lower.",
		Fields: PayFields
	},
	{
		title: "Which benefits matter to you?",
		intro: "Housing, relocation, commuting, a visa: what would help you take a job.",
		Fields: BenefitFields
	}
];
// src/features/quiz/QuizResults.tsx
/** How many live jobs match, and the best of them; a failure in place, with a retry. */
function Matches({ matches }) {
	const revalidator = useRevalidator();
	if (!matches.ok) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "card empty-state",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "Your matches could not be loaded" }),
			failureLines(matches.status, matches.message).map((line, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: i ? "muted" : void 0,
				children: line
			}, line)),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "button button--primary",
				onClick: () => void revalidator.revalidate(),
				children: "Try again"
			})
		]
	});
	const { total, jobs } = matches.value;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		className: "quiz-results__count",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: total.toLocaleString("en-US") }),
			" active ",
			total === 1 ? "job matches" : "jobs match",
			" your answers"
		]
	}), jobs.length ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: jobs.length === 1 ? "Your best match" : `Your best ${jobs.length}` }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "job-list",
		"aria-label": "Your best matches",
		children: jobs.map((job) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(JobCard, {
			job,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(JobMatch, { job })
		}) }, job.id))
	})] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "card empty-state",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "No active job matches yet" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "muted",
			children: "Try another focus, more job types, a longer distance or remote work. New jobs are posted every week."
		})]
	})] });
}
/** The profile the answers would start: its completeness, by section, and the way to it (an account). */
function Invitation({ answers }) {
	const completeness = profileCompleteness(answers);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("aside", {
		className: "card quiz-invite",
		"aria-labelledby": "quiz-invite-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
				id: "quiz-invite-title",
				children: "Keep these answers: create your account"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
				"Your answers start your profile, and the jobs that match them are recommended to you as they are posted. You would start ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("strong", { children: [completeness.total, " % complete"] }),
				"."
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("progress", {
				className: "quiz-meter",
				max: 100,
				value: completeness.total,
				"aria-label": "Profile completeness"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
				className: "quiz-invite__parts",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
						"Work preference: ",
						completeness.workPreference,
						" %"
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
						"Qualifications: ",
						completeness.qualifications,
						" %"
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
						"About you: ",
						completeness.about,
						" %"
					] })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				className: "button button--primary",
				to: href("register", null, { as: "candidate" }),
				children: "Create your account"
			})
		]
	});
}
/** The last step: the matches of the answers, the profile they would start, and the ways on. */
function QuizResults({ data, headingRef, onBack, onStartOver }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "quiz-results",
		"aria-labelledby": "quiz-step-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "quiz-results__matches",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "quiz-step-title",
					className: "quiz__title",
					tabIndex: -1,
					ref: headingRef,
					children: "Your matches"
				}), data.matches && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Matches, { matches: data.matches })]
			}),
			data.answers && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Invitation, { answers: data.answers }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "quiz__actions quiz__actions--bare",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button",
					onClick: onBack,
					children: "Back"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button button--ghost",
					onClick: onStartOver,
					children: "Start over"
				})]
			})
		]
	});
}
// src/features/quiz/QuizPage.tsx
var stepHref = (step) => href("quiz", null, { step });
/** Where the visitor is: "Step 2 of 6", a progress bar, and the steps by name. */
function Progress({ step }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "quiz-progress",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "quiz-progress__text",
				id: "quiz-progress",
				children: [
					"Step ",
					step,
					" of ",
					STEP_COUNT,
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "quiz-progress__name",
						children: [": ", STEP_LABELS[step - 1]]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("progress", {
				className: "quiz-meter",
				max: STEP_COUNT,
				value: step,
				"aria-labelledby": "quiz-progress"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
				className: "quiz-progress__steps",
				"aria-label": "Steps",
				children: STEP_LABELS.map((label, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
					className: i + 1 < step ? "is-done" : void 0,
					"aria-current": i + 1 === step ? "step" : void 0,
					children: label
				}, label))
			})
		]
	});
}
/**
* quiz (visitors, beta access): a few questions, one step at a time, then the live jobs they match and the profile
* they would start (docs/product.md §4.9). The step is in the URL (`?step=3`: the browser's Back works, and the
* loader fetches the matches of the last step); the answers are kept as they become valid (local storage, the
* app's store: src/state/quiz.ts). One form holds every step's values: Back, Next and the browser's Back keep what
* is typed. Each step is checked with its fields of the API's schema before Next; the focus goes to each new step's
* heading.
*/
function QuizPage() {
	const data = useLoaderData();
	const { step, options } = data;
	const navigate = useNavigate();
	const navigation = useNavigation();
	const location = useLocation();
	const schema = (0, import_react.useMemo)(() => stepSchema(Math.min(step, QUESTIONS.length), options), [step, options]);
	const [initial] = (0, import_react.useState)(() => valuesOf(storedQuizProgress(), options));
	const form = useSchemaForm(schema, initial);
	const heading = (0, import_react.useRef)(null);
	const shown = (0, import_react.useRef)(step);
	(0, import_react.useLayoutEffect)(() => {
		if (shown.current === step) return;
		shown.current = step;
		form.reset(void 0, {
			keepValues: true,
			keepDefaultValues: true,
			keepDirty: true,
			keepTouched: true
		});
		heading.current?.focus();
	}, [step, form]);
	(0, import_react.useEffect)(() => {
		const subscription = form.watch((values) => {
			const answers = validAnswers(step, values, options);
			if (answers) saveQuizAnswers(answers);
		});
		return () => subscription.unsubscribe();
	}, [
		form,
		step,
		options
	]);
	const busy = navigation.state !== "idle" && navigation.location?.pathname === location.pathname;
	const openedFrom = location.state?.quizStep;
	const back = () => void (openedFrom === step - 1 ? navigate(-1) : navigate(stepHref(step - 1)));
	const startOver = () => {
		clearQuizAnswers();
		form.reset(valuesOf({}, options));
		navigate(stepHref(1));
	};
	const question = questions[step - 1];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "page quiz",
		"aria-labelledby": "quiz-title",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
			className: "quiz__head",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "eyebrow",
					children: "Find your outdoor job"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					id: "quiz-title",
					children: "Onboarding quiz"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Progress, { step })
			]
		}), step === RESULTS_STEP || !question ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuizResults, {
			data,
			headingRef: heading,
			onBack: back,
			onStartOver: startOver
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Form, {
			form,
			busy,
			confirmLeave: false,
			className: "card quiz__card",
			onValid: async ({ jobField: _field, ...answers }) => {
				saveQuizAnswers(answers);
				await navigate(stepHref(step + 1), { state: { quizStep: step } });
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "quiz-step-title",
					className: "quiz__title",
					tabIndex: -1,
					ref: heading,
					children: question.title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "quiz__intro muted",
					children: question.intro
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "quiz__fields",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(question.Fields, { options })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "quiz__actions",
					children: [step > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button",
						onClick: back,
						children: "Back"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
						className: "button button--primary quiz__next",
						busy,
						busyLabel: step === QUESTIONS.length ? "Finding your matches…" : "Next…",
						children: step === QUESTIONS.length ? "See my matches" : "Next"
					})]
				})
			]
		})]
	});
}
export { QuizPage as default };
