import { kr as data } from "./index-BTLBy0eD.js";
import { content } from "./content-CyD73VzJ.js";
import { O as LEGAL_SLUGS } from "./mock-CDwb7JL5.js";
// src/features/content/legal.data.ts
/** The legal page of the route's own path (its last segment: `terms-of-service`), from the content service. */
var slugOf = (request) => {
	const last = new URL(request.url).pathname.split("/").filter(Boolean).at(-1);
	const slug = LEGAL_SLUGS.find((s) => s === last);
	if (!slug) throw data(null, 404);
	return slug;
};
/**
* terms-conditions, privacy-policy, terms-of-service, nda-agreement: the page's published text. None published (or a
* build without a content key) is the route's not-found page.
*/
async function loader({ request }) {
	const page = await content.getLegalPage(slugOf(request));
	if (!page) throw data(null, 404);
	return page;
}
export { loader };
