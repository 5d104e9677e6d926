import { M as RADIUS_MILES, Mn as showToast, S as searchParamsFor, b as LOOKUP_KEYS, ht as appPath, jr as redirect, rt as paramsRecord, x as SEARCH_KEYS } from "./index-BTLBy0eD.js";
import { h as withKnownLookups } from "./mock-CDwb7JL5.js";
// src/components/job-search/search-links.ts
/**
* Links the search cannot take as they are, and links with ids of the job lookups: loaded only for them (the first
* page of /jobs has a budget). Their ids are checked against the lookups, and what changed is said in words.
*/
/** A URL parameter was given but the search keeps less of it (dropped, or items of its list dropped). */
var keptLess = (given, kept) => given !== void 0 && given !== "" && (kept === void 0 || Array.isArray(given) && Array.isArray(kept) && kept.length < given.length);
var said = {
	place: () => "The place in this link was not found: showing jobs anywhere.",
	radius: ({ query, near }) => `Distances go from ${RADIUS_MILES[0]} to ${RADIUS_MILES[RADIUS_MILES.length - 1]} mi: showing jobs within ${query.radius} mi of ${near?.name}.`,
	keyword: () => `Keywords are limited to 100 characters: this search uses the first 100.`,
	invalid: () => "Some filters in this link are not valid: they were left out.",
	jobFieldId: () => "The job field in this link does not exist: showing every field.",
	focusIds: () => "A focus in this link is not one of the job field: it was left out.",
	yearsOfExperienceIds: () => "An experience level in this link does not exist: it was left out.",
	salaryCompensationId: () => "The pay period in this link does not exist: showing any period."
};
/**
* The search with the lookups' ids checked (when the lookups could be had): ids that name none, or a focus of
* another field, are left out, and focuses bring their job field (the filters show focuses under their field).
* Returns the search and, in words, every change from the link (the notes of readSearch included).
*/
function checkLink(params, state, notes, options) {
	const keys = [...notes];
	let query = state.query;
	const given = paramsRecord(params);
	if (SEARCH_KEYS.some((key) => keptLess(given[key], query[key]))) keys.push("invalid");
	if (options) {
		const known = withKnownLookups(query, options);
		query = known.query;
		keys.push(...LOOKUP_KEYS.filter((key) => known.errors[key]));
		const fields = new Set(query.focusIds?.map((id) => options.focuses.find((f) => f.id === id)?.jobFieldId));
		if (query.jobFieldId === void 0 && fields.size === 1) query = {
			...query,
			jobFieldId: [...fields][0]
		};
		else if (query.jobFieldId === void 0 && fields.size > 1) {
			query = {
				...query,
				focusIds: void 0
			};
			keys.push("focusIds");
		}
	}
	const checked = {
		...state,
		query
	};
	return {
		state: checked,
		said: [...new Set(keys)].map((key) => said[key](checked))
	};
}
/** To the same page with these parameters, saying why. */
function corrected(url, params, notes) {
	for (const note of notes) showToast("info", note);
	const next = new URL(url);
	next.search = params.toString();
	return redirect(appPath(next));
}
/** A page past the last: to the last page, saying so. */
function lastPage(url, { query, near }, pages) {
	const last = {
		near,
		query: {
			...query,
			pageNumber: pages > 1 ? pages : void 0
		}
	};
	return corrected(url, searchParamsFor(url.searchParams, last), [`This search has ${pages} ${pages === 1 ? "page" : "pages"}: here is the last.`]);
}
export { checkLink, corrected, lastPage };
