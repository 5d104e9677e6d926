import { n as CompanyGrid, t as PartNotLoaded } from "./PartNotLoaded-BS-xcIcY.js";
import { Mt as CompanyLogo, Nt as require_jsx_runtime } from "./index-BTLBy0eD.js";
import { L as counted } from "./mock-CDwb7JL5.js";
// src/features/content/home-sections.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The parts of home and the benefits pages: companies hiring now, testimonials, partners. */
/** "312 live jobs at 58 companies hiring now": the demo's real figures. */
function hiringSummary({ liveJobsCount, totalCount }) {
	return `${counted(liveJobsCount, "live job")} at ${counted(totalCount, "company", "companies")} hiring now`;
}
/** The companies hiring now, each to its brand page. */
function HiringCompanies({ hiring }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "home-section",
		"aria-labelledby": "home-hiring",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "home-hiring",
			children: "Companies hiring now"
		}), !hiring.ok ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PartNotLoaded, { what: "companies hiring now" }) : hiring.value.items.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "muted",
			children: "No company has a job open right now."
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "muted",
			children: [hiringSummary(hiring.value), "."]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyGrid, { companies: hiring.value.items })] })]
	});
}
/** Testimonials for one audience, in the editors' order; nothing when there are none (or they failed). */
function Testimonials(props) {
	const quotes = props.testimonials.ok ? props.testimonials.value.filter((t) => t.audience === props.audience) : [];
	if (!quotes.length) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "home-section",
		"aria-labelledby": `testimonials-${props.audience}`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: `testimonials-${props.audience}`,
			children: props.heading
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "testimonials",
			children: quotes.map((t) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
				className: "card",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("figure", {
					className: "testimonial",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("blockquote", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t.quote }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("figcaption", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: t.author_name }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "muted",
						children: t.author_role
					})] })]
				})
			}, t.id))
		})]
	});
}
/** The partners, each with a logo drawn from its name and its website (another origin: a new tab, no referrer). */
function Partners({ partners }) {
	if (!partners.ok || !partners.value.length) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "home-section",
		"aria-labelledby": "home-partners",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "home-partners",
			children: "Our partners"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "partners",
			children: partners.value.map((p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "partner",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyLogo, {
					name: p.name,
					logo: null,
					size: 40
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
					href: p.website,
					target: "_blank",
					rel: "noopener noreferrer",
					className: "partner__name",
					children: [
						p.name,
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "visually-hidden",
							children: "(opens in a new tab)"
						})
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "muted",
					children: p.description
				})] })]
			}, p.id))
		})]
	});
}
export { hiringSummary as i, Partners as n, Testimonials as r, HiringCompanies as t };
