const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/home-CJS4m3u7.js","assets/index-BTLBy0eD.js","assets/mock-CDwb7JL5.js"])))=>i.map(i=>d[i]);
import { Pn as __vitePreload, Qt as isEmployer, Xt as getUser, tt as lookups, vt as searchParamsOf, yt as settle } from "./index-BTLBy0eD.js";
import { hn as placeOf, mn as placeById } from "./mock-CDwb7JL5.js";
// src/features/content/home-employer.data.ts
var DEFAULT_FIELD_ID = 1;
var DEFAULT_PLACE_ID = "boulder-co";
/** The place the count starts from: the signed-in employer's company town, else Boulder. */
function defaultPlace() {
	const user = getUser();
	const company = isEmployer(user) ? user?.primaryCompany : null;
	return company && placeOf(company) || placeById(DEFAULT_PLACE_ID);
}
/** A job field id of the URL (`jobFieldId=3`), or the first field. */
function fieldIdOf(value) {
	const id = Number(value);
	return Number.isSafeInteger(id) && id > 0 ? id : DEFAULT_FIELD_ID;
}
/**
* home-employer: the job fields, and how many candidates of the URL's field could take a job near the URL's place
* (`?jobFieldId=1&near=boulder-co`; Home/calculate-candidates). The count's failure shows in place.
*/
async function loader({ request }) {
	const params = searchParamsOf(request);
	const fieldId = fieldIdOf(params.get("jobFieldId"));
	const place = placeById(params.get("near") ?? "") ?? defaultPlace();
	const { home } = await __vitePreload(async () => {
		const { home } = await import("./home-CJS4m3u7.js");
		return { home };
	}, __vite__mapDeps([0,1,2]));
	const [options, reach] = await Promise.all([lookups.jobOptions().catch(() => null), settle(home.calculateCandidates({
		jobFieldId: fieldId,
		lat: place.lat,
		lng: place.lng,
		state: place.region,
		country: place.country
	}))]);
	return {
		fieldId,
		place,
		options,
		reach
	};
}
export { loader };
