import { Dr as Link, Kr as require_react, Nt as require_jsx_runtime, Or as Navigate, Pr as useLoaderData, Qt as isEmployer, Rr as useNavigate, Ur as useAtomValue, Yr as __toESM, Zt as isCandidate, br as href, i as NearField, on as userAtom } from "./index-BTLBy0eD.js";
import { n as Partners, r as Testimonials, t as HiringCompanies } from "./home-sections-Cilo2Hnk.js";
import { t as useDocumentMeta } from "./useDocumentMeta-C5HQliaF.js";
// src/features/content/HomeSearch.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* Home's search box: keywords and a place (the job search's Near typeahead), opening /jobs with that search; the
* place's distance is the job search's default.
*/
function HomeSearch() {
	const ids = (0, import_react.useId)();
	const navigate = useNavigate();
	const [keyword, setKeyword] = (0, import_react.useState)("");
	const [place, setPlace] = (0, import_react.useState)(void 0);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		role: "search",
		"aria-label": "Find jobs",
		className: "home-search card",
		onSubmit: (e) => {
			e.preventDefault();
			const query = {
				near: place?.id,
				keyword: keyword.trim() || void 0,
				radius: place && 50
			};
			navigate(href("jobs", null, query));
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "field field--compact",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: `${ids}-keyword`,
					children: "What"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					id: `${ids}-keyword`,
					type: "search",
					value: keyword,
					placeholder: "Raft guide, ranger, gear shop…",
					maxLength: 100,
					onChange: (e) => setKeyword(e.target.value)
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "field field--compact",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					id: `${ids}-near-label`,
					htmlFor: `${ids}-near`,
					children: "Where"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NearField, {
					id: `${ids}-near`,
					place,
					onChoose: setPlace
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "submit",
				className: "button button--primary",
				children: "Search jobs"
			})
		]
	});
}
// src/features/content/HomePage.tsx
var DESCRIPTION = "Jobs in the outdoor industry: guides, rangers, trail crews, gear shops and the companies behind them. Search by place, see the pay up front, and apply in minutes.";
/** The next step home offers: the quiz to a visitor, their jobs to a candidate, their home to an employer. */
function NextStep() {
	const user = useAtomValue(userAtom);
	if (isEmployer(user)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		className: "button",
		to: href("homeEmployer"),
		children: "Go to your employer home"
	});
	if (isCandidate(user)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		className: "button",
		to: href("recommendedJobs"),
		children: "See the jobs picked for you"
	});
	if (user) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "card home-quiz",
		"aria-labelledby": "home-quiz",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "home-quiz",
				children: "Not sure where to start?"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Answer six questions about the work you want and where, and see the jobs that match before you sign up." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				className: "button button--primary",
				to: href("quiz"),
				children: "Take the quiz"
			})
		]
	});
}
/**
* home (beta access): the candidates' way in: a search box (keywords and a place) that opens the job search, the
* companies hiring now (each to its brand page), the quiz for a visitor, testimonials and partners.
*/
function HomePage() {
	const data = useLoaderData();
	useDocumentMeta("Jobs in the outdoor industry", DESCRIPTION);
	if ("places" in data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: ".",
		replace: true
	});
	const { hiring, testimonials, partners } = data;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "page home",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: "home-hero",
				"aria-labelledby": "home-title",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "eyebrow",
						children: "Basecamp"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
						id: "home-title",
						children: "Find work that gets you outside"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "lead",
						children: "Guiding, trail work, conservation, gear and hospitality: real jobs with the pay shown, near you or anywhere."
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeSearch, {})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NextStep, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HiringCompanies, { hiring }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Testimonials, {
				testimonials,
				audience: "candidate",
				heading: "From people who found their job here"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Partners, { partners })
		]
	});
}
export { HomePage as default };
