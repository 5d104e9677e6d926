import { Dr as Link, Kr as require_react, Nt as require_jsx_runtime, Pr as useLoaderData, Qt as isEmployer, Ur as useAtomValue, Yr as __toESM, at as patchParams, br as href, f as useListPending, on as userAtom, u as useUrlParams, w as milesToKm, xr as loginWithReturn } from "./index-BTLBy0eD.js";
import { n as Options } from "./Field-DecYDt-E.js";
import { t as PlaceOptions } from "./PlaceOptions-BK_3HxO5.js";
import { gn as places } from "./mock-CDwb7JL5.js";
// src/features/content/HomeEmployerPage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* The candidates an employer could reach: a job field and a place (the company's, for a signed-in employer) give
* the count of Home/calculate-candidates, announced as it changes. The choice is in the URL; the loader counts.
*/
function CandidateReach({ companyName }) {
	const ids = (0, import_react.useId)();
	const { fieldId, place, options, reach } = useLoaderData();
	const [, update] = useUrlParams();
	const counting = useListPending();
	const choose = (patch) => update((current) => patchParams(current, patch));
	const fieldName = options?.jobFields.find((f) => f.id === fieldId)?.name;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "card reach",
		"aria-labelledby": `${ids}-title`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: `${ids}-title`,
				children: companyName ? `Candidates near ${companyName}` : "How many candidates could you reach?"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "form-row",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "field",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
						htmlFor: `${ids}-field`,
						children: "Job field"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
						id: `${ids}-field`,
						value: fieldId,
						onChange: (e) => choose({ jobFieldId: e.target.value }),
						children: options && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Options, { items: options.jobFields })
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "field",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
						htmlFor: `${ids}-place`,
						children: "Near"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
						id: `${ids}-place`,
						value: place.id,
						onChange: (e) => choose({ near: e.target.value }),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlaceOptions, { places })
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "reach__result",
				role: "status",
				"aria-busy": counting || void 0,
				children: counting ? "Counting…" : !reach.ok ? "The count is not available right now." : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", {
						className: "reach__count",
						children: reach.value.count.toLocaleString("en-US")
					}),
					" ",
					reach.value.count === 1 ? "candidate" : "candidates",
					" in ",
					fieldName ?? "this field",
					" could take a job near",
					" ",
					place.city
				] })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "muted reach__note",
				children: [
					"Candidates who follow a focus of the field and live within ",
					100,
					" miles (",
					Math.round(milesToKm(100)),
					" km), want to work in ",
					place.region,
					", or work remotely from the same country."
				]
			})
		]
	});
}
/** home-employer: what Basecamp offers employers; for a signed-in employer, their company's reach and the way to their jobs. */
function HomeEmployerPage() {
	const user = useAtomValue(userAtom);
	const company = isEmployer(user) ? user?.primaryCompany ?? null : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "page home-employer",
		children: [company ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "eyebrow",
				children: "Employer home"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h1", { children: ["Welcome back, ", user?.user.firstName] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "lead",
				children: [
					"Post jobs for ",
					company.name,
					", follow their review, and boost the ones that matter most."
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "home-employer__actions",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					className: "button button--primary",
					to: href("createJob"),
					children: "Post a job"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					className: "button",
					to: href("profile"),
					children: "Manage your jobs"
				})]
			})
		] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "eyebrow",
				children: "For employers"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: "Hire people who live for the outdoors" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "lead",
				children: "Guides, rangers, shop staff, designers and engineers who would rather be outside, and want to work where they play."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "home-employer__actions",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					className: "button button--primary",
					to: user ? href("createCompany") : loginWithReturn(href("createJob")),
					children: "Post a job"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					className: "button",
					to: href("benefitsEmployers"),
					children: "Why Basecamp"
				})]
			})
		] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CandidateReach, { companyName: company?.name })]
	});
}
export { HomeEmployerPage as default };
