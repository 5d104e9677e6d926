import { At as absoluteHref, Hr as useSearchParams, Nt as require_jsx_runtime, Or as Navigate, Pr as useLoaderData, br as href, r as JobSearch } from "./index-BTLBy0eD.js";
import { n as JobProblem, t as JobDetailView } from "./JobDetailView-quQjvzWG.js";
// src/features/jobs/JobBoardPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The board's search, without the job that was open. */
function withoutJob(params) {
	const without = new URLSearchParams(params);
	without.delete("job");
	return `${href("jobBoard")}${without.size ? `?${without.toString()}` : ""}`;
}
/**
* /job-board (no guard): the public board of active jobs, with the same search as /jobs. A job opens here too
* (`?job=ID`, beside the search it came from), because job/{id} is behind the beta gate (docs/product.md §2) and the
* public must be able to read the jobs it finds.
*/
function JobBoardPage() {
	const data = useLoaderData();
	const [params] = useSearchParams();
	if ("places" in data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: ".",
		replace: true
	});
	if (data.kind === "job") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(JobDetailView, {
		job: data.job,
		applicant: data.applicant,
		back: {
			to: withoutJob(params),
			label: "Back to the job board"
		},
		url: absoluteHref(href("jobBoard", null, { job: data.job.id }))
	});
	const jobHref = (id) => {
		const next = new URLSearchParams(params);
		next.set("job", String(id));
		return `?${next.toString()}`;
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(JobSearch, {
		data,
		title: "Job board",
		intro: "Every open job on Basecamp, free to browse: no account needed.",
		jobHref
	});
}
function ErrorBoundary() {
	const [params] = useSearchParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(JobProblem, { back: params.has("job") ? withoutJob(params) : href("jobBoard") });
}
export { ErrorBoundary, JobBoardPage as default };
