import { Tn as envelope, ft as apiHttp, xn as primaryCompanyOrNullSchema, yn as companyNamesSchema } from "./index-BTLBy0eD.js";
import { H as companyDetailSchema, Vt as noResultSchema, q as joinRequestSchema } from "./mock-CDwb7JL5.js";
// src/api/admin-company.ts
var adminCompanyApi = (http) => ({
	/** GET admin/Company/get-primary: the logged-in employer's primary company, null while they have none. */
	getPrimary: async () => (await http.request(envelope(primaryCompanyOrNullSchema), "GET", "admin/Company/get-primary")).result,
	/** GET admin/Company/all-names: every company's id and name, by name (admins' company filters). */
	allNames: async () => (await http.request(envelope(companyNamesSchema), "GET", "admin/Company/all-names")).result,
	/** POST admin/Company: a new company; an employer who creates it becomes its admin, and it their primary company. */
	create: async (company) => (await http.request(envelope(companyDetailSchema), "POST", "admin/Company", { body: company })).result,
	/** PUT admin/Company/{id}: the company's details rewritten (its admins, and site admins). */
	update: async (id, company) => (await http.request(envelope(companyDetailSchema), "PUT", `admin/Company/${id}`, { body: company })).result,
	/** POST admin/Company/send-join-request?companyId: asks the company's admins to let the user in. */
	sendJoinRequest: async (companyId) => (await http.request(envelope(joinRequestSchema), "POST", "admin/Company/send-join-request", { query: { companyId } })).result,
	/** DELETE admin/Company/join-request?companyId: withdraws the user's request to join, while it waits. */
	withdrawJoinRequest: async (companyId) => (await http.request(envelope(noResultSchema), "DELETE", "admin/Company/join-request", { query: { companyId } })).result
});
/** The app's client of this area, bound to the session (src/api/bindings.ts). */
var adminCompany = adminCompanyApi(apiHttp);
export { adminCompany };
