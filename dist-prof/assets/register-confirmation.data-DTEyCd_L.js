const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/account-BiNDVTr5.js","assets/index-BTLBy0eD.js","assets/mock-CDwb7JL5.js"])))=>i.map(i=>d[i]);
import { Cr as Role, Jn as extend, Pn as __vitePreload, Xn as literal, br as href, gt as attempt, jr as redirect, rn as signIn, vt as searchParamsOf } from "./index-BTLBy0eD.js";
import { Dt as confirmEmailSchema, kt as emailOnlySchema } from "./mock-CDwb7JL5.js";
import { n as submissionOf, t as byIntent } from "./submission-DODpyDpS.js";
// src/features/auth/register-confirmation.data.ts
var client = async () => (await __vitePreload(async () => {
	const { account } = await import("./account-BiNDVTr5.js");
	return { account };
}, __vite__mapDeps([0,1,2]))).account;
/**
* register-confirmation/{id}: the registration (its address, whether it is confirmed; an unknown id is the route's
* 404) and the link's token when the page was opened from the email.
*/
async function loader({ params, request }) {
	const id = params.id ?? "";
	return {
		id,
		registration: await (await client()).registration(id, request.signal),
		token: searchParamsOf(request).get("token")
	};
}
/** Where a new account starts: a candidate on the profile, an employer on confirm-email (create a company or ask to join one). */
var firstStepOf = (user) => user.roles.includes(Role.Employer) ? href("confirmEmail") : href("profileEdit");
var confirmationIntentSchema = byIntent(extend(confirmEmailSchema, { intent: literal("confirm") }), extend(emailOnlySchema, { intent: literal("resend") }));
/** Confirm with the link's token: the user is signed in, and continues where a new account starts. Or send the link again. */
async function action({ request }) {
	const submission = await submissionOf(request, confirmationIntentSchema);
	if (!submission.ok) return submission;
	const intent = submission.value;
	const account = await client();
	if (intent.intent === "resend") return attempt(() => account.resendConfirmation({ email: intent.email }));
	const result = await attempt(() => account.confirmEmail(intent.token));
	if (!result.ok) return result;
	signIn(result.value);
	return redirect(firstStepOf(result.value));
}
export { action, firstStepOf, loader };
