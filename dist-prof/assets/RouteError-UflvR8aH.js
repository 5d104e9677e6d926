import { Nt as require_jsx_runtime, Vr as useRouteError } from "./index-BTLBy0eD.js";
// src/app/layout/RouteError.tsx
var import_jsx_runtime = require_jsx_runtime();
var jobsHref = `/jobs`;
/** The shell itself failed (a screen's chunk could not load, or a render threw): a message and a way on, never a white page. */
function RouteError() {
	useRouteError();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
		id: "main",
		className: "page page--narrow",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: "Something went wrong" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "lead",
				children: "This page could not be shown. Reload to try again, or go back to the jobs."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				className: "button button--primary",
				href: jobsHref,
				children: "Go to jobs"
			}) })
		]
	});
}
export { RouteError };
