import { Dr as Link, Et as useDemo, Hr as useSearchParams, Kr as require_react, Nt as require_jsx_runtime, Ur as useAtomValue, Yr as __toESM, br as href, tn as sessionEndAtom } from "./index-BTLBy0eD.js";
import { t as DemoMailboxHint } from "./DemoMailboxHint-Bu-Rh_6P.js";
import { gt as credentialsSchema } from "./mock-CDwb7JL5.js";
import { a as TextField } from "./fields-C5JjZIJC.js";
import { i as useSchemaForm, n as SubmitButton, r as useFormAction, t as Form } from "./Form-B3qryzaX.js";
// src/features/auth/LoginPage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Why the user is asked to sign in again, when the session ended under them (src/state/session.ts). */
var SESSION_ENDED = {
	expired: "Your session has expired.",
	refused: "Your session is no longer valid."
};
/** After a refusal for an unconfirmed address: a new confirmation link, by email. */
function ResendConfirmation({ email }) {
	const { submit, busy, result } = useFormAction();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "resend",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: "button",
			"aria-disabled": busy,
			onClick: () => !busy && void submit({
				intent: "resend",
				email
			}),
			children: busy ? "Sending…" : "Send a new confirmation link"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			role: "status",
			children: result?.ok && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
				"We sent a new link to ",
				email,
				"."
			] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DemoMailboxHint, {})] })
		})]
	});
}
function LoginPage() {
	const [params] = useSearchParams();
	const ended = useAtomValue(sessionEndAtom);
	const demo = useDemo();
	const form = useSchemaForm(credentialsSchema, {
		email: "",
		password: ""
	});
	const { submit, busy, result } = useFormAction();
	const [email, setEmail] = (0, import_react.useState)("");
	const signInWith = (credentials) => {
		setEmail(credentials.email);
		return submit({
			intent: "login",
			...credentials,
			returnUrl: params.get("returnUrl")
		});
	};
	const unconfirmed = result && !result.ok && result.status === 403;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "page page--auth",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			className: "card auth-card",
			"aria-labelledby": "login-title",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					id: "login-title",
					children: "Sign in"
				}),
				ended ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "notice",
					role: "status",
					children: [SESSION_ENDED[ended], " Sign in again to go back to where you were."]
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "muted",
					children: "Welcome back. Sign in to save jobs, apply and manage your company."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Form, {
					form,
					onValid: signInWith,
					result,
					busy,
					confirmLeave: false,
					children: [
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
							autoComplete: "current-password"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
							className: "button button--primary button--block",
							busy,
							busyLabel: "Signing in…",
							children: "Sign in"
						})
					]
				}),
				unconfirmed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResendConfirmation, { email }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "auth-links",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: href("forgotPassword"),
							children: "Forgot your password?"
						}),
						" ·",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: href("register"),
							children: "Create an account"
						})
					]
				})
			]
		}), demo && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			className: "card demo-accounts",
			"aria-labelledby": "demo-accounts-title",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "demo-accounts-title",
					children: "Demo accounts"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "muted",
					children: "One click signs you in. Every account's password is shown beside it."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", { children: demo.accounts.map((account) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					className: "demo-account",
					"aria-disabled": busy,
					onClick: () => !busy && signInWith({
						email: account.email,
						password: account.password
					}),
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "demo-account__label",
							children: account.label
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "demo-account__meta",
							children: [
								account.email,
								" · ",
								account.password
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "demo-account__desc",
							children: account.description
						})
					]
				}) }, account.email)) })
			]
		})]
	});
}
export { LoginPage as default };
