import { Tn as envelope, ft as apiHttp } from "./index-BTLBy0eD.js";
import { Ot as doneSchema, vt as accountSchema } from "./mock-CDwb7JL5.js";
// src/api/account-settings.ts
var account = envelope(accountSchema);
/**
* The signed-in user's account settings (calls proposed here: contracts/README.md). The changes a form makes are
* quiet: the form shows their refusals beside its fields.
*/
var accountSettingsApi = (http) => ({
	/** GET Account: name, pronouns, address (and one waiting for its confirmation), the profile's visibility. */
	get: async (signal) => (await http.request(account, "GET", "Account", { signal })).result,
	/** PUT Account: the name and the pronouns. */
	updateDetails: async (body) => (await http.request(account, "PUT", "Account", {
		body,
		quiet: true
	})).result,
	/** PUT Account/visibility (candidates): who may see the public profile. */
	updateVisibility: async (body) => (await http.request(account, "PUT", "Account/visibility", {
		body,
		quiet: true
	})).result,
	/** POST Account/email-change: a confirmation link to the new address; it takes effect once confirmed. 409 when the address is taken. */
	requestEmailChange: async (body) => (await http.request(account, "POST", "Account/email-change", {
		body,
		quiet: true
	})).result,
	/** POST Account/confirm-email-change: the new address confirmed with the link's token. 404, 409 for a link unknown, used or expired. */
	confirmEmailChange: async (token) => (await http.request(account, "POST", "Account/confirm-email-change", {
		body: { token },
		quiet: true
	})).result,
	/** PUT Account/password: a new password; the account's other sessions end. */
	changePassword: async (body) => {
		await http.request(envelope(doneSchema), "PUT", "Account/password", {
			body,
			quiet: true
		});
	},
	/** DELETE Account (candidates): the account, its profile, applications and saved jobs are deleted; every session ends. */
	deleteAccount: async (body) => {
		await http.request(envelope(doneSchema), "DELETE", "Account", {
			body,
			quiet: true
		});
	}
});
/** The app's client of this area, bound to the session (src/api/bindings.ts). */
var accountSettings = accountSettingsApi(apiHttp);
export { accountSettings };
