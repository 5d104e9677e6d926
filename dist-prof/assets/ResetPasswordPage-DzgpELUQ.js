import { Dr as Link, Nt as require_jsx_runtime, Pr as useLoaderData, br as href } from "./index-BTLBy0eD.js";
import { Et as PASSWORD_RULES, Pt as resetPasswordFormSchema } from "./mock-CDwb7JL5.js";
import { a as TextField } from "./fields-C5JjZIJC.js";
import { i as useSchemaForm, n as SubmitButton, r as useFormAction, t as Form } from "./Form-B3qryzaX.js";
// src/features/auth/ResetPasswordPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** reset-password?token=… (from the emailed link): a new password, typed twice, under the same rules as at registration. */
function ResetPasswordPage() {
	const { token, link } = useLoaderData();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "page page--auth",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			className: "card auth-card",
			"aria-labelledby": "reset-title",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					id: "reset-title",
					children: "Choose a new password"
				}),
				token && link?.ok ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResetForm, {
					token,
					email: link.value.email
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "form-error",
					role: "alert",
					children: link && !link.ok ? link.message : "This link is not complete. Open it again from the email, or ask for a new one."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "auth-links",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: href("forgotPassword"),
							children: "Ask for a new link"
						}),
						" · ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: href("login"),
							children: "Back to sign in"
						})
					]
				})
			]
		})
	});
}
function ResetForm({ token, email }) {
	const form = useSchemaForm(resetPasswordFormSchema, {
		token,
		password: "",
		confirmPassword: ""
	});
	const { submit, busy, result } = useFormAction();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Form, {
		form,
		onValid: (values) => submit(values),
		result,
		busy,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
				"For ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: email }),
				".",
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "muted",
					children: "Saving it signs your account out on every device: sign in again with the new password."
				})
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				name: "password",
				label: "New password",
				type: "password",
				autoComplete: "new-password",
				hint: PASSWORD_RULES
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				name: "confirmPassword",
				label: "New password again",
				type: "password",
				autoComplete: "new-password"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
				className: "button button--primary button--block",
				busy,
				busyLabel: "Saving…",
				children: "Save the new password"
			})
		]
	});
}
export { ResetPasswordPage as default };
