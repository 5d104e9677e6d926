import { Dr as Link, Nt as require_jsx_runtime, Pr as useLoaderData, br as href, xr as loginWithReturn } from "./index-BTLBy0eD.js";
import { r as emptyJobForm } from "./job-form-CXlR7-0a.js";
import { t as JobForm } from "./JobForm-CLfX2YZZ.js";
import { n as usePendingCompany } from "./PendingJoin-DctwJlzD.js";
import { R as sentence } from "./mock-CDwb7JL5.js";
// src/features/employer-jobs/CreateJobPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** What a user who cannot post a job yet is told, and the way on (a pending join request names its company). */
var blockedText = (company) => ({
	visitor: {
		text: "Sign in with your employer account to post a job.",
		to: loginWithReturn(href("createJob")),
		action: "Sign in"
	},
	pending: {
		text: `You cannot post a job yet. Jobs are posted for a company, and your request to join ${company ?? "your company"} is still waiting for one of its admins to accept it. Once you are in, Post a job opens here; your company page says what you can do meanwhile, and how to withdraw the request.`,
		to: href("profile"),
		action: "Back to your company page"
	},
	noCompany: {
		text: "Jobs are posted by a company. Set up yours, or join one that is already here.",
		to: href("createCompany"),
		action: "Set up your company"
	}
});
/** create-job: a new job for the employer's company, saved as a draft or sent for review. */
function CreateJobPage() {
	const page = useLoaderData();
	const pendingCompany = usePendingCompany();
	const blocked = page.blocked ? blockedText(pendingCompany)[page.blocked] : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "page",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: "Post a job" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "lead",
				children: [page.company ? `${sentence(`For ${page.company.name}`)} ` : "", "Describe the role, the pay and the perks, then send it for review. Candidates see it once an admin approves it."]
			}),
			page.blocked === null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(JobForm, {
				initial: emptyJobForm(page.company),
				companyId: page.company.id,
				options: page.options,
				help: page.help
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "card empty-state",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: blocked?.text }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					className: "button button--primary",
					to: blocked?.to ?? href("jobs"),
					children: blocked?.action
				})]
			})
		]
	});
}
export { CreateJobPage as default };
