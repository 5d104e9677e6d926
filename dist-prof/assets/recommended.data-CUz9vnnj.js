const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/job-candidate-CGYXRhDv.js","assets/index-BTLBy0eD.js","assets/mock-CDwb7JL5.js"])))=>i.map(i=>d[i]);
import { An as recordIdSchema, m as recommendedQuerySchema, nt as ApplicationStatus, p as myJobsQuerySchema } from "./mock-CDwb7JL5.js";
import { $n as object, Pn as __vitePreload, gt as attempt, it as parseLenient, rt as paramsRecord, vt as searchParamsOf, yt as settle } from "./index-BTLBy0eD.js";
import { n as submissionOf } from "./submission-DODpyDpS.js";
import { r as setRecommendedCount } from "./session-updates-CnsB9V9-.js";
// src/features/recommended/recommended.data.ts
var tabs = [
	["recommended", "Recommended"],
	["saved", "Saved"],
	["applied", "Applied"]
];
/** The tab of the URL (`?tab=saved`); Recommended without one. */
var tabOf = (params) => tabs.find(([t]) => t === params.get("tab"))?.[0] ?? "recommended";
var client = async () => (await __vitePreload(async () => {
	const { jobCandidate } = await import("./job-candidate-CGYXRhDv.js");
	return { jobCandidate };
}, __vite__mapDeps([0,1,2]))).jobCandidate;
/**
* recommended-jobs: the list of the URL's tab (a failure shows in the list, with a retry): the recommended jobs
* with their match (date posted, sort, page), whose unfiltered total the nav shows; or the saved or applied jobs
* (for applied ones, the stage; the page).
*/
async function loader({ request }) {
	const params = searchParamsOf(request);
	const raw = paramsRecord(params);
	const jobs = await client();
	const tab = tabOf(params);
	if (tab === "recommended") {
		const query = parseLenient(recommendedQuerySchema, raw);
		const list = await settle(jobs.recommended(query));
		if (list.ok && !query.datePosted) setRecommendedCount(list.value.totalCount);
		return {
			tab,
			query,
			list
		};
	}
	const status = tab === "saved" ? ApplicationStatus.Watching : ApplicationStatus.Applied;
	const query = parseLenient(myJobsQuerySchema, {
		...raw,
		status: String(status)
	});
	return {
		tab,
		query,
		list: await settle(jobs.myJobs(query))
	};
}
/** A saved job to take off the list (Job/unwatch). */
var removeSubmissionSchema = object({ jobId: recordIdSchema });
/** Removes a saved job; the list is then loaded again. A refusal is handed back (the catalogue's toast said why). */
async function action({ request }) {
	const submission = await submissionOf(request, removeSubmissionSchema);
	if (!submission.ok) return submission;
	const jobs = await client();
	return attempt(() => jobs.unwatch(submission.value.jobId));
}
export { action, loader, tabs };
