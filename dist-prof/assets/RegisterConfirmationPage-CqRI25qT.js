import { Dr as Link, Nt as require_jsx_runtime, Pr as useLoaderData, Ur as useAtomValue, br as href, on as userAtom } from "./index-BTLBy0eD.js";
import { t as DemoMailboxHint } from "./DemoMailboxHint-Bu-Rh_6P.js";
import { firstStepOf } from "./register-confirmation.data-DTEyCd_L.js";
import { r as useFormAction } from "./Form-B3qryzaX.js";
import { n as ProblemPage, o as useRouteProblem, r as RouteProblem } from "./RouteProblem-Dfh8qJ4W.js";
// src/features/auth/RegisterConfirmationPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* register-confirmation/{id}: where the confirmation link went, with a way to send it again; opened from the email
* (`?token=`), the button that confirms the address. A used or expired link says so and offers a new one. Each link
* opened starts afresh (a new link followed from the demo mailbox opens on this same page).
*/
function RegisterConfirmationPage() {
	const { registration, token } = useLoaderData();
	if (registration.emailConfirmed) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Confirmed, { email: registration.email });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Unconfirmed, {
		registration,
		token
	}, token ?? "");
}
function Confirmed({ email }) {
	const user = useAtomValue(userAtom);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "page page--narrow auth-message",
		"aria-labelledby": "confirmation-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				id: "confirmation-title",
				children: "Your email address is confirmed"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "lead",
				children: user ? `${email} is confirmed, and you are signed in.` : `${email} is confirmed. Sign in to continue.`
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				className: "button button--primary",
				to: user ? firstStepOf(user) : href("login"),
				children: user ? "Continue" : "Sign in"
			}) })
		]
	});
}
/** Confirm (with the link's token), and send a new link: each its own request, so a failed link stays failed. */
function Unconfirmed({ registration, token }) {
	const confirm = useFormAction();
	const resend = useFormAction();
	const failed = confirm.result && !confirm.result.ok ? confirm.result : null;
	const send = (action, intent) => {
		if (!action.busy) action.submit(intent);
	};
	const resendButton = /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
		type: "button",
		className: "button",
		"aria-disabled": resend.busy,
		onClick: () => send(resend, {
			intent: "resend",
			email: registration.email
		}),
		children: resend.busy ? "Sending…" : "Send a new link"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "page page--narrow auth-message",
		"aria-labelledby": "confirmation-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				id: "confirmation-title",
				children: token ? "Confirm your email address" : "Check your inbox"
			}),
			token ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "lead",
					children: [
						"Confirm that ",
						registration.email,
						" is yours, and your ",
						registration.accountType,
						" account is ready."
					]
				}),
				failed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "form-error",
					role: "alert",
					children: failed.message
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "button-row",
					children: failed ? resendButton : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button button--primary",
						"aria-disabled": confirm.busy,
						onClick: () => send(confirm, {
							intent: "confirm",
							token
						}),
						children: confirm.busy ? "Confirming…" : "Confirm my email address"
					})
				})
			] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "lead",
					children: [
						"We sent a link to ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: registration.email }),
						". Open it to confirm your address: it works once, for 24 hours."
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "muted",
					children: "No email? Look in your spam folder, or send a new link."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "button-row",
					children: resendButton
				})
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				children: resend.result?.ok ? `We sent a new link to ${registration.email}.` : ""
			}),
			(!token || resend.result?.ok) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DemoMailboxHint, {})
		]
	});
}
/** An unknown registration is worded here; other problems take the shared problem page. */
function ErrorBoundary() {
	if (useRouteProblem().kind !== "notFound") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteProblem, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProblemPage, {
		title: "This registration does not exist",
		text: "The link may be incomplete. Open it again from the email, or create an account.",
		action: {
			to: href("register"),
			label: "Create an account"
		}
	});
}
export { ErrorBoundary, RegisterConfirmationPage as default };
