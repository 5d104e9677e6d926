import { Dr as Link, Nt as require_jsx_runtime, Ur as useAtomValue, Zt as isCandidate, br as href, on as userAtom } from "./index-BTLBy0eD.js";
import { t as BenefitsPage } from "./BenefitsPage-Cj_iWy8A.js";
// src/features/content/BenefitsCandidatesPage.tsx
var import_jsx_runtime = require_jsx_runtime();
var points = [
	{
		title: "The pay, up front",
		text: "Jobs show their pay range and period, and you can search by the least you would take."
	},
	{
		title: "Perks that matter outdoors",
		text: "Housing included or subsidised, relocation stipends, commuter benefits and visa sponsorship, as filters."
	},
	{
		title: "Jobs picked for you",
		text: "Tell us your field, focus, place and pay: your recommended jobs come with a match score and why."
	},
	{
		title: "Six questions to start",
		text: "The quiz shows the jobs you match before you sign up, and starts your profile with your answers."
	},
	{
		title: "Your profile, your call",
		text: "Share it with anyone who has the link, or only with the employers you applied to."
	},
	{
		title: "Every application in one place",
		text: "Save jobs for later and follow each application from Applied to an offer."
	}
];
/** benefits-candidates (beta access): what Basecamp offers people looking for work, and the way in. */
function BenefitsCandidatesPage() {
	const user = useAtomValue(userAtom);
	const actions = !user ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		className: "button button--primary",
		to: href("register"),
		children: "Create your account"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		className: "button",
		to: href("quiz"),
		children: "Take the quiz"
	})] }) : isCandidate(user) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		className: "button button--primary",
		to: href("recommendedJobs"),
		children: "See the jobs picked for you"
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		className: "button button--primary",
		to: href("jobs"),
		children: "Search the jobs"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BenefitsPage, { benefits: {
		audience: "candidate",
		eyebrow: "For candidates",
		title: "Work where you play",
		lead: "Basecamp lists jobs in the outdoor industry only, with the pay shown and the perks that matter outside.",
		points,
		actions,
		quotesHeading: "From people who found their job here"
	} });
}
export { BenefitsCandidatesPage as default };
