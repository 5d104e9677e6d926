import { Nt as require_jsx_runtime } from "./index-BTLBy0eD.js";
// src/components/job/JobMatch.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A recommended job's match with the candidate's profile, and why (recommended jobs, the quiz's matches). */
function JobMatch({ job }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "match",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: "badge badge--match",
			children: [job.matchPercent, "% match"]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("details", {
			className: "match__why",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("summary", { children: "Why this match" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", { children: job.matchReasons.map((reason) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: reason }, reason)) })]
		})]
	});
}
export { JobMatch as t };
