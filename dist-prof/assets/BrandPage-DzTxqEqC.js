import { At as absoluteHref, Dr as Link, Nt as require_jsx_runtime, Pr as useLoaderData, Ur as useAtomValue, _n as mayEditCompany, br as href, o as JobCard, on as userAtom } from "./index-BTLBy0eD.js";
import { L as counted } from "./mock-CDwb7JL5.js";
import { t as CompanyHeader } from "./CompanyHeader-Cq6dE1ng.js";
import { a as ScreenProblem } from "./RouteProblem-Dfh8qJ4W.js";
import { n as metaDescription, t as useDocumentMeta } from "./useDocumentMeta-C5HQliaF.js";
// src/domain/organization.ts
/**
* The Organization object of a brand page at `url`. The description is plain text of at most 150 characters (the
* meta description's rule); a logo only when it is an address (an uploaded image kept as a data URL is not one),
* made absolute against the page's address.
*/
function organizationJsonLd(company, url) {
	const description = metaDescription(company.description);
	const address = {
		...company.city ? { addressLocality: company.city } : {},
		...company.state ? { addressRegion: company.state } : {},
		...company.country ? { addressCountry: company.country } : {}
	};
	return {
		"@context": "https://schema.org/",
		"@type": "Organization",
		name: company.name,
		url,
		...description ? { description } : {},
		...company.website ? { sameAs: company.website } : {},
		...company.logo && !company.logo.startsWith("data:") ? { logo: new URL(company.logo, url).href } : {},
		...Object.keys(address).length ? { address: {
			"@type": "PostalAddress",
			...address
		} } : {}
	};
}
// src/features/brand/BrandPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* brand/{name} (beta access): a company's public page: its cover, logo, place, website and about text, and its live
* jobs, newest first, each to its page. Its admin gets a link to edit it when it is their primary company (the one
* their dashboard edits). Title, meta description and Organization markup as docs/product.md §9 says.
*/
function BrandPage() {
	const page = useLoaderData();
	const user = useAtomValue(userAtom);
	const { jobs } = page;
	const capped = jobs.length === 50 && page.activeJobsCount > jobs.length;
	const count = capped ? page.activeJobsCount : jobs.length;
	const url = absoluteHref(href("brand", { name: page.path }));
	useDocumentMeta(page.name, page.description, organizationJsonLd(page, url));
	const editable = user?.primaryCompany?.id === page.id && mayEditCompany(user, page.id);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "page",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyHeader, {
			company: page,
			eyebrow: "Company",
			children: editable && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				className: "button",
				to: href("profile"),
				children: "Edit your company"
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			"aria-labelledby": "brand-jobs",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "brand-jobs",
				children: counted(count, "open job")
			}), jobs.length ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [capped && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "muted",
				children: [
					"The ",
					jobs.length,
					" newest of them."
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "job-list",
				"aria-labelledby": "brand-jobs",
				children: jobs.map((job) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(JobCard, { job }) }, job.id))
			})] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "card empty-state",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "No open jobs right now" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "muted",
					children: [
						page.name,
						" has nothing open at the moment. ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: href("jobs"),
							children: "Search all jobs"
						}),
						" meanwhile."
					]
				})]
			})]
		})]
	});
}
/** A path no company has: a page that says so (the catalogue's toast has too); other failures as every page's. */
var ErrorBoundary = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScreenProblem, {
	missing: {
		meta: "Company not found",
		title: "This company page does not exist",
		text: "The company may have changed its name, or the link is wrong."
	},
	failed: {
		meta: "Company",
		title: "The company page could not be loaded"
	},
	action: {
		to: href("jobs"),
		label: "Search all jobs"
	}
});
export { ErrorBoundary, BrandPage as default };
