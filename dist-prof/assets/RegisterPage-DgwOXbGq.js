import { Dr as Link, Hr as useSearchParams, Kr as require_react, Nt as require_jsx_runtime, Ur as useAtomValue, Yr as __toESM, br as href } from "./index-BTLBy0eD.js";
import { i as useSchemaForm, n as SubmitButton, r as useFormAction, t as Form, u as useWatch } from "./Form-B3qryzaX.js";
import { Et as PASSWORD_RULES, Tt as ACCOUNT_TYPES, jt as registrationSchema } from "./mock-CDwb7JL5.js";
import { a as TextField, n as ChoiceGroup, t as Checkbox } from "./fields-C5JjZIJC.js";
import { n as quizAnswersAtom, r as quizAnswersOf } from "./quiz-CyXIGTgf.js";
// src/features/auth/RegisterPage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var ACCOUNT_CHOICES = [{
	value: "candidate",
	label: "I am looking for work",
	description: "Find jobs outdoors, save them, apply, and get recommendations."
}, {
	value: "employer",
	label: "I am hiring",
	description: "Post jobs for your company and find the people for them."
}];
var EMPTY = {
	accountType: void 0,
	firstName: "",
	lastName: "",
	email: "",
	password: "",
	acceptTerms: false
};
/** `?as=candidate` (the quiz's invitation) chooses the kind of account. */
var accountTypeOf = (value) => ACCOUNT_TYPES.includes(value ?? "") ? value : void 0;
/** The quiz's answers go with a candidate's registration, unless the visitor leaves them out. */
function QuizAnswersNotice({ keep, onKeep }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "notice quiz-notice",
		role: "group",
		"aria-label": "Your quiz answers",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: keep ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Your quiz answers will start your profile" }), ": your work, job types, where, pay and benefits."] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: "Your quiz answers are left out: your profile starts empty." }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
			className: "check",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				type: "checkbox",
				checked: keep,
				onChange: (event) => onKeep(event.target.checked)
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: "Start my profile with my quiz answers" })]
		})]
	});
}
/**
* register (visitors with beta access): a candidate's or an employer's account. The address must be confirmed
* before the first sign-in: the registration's page says where the link went (docs/product.md §4, "Accounts").
*/
function RegisterPage() {
	const [params] = useSearchParams();
	const [initial] = (0, import_react.useState)(() => ({
		...EMPTY,
		accountType: accountTypeOf(params.get("as"))
	}));
	const form = useSchemaForm(registrationSchema, initial);
	const { submit, busy, result } = useFormAction();
	const accountType = useWatch({
		control: form.control,
		name: "accountType"
	});
	const progress = useAtomValue(quizAnswersAtom);
	const storedQuiz = (0, import_react.useMemo)(() => quizAnswersOf(progress) !== null, [progress]);
	const [hasQuiz, setHasQuiz] = (0, import_react.useState)(storedQuiz);
	if (!busy && hasQuiz !== storedQuiz) setHasQuiz(storedQuiz);
	const [keepQuiz, setKeepQuiz] = (0, import_react.useState)(true);
	const offersQuiz = hasQuiz && accountType === "candidate";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "page page--auth",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			className: "card auth-card",
			"aria-labelledby": "register-title",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					id: "register-title",
					children: "Create an account"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "muted",
					children: "Free for candidates and for employers. We email you a link to confirm your address."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Form, {
					form,
					onValid: (values) => submit({
						...values,
						withQuiz: offersQuiz && keepQuiz
					}),
					result,
					busy,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceGroup, {
							name: "accountType",
							legend: "How will you use the job board?",
							choices: ACCOUNT_CHOICES
						}),
						offersQuiz && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuizAnswersNotice, {
							keep: keepQuiz,
							onKeep: setKeepQuiz
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "form-row",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
								name: "firstName",
								label: "First name",
								autoComplete: "given-name"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
								name: "lastName",
								label: "Last name",
								autoComplete: "family-name"
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
							name: "email",
							label: "Email",
							type: "email",
							autoComplete: "email"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
							name: "password",
							label: "Password",
							type: "password",
							autoComplete: "new-password",
							hint: PASSWORD_RULES
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
							name: "acceptTerms",
							label: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
								"I accept the",
								" ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
									to: href("termsConditions"),
									target: "_blank",
									rel: "noopener",
									children: ["terms and conditions", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										className: "visually-hidden",
										children: " (opens in a new tab)"
									})]
								}),
								" ",
								"and the",
								" ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
									to: href("privacyPolicy"),
									target: "_blank",
									rel: "noopener",
									children: ["privacy policy", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										className: "visually-hidden",
										children: " (opens in a new tab)"
									})]
								}),
								"."
							] })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
							className: "button button--primary button--block",
							busy,
							busyLabel: "Creating your account…",
							children: "Create account"
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "auth-links",
					children: ["Already have an account? ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: href("login"),
						children: "Sign in"
					})]
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("aside", {
			className: "card auth-aside",
			"aria-labelledby": "register-why",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "register-why",
					children: "What an account gives you"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "Looking for work" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Jobs recommended for your profile, with how well each one matches." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Save jobs, apply in one click, and follow each application." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "A public profile that employers can see, if you want them to." })
				] }),
				!hasQuiz && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "muted",
					children: [
						"Not sure yet? ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: href("quiz"),
							children: "Take the quiz"
						}),
						": a few questions, and the jobs that match your answers."
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "Hiring" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Post jobs for your company: each is reviewed before it goes live." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Boost a job: sponsored at the top of searches, in the newsletter, on social media." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Manage your company's page and jobs with your team." })
				] })
			]
		})]
	});
}
export { RegisterPage as default };
