const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/job-candidate-CGYXRhDv.js","assets/index-BTLBy0eD.js","assets/mock-CDwb7JL5.js","assets/profile-D9Z3bG0Z.js","assets/recommended-count-CvUZRRwC.js","assets/session-updates-CnsB9V9-.js"])))=>i.map(i=>d[i]);
import { An as recordIdSchema } from "./mock-CDwb7JL5.js";
import { $n as object, Pn as __vitePreload, Xn as literal, Xt as getUser, Zt as isCandidate, _t as pathId, gt as attempt, yt as settle } from "./index-BTLBy0eD.js";
import { n as submissionOf, t as byIntent } from "./submission-DODpyDpS.js";
// src/components/job/job-page.data.ts
/**
* A job's page (job/{id}, and a job opened on the public board): its loader and the candidate's actions on it,
* shared by the two routes that show it. After an action the route's loader runs again, so the page shows the
* candidate's new status (and a stale page, refused with a 409, is brought up to date the same way).
*/
var client = async () => (await __vitePreload(async () => {
	const { jobCandidate } = await import("./job-candidate-CGYXRhDv.js");
	return { jobCandidate };
}, __vite__mapDeps([0,1,2]))).jobCandidate;
async function applicantOf() {
	if (!isCandidate(getUser())) return null;
	const answer = await settle(__vitePreload(async () => {
		const { profile } = await import("./profile-D9Z3bG0Z.js");
		return { profile };
	}, __vite__mapDeps([3,1,2])).then(({ profile }) => profile.get()));
	return { resume: answer.ok ? answer.value.resumeUrl !== null : null };
}
/**
* The job of a path's id (an id that is not a number cannot exist: 404, the route's not-found state), and for a
* signed-in candidate what their application would share, fetched side by side.
*/
async function loadJobPage(id) {
	const jobId = pathId(id ?? void 0);
	const [job, applicant] = await Promise.all([client().then((jobs) => jobs.getById(jobId)), applicantOf()]);
	return {
		job,
		applicant
	};
}
var onJob = (intent) => object({
	intent: literal(intent),
	jobId: recordIdSchema
});
var jobPageIntentSchema = byIntent(onJob("save"), onJob("unsave"), onJob("apply"));
async function jobPageAction({ request }) {
	const submission = await submissionOf(request, jobPageIntentSchema);
	if (!submission.ok) return submission;
	const { intent, jobId } = submission.value;
	const jobs = await client();
	switch (intent) {
		case "save": return attempt(() => jobs.watch(jobId));
		case "unsave": return attempt(() => jobs.unwatch(jobId));
		case "apply": {
			const applied = await attempt(() => jobs.apply(jobId));
			if (applied.ok) await (await __vitePreload(async () => {
				const { loadRecommendedCount } = await import("./recommended-count-CvUZRRwC.js");
				return { loadRecommendedCount };
			}, __vite__mapDeps([4,1,5]))).loadRecommendedCount();
			return applied;
		}
	}
}
export { loadJobPage as n, jobPageAction as t };
