import { Cn as countryName, Tn as stateName } from "./mock-CDwb7JL5.js";
import { Mt as CompanyLogo, Nt as require_jsx_runtime } from "./index-BTLBy0eD.js";
// src/components/company/CompanyHeader.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The company's place as a line: a US state by its name, another country's region as given, with the country. */
var placeOf = ({ city, state, country }) => [
	city,
	country === "US" ? stateName(state) : state,
	country === "US" ? null : countryName(country)
].filter(Boolean).join(", ");
/** Only images the app's own origin or the mock serve: no request leaves the page for a cover. */
var coverOf = (cover) => cover && (cover.startsWith("data:") || cover.startsWith("/") && !cover.startsWith("//")) ? cover : null;
/**
* A company's header (the employer's dashboard, a brand page): its cover when it has one, the logo, the name as the
* page's heading with an eyebrow above it, the place and website, the about text, and the page's own buttons.
*/
function CompanyHeader({ company, eyebrow, children }) {
	const place = placeOf(company);
	const cover = coverOf(company.coverImage);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
		className: "card company-header",
		children: [cover && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
			className: "company-header__cover",
			src: cover,
			alt: ""
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "company-header__body",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyLogo, {
					name: company.name,
					logo: company.logo,
					size: 72
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "company-header__text",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "eyebrow",
							children: eyebrow
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: company.name }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "muted",
							children: [place, company.website && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [place && " · ", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
								href: company.website,
								rel: "noopener noreferrer",
								target: "_blank",
								children: [
									company.website.replace(/^https?:\/\//, ""),
									" ",
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										className: "visually-hidden",
										children: "(opens in a new tab)"
									})
								]
							})] })]
						}),
						company.description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "company-header__about",
							children: company.description
						})
					]
				}),
				children && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "company-header__actions",
					children
				})
			]
		})]
	});
}
export { CompanyHeader as t };
