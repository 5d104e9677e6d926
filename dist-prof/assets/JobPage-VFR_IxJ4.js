import { At as absoluteHref, Nt as require_jsx_runtime, Pr as useLoaderData, br as href } from "./index-BTLBy0eD.js";
import { n as JobProblem, t as JobDetailView } from "./JobDetailView-quQjvzWG.js";
// src/features/job-detail/JobPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** job/{id} (beta access): a job's page, back to the job search. */
function JobPage() {
	const { job, applicant } = useLoaderData();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(JobDetailView, {
		job,
		applicant,
		back: {
			to: href("jobs"),
			label: "All jobs"
		},
		url: absoluteHref(href("job", { id: job.id }))
	});
}
var ErrorBoundary = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(JobProblem, { back: href("jobs") });
export { ErrorBoundary, JobPage as default };
