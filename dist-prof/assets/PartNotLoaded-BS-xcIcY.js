import { Br as useRevalidator, Dr as Link, Mt as CompanyLogo, Nt as require_jsx_runtime, br as href } from "./index-BTLBy0eD.js";
import { L as counted } from "./mock-CDwb7JL5.js";
// src/components/company/CompanyTile.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A grid of companies, each a tile (home's companies hiring now, a state's companies). */
var CompanyGrid = ({ companies }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
	className: "company-grid",
	children: companies.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyTile, { company: c }) }, c.id))
});
/** A company in a grid of them (home, a state's page): its logo, name, place and live jobs, to its brand page. */
function CompanyTile({ company: c }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
		className: "company-tile card",
		to: href("brand", { name: c.path }),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyLogo, {
			name: c.name,
			logo: c.logo,
			size: 44
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: "company-tile__text",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "company-tile__name",
					children: c.name
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "muted",
					children: [c.city, c.state].filter(Boolean).join(", ")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "company-tile__jobs",
					children: c.liveJobsCount ? counted(c.liveJobsCount, "open job") : "No open job now"
				})
			]
		})]
	});
}
// src/components/list/PartNotLoaded.tsx
/**
* A part of a page whose call failed (the catalogue's toast has said why): said in place, with a retry that loads
* the page's data again; the rest of the page stays.
*/
function PartNotLoaded({ what }) {
	const revalidator = useRevalidator();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "card empty-state",
		role: "status",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
			"The ",
			what,
			" could not be loaded."
		] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: "button",
			onClick: () => void revalidator.revalidate(),
			children: "Try again"
		})]
	});
}
export { CompanyGrid as n, PartNotLoaded as t };
