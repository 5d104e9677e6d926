import { Dr as Link, Nt as require_jsx_runtime, Pr as useLoaderData, Qt as isEmployer, Xt as getUser, br as href } from "./index-BTLBy0eD.js";
import { n as PasswordSection, t as DetailsSection } from "./sections-B2yqrCKq.js";
import { n as useSectionsLeaveGuard } from "./sections-CPRFALL2.js";
import { n as ProblemPage, o as useRouteProblem } from "./RouteProblem-Dfh8qJ4W.js";
// src/features/account/UpdateAccountPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* update-account (any signed-in user): where the company guard sends an employer who left their company
* (docs/product.md §4.5): the next step (create a company, or ask to join one), and their name and password.
*/
function UpdateAccountPage() {
	const { account } = useLoaderData();
	const { report, question } = useSectionsLeaveGuard();
	const user = getUser();
	const left = user?.lastJoinedCompany ?? null;
	const choosing = isEmployer(user) && !user?.primaryCompany;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "page settings",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
				className: "settings__head",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: "Update your account" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "lead",
					children: [
						!choosing && "Your name, and the password you sign in with.",
						choosing && left && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
							"You are no longer part of ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: left.name }),
							".",
							" "
						] }),
						choosing && !left && "You are not part of a company yet. ",
						choosing && "Choose what comes next, and check your details."
					]
				})]
			}),
			choosing && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NextSteps, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailsSection, {
				account,
				report,
				pronouns: false
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordSection, { report }),
			question
		]
	});
}
/** An employer without a company: create one, or ask to join one. */
function NextSteps() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "next-steps",
		"aria-labelledby": "next-steps-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "next-steps-title",
				className: "visually-hidden",
				children: "Next step"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "card next-step",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "Create a company" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "muted",
						children: "Set up your company's page, then post its jobs. You become its admin."
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						className: "button button--primary",
						to: href("createCompany"),
						children: "Create a company"
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "card next-step",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "Join a company" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "muted",
						children: "Find your company by its name and ask its admins to let you in."
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						className: "button",
						to: href("joinCompany"),
						children: "Ask to join a company"
					})
				]
			})
		]
	});
}
/** The account could not be loaded. */
function ErrorBoundary() {
	const problem = useRouteProblem();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProblemPage, {
		title: "Your account could not be loaded",
		text: problem.text,
		action: {
			to: href("jobs"),
			label: "Find jobs"
		},
		retry: problem.retry
	});
}
export { ErrorBoundary, UpdateAccountPage as default };
