import { Tn as envelope, ft as apiHttp, pt as bindings } from "./index-BTLBy0eD.js";
import { B as activeCompaniesSchema, G as companySuggestionsSchema, H as companyDetailSchema, K as imageUrlSchema, V as brandPageSchema, W as companyOptionsSchema } from "./mock-CDwb7JL5.js";
// src/api/company.ts
/** An image upload: the file as form data (`file`), the company in the query. */
var upload = (file, companyId) => {
	const form = new FormData();
	form.append("file", file, file instanceof File ? file.name : "image");
	return {
		form,
		query: { companyId }
	};
};
/** Companies (the spec's Company/* calls): the form's choices, one company, name suggestions, image uploads. */
var companyApi = (http, options = {}) => ({
	/** GET Company/options: the choices of the company form (kinds and sizes of company). */
	getOptions: async () => (await http.request(envelope(companyOptionsSchema), "GET", "Company/options")).result,
	/** GET Company/by-id?id: a company as its pages show it. */
	getById: async (id) => (await http.request(envelope(companyDetailSchema), "GET", "Company/by-id", { query: { id } })).result,
	/** GET Company/by-path?path: a company's brand page, its live jobs with it. */
	getByPath: async (path) => (await http.request(envelope(brandPageSchema), "GET", "Company/by-path", { query: { path } })).result,
	/** GET Company/get-active-companies: the companies hiring now, the most live jobs first, with the totals. */
	getActive: async () => (await http.request(envelope(activeCompaniesSchema), "GET", "Company/get-active-companies")).result,
	/** GET Company/get-suggestions?term: companies already here whose name holds the term (up to 5). */
	getSuggestions: async (term, signal) => (await http.request(envelope(companySuggestionsSchema), "GET", "Company/get-suggestions", {
		query: { term },
		signal
	})).result,
	/**
	* POST Company/upload-logo?companyId (form data: `file`): the company's new logo; its address (`result`) is
	* published as the logo update unless `skipPublish` (docs/product.md §7).
	*/
	uploadLogo: async (file, companyId, { skipPublish = false } = {}) => {
		const { result } = await http.request(envelope(imageUrlSchema), "POST", "Company/upload-logo", upload(file, companyId));
		if (!skipPublish) options.onLogoUploaded?.(companyId, result);
		return result;
	},
	/** POST Company/upload-cover-image?companyId (form data: `file`): the company's new cover image. */
	uploadCoverImage: async (file, companyId) => (await http.request(envelope(imageUrlSchema), "POST", "Company/upload-cover-image", upload(file, companyId))).result
});
/** The app's client of this area, bound to the session (src/api/bindings.ts); a new logo is published to the header. */
var company = companyApi(apiHttp, { onLogoUploaded: (id, logo) => bindings.onLogoUploaded(id, logo) });
export { company };
