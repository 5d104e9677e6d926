import { B as DatePostedFilter, Br as useRevalidator, Dr as Link, Kr as require_react, Nt as require_jsx_runtime, Pr as useLoaderData, V as datePostedFilterLabels, Yr as __toESM, at as patchParams, br as href, d as ResultList, m as formatDate, n as ProfileBannerSlot, nt as pageHref, o as JobCard, u as useUrlParams } from "./index-BTLBy0eD.js";
import { r as useFormAction } from "./Form-B3qryzaX.js";
import { at as appliedByFilterLabels, it as RecommendedJobsSort, nt as ApplicationStatus, ot as recommendedJobsSortLabels, rt as AppliedByFilter } from "./mock-CDwb7JL5.js";
import { tabs } from "./recommended.data-CUz9vnnj.js";
import { t as JobMatch } from "./JobMatch-C4Vd-xQZ.js";
// src/features/recommended/MyJobsList.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The applied-by stage filter of the Applied tab. */
function StageFilter({ appliedBy, onChange }) {
	const ids = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "filter filter--row",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", { children: "Applied by stage" }), Object.values(AppliedByFilter).map((value) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
			className: "check",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				type: "radio",
				name: `${ids}-stage`,
				checked: appliedBy === value,
				onChange: () => onChange(value)
			}), appliedByFilterLabels[value]]
		}, value))]
	});
}
/**
* Saved (Watching) or applied jobs of the candidate, as the route's loader got them; applied ones with the
* applied-by filter (in the URL). Remove takes a saved job off through the route's action; the list then reloads.
*/
function MyJobsList({ data }) {
	const { query, list } = data;
	const [params, update] = useUrlParams();
	const revalidator = useRevalidator();
	const removal = useFormAction();
	const [removed, setRemoved] = (0, import_react.useState)();
	const applied = query.status === ApplicationStatus.Applied;
	const appliedBy = query.appliedBy ?? AppliedByFilter.All;
	const message = removal.result?.ok && removed ? `${removed.job.title} was removed from your saved jobs.` : "";
	const remove = (item) => {
		setRemoved(item);
		removal.submit({ jobId: item.job.id });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		applied && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StageFilter, {
			appliedBy,
			onChange: (value) => update((current) => patchParams(current, { appliedBy: value === AppliedByFilter.All ? void 0 : String(value) }))
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			role: "status",
			className: "sr-status",
			children: message
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResultList, {
			result: list,
			pendingText: "Loading…",
			failedText: `Your ${applied ? "applications" : "saved jobs"} could not be loaded`,
			count: (page) => `${page.totalCount} ${applied ? page.totalCount === 1 ? "application" : "applications" : page.totalCount === 1 ? "saved job" : "saved jobs"}`,
			empty: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: applied ? appliedBy === AppliedByFilter.All ? "No applications yet" : "No applications at this stage" : "No saved jobs yet" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "muted",
					children: applied ? "Jobs you apply to appear here with their stage." : "Save jobs from their page to compare them and apply later."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					className: "button button--primary",
					to: href("jobs"),
					children: "Search jobs"
				})
			] }),
			onRetry: () => void revalidator.revalidate(),
			pageHref: pageHref(params),
			itemKey: (item) => item.id,
			children: (item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(JobCard, {
				job: item.job,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "match",
					children: applied ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "badge badge--stage",
						children: appliedByFilterLabels[item.stage] ?? "Applied"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "muted",
						children: ["Applied ", item.appliedDate ? `on ${formatDate(item.appliedDate)}` : ""]
					})] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "muted",
						children: ["Saved on ", formatDate(item.createdDate)]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						className: "button button--ghost",
						"aria-disabled": removal.busy,
						onClick: () => !removal.busy && remove(item),
						children: ["Remove", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "visually-hidden",
							children: [" ", item.job.title]
						})]
					})] })
				})
			})
		})
	] });
}
// src/domain/sponsored.ts
/** Fisher–Yates shuffle of a copy, using the given random source in [0, 1). */
function shuffled(items, random = Math.random) {
	const out = [...items];
	for (let i = out.length - 1; i > 0; i--) {
		const j = Math.min(i, Math.floor(random() * (i + 1)));
		const a = out[i];
		out[i] = out[j];
		out[j] = a;
	}
	return out;
}
/**
* One sponsored job always goes first (whatever `count`); with several, a random selection of up to `count`
* goes first, in the shuffled order. Everything else, unselected sponsored jobs included, keeps its relative order.
* Returns a new array; the input is not mutated.
*/
function sponsoredFirst(jobs, count, random = Math.random) {
	const sponsoredIdx = jobs.flatMap((job, i) => job.isSponsored ? [i] : []);
	const picked = sponsoredIdx.length === 1 ? sponsoredIdx : shuffled(sponsoredIdx, random).slice(0, Math.max(0, Math.floor(count)));
	if (picked.length === 0) return [...jobs];
	const pickedSet = new Set(picked);
	return [...picked.map((i) => jobs[i]), ...jobs.filter((_, i) => !pickedSet.has(i))];
}
// src/features/recommended/RecommendedList.tsx
/** The loader's recommended list (the page shows this list on the Recommended tab only). */
function useRecommendedData() {
	const data = useLoaderData();
	if (data.tab !== "recommended") throw new Error("The recommended list shows the Recommended tab only");
	return data;
}
/**
* Recommended jobs with their match, as the route's loader got them, sponsored ones first (docs/product.md §9: one
* sponsored job always first; with several, a random selection of up to `sponsoredCount`). `random` is injectable
* so tests are deterministic. Sort and date posted go into the URL; the loader loads that list.
*/
function RecommendedList({ random = Math.random, sponsoredCount = 3 }) {
	const ids = (0, import_react.useId)();
	const { query, list } = useRecommendedData();
	const [params, update] = useUrlParams();
	const revalidator = useRevalidator();
	const setParam = (patch) => update((current) => patchParams(current, patch));
	const ordered = (0, import_react.useMemo)(() => list.ok ? {
		...list,
		value: {
			...list.value,
			items: sponsoredFirst(list.value.items, sponsoredCount, random)
		}
	} : list, [list]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "list-controls",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "field field--compact field--inline",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: `${ids}-sort`,
				children: "Sort by"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
				id: `${ids}-sort`,
				value: query.sort ?? RecommendedJobsSort.DatePosted,
				onChange: (e) => setParam({ sort: e.target.value }),
				children: Object.values(RecommendedJobsSort).map((s) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: s,
					children: recommendedJobsSortLabels[s]
				}, s))
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "field field--compact field--inline",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: `${ids}-posted`,
				children: "Date posted"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
				id: `${ids}-posted`,
				value: query.datePosted ?? DatePostedFilter.AnyTime,
				onChange: (e) => setParam({ datePosted: e.target.value === DatePostedFilter.AnyTime ? void 0 : e.target.value }),
				children: Object.values(DatePostedFilter).map((d) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: d,
					children: datePostedFilterLabels[d]
				}, d))
			})]
		})]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResultList, {
		result: ordered,
		pendingText: "Loading…",
		failedText: "Your recommended jobs could not be loaded",
		count: (page) => `${page.totalCount} ${page.totalCount === 1 ? "recommended job" : "recommended jobs"}`,
		empty: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "No recommendations yet" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: "Add your focus, job types and where you want to work to your profile, or widen the date posted."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				className: "button button--primary",
				to: href("profileEdit"),
				children: "Complete your profile"
			})
		] }),
		onRetry: () => void revalidator.revalidate(),
		pageHref: pageHref(params),
		itemKey: (job) => job.id,
		children: (job) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(JobCard, {
			job,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(JobMatch, { job })
		})
	})] });
}
// src/features/recommended/RecommendedJobsPage.tsx
/**
* /recommended-jobs (role User): the candidate's jobs in one place: recommended ones with their match, the
* jobs they saved (Watching) and the ones they applied to. The tab is in the URL (`?tab=saved`); the route's
* loader loads its list (src/features/recommended/recommended.data.ts).
*/
function RecommendedJobsPage() {
	const data = useLoaderData();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "page my-jobs",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: "Recommended jobs" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "lead",
				children: "Jobs picked for your profile, and the ones you saved or applied to."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileBannerSlot, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
				"aria-label": "Your jobs",
				className: "tabs",
				children: tabs.map(([value, label]) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: href("recommendedJobs", null, value === "recommended" ? void 0 : { tab: value }),
					"aria-current": data.tab === value ? "page" : void 0,
					className: "tabs__link",
					children: label
				}, value))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				className: "visually-hidden",
				children: tabs.find(([t]) => t === data.tab)?.[1]
			}),
			data.tab === "recommended" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecommendedList, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MyJobsList, { data }, data.tab)
		]
	});
}
export { RecommendedList, RecommendedJobsPage as default };
