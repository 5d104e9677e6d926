const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/account-settings-YJnKu8zZ.js","assets/index-BTLBy0eD.js","assets/mock-CDwb7JL5.js"])))=>i.map(i=>d[i]);
import { Ct as passwordChangeSchema, _t as accountDetailsSchema, bt as deleteAccountSchema, wt as profileVisibilitySchema, xt as emailChangeSchema, yt as confirmEmailChangeSchema } from "./mock-CDwb7JL5.js";
import { n as submissionOf, t as byIntent } from "./submission-DODpyDpS.js";
import { Jn as extend, Mn as showToast, Pn as __vitePreload, Xn as literal, gt as attempt, in as signOut } from "./index-BTLBy0eD.js";
import { i as updateSignedInUser } from "./session-updates-CnsB9V9-.js";
// src/features/account/account.data.ts
/**
* account (candidates) and update-account (any signed-in user): the account's settings, read by the loader; each
* form of the page is its own intent of the action. What changes the header (the name, the address) changes the
* stored user too, in every tab.
*/
var client = async () => (await __vitePreload(async () => {
	const { accountSettings } = await import("./account-settings-YJnKu8zZ.js");
	return { accountSettings };
}, __vite__mapDeps([0,1,2]))).accountSettings;
async function loader({ request }) {
	return { account: await (await client()).get(request.signal) };
}
/** What each form of the page sends: the API's body with the form's intent. */
var accountSubmissionSchema = byIntent(extend(accountDetailsSchema, { intent: literal("details") }), extend(profileVisibilitySchema, { intent: literal("visibility") }), extend(emailChangeSchema, { intent: literal("email") }), extend(confirmEmailChangeSchema, { intent: literal("confirmEmail") }), extend(passwordChangeSchema, { intent: literal("password") }), extend(deleteAccountSchema, { intent: literal("delete") }));
var SAVED = {
	details: "Your details are saved.",
	visibility: "Who may see your profile is saved.",
	email: "We sent a confirmation link to your new address.",
	confirmEmail: "Your new email address is confirmed.",
	password: "Your password is changed. Your other sessions are signed out.",
	delete: "Your account is deleted."
};
async function save(submission) {
	const settings = await client();
	switch (submission.intent) {
		case "details": {
			const { intent: _i, ...body } = submission;
			const result = await attempt(() => settings.updateDetails(body));
			if (result.ok) updateSignedInUser({
				firstName: result.value.firstName,
				lastName: result.value.lastName
			});
			return result;
		}
		case "visibility": return attempt(() => settings.updateVisibility({ profileVisibility: submission.profileVisibility }));
		case "email": return attempt(() => settings.requestEmailChange({
			email: submission.email,
			password: submission.password
		}));
		case "confirmEmail": {
			const result = await attempt(() => settings.confirmEmailChange(submission.token));
			if (result.ok) updateSignedInUser({ email: result.value.email });
			return result;
		}
		case "password": return attempt(async () => (await settings.changePassword({
			currentPassword: submission.currentPassword,
			password: submission.password
		}), null));
		case "delete": return attempt(async () => (await settings.deleteAccount({ password: submission.password }), null));
	}
}
async function action({ request }) {
	const submission = await submissionOf(request, accountSubmissionSchema);
	if (!submission.ok) return submission;
	const { intent } = submission.value;
	const result = await save(submission.value);
	if (result.ok) {
		showToast("success", SAVED[intent]);
		if (intent === "delete") signOut();
	}
	return result;
}
export { action, loader };
