import { Jn as extend, Xn as literal, Zn as nullable } from "./index-BTLBy0eD.js";
import { company } from "./company-Bazy3rMB.js";
import { U as companyInputSchema } from "./mock-CDwb7JL5.js";
import { t as imageFileSchema } from "./uploads-CwENeC8M.js";
// src/features/company/company-actions.ts
/**
* What the company screens' route modules share: what the company form sends, the primary company kept in the
* session, and saving images.
*/
/** The company form's submission (create-company, the company page's edit): the API's company input and the images. */
var companySubmissionSchema = (intent) => extend(companyInputSchema, {
	intent: literal(intent),
	logo: nullable(imageFileSchema("logo")),
	cover: nullable(imageFileSchema("cover"))
});
/** The primary company as the stored user keeps it, from a company's details. */
var primaryOf = (c) => ({
	id: c.id,
	name: c.name,
	logo: c.logo,
	city: c.city,
	country: c.country,
	state: c.state,
	website: c.website
});
/**
* Uploads the chosen images of a company once its details are saved: the logo is published to the header as soon
* as it is in (the API's logo binding). A refused image leaves the company as saved: the catalogue has said what was
* wrong with it, and it can be added later.
*/
async function uploadImages(companyId, images) {
	try {
		if (images.logo) await company.uploadLogo(images.logo, companyId);
		if (images.cover) await company.uploadCoverImage(images.cover, companyId);
	} catch {}
}
export { primaryOf as n, uploadImages as r, companySubmissionSchema as t };
