import { Nt as require_jsx_runtime, Pr as useLoaderData } from "./index-BTLBy0eD.js";
import { i as hiringSummary, r as Testimonials } from "./home-sections-Cilo2Hnk.js";
import { t as useDocumentMeta } from "./useDocumentMeta-C5HQliaF.js";
// src/features/content/BenefitsPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A benefits page: the figures of the board now, the points, the calls to action, and the audience's testimonials. */
function BenefitsPage({ benefits: b }) {
	const { hiring, testimonials } = useLoaderData();
	useDocumentMeta(b.title, b.lead);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "page benefits",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: "home-hero",
				"aria-labelledby": "benefits-title",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "eyebrow",
						children: b.eyebrow
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
						id: "benefits-title",
						children: b.title
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "lead",
						children: b.lead
					}),
					hiring.ok && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "benefits__figures",
						children: hiringSummary(hiring.value)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "benefits__actions",
						children: b.actions
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: "home-section",
				"aria-labelledby": "benefits-points",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "benefits-points",
					children: "What you get"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "benefits__points",
					children: b.points.map((point) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: "card",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: point.title }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: point.text })]
					}, point.title))
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Testimonials, {
				testimonials,
				audience: b.audience,
				heading: b.quotesHeading
			})
		]
	});
}
export { BenefitsPage as t };
