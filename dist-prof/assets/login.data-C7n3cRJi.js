const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/account-BiNDVTr5.js","assets/index-BTLBy0eD.js","assets/mock-CDwb7JL5.js"])))=>i.map(i=>d[i]);
import { Jn as extend, Pn as __vitePreload, Sr as safeReturnUrl, Xn as literal, Zn as nullable, dt as auth, gt as attempt, jr as redirect, or as string, rn as signIn, yr as homeFor } from "./index-BTLBy0eD.js";
import { gt as credentialsSchema, kt as emailOnlySchema } from "./mock-CDwb7JL5.js";
import { n as submissionOf, t as byIntent } from "./submission-DODpyDpS.js";
// src/features/auth/login.data.ts
/**
* Sign in, with where to go then; or, after a refusal for an address not confirmed yet (403), a new confirmation link.
*/
var loginSubmissionSchema = byIntent(extend(credentialsSchema, {
	intent: literal("login"),
	returnUrl: nullable(string())
}), extend(emailOnlySchema, { intent: literal("resend") }));
/**
* Signs in (Auth/login), then to the return URL or the user's home; a refusal goes back to the form. Or sends a
* new confirmation link (Auth/resend-confirmation) after a refusal for an unconfirmed address.
*/
async function action({ request }) {
	const submission = await submissionOf(request, loginSubmissionSchema);
	if (!submission.ok) return submission;
	if (submission.value.intent === "resend") {
		const { email } = submission.value;
		const { account } = await __vitePreload(async () => {
			const { account } = await import("./account-BiNDVTr5.js");
			return { account };
		}, __vite__mapDeps([0,1,2]));
		return attempt(() => account.resendConfirmation({ email }));
	}
	const { intent: _intent, returnUrl, ...credentials } = submission.value;
	const result = await attempt(() => auth.login(credentials));
	if (!result.ok) return result;
	signIn(result.value);
	return redirect(safeReturnUrl(returnUrl) ?? homeFor(result.value));
}
export { action };
