import { Dr as Link, Nt as require_jsx_runtime, Ur as useAtomValue, Yt as betaAtom, br as href } from "./index-BTLBy0eD.js";
// src/app/layout/Footer.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The footer's links by group, for a browser with beta access. Without it, the pages behind beta access are dead
* ends (docs/product.md §4), so only the open pages show.
*/
var groups = [
	{
		heading: "Candidates",
		links: [
			{
				to: "home",
				label: "Find your next job"
			},
			{
				to: "benefitsCandidates",
				label: "Why Basecamp"
			},
			{
				to: "comp",
				label: "Pay insights"
			}
		]
	},
	{
		heading: "Employers",
		links: [{
			to: "benefitsEmployers",
			label: "Hire with Basecamp"
		}, {
			to: "homeEmployer",
			label: "Employer home"
		}]
	},
	{
		heading: "States",
		links: [{
			to: "statePennsylvania",
			label: "Pennsylvania"
		}]
	},
	{
		heading: "Basecamp",
		links: [
			{
				to: "feedback",
				label: "Feedback"
			},
			{
				to: "termsOfService",
				label: "Terms of service"
			},
			{
				to: "termsConditions",
				label: "Terms and conditions"
			},
			{
				to: "privacyPolicy",
				label: "Privacy policy"
			},
			{
				to: "ndaAgreement",
				label: "NDA agreement"
			}
		]
	}
];
var openGroups = [{
	heading: "Basecamp",
	links: [
		{
			to: "jobBoard",
			label: "Job board"
		},
		{
			to: "launchingSoon",
			label: "Launching soon"
		},
		{
			to: "feedback",
			label: "Feedback"
		}
	]
}];
/** The footer of every page: it loads once the first page is up (src/app/layout/AppShell.tsx). */
function Footer() {
	const beta = useAtomValue(betaAtom);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("footer", {
		className: "footer",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "footer__inner",
			children: [(beta ? groups : openGroups).map((group) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("nav", {
				className: "footer__group",
				"aria-labelledby": `footer-${group.heading}`,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					className: "footer__heading",
					id: `footer-${group.heading}`,
					children: group.heading
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", { children: group.links.map((link) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: href(link.to),
					children: link.label
				}) }, link.to)) })]
			}, group.heading)), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "footer__note",
				children: "© Basecamp, jobs in the outdoor industry"
			})]
		})
	});
}
export { Footer as default };
