import { company } from "./company-Bazy3rMB.js";
import { content } from "./content-CyD73VzJ.js";
import { y as withPlaceSuggestions, yt as settle } from "./index-BTLBy0eD.js";
// src/features/content/home.data.ts
/**
* home: the companies hiring now (Company/get-active-companies), and the content service's testimonials and
* partners, fetched at once. A part that fails shows so in place (after the catalogue's toast): the rest of the page
* stays. With `?placeTerm=`, the places for the search box's Near typeahead.
*/
var loader = withPlaceSuggestions(async () => {
	const [hiring, testimonials, partners] = await Promise.all([
		settle(company.getActive()),
		settle(content.getTestimonials()),
		settle(content.getPartners())
	]);
	return {
		hiring,
		testimonials,
		partners
	};
});
export { loader };
