import { D as formatAmount, Dr as Link, Nt as require_jsx_runtime, Qt as isEmployer, Ur as useAtomValue, br as href, on as userAtom, xr as loginWithReturn } from "./index-BTLBy0eD.js";
import { t as BenefitsPage } from "./BenefitsPage-Cj_iWy8A.js";
import { dt as AdPlacementType, ut as placements } from "./mock-CDwb7JL5.js";
// src/features/content/BenefitsEmployersPage.tsx
var import_jsx_runtime = require_jsx_runtime();
var points = [
	{
		title: "People who live for the outdoors",
		text: "Candidates say what field and focus they follow, where they would work and for what pay."
	},
	{
		title: "Know your reach before you post",
		text: `See how many candidates in a job field live within 100 miles of you, or would move or work remotely.`
	},
	{
		title: "A listing score as you write",
		text: "The job form scores the listing as you fill it in, so candidates find what they look for."
	},
	{
		title: "Reviewed, then live",
		text: "Every job is reviewed before it goes live; a rejected one comes back to you with the reason."
	},
	{
		title: "Boosts when it matters",
		text: `From ${formatAmount(Math.min(...Object.values(placements).map((p) => p.pricePerWeek)))} a week, a boost tags the job Sponsored and puts it first for the candidates it matches. The Newsletter boost (${formatAmount(placements[AdPlacementType.Newsletter].pricePerWeek)} a week) also features it in the weekly jobs email.`
	},
	{
		title: "Your company page",
		text: "A public page with your logo, cover, story and every open job, to share anywhere."
	}
];
/** benefits-employers (beta access): what Basecamp offers companies that hire, and the way to post and boost. */
function BenefitsEmployersPage() {
	const user = useAtomValue(userAtom);
	const employer = isEmployer(user);
	const actions = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		className: "button button--primary",
		to: employer ? href("createJob") : user ? href("jobs") : loginWithReturn(href("createJob")),
		children: employer || !user ? "Post a job" : "Search the jobs"
	}), employer ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		className: "button",
		to: href("profile"),
		children: "Boost a live job"
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		className: "button",
		to: href("homeEmployer"),
		children: "See the candidates near you"
	})] });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BenefitsPage, { benefits: {
		audience: "employer",
		eyebrow: "For employers",
		title: "Hire people who would rather be outside",
		lead: "Post your jobs where guides, rangers, crews and gear people look, and see who you reach before you post.",
		points,
		actions,
		quotesHeading: "From companies that hired here"
	} });
}
export { BenefitsEmployersPage as default };
