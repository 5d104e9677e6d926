import { company } from "./company-Bazy3rMB.js";
import { content } from "./content-CyD73VzJ.js";
import { yt as settle } from "./index-BTLBy0eD.js";
// src/features/content/benefits.data.ts
/**
* benefits-candidates and benefits-employers: the demo's real figures (the live jobs and the companies hiring now,
* Company/get-active-companies) and the testimonials; a part that fails is left out or said in place.
*/
async function loader() {
	const [hiring, testimonials] = await Promise.all([settle(company.getActive()), settle(content.getTestimonials())]);
	return {
		hiring,
		testimonials
	};
}
export { loader };
