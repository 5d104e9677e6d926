import { Dr as Link, Kr as require_react, Nt as require_jsx_runtime, Ur as useAtomValue, Yr as __toESM, br as href, on as userAtom } from "./index-BTLBy0eD.js";
import { _ as feedbackInputSchema, nn as feedbackTopicLabels, tn as FEEDBACK_TOPICS } from "./mock-CDwb7JL5.js";
import { a as TextField, i as TextArea, r as SelectInput } from "./fields-C5JjZIJC.js";
import { i as useSchemaForm, n as SubmitButton, r as useFormAction, t as Form } from "./Form-B3qryzaX.js";
// src/features/content/FeedbackPage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* feedback (anyone, no guard; docs/product.md §4.10): a topic, a message and an address to answer to (the signed-in
* user's, to begin with). Sent, the page says so in a live region and moves the focus to that heading, with a way to
* send more; refused, the form keeps what was typed and shows why beside the fields. A signed-in user's text is kept
* as a draft should their session end under it.
*/
function FeedbackPage() {
	const blank = {
		topic: void 0,
		message: "",
		email: useAtomValue(userAtom)?.user.email ?? ""
	};
	const form = useSchemaForm(feedbackInputSchema, blank);
	const { submit, busy, result } = useFormAction();
	const [answered, setAnswered] = (0, import_react.useState)(result);
	const [sent, setSent] = (0, import_react.useState)(null);
	if (answered !== result) {
		setAnswered(result);
		if (result?.ok) setSent(result.value);
	}
	const thanks = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (sent) thanks.current?.focus();
	}, [sent]);
	const sendMore = () => {
		form.reset(blank);
		setSent(null);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "page page--narrow feedback-page",
		"aria-labelledby": "feedback-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				id: "feedback-title",
				children: "Feedback"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "lead",
				children: "Tell us what works and what does not: a listing that looks wrong, something broken, an idea for the board. The people who run it read every message."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				className: "visually-hidden",
				children: sent ? "Your feedback is sent." : ""
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { children: sent && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "card feedback-sent",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						tabIndex: -1,
						ref: thanks,
						children: "Thank you: your feedback is sent"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: sent.email ? `If it needs an answer, we write to ${sent.email}.` : "You gave no address, so we will not write back." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "feedback-sent__actions",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "button",
							className: "button button--primary",
							onClick: sendMore,
							children: "Send more feedback"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: href("jobs"),
							children: "Back to the jobs"
						})]
					})
				]
			}) }),
			!sent && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Form, {
				form,
				onValid: (values) => submit(values),
				result,
				busy,
				keepDraft: true,
				className: "card feedback-form",
				"aria-label": "Send feedback",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SelectInput, {
						name: "topic",
						label: "What is it about?",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: "",
							children: "Choose a topic"
						}), FEEDBACK_TOPICS.map((topic) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: topic,
							children: feedbackTopicLabels[topic]
						}, topic))]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextArea, {
						name: "message",
						label: "Your message",
						hint: `10 to ${2e3.toLocaleString("en-US")} characters. For a job, name it and its company.`,
						rows: 6
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						name: "email",
						label: "Your email (optional)",
						hint: "Only to answer you. Leave it empty for no answer.",
						type: "email",
						autoComplete: "email"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
						busy,
						busyLabel: "Sending…",
						children: "Send feedback"
					})
				]
			})
		]
	});
}
export { FeedbackPage as default };
