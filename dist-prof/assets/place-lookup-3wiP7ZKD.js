import { Tn as envelope, bt as ApiError, ft as apiHttp, ot as toQuery } from "./index-BTLBy0eD.js";
import { i as placeSearchResultSchema, n as placeSchema, r as placeSearchQuerySchema } from "./mock-CDwb7JL5.js";
// src/api/place.ts
/**
* The towns and postal codes a job search can be near (open to visitors). Quiet: the search says its own failures
* (the Near field's list, a link's notice), so no toast repeats them.
*/
var placeApi = (http) => ({
	/** GET Places/search: the places whose name or postal code begins with what is typed, best first. */
	search: async (query, signal) => (await http.request(envelope(placeSearchResultSchema), "GET", "Places/search", {
		query: toQuery(query),
		signal,
		quiet: true
	})).result,
	/** GET Places/by-id: the place of a link (404 when there is none). */
	byId: async (id, signal) => (await http.request(envelope(placeSchema), "GET", "Places/by-id", {
		query: { id },
		signal,
		quiet: true
	})).result
});
/** The app's client of this area, bound to the session (src/api/bindings.ts). */
var place = placeApi(apiHttp);
// src/components/place/place-lookup.ts
/** The places a term begins (none for a term the API would refuse; null when they could not be looked up). */
async function suggestionsFor(term, signal) {
	const query = placeSearchQuerySchema.safeParse({ term });
	if (!query.success) return {
		term,
		places: []
	};
	return {
		term,
		places: await place.search(query.data, signal).catch(() => null)
	};
}
/** The places links named, by id: each is looked up once (a filter changed near it asks nothing more). */
var known = /* @__PURE__ */ new Map();
/**
* The place a URL names (`near`), asked of the API once. An id no place has (404), or that cannot be one (400), finds
* none (the link is corrected, with a notice); any other failure is the page's.
*/
async function placeOfLink(id, signal) {
	if (known.has(id)) return known.get(id);
	const found = await place.byId(id, signal).catch((error) => {
		if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return void 0;
		throw error;
	});
	known.set(id, found);
	return found;
}
export { placeOfLink, suggestionsFor };
