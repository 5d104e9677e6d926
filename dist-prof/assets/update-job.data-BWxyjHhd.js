import { n as shouldRevalidate, t as saveJob } from "./save-job-Bvf7mJfU.js";
import { t as employerJob } from "./employer-job-DvoUFLKt.js";
import { _t as pathId, et as fieldHelp, tt as lookups, yt as settle } from "./index-BTLBy0eD.js";
// src/features/employer-jobs/update-job.data.ts
/** update-job/{id}: the job as its employer edits it (403, 404: the page's problem), the form's choices and help. */
async function loader({ params }) {
	const id = pathId(params.id);
	const [job, options, help] = await Promise.all([
		employerJob.getForEdit(id),
		settle(lookups.jobOptions()),
		fieldHelp()
	]);
	return {
		job,
		options,
		help
	};
}
/** Saves the rewritten job (PUT admin/Job/{id}). */
var action = ({ params, request }) => saveJob(request, (job) => employerJob.update(pathId(params.id), job));
export { action, loader, shouldRevalidate };
