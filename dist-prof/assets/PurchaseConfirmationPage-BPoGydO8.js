import { Dr as Link, Nt as require_jsx_runtime, Pr as useLoaderData, br as href, m as formatDate } from "./index-BTLBy0eD.js";
import { n as ProblemPage, o as useRouteProblem, t as GuardMessagePage } from "./RouteProblem-Dfh8qJ4W.js";
import { i as weeksLabel, n as money, r as placementLabel, t as boostState } from "./boost-text-WQHUoH4R.js";
import { ht as paymentStatusLabels, pt as PaymentStatus } from "./mock-CDwb7JL5.js";
// src/features/boost/PurchaseConfirmationPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The purchase cannot be shown: no boost of yours behind the link (404), or it could not be loaded. */
function ErrorBoundary() {
	const problem = useRouteProblem();
	if (problem.kind === "guard") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GuardMessagePage, { message: problem.message });
	const missing = problem.kind === "notFound";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProblemPage, {
		title: missing ? "No purchase to show" : "The purchase could not be loaded",
		text: missing ? "This link does not lead to a boost of yours." : "Sign in with the account that bought it, then reload the page.",
		action: {
			to: href("profile"),
			label: "Your company's jobs"
		},
		retry: problem.kind === "failed" ? problem.retry : void 0
	});
}
/** purchase-confirmation?boostId=N: the receipt of a boost: what was bought, when it runs, what was paid. */
function PurchaseConfirmationPage() {
	const { boost: b, payment, job } = useLoaderData();
	const paid = payment.status === PaymentStatus.Succeeded;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "page page--narrow",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "eyebrow",
				children: "Purchase confirmation"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: paid ? "Your boost is booked" : "This boost is not paid yet" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "lead",
				role: "status",
				children: paid ? `“${job.title}” is promoted in ${placementLabel(b.placement)} for ${weeksLabel(b.weeks)}. Candidates see it as sponsored while the boost is active.` : `“${job.title}” is not boosted: ${payment.failureReason ?? "the payment is still to be made."}`
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "card receipt",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
					className: "facts",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Job" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dd", { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
								to: href("job", { id: job.id }),
								children: job.title
							}),
							" · ",
							job.companyName
						] })] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Placement" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: placementLabel(b.placement) })] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Runs" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dd", { children: [
							formatDate(b.startDate),
							" – ",
							formatDate(b.endDate),
							" (",
							weeksLabel(b.weeks),
							")"
						] })] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Boost" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: boostState(b) })] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: paid ? "Paid" : "To pay" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dd", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: money(payment.amount) }), payment.cardLast4 && ` · card ending ${payment.cardLast4}`] })] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Payment" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dd", { children: [
							paymentStatusLabels[payment.status],
							" on ",
							formatDate(payment.updatedDate)
						] })] })
					]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "receipt__actions",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					className: "button button--primary",
					to: href("profile"),
					children: "Back to your jobs"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					className: "button",
					to: href("job", { id: job.id }),
					children: "See the job"
				})]
			})
		]
	});
}
export { ErrorBoundary, PurchaseConfirmationPage as default };
