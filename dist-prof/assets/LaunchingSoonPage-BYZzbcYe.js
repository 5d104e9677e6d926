import { Dr as Link, Hr as useSearchParams, Nt as require_jsx_runtime, Sr as safeReturnUrl, Tt as demoAtom, Ur as useAtomValue, Yt as betaAtom, br as href } from "./index-BTLBy0eD.js";
// src/features/content/LaunchingSoonPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The coming-soon page, open to all. With beta access it offers the way back to where the visitor was going;
* without, the public job board (open to all) is the way on, and in demo mode a first-time visitor is told where
* beta access is switched on: the demo controls, in the strip at the top of every page.
*/
function LaunchingSoonPage() {
	const [params] = useSearchParams();
	const hasBeta = useAtomValue(betaAtom);
	const returnUrl = safeReturnUrl(params.get("returnUrl"));
	const demo = useAtomValue(demoAtom);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "page hero",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "eyebrow",
				children: "Basecamp"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: "Jobs for people who work outside. Launching soon." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "lead",
				children: "Guides, rangers, designers, retail crews and the brands that hire them: one job board for the outdoor industry, with a home for Pennsylvania's outdoor community."
			}),
			hasBeta ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				className: "button button--primary",
				to: returnUrl ?? href("jobs"),
				children: returnUrl?.startsWith(href("login")) ? "Continue to sign in" : "Enter the beta"
			}) }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "muted",
					children: ["The beta is open by invitation. ", returnUrl ? "You will be taken to sign in once you have access." : ""]
				}),
				demo !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "notice",
					children: [
						"Trying the demo? Switch on ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Beta access" }),
						" in the ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Demo controls" }),
						" (the strip at the top of the page), then sign in with one of the demo accounts the sign-in page lists."
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					className: "button button--primary",
					to: href("jobBoard"),
					children: "Browse the open jobs"
				}) })
			] })
		]
	});
}
export { LaunchingSoonPage as default };
