import { Dr as Link, Gt as JOIN_PENDING, Kr as require_react, Nt as require_jsx_runtime, Ur as useAtomValue, Yr as __toESM, br as href, on as userAtom } from "./index-BTLBy0eD.js";
import { r as useFormAction } from "./Form-B3qryzaX.js";
// src/components/company/PendingJoin.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The company the signed-in user asked to join, as Auth/login names it (null when the server does not say). */
function usePendingCompany() {
	return useAtomValue(userAtom)?.pendingJoinRequest?.companyName ?? null;
}
/** Withdraws the request (create-company's action, which then opens that page; a refusal is the catalogue's toast). */
function Withdraw({ companyId, company }) {
	const withdraw = useFormAction(href("createCompany"));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
		type: "button",
		className: "button",
		"aria-disabled": withdraw.busy,
		onClick: () => void withdraw.submit({
			intent: "withdraw",
			companyId
		}),
		children: withdraw.busy ? "Withdrawing…" : `Withdraw my request to join ${company}`
	}) });
}
/**
* The company page of an employer whose join request is pending (`/profile`, the company guard's message): which
* company was asked, what happens next, what to do meanwhile, and a way to withdraw the request.
*/
function PendingJoin() {
	const [pending] = (0, import_react.useState)(useAtomValue(userAtom)?.pendingJoinRequest ?? null);
	const company = pending?.companyName ?? null;
	const asked = company ?? "the company";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "page page--narrow pending-join",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "eyebrow",
				children: "Your company"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: company ? `Waiting to join ${company}` : "Waiting to join your company" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "notice",
				role: "status",
				children: JOIN_PENDING
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "lead",
				children: [
					"You asked to join ",
					company ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: company }) : "a company",
					" on Basecamp. One of its admins accepts or declines the request; once you are in, this page is ",
					asked,
					"'s dashboard and you can post and boost its jobs."
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Meanwhile" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
				className: "pending-join__ways",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: href("jobs"),
					children: "Browse the jobs on Basecamp"
				}), ", to see how others present theirs."] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: href("createCompany"),
					children: "Set up another company"
				}), " if you asked the wrong one, or yours is not here yet: you become its admin and can post jobs at once."] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Withdrawing the request" }),
			pending ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Asked the wrong company, or changed your mind? Withdraw the request: its admins will not see it any more." }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Withdraw, {
				companyId: pending.companyId,
				company: pending.companyName
			})] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
				"Ask ",
				asked,
				"'s admins to decline it: the request then no longer waits."
			] })
		]
	});
}
export { usePendingCompany as n, PendingJoin as t };
