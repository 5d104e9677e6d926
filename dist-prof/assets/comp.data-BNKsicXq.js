import { Tn as envelope, Xt as getUser, Zt as isCandidate, ft as apiHttp, it as parseLenient, ot as toQuery, rt as paramsRecord, tt as lookups, vt as searchParamsOf, yt as settle } from "./index-BTLBy0eD.js";
import { Q as convertPay, a as payInsightsPageSchema, et as periodOfCompensation, o as payInsightsSchema, tt as roundPay } from "./mock-CDwb7JL5.js";
import { profile } from "./profile-D9Z3bG0Z.js";
// src/api/pay-insights.ts
/** The pay insights page (comp). */
var payInsightsApi = (http) => ({ 
/**
* GET Job/pay-insights: what the live jobs pay per the period, by field, focus, job type and state (no sign-in
* needed; a token sent must be valid).
*/
get: async (query, signal) => (await http.request(envelope(payInsightsSchema), "GET", "Job/pay-insights", {
	query: toQuery(query),
	signal
})).result });
/** The app's client of this area, bound to the session (src/api/bindings.ts). */
var payInsights = payInsightsApi(apiHttp);
// src/features/comp/comp.data.ts
/** The profile's pay of the page's period, else its first one, converted: null without a minimum. */
function wantedPay(salaries, period) {
	const usable = salaries.flatMap((s) => {
		const from = periodOfCompensation(s.compensationId);
		return s.min !== null && from ? [{
			amount: s.min,
			period: from
		}] : [];
	});
	const given = usable.find((s) => s.period === period) ?? usable[0];
	if (!given) return null;
	return {
		amount: roundPay(convertPay(given.amount, given.period, period), period),
		given
	};
}
/**
* comp: the pay insights of the URL's period, country and job field (Job/pay-insights); the job fields to choose
* from; for a signed-in candidate, their wanted pay per that period (from their profile; its failure leaves it out).
*/
async function loader({ request }) {
	const read = parseLenient(payInsightsPageSchema, paramsRecord(searchParamsOf(request)));
	const options = await lookups.jobOptions().catch(() => null);
	const known = options?.jobFields.some((f) => f.id === read.jobFieldId) ?? true;
	const query = {
		period: read.period ?? "year",
		country: read.country,
		jobFieldId: known ? read.jobFieldId : void 0
	};
	const candidate = isCandidate(getUser());
	const [insights, saved] = await Promise.all([payInsights.get(query, request.signal), candidate ? settle(profile.get(request.signal)) : null]);
	return {
		query,
		insights,
		options,
		candidate,
		wanted: saved?.ok ? wantedPay(saved.value.salaries, query.period) : null
	};
}
export { loader, wantedPay };
