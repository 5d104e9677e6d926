import { Tn as envelope, ft as apiHttp, kr as data, t as searchLoader, y as withPlaceSuggestions, yt as settle } from "./index-BTLBy0eD.js";
import { content } from "./content-CyD73VzJ.js";
import { c as organizationSchema, s as organizationCompaniesSchema, wn as regionsOf } from "./mock-CDwb7JL5.js";
// src/api/organization.ts
/** A state's organization and its companies (the spec's Organization calls). */
var organizationApi = (http) => ({
	/** GET Organization?abbreviation: the organization of a state, by its two letters (any case). */
	getByAbbreviation: async (abbreviation) => (await http.request(envelope(organizationSchema), "GET", "Organization", { query: { abbreviation } })).result,
	/** GET Organization/companies: an organization's companies, or a state's, by name, each with its live jobs. */
	getCompanies: async (by) => (await http.request(envelope(organizationCompaniesSchema), "GET", "Organization/companies", { query: by })).result
});
/** The app's client of this area, bound to the session (src/api/bindings.ts). */
var organization = organizationApi(apiHttp);
// src/features/state-pa/pennsylvania.data.ts
/** The US state a path names, by its name as a path (`pennsylvania`, `new-york`) or its letters (`PA`), any case. */
function stateOf(path) {
	const wanted = path.toLowerCase();
	return regionsOf("US").find((s) => s.code.toLowerCase() === wanted || s.name.toLowerCase().replace(/ /g, "-") === wanted);
}
/**
* state-company/pennsylvania (and state-company/{state}: a path that names no US state is the not-found page): the
* state's organization (Organization?abbreviation; none is the route's not-found page, after the catalogue's toast),
* then at once its companies (Organization/companies by its id), the state's companies (by `state`), the page's
* entries in the content service, and the state's live jobs: the job search of the URL, its state fixed. With
* `?placeTerm=`, the places for the search's Near typeahead. A part that fails says so in place, after the catalogue's toast.
*/
var loader = withPlaceSuggestions(async ({ params, request }) => {
	const state = stateOf(params.state ?? "pennsylvania");
	if (!state) throw data(null, 404);
	const org = await organization.getByAbbreviation(state.code);
	const [members, inState, pages, jobs] = await Promise.all([
		settle(organization.getCompanies({ organizationId: org.id })),
		settle(organization.getCompanies({ state: org.state })),
		settle(content.getStatePages(org.state)),
		searchLoader({ request }, { state: org.state })
	]);
	return {
		stateName: state.name,
		organization: org,
		members,
		inState,
		pages,
		jobs
	};
});
export { loader };
