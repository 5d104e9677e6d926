import { Dt as CONTENT_BASE_URL, Gr as gatedFetch, Ot as CONTENT_KEY, ln as contentTokenSchema, mt as boundNotifier, pn as tooltipsSchema, pt as bindings, xt as createHttp } from "./index-BTLBy0eD.js";
import { A as PARTNER_FIELDS, D as LEGAL_FIELDS, E as statePagesSchema, M as partnersSchema, N as testimonialsSchema, T as STATE_PAGE_FIELDS, j as TESTIMONIAL_FIELDS, k as legalPagesSchema } from "./mock-CDwb7JL5.js";
// src/api/content.ts
var isValid = (token, now) => token !== null && Date.parse(token.expires) > now;
/**
* The content-service client. It has its own bearer token (never the product API's), fetched with
* POST auth/authenticate when missing or expired. A 401 drops that token; it does not log the user out.
*/
function contentApi(options) {
	const now = options.now ?? (() => Date.now());
	const http = createHttp({
		baseUrl: options.baseUrl,
		notify: options.notify,
		fetch: options.fetch,
		getToken: () => options.tokens.get()?.accessToken,
		onUnauthorized: () => options.tokens.set(null)
	});
	const anonymous = createHttp({
		baseUrl: options.baseUrl,
		notify: options.notify,
		fetch: options.fetch
	});
	async function authenticate() {
		if (options.key === null) throw new Error("No content-service key was given to this build.");
		const { data } = await anonymous.request(contentTokenSchema, "POST", "auth/authenticate", { body: { key: options.key } });
		options.tokens.set(data);
		return data;
	}
	/**
	* Refreshes the token when it is missing or expired (called at start-up and before each content call); null
	* without a key.
	*/
	async function ensureToken() {
		const token = options.tokens.get();
		if (isValid(token, now())) return token;
		return options.key === null ? null : authenticate();
	}
	return {
		authenticate,
		ensureToken,
		/** GET items/tooltips: the published tooltips (field_name, tooltip). */
		getTooltips: async () => {
			if (!await ensureToken()) return [];
			const { data } = await http.request(tooltipsSchema, "GET", "items/tooltips", { query: {
				status: "published",
				fields: "field_name,tooltip"
			} });
			return data;
		},
		/** GET items/testimonials: the published testimonials, in the editors' order; none without a key. */
		getTestimonials: async () => {
			if (!await ensureToken()) return [];
			const { data } = await http.request(testimonialsSchema, "GET", "items/testimonials", { query: {
				status: "published",
				fields: TESTIMONIAL_FIELDS
			} });
			return data;
		},
		/** GET items/partners: the published partners, in the editors' order; none without a key. */
		getPartners: async () => {
			if (!await ensureToken()) return [];
			const { data } = await http.request(partnersSchema, "GET", "items/partners", { query: {
				status: "published",
				fields: PARTNER_FIELDS
			} });
			return data;
		},
		/** GET items/state_pages?state: the published entries of a state's page (its two letters); none without a key. */
		getStatePages: async (state) => {
			if (!await ensureToken()) return [];
			const { data } = await http.request(statePagesSchema, "GET", "items/state_pages", { query: {
				status: "published",
				state,
				fields: STATE_PAGE_FIELDS
			} });
			return data;
		},
		/** GET items/legal_pages?slug: the published text of a legal page; null when none is (or without a key). */
		getLegalPage: async (slug) => {
			if (!await ensureToken()) return null;
			const { data } = await http.request(legalPagesSchema, "GET", "items/legal_pages", { query: {
				status: "published",
				slug,
				fields: LEGAL_FIELDS
			} });
			return data[0] ?? null;
		}
	};
}
/** The app's content-service client: its own base URL, key and token (src/env.ts). */
var content = contentApi({
	baseUrl: CONTENT_BASE_URL,
	key: CONTENT_KEY,
	tokens: {
		get: () => bindings.contentTokens.get(),
		set: (token) => bindings.contentTokens.set(token)
	},
	notify: boundNotifier,
	fetch: gatedFetch
});
export { content, contentApi };
