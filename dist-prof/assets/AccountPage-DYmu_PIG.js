import { Dr as Link, Hr as useSearchParams, Kr as require_react, Nt as require_jsx_runtime, Pr as useLoaderData, Xt as getUser, Yr as __toESM, br as href } from "./index-BTLBy0eD.js";
import { n as PasswordSection, r as SettingsSection, t as DetailsSection } from "./sections-B2yqrCKq.js";
import { _n as ProfileVisibility, bt as deleteAccountSchema, wt as profileVisibilitySchema, xt as emailChangeSchema, yn as profileVisibilityLabels } from "./mock-CDwb7JL5.js";
import { a as TextField, n as ChoiceGroup } from "./fields-C5JjZIJC.js";
import { n as SubmitButton, r as useFormAction, t as Form } from "./Form-B3qryzaX.js";
import { n as useSectionsLeaveGuard, t as useSectionForm } from "./sections-CPRFALL2.js";
import { a as Dialog } from "./LeaveGuard-0vtwPB0w.js";
import { n as ProblemPage, o as useRouteProblem } from "./RouteProblem-Dfh8qJ4W.js";
// src/features/account/candidate-sections.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The candidate's own settings: the address, who may see the profile, and the account's deletion. */
var NO_CHANGE = {
	email: "",
	password: ""
};
var noChange = () => NO_CHANGE;
/** The address: a new one takes effect once confirmed through the link emailed to it. */
function EmailSection({ account, report }) {
	const { formProps, busy, submit } = useSectionForm(emailChangeSchema, {
		intent: "email",
		fresh: NO_CHANGE,
		report,
		afterSave: noChange
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SettingsSection, {
		title: "Email address",
		intro: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
			"You sign in with ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: account.email }),
			"."
		] }), account.pendingEmail && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "notice",
			role: "status",
			children: [
				"Waiting for confirmation: ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: account.pendingEmail }),
				". Open the link we emailed to it; until then your address stays as it is."
			]
		})] }),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Form, {
			...formProps,
			onValid: submit,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "form-row",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					name: "email",
					label: "New email address",
					type: "email",
					autoComplete: "email"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					name: "password",
					label: "Current password",
					type: "password",
					autoComplete: "current-password"
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
				busy,
				busyLabel: "Sending…",
				children: "Send a confirmation link"
			})]
		})
	});
}
var VISIBILITY_CHOICES = [{
	value: String(ProfileVisibility.Public),
	label: profileVisibilityLabels[ProfileVisibility.Public],
	description: "Anyone who has the link to your profile can see it."
}, {
	value: String(ProfileVisibility.AppliedEmployers),
	label: profileVisibilityLabels[ProfileVisibility.AppliedEmployers],
	description: "Only the companies whose jobs you applied to. Everyone else finds no profile."
}];
/** Who may see the public profile (candidate/{id}/view). */
function VisibilitySection({ account, userId, report }) {
	const fresh = { profileVisibility: String(account.profileVisibility) };
	const { formProps, busy, submit } = useSectionForm(profileVisibilitySchema, {
		intent: "visibility",
		fresh,
		report
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SettingsSection, {
		title: "Who can see your profile",
		intro: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "muted",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: href("candidateView", { id: userId }),
				children: "See your profile as employers see it"
			})
		}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Form, {
			...formProps,
			onValid: submit,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceGroup, {
				name: "profileVisibility",
				legend: "Your profile is visible to",
				choices: VISIBILITY_CHOICES
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
				busy,
				busyLabel: "Saving…",
				children: "Save"
			})]
		})
	});
}
/** Deleting the account, after a question and the password: the profile, applications and saved jobs go with it. */
function DeleteSection() {
	const [asking, setAsking] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SettingsSection, {
		title: "Delete your account",
		intro: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "muted",
			children: "Your profile, your applications and your saved jobs are deleted with it. This cannot be undone."
		}),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: "button button--danger",
			onClick: () => setAsking(true),
			children: "Delete my account…"
		}), asking && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteQuestion, { onCancel: () => setAsking(false) })]
	});
}
function DeleteQuestion({ onCancel }) {
	const { formProps, busy, submit } = useSectionForm(deleteAccountSchema, {
		intent: "delete",
		fresh: { password: "" },
		report: null
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
		title: "Delete your account?",
		onClose: onCancel,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Your profile, applications and saved jobs are deleted, and you are signed out. Enter your password to confirm." }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Form, {
			...formProps,
			onValid: submit,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				name: "password",
				label: "Password",
				type: "password",
				autoComplete: "current-password"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "dialog__actions",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
					className: "button button--danger",
					busy,
					busyLabel: "Deleting…",
					children: "Delete my account"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button",
					onClick: onCancel,
					children: "Keep my account"
				})]
			})]
		})]
	});
}
// src/features/account/AccountPage.tsx
/**
* account (candidates): name and pronouns, the address (changed once the new one is confirmed), the password, who may
* see the profile, and deleting the account (docs/product.md §4.7). Each section saves on its own. The link emailed
* to a new address opens this page with `?emailChange=…`: one click confirms it (mail scanners confirm nothing).
*/
function AccountPage() {
	const { account } = useLoaderData();
	const { report, question } = useSectionsLeaveGuard();
	const [params] = useSearchParams();
	const token = params.get("emailChange");
	const userId = getUser()?.user.id ?? 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "page settings",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
				className: "settings__head",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: "Account settings" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "lead",
					children: [
						"Signed in as ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: account.email }),
						". Each section saves on its own."
					]
				})]
			}),
			token && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmEmailChange, {
				token,
				pendingEmail: account.pendingEmail
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailsSection, {
				account,
				report
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailSection, {
				account,
				report
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordSection, { report }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisibilitySection, {
				account,
				userId,
				report
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteSection, {}),
			question
		]
	});
}
/** The emailed link's step: confirm the new address, then the page goes on without the link's token. */
function ConfirmEmailChange({ token, pendingEmail }) {
	const { submit, busy, result } = useFormAction();
	const [, setParams] = useSearchParams();
	const heading = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => heading.current?.focus(), []);
	(0, import_react.useEffect)(() => {
		if (result?.ok) setParams({}, { replace: true });
	}, [result, setParams]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "card settings-section settings-section--confirm",
		"aria-labelledby": "confirm-email-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "confirm-email-title",
				ref: heading,
				tabIndex: -1,
				children: "Confirm your new email address"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: pendingEmail ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				"Your account will use ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: pendingEmail }),
				" from now on."
			] }) : "Confirm the address this link was sent to." }),
			result && !result.ok && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "form-error",
				role: "alert",
				children: [result.message, " To get a new link, send it again below."]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "button button--primary",
				"aria-disabled": busy,
				onClick: () => void submit({
					intent: "confirmEmail",
					token
				}),
				children: busy ? "Confirming…" : "Confirm my new address"
			})
		]
	});
}
/** The settings could not be loaded. */
function ErrorBoundary() {
	const problem = useRouteProblem();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProblemPage, {
		title: "Your account settings could not be loaded",
		text: problem.text,
		action: {
			to: href("jobs"),
			label: "Find jobs"
		},
		retry: problem.retry
	});
}
export { ErrorBoundary, AccountPage as default };
