const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/account-BiNDVTr5.js","assets/index-BTLBy0eD.js","assets/mock-CDwb7JL5.js"])))=>i.map(i=>d[i]);
import { Jn as extend, Pn as __vitePreload, Un as boolean, br as href, gt as attempt, jr as redirect } from "./index-BTLBy0eD.js";
import { jt as registrationSchema } from "./mock-CDwb7JL5.js";
import { n as submissionOf } from "./submission-DODpyDpS.js";
import { a as storedQuizAnswers, t as clearQuizAnswers } from "./quiz-CyXIGTgf.js";
// src/features/auth/register.data.ts
/** What the registration form sends: its fields, and whether the stored quiz answers go with them. */
var registerSubmissionSchema = extend(registrationSchema, { withQuiz: boolean() });
/**
* Registers (Auth/register), then to the registration's page, which says where the confirmation went. A candidate
* who took the quiz (and did not leave the answers out) sends the stored answers: they start the profile. Once
* registered, the stored answers are forgotten (the account has them, or was made without them).
*/
async function action({ request }) {
	const submission = await submissionOf(request, registerSubmissionSchema);
	if (!submission.ok) return submission;
	const { withQuiz, ...registration } = submission.value;
	const quiz = withQuiz && registration.accountType === "candidate" ? storedQuizAnswers() : null;
	const { account } = await __vitePreload(async () => {
		const { account } = await import("./account-BiNDVTr5.js");
		return { account };
	}, __vite__mapDeps([0,1,2]));
	const result = await attempt(() => account.register(quiz ? {
		...registration,
		quiz
	} : registration));
	if (!result.ok) return result;
	clearQuizAnswers();
	return redirect(href("registerConfirmation", { id: result.value.registrationId }));
}
export { action };
