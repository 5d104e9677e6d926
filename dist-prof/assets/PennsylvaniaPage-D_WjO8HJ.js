import { Kr as require_react, Nt as require_jsx_runtime, Or as Navigate, Pr as useLoaderData, Yr as __toESM, br as href, r as JobSearch } from "./index-BTLBy0eD.js";
import { t as richText } from "./rich-text-BhSPsFS7.js";
import { n as CompanyGrid, t as PartNotLoaded } from "./PartNotLoaded-BS-xcIcY.js";
import { a as ScreenProblem } from "./RouteProblem-Dfh8qJ4W.js";
import { t as useDocumentMeta } from "./useDocumentMeta-C5HQliaF.js";
// src/features/state-pa/StateSections.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** A state's page entries by section: titled cards, testimonials as quotes, the FAQ as disclosures. */
/** The headings of the sections (the `about` entries open the page, under its title). */
var HEADINGS = {
	opportunities: "Opportunities",
	activities: "What people do outside here",
	recreation: "Where they do it",
	education: "Learn the work",
	organizations: "Organizations in the state",
	testimonials: "From people who work here",
	get_involved: "Get involved",
	faq: "Questions people ask"
};
/** An entry's body: the content service's rich text, sanitised (decision 0020). */
function RichBody({ html, className }) {
	const text = (0, import_react.useMemo)(() => richText(html, "entry"), [html]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className,
		dangerouslySetInnerHTML: { __html: text.html }
	});
}
function Entries({ section, entries }) {
	if (section === "faq") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "faq",
		children: entries.map((e) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("details", {
			className: "faq__item card",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("summary", { children: e.title }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichBody, {
				html: e.body,
				className: "faq__answer"
			})]
		}, e.id))
	});
	if (section === "testimonials") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "testimonials",
		children: entries.map((e) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
			className: "card",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("figure", {
				className: "testimonial",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("blockquote", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichBody, { html: e.body }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("figcaption", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: e.title }) })]
			})
		}, e.id))
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "state-entries",
		children: entries.map((e) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: "card",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: e.title }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichBody, { html: e.body })]
		}, e.id))
	});
}
/** Every section with entries, in the page's order. */
function StateSections({ pages }) {
	return Object.keys(HEADINGS).filter((section) => pages.some((p) => p.section === section)).map((section) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "home-section",
		"aria-labelledby": `state-${section}`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: `state-${section}`,
			children: HEADINGS[section]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Entries, {
			section,
			entries: pages.filter((p) => p.section === section)
		})]
	}, section));
}
// src/features/state-pa/PennsylvaniaPage.tsx
/** A list of companies that could not be loaded, or their tiles. */
function Companies({ list, what }) {
	if (!list.ok) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PartNotLoaded, { what });
	if (!list.value.length) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "muted",
		children: "None yet."
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyGrid, { companies: list.value });
}
/**
* state-company/pennsylvania (beta access; another state's path alike): the state's section: its organization, its content in sections (the FAQ
* as disclosures), the organization's companies and every company in the state, each to its brand page.
*/
function PennsylvaniaPage() {
	const data = useLoaderData();
	if ("places" in data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: ".",
		replace: true
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatePage, { data });
}
function StatePage({ data }) {
	const { stateName, organization, members, inState, pages, jobs } = data;
	const entries = pages.ok ? pages.value : [];
	const about = entries.filter((p) => p.section === "about");
	const title = `Outdoor jobs in ${stateName}`;
	useDocumentMeta(title, about[0]?.body ?? `${title} with ${organization.name}.`);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "page state-page",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: "home-hero",
				"aria-labelledby": "state-title",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "eyebrow",
						children: ["With ", organization.name]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
						id: "state-title",
						children: title
					}),
					about.map((p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichBody, {
						html: p.body,
						className: "lead state-page__about"
					}, p.id))
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(JobSearch, {
				data: jobs,
				Heading: "h2",
				title: `Live jobs in ${stateName}`,
				intro: `Every open job in ${stateName}: search, filter and page through them as on the job search.`
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: "home-section",
				"aria-labelledby": "state-members",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
					id: "state-members",
					children: ["Companies of ", organization.name]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Companies, {
					list: members,
					what: `companies of ${organization.name}`
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StateSections, { pages: entries }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: "home-section",
				"aria-labelledby": "state-companies",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
					id: "state-companies",
					children: ["Every company in ", stateName]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Companies, {
					list: inState,
					what: `companies in ${stateName}`
				})]
			})
		]
	});
}
/** A state without an organization: a page that says so; other failures as every page's. */
var ErrorBoundary = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScreenProblem, {
	missing: {
		meta: "State not found",
		title: "This state has no section yet",
		text: "Basecamp has a section for Pennsylvania; other states follow."
	},
	failed: {
		meta: "State",
		title: "The state's page could not be loaded"
	},
	action: {
		to: href("jobs"),
		label: "Search all jobs"
	}
});
export { ErrorBoundary, PennsylvaniaPage as default };
