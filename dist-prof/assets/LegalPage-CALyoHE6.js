import { Kr as require_react, Nt as require_jsx_runtime, Pr as useLoaderData, Yr as __toESM, br as href, m as formatDate } from "./index-BTLBy0eD.js";
import { t as richText } from "./rich-text-BhSPsFS7.js";
import { a as ScreenProblem } from "./RouteProblem-Dfh8qJ4W.js";
import { t as useDocumentMeta } from "./useDocumentMeta-C5HQliaF.js";
// src/features/content/LegalPage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* A legal page (terms and conditions, privacy policy, terms of service, NDA): its title, when it was last updated, a
* table of contents of its sections, and its text from the content service, sanitised. It prints without the site's
* header, footer and demo strip (styles: `.legal`).
*/
function LegalPage() {
	const page = useLoaderData();
	const text = (0, import_react.useMemo)(() => richText(page.body), [page.body]);
	useDocumentMeta(page.title, page.body);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "page page--narrow legal",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: page.title }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "muted",
				children: ["Last updated ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
					dateTime: page.date_updated,
					children: formatDate(page.date_updated)
				})]
			}),
			text.headings.length > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("nav", {
				className: "card legal__contents",
				"aria-labelledby": "legal-contents",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "legal-contents",
					children: "Contents"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", { children: text.headings.map((heading) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
					href: `#${heading.id}`,
					children: heading.text
				}) }, heading.id)) })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "legal__text",
				dangerouslySetInnerHTML: { __html: text.html }
			})
		]
	});
}
/** No published text: a page that says so; other failures as every page's. */
var ErrorBoundary = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScreenProblem, {
	missing: {
		meta: "Page not available",
		title: "This page is not available yet",
		text: "Its text has not been published. Please try again later."
	},
	failed: {
		meta: "Page",
		title: "The page could not be loaded"
	},
	action: {
		to: href("jobs"),
		label: "Search jobs"
	}
});
export { ErrorBoundary, LegalPage as default };
