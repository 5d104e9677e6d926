import { Tn as envelope, ft as apiHttp } from "./index-BTLBy0eD.js";
import { I as purchaseSchema } from "./mock-CDwb7JL5.js";
// src/api/boost.ts
/** Boosting a live job, and paying for it (role Employer; calls proposed here, contracts/README.md). */
var boostApi = (http) => ({
	/** POST admin/Boost: a boost of a live job, waiting for its payment (boost Pending, payment Created). */
	create: async (boost) => (await http.request(envelope(purchaseSchema), "POST", "admin/Boost", { body: boost })).result,
	/**
	* POST admin/Boost/{id}/pay: pays for the boost. A declined card is not an error: the answer's payment says
	* PaymentFailed with the reason, and the boost stays Pending.
	*/
	pay: async (boostId, card) => (await http.request(envelope(purchaseSchema), "POST", `admin/Boost/${boostId}/pay`, { body: card })).result,
	/** GET admin/Boost/{id}: a purchase, for its confirmation page. */
	get: async (boostId) => (await http.request(envelope(purchaseSchema), "GET", `admin/Boost/${boostId}`)).result
});
/** The app's client of this area, bound to the session (src/api/bindings.ts). */
var boost = boostApi(apiHttp);
export { boost };
