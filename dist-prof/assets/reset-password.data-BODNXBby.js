const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/account-BiNDVTr5.js","assets/index-BTLBy0eD.js","assets/mock-CDwb7JL5.js"])))=>i.map(i=>d[i]);
import { Mn as showToast, Pn as __vitePreload, Xt as getUser, br as href, gt as attempt, in as signOut, jr as redirect, vt as searchParamsOf, yt as settle } from "./index-BTLBy0eD.js";
import { Ft as resetPasswordSchema } from "./mock-CDwb7JL5.js";
import { n as submissionOf } from "./submission-DODpyDpS.js";
// src/features/auth/reset-password.data.ts
var client = async () => (await __vitePreload(async () => {
	const { account } = await import("./account-BiNDVTr5.js");
	return { account };
}, __vite__mapDeps([0,1,2]))).account;
/**
* reset-password?token=…: the token of the emailed link (none: the link is not complete), and whether it can still
* be used (a link unknown, used or expired says so before any password is typed).
*/
async function loader({ request }) {
	const token = searchParamsOf(request).get("token");
	if (!token) return {
		token,
		link: null
	};
	return {
		token,
		link: await settle((await client()).resetLink(token, request.signal), [404, 409])
	};
}
/**
* Sets the new password (Auth/reset-password). Every session of the account ends with it: this tab's too, if it
* was signed in; then to sign in with the new password.
*/
async function action({ request }) {
	const body = await submissionOf(request, resetPasswordSchema);
	if (!body.ok) return body;
	const account = await client();
	const result = await attempt(() => account.resetPassword(body.value));
	if (!result.ok) return result;
	if (getUser()) signOut();
	showToast("success", "Your password is changed. Sign in with the new one.");
	return redirect(href("login"));
}
export { action, loader };
