import { n as shouldRevalidate, t as saveJob } from "./save-job-Bvf7mJfU.js";
import { t as employerJob } from "./employer-job-DvoUFLKt.js";
import { Xt as getUser, et as fieldHelp, tt as lookups, yt as settle } from "./index-BTLBy0eD.js";
// src/features/employer-jobs/create-job.data.ts
var blockedFor = (user) => !user ? "visitor" : user.hasPendingJoinRequest ? "pending" : "noCompany";
/** create-job: the user's company (from the session), the form's choices and field help, fetched side by side. */
async function loader() {
	const user = getUser();
	const company = user?.primaryCompany;
	if (!company) return {
		blocked: blockedFor(user),
		company: null
	};
	const [options, help] = await Promise.all([settle(lookups.jobOptions()), fieldHelp()]);
	return {
		blocked: null,
		company,
		options,
		help
	};
}
/** Saves the new job for the user's company (POST admin/Job). */
var action = ({ request }) => saveJob(request, (job) => employerJob.create(job));
export { action, loader, shouldRevalidate };
