const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/account-BiNDVTr5.js","assets/index-BTLBy0eD.js","assets/mock-CDwb7JL5.js"])))=>i.map(i=>d[i]);
import { kt as emailOnlySchema } from "./mock-CDwb7JL5.js";
import { n as submissionOf } from "./submission-DODpyDpS.js";
import { Pn as __vitePreload, gt as attempt } from "./index-BTLBy0eD.js";
// src/features/auth/forgot-password.data.ts
/** Asks for a reset link (Auth/forgot-password): the answer is the same whether or not an account has the address. */
async function action({ request }) {
	const body = await submissionOf(request, emailOnlySchema);
	if (!body.ok) return body;
	const { email } = body.value;
	const { account } = await __vitePreload(async () => {
		const { account } = await import("./account-BiNDVTr5.js");
		return { account };
	}, __vite__mapDeps([0,1,2]));
	return attempt(async () => {
		await account.forgotPassword({ email });
		return email;
	});
}
export { action };
