import { Et as useDemo, Nt as require_jsx_runtime } from "./index-BTLBy0eD.js";
// src/features/auth/DemoMailboxHint.tsx
var import_jsx_runtime = require_jsx_runtime();
/** In demo mode, where the product's emails go (the demo mailbox of the demo controls). */
function DemoMailboxHint() {
	if (!useDemo()) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		className: "notice",
		children: [
			"This is a demo: no email leaves the page. Open ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Demo controls" }),
			" at the top of the page, then",
			" ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Mailbox" }),
			", to read it."
		]
	});
}
export { DemoMailboxHint as t };
