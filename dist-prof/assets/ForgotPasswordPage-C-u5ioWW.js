import { Dr as Link, Nt as require_jsx_runtime, br as href } from "./index-BTLBy0eD.js";
import { t as DemoMailboxHint } from "./DemoMailboxHint-Bu-Rh_6P.js";
import { kt as emailOnlySchema } from "./mock-CDwb7JL5.js";
import { a as TextField } from "./fields-C5JjZIJC.js";
import { i as useSchemaForm, n as SubmitButton, r as useFormAction, t as Form } from "./Form-B3qryzaX.js";
// src/features/auth/ForgotPasswordPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* forgot-password (visitors with beta access): a link to choose a new password, by email. The page says the same
* whether or not an account has the address (no one learns who has an account here).
*/
function ForgotPasswordPage() {
	const form = useSchemaForm(emailOnlySchema, { email: "" });
	const { submit, busy, result } = useFormAction();
	const sentTo = result?.ok ? result.value : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "page page--auth",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			className: "card auth-card",
			"aria-labelledby": "forgot-title",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					id: "forgot-title",
					children: "Forgot your password?"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "muted",
					children: "Enter the email address of your account: we send it a link to choose a new password."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Form, {
					form,
					onValid: (values) => submit(values),
					result,
					busy,
					confirmLeave: false,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						name: "email",
						label: "Email",
						type: "email",
						autoComplete: "email"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
						className: "button button--primary button--block",
						busy,
						busyLabel: "Sending…",
						children: sentTo ? "Send again" : "Send the link"
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					role: "status",
					children: sentTo && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "notice",
						children: [
							"If an account uses ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: sentTo }),
							", we sent it a link to choose a new password. It works once, for an hour."
						]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DemoMailboxHint, {})] })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "auth-links",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: href("login"),
						children: "Back to sign in"
					})
				})
			]
		})
	});
}
export { ForgotPasswordPage as default };
