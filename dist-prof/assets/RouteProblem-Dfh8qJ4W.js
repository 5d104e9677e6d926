import { Ar as isRouteErrorResponse, Br as useRevalidator, Dr as Link, Jr as __exportAll, Nt as require_jsx_runtime, St as failureLines, Vr as useRouteError, br as href, bt as ApiError } from "./index-BTLBy0eD.js";
import { t as useDocumentMeta } from "./useDocumentMeta-C5HQliaF.js";
// src/components/route/RouteProblem.tsx
var RouteProblem_exports = /* @__PURE__ */ __exportAll({ RouteProblem: () => RouteProblem });
var import_jsx_runtime = require_jsx_runtime();
var isGuardMessage = (value) => typeof value === "object" && value !== null && typeof value.guardMessage === "string";
/**
* Why a route's loader could not give its screen data: a guard's message, not found (404), not allowed (403), or
* not loaded (any other failure: the catalogue's toast has said what happened, `status` says it again: 0 without an
* answer). `text` says it in words that follow the status (no connection, a server error, a refusal) with the
* server's own reason. `retry` runs the loaders again.
*/
function useRouteProblem() {
	const error = useRouteError();
	const revalidator = useRevalidator();
	const retry = () => void revalidator.revalidate();
	if (isRouteErrorResponse(error) && isGuardMessage(error.data)) return {
		kind: "guard",
		message: error.data.guardMessage,
		status: 403,
		text: error.data.guardMessage,
		retry
	};
	const status = error instanceof ApiError ? error.status : isRouteErrorResponse(error) ? error.status : 0;
	const message = error instanceof Error ? error.message : "";
	return {
		kind: status === 404 ? "notFound" : status === 403 ? "forbidden" : "failed",
		message,
		status,
		text: failureLines(status, message).join(" "),
		retry
	};
}
/** A page that cannot show what was asked (not found, not allowed, not loaded): what happened, and a way on. */
function ProblemPage({ title, text, action, retry }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "page page--narrow empty-state",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: title }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "lead",
				children: text
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "button-row",
				children: [retry && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button button--primary",
					onClick: retry,
					children: "Try again"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					className: `button${retry ? "" : " button--primary"}`,
					to: action.to,
					children: action.label
				})]
			})
		]
	});
}
/** A guard's message in place of the page (the pending join request, for one). */
function GuardMessagePage({ message }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "page page--narrow",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: "Almost there" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "notice",
				role: "status",
				children: message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: href("jobs"),
				children: "Browse jobs meanwhile"
			}) })
		]
	});
}
/**
* The problem page of a route whose screen gives none of its own (a screen module may export an `ErrorBoundary`
* that words its problems itself with `useRouteProblem` and `ProblemPage`).
*/
function RouteProblem() {
	const problem = useRouteProblem();
	if (problem.kind === "guard") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GuardMessagePage, { message: problem.message });
	const jobs = {
		to: href("jobs"),
		label: "Search all jobs"
	};
	if (problem.kind === "notFound") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProblemPage, {
		title: "Not found",
		text: "This page does not exist, or the link is wrong.",
		action: jobs
	});
	if (problem.kind === "forbidden") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProblemPage, {
		title: "Not allowed",
		text: problem.message || "You do not have permission to see this page.",
		action: jobs
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProblemPage, {
		title: "This page could not be loaded",
		text: problem.text,
		action: jobs,
		retry: problem.retry
	});
}
/** A screen's error boundary: a guard's message, the screen's own not-found page, or not loaded with a retry. */
function ScreenProblem({ missing, failed, action }) {
	const problem = useRouteProblem();
	const notFound = problem.kind === "notFound";
	useDocumentMeta(notFound ? missing.meta : failed.meta, null);
	if (problem.kind === "guard") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GuardMessagePage, { message: problem.message });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProblemPage, {
		title: notFound ? missing.title : failed.title,
		text: notFound ? missing.text : problem.text,
		action,
		retry: notFound ? void 0 : problem.retry
	});
}
export { ScreenProblem as a, RouteProblem_exports as i, ProblemPage as n, useRouteProblem as o, RouteProblem as r, GuardMessagePage as t };
