import { Dr as Link, Kr as require_react, Nt as require_jsx_runtime, Pr as useLoaderData, U as JobStatus, Yr as __toESM, br as href, q as jobStatusLabels } from "./index-BTLBy0eD.js";
import { a as jobFormOf, s as locationOf } from "./job-form-CXlR7-0a.js";
import { t as JobForm } from "./JobForm-CLfX2YZZ.js";
import { n as ProblemPage, o as useRouteProblem, t as GuardMessagePage } from "./RouteProblem-Dfh8qJ4W.js";
import { Gt as isEditable } from "./mock-CDwb7JL5.js";
// src/features/employer-jobs/UpdateJobPage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var companyJobs = () => ({
	to: href("profile"),
	label: "Your company's jobs"
});
/** update-job/{id}: one of the company's jobs, rewritten and saved as a draft or sent (again) for review. */
function UpdateJobPage() {
	const { job, options, help } = useLoaderData();
	const keep = (0, import_react.useMemo)(() => locationOf(job), [job]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "page",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "job-page__back",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: href("profile"),
					children: "← Your company's jobs"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h1", { children: [
				"Edit “",
				job.title,
				"”"
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "lead",
				children: [
					"Now:",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: `badge badge--status badge--status-${job.status}`,
						children: jobStatusLabels[job.status] ?? "Unknown"
					}),
					job.status === JobStatus.Active && " Saving sends it back for review (or to your drafts): candidates see it again once approved."
				]
			}),
			job.status === JobStatus.Rejected && job.rejectReason && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "notice notice--warning",
				role: "note",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "An admin sent this job back:" }),
					" ",
					job.rejectReason,
					" Edit it and send it again for review."
				]
			}),
			isEditable(job.status) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(JobForm, {
				initial: jobFormOf(job),
				companyId: job.companyId,
				keep,
				options,
				help,
				reviewLabel: job.status === JobStatus.Rejected ? "Send again for review" : "Send for review"
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "notice",
				role: "note",
				children: "This job is closed: it stays as candidates last saw it and can no longer be edited. Post a new job instead."
			})
		]
	});
}
/** Why the job cannot be edited: another company's (403), gone (404), or not loaded. */
function ErrorBoundary() {
	const problem = useRouteProblem();
	if (problem.kind === "guard") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GuardMessagePage, { message: problem.message });
	if (problem.kind === "forbidden") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProblemPage, {
		title: "This job belongs to another company",
		text: "You can edit the jobs of your own company only.",
		action: companyJobs()
	});
	if (problem.kind === "notFound") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProblemPage, {
		title: "This job does not exist",
		text: "It may have been removed, or the link is wrong.",
		action: companyJobs()
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProblemPage, {
		title: "The job could not be loaded",
		text: problem.text,
		action: companyJobs(),
		retry: problem.retry
	});
}
export { ErrorBoundary, UpdateJobPage as default };
