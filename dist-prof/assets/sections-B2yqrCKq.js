import { Kr as require_react, Nt as require_jsx_runtime, Yr as __toESM } from "./index-BTLBy0eD.js";
import { Et as PASSWORD_RULES, St as passwordChangeFormSchema, _t as accountDetailsSchema, bn as pronounsLabels, vn as Pronouns } from "./mock-CDwb7JL5.js";
import { a as TextField, r as SelectInput } from "./fields-C5JjZIJC.js";
import { n as SubmitButton, t as Form } from "./Form-B3qryzaX.js";
import { t as useSectionForm } from "./sections-CPRFALL2.js";
// src/features/account/sections.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* What the account pages (account, update-account) are made of: sections, each a form of its own saved on its own
* (an intent of the route's action), the page asking once before unsaved changes are lost
* (src/components/form/sections.tsx).
*/
/** A card of the settings page: its heading, what it is for, and its form. */
function SettingsSection({ title, intro, children }) {
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "card settings-section",
		"aria-labelledby": id,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id,
				children: title
			}),
			intro && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "settings-section__intro",
				children: intro
			}),
			children
		]
	});
}
var detailsOf = (account) => ({
	firstName: account.firstName,
	lastName: account.lastName,
	pronouns: account.pronouns === null ? "" : String(account.pronouns)
});
/** The name (the header shows it) and the pronouns (the public profile shows them). */
function DetailsSection({ account, report, pronouns = true }) {
	const { formProps, busy, submit } = useSectionForm(accountDetailsSchema, {
		intent: "details",
		fresh: detailsOf(account),
		report
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SettingsSection, {
		title: pronouns ? "Name and pronouns" : "Your name",
		intro: pronouns ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "muted",
			children: "Employers see them on your profile."
		}) : void 0,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Form, {
			...formProps,
			onValid: submit,
			children: [
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
				pronouns && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SelectInput, {
					name: "pronouns",
					label: "Pronouns",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: "",
						children: "Not shown"
					}), Object.values(Pronouns).map((code) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: code,
						children: pronounsLabels[code]
					}, code))]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
					busy,
					busyLabel: "Saving…",
					children: "Save"
				})
			]
		})
	});
}
var NO_PASSWORDS = {
	currentPassword: "",
	password: "",
	confirmPassword: ""
};
var noPasswords = () => NO_PASSWORDS;
/** A new password: the current one first; the other sessions of the account end. */
function PasswordSection({ report }) {
	const { formProps, busy, submit } = useSectionForm(passwordChangeFormSchema, {
		intent: "password",
		fresh: NO_PASSWORDS,
		report,
		afterSave: noPasswords
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SettingsSection, {
		title: "Password",
		intro: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "muted",
			children: "Changing it signs you out on your other devices and browsers."
		}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Form, {
			...formProps,
			onValid: ({ currentPassword, password }) => submit({
				currentPassword,
				password
			}),
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					name: "currentPassword",
					label: "Current password",
					type: "password",
					autoComplete: "current-password"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "form-row",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						name: "password",
						label: "New password",
						type: "password",
						autoComplete: "new-password",
						hint: PASSWORD_RULES
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						name: "confirmPassword",
						label: "New password again",
						type: "password",
						autoComplete: "new-password"
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
					busy,
					busyLabel: "Changing…",
					children: "Change password"
				})
			]
		})
	});
}
export { PasswordSection as n, SettingsSection as r, DetailsSection as t };
