import { Dr as Link, Gt as JOIN_PENDING, Ir as useMatch, Mt as CompanyLogo, Nt as require_jsx_runtime, Or as Navigate, Pr as useLoaderData, Ur as useAtomValue, br as href, on as userAtom, xr as loginWithReturn } from "./index-BTLBy0eD.js";
import { r as emptyCompanyForm, t as CompanyForm } from "./CompanyForm-D2QCni1E.js";
import { t as useTermFetcher } from "./useTermFetcher-UEDZsARN.js";
import { z as sameCompanyName } from "./mock-CDwb7JL5.js";
import { r as useFormAction } from "./Form-B3qryzaX.js";
// src/features/company/Suggestions.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The companies already here with a name like the one typed: this route's loader, asked with `?term=`. */
function useSuggestions() {
	const { typed, term, data } = useTermFetcher("term");
	return {
		typed,
		term,
		found: data?.suggestions ?? []
	};
}
/** What the status line says: the company that has the very name typed (spacing, case, end punctuation aside), or how many have a similar one. */
function statusOf(found, term) {
	const same = found.find((c) => sameCompanyName(c.name, term));
	if (same) return `${same.name} is already on Basecamp. Ask to join it instead of adding it again.`;
	if (!found.length) return "";
	return found.length === 1 ? "A company with a similar name is already on Basecamp. Is yours one of them?" : `${found.length} companies with a similar name are already on Basecamp. Is yours one of them?`;
}
/** Companies already here with a name like the one typed (`term`), each with a way to ask to join it. */
function Suggestions({ found, term, onJoin, busy }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "company-suggestions",
		"aria-label": "Companies already on Basecamp",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			role: "status",
			className: "company-suggestions__status",
			children: statusOf(found, term)
		}), found.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "company-suggestions__list",
			children: found.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "company-suggestions__item",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyLogo, {
						name: c.name,
						logo: c.logo,
						size: 36
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "company-suggestions__text",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: c.name }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "muted",
							children: [
								[c.city, c.state].filter(Boolean).join(", "),
								" · ",
								c.activeJobsCount,
								" ",
								c.activeJobsCount === 1 ? "open job" : "open jobs"
							]
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						className: "button",
						"aria-disabled": busy,
						onClick: () => !busy && onJoin(c),
						children: ["Ask to join ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "visually-hidden",
							children: c.name
						})]
					})
				]
			}, c.id))
		})]
	});
}
// src/features/company/CreateCompanyPage.tsx
/**
* create-company (and confirm-email, join-company: the same page): set up a company, or, when it is already here,
* ask to join it instead of adding it twice. The employer who creates a company becomes its admin. The route's
* module (./create-company.data.ts) loads the form's choices and the name suggestions, and creates or joins.
*/
function CreateCompanyPage() {
	const user = useAtomValue(userAtom);
	const data = useLoaderData();
	const joining = useMatch(href("joinCompany")) !== null;
	const create = useFormAction();
	const join = useFormAction();
	const { typed, term, found } = useSuggestions();
	const asked = join.result?.ok ? join.result.value.companyName : null;
	if ("suggestions" in data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: ".",
		replace: true
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "page page--narrow",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: joining ? "Join your company" : "Set up your company" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "lead",
				children: "Start with its name. If your company is already on Basecamp, ask to join it; if not, add it: you become its admin and can post jobs at once."
			}),
			!user ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "card empty-state",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Sign in with your employer account to set up or join a company." }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					className: "button button--primary",
					to: loginWithReturn(href(joining ? "joinCompany" : "createCompany")),
					children: "Sign in"
				})]
			}) : asked ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "card empty-state",
				role: "status",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Request sent" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: `You asked to join ${asked}. ${JOIN_PENDING}` }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						className: "button button--primary",
						to: href("jobs"),
						children: "Browse jobs meanwhile"
					})
				]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [user.hasPendingJoinRequest && !user.primaryCompany && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "notice",
				role: "note",
				children: ["Your company join request is pending approval; thank you for your patience.", " You can also set up another company."]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyForm, {
				initial: emptyCompanyForm(),
				options: data.options,
				submitLabel: "Create company",
				busy: create.busy,
				result: create.result,
				onSubmit: (company, images) => create.submit({
					intent: "create",
					...company,
					...images
				}),
				onNameChange: typed,
				nameAside: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Suggestions, {
					found,
					term,
					busy: join.busy,
					onJoin: (c) => void join.submit({
						intent: "join",
						companyId: c.id
					})
				})
			})] })
		]
	});
}
export { CreateCompanyPage as default };
