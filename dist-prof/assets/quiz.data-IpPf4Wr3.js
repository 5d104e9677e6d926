const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/quiz-CqF8iN_1.js","assets/index-BTLBy0eD.js","assets/mock-CDwb7JL5.js"])))=>i.map(i=>d[i]);
import { Pn as __vitePreload, br as href, jr as redirect, tt as lookups, vt as searchParamsOf, yt as settle } from "./index-BTLBy0eD.js";
import { a as firstUnanswered, n as RESULTS_STEP, o as stepOf } from "./quiz-form-BGJ9dpFF.js";
import { o as storedQuizProgress, r as quizAnswersOf } from "./quiz-CyXIGTgf.js";
// src/features/quiz/quiz.data.ts
/**
* quiz (visitors): the step of the URL (`?step=3`), the choices of the steps (job fields and focuses, pay periods),
* and on the results step the matches of the answers kept in the app's store (POST Quiz/matches). A step beyond the
* first one not answered yet goes to that one (a link or a reload cannot skip a question).
*/
async function loader({ request }) {
	const step = stepOf(searchParamsOf(request).get("step"));
	const progress = storedQuizProgress();
	const reachable = firstUnanswered(progress);
	if (step > reachable) throw redirect(href("quiz", null, { step: reachable }));
	const options = lookups.jobOptions();
	const answers = step === RESULTS_STEP ? quizAnswersOf(progress) : null;
	const matches = answers ? settle(__vitePreload(async () => {
		const { quiz } = await import("./quiz-CqF8iN_1.js");
		return { quiz };
	}, __vite__mapDeps([0,1,2])).then(({ quiz }) => quiz.matches(answers, request.signal))) : null;
	return {
		step,
		options: await options,
		answers,
		matches: await matches
	};
}
export { loader };
