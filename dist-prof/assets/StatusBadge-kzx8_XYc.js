import { Nt as require_jsx_runtime, U as JobStatus, q as jobStatusLabels } from "./index-BTLBy0eD.js";
import { Kt as isLive } from "./mock-CDwb7JL5.js";
// src/components/job/StatusBadge.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A job's status in words: an active job past its deadline reads 'Expired'. */
function statusLabel(job, now) {
	if (job.status === JobStatus.Active && !isLive(job, new Date(now).toISOString())) return "Expired";
	return jobStatusLabels[job.status] ?? "Unknown";
}
function StatusBadge({ job, now }) {
	const label = statusLabel(job, now);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		className: `badge badge--status badge--status-${label === "Expired" ? "expired" : job.status}`,
		children: label
	});
}
export { StatusBadge as t };
