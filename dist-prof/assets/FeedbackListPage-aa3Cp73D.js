import { Br as useRevalidator, Kr as require_react, Nt as require_jsx_runtime, Pr as useLoaderData, Yr as __toESM, d as ResultList, m as formatDate, nt as pageHref, u as useUrlParams } from "./index-BTLBy0eD.js";
import { L as counted, nn as feedbackTopicLabels } from "./mock-CDwb7JL5.js";
import { r as useFormAction } from "./Form-B3qryzaX.js";
// src/features/admin-feedback/FeedbackItem.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The id of a feedback's heading: the focus goes there once it is marked read (its button is gone then). */
var feedbackHeadingId = (id) => `feedback-${id}`;
/** One feedback: its topic and date, unread marked, its message, whom to answer, and Mark as read while unread. */
function FeedbackItem({ item, busy, onMarkRead }) {
	const topic = feedbackTopicLabels[item.topic];
	const date = formatDate(item.createdDate);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: `card feedback-item${item.read ? "" : " feedback-item--unread"}`,
		"aria-labelledby": feedbackHeadingId(item.id),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "feedback-item__head",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h3", {
						id: feedbackHeadingId(item.id),
						tabIndex: -1,
						children: [topic, !item.read && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "visually-hidden",
							children: ", unread"
						})]
					}),
					!item.read && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "badge badge--unread",
						"aria-hidden": "true",
						children: "Unread"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
						dateTime: item.createdDate,
						className: "muted",
						children: date
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "feedback-item__message",
				children: item.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
				className: "feedback-item__from",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "From" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: item.user ? `${item.user.firstName} ${item.user.lastName} (${item.user.email})` : "A visitor" })] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Answer to" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: item.email ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
					href: `mailto:${item.email}`,
					children: item.email
				}) : "No address given" })] })]
			}),
			!item.read && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "feedback-item__actions",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					className: "button",
					"aria-disabled": busy,
					onClick: () => !busy && onMarkRead(item),
					children: [
						"Mark as read",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "visually-hidden",
							children: [
								": ",
								topic,
								", ",
								date
							]
						})
					]
				})
			})
		]
	});
}
// src/features/admin-feedback/FeedbackListPage.tsx
/**
* admin/feedback (role Admin; docs/product.md §4.10): every feedback, newest first, a page at a time (the page in the
* URL), unread ones marked, with the count of unread ones. Mark as read goes through the route's action; the list is
* loaded again after it, and the focus goes to the item's heading (its button is gone).
*/
function FeedbackListPage() {
	const { list } = useLoaderData();
	const [params] = useUrlParams();
	const revalidator = useRevalidator();
	const mark = useFormAction();
	const [marked, setMarked] = (0, import_react.useState)(null);
	const [answered, setAnswered] = (0, import_react.useState)(mark.result);
	if (answered !== mark.result) {
		setAnswered(mark.result);
		if (mark.result?.ok) setMarked(mark.result.value.id);
	}
	(0, import_react.useEffect)(() => {
		if (marked !== null) document.getElementById(feedbackHeadingId(marked))?.focus();
	}, [marked]);
	const unread = list.ok ? list.value.unreadCount : 0;
	const markRead = (item) => {
		const submission = { id: item.id };
		return mark.submit(submission, "put");
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "page feedback-list",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: "Feedback" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "lead",
				children: "What visitors and users sent through the feedback page, newest first."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				className: "visually-hidden",
				children: "Messages"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResultList, {
				result: list,
				pendingText: "Loading feedback…",
				failedText: "The feedback could not be loaded",
				count: (page) => `${counted(page.totalCount, "message")}, ${unread} unread${page.totalCount > page.pageSize ? `, page ${page.pageNumber}` : ""}`,
				empty: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					tabIndex: -1,
					children: "No feedback yet"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "muted",
					children: "What visitors and users send through the feedback page shows here, newest first."
				})] }),
				onRetry: () => void revalidator.revalidate(),
				pageHref: pageHref(params),
				itemKey: (item) => item.id,
				className: "feedback-items",
				children: (item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FeedbackItem, {
					item,
					busy: mark.busy,
					onMarkRead: (i) => void markRead(i)
				})
			})
		]
	});
}
export { FeedbackListPage as default };
