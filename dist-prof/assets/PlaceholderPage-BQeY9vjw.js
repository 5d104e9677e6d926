import { Dr as Link, Nt as require_jsx_runtime, br as href } from "./index-BTLBy0eD.js";
// src/components/ui/PlaceholderPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A titled page for a screen a later release builds; it says so plainly and offers a way on. */
function PlaceholderPage({ title, summary }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "page page--narrow",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: title }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "lead",
				children: summary
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "notice",
				role: "note",
				children: [
					"This screen is being built. Everything around it already works: browse the ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: href("jobs"),
						children: "jobs"
					}),
					" ",
					"or use the demo controls."
				]
			})
		]
	});
}
export { PlaceholderPage as t };
