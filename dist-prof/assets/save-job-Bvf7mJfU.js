import { Mn as showToast, U as JobStatus, br as href, gt as attempt, jr as redirect } from "./index-BTLBy0eD.js";
import { i as formErrors } from "./job-form-CXlR7-0a.js";
import { Zt as JobSearchStatusFilter, w as jobInputSchema } from "./mock-CDwb7JL5.js";
import { n as submissionOf } from "./submission-DODpyDpS.js";
// src/features/employer-jobs/save-job.ts
/** Where the dashboard shows a job saved in this status. */
var dashboardFor = (status) => href("profile", null, { status: status === JobStatus.PendingReview ? JobSearchStatusFilter.PendingReview : JobSearchStatusFilter.ActionRequired });
/** What a saved job's toast says. */
var savedMessage = (title, status) => status === JobStatus.PendingReview ? `“${title}” was sent for review. You will see here when it is live.` : `“${title}” was saved as a draft.`;
/**
* The action of create-job and update-job: saves the job the form checked (as a draft or for review, as its submit
* button said), then to the dashboard with a toast; a refusal (the server's, or the action's of a submission that
* does not pass the API's schema) goes back to the form, a 400's field errors on the form's own fields.
*/
async function saveJob(request, save) {
	const job = await submissionOf(request, jobInputSchema);
	const result = job.ok ? await attempt(() => save(job.value)) : job;
	if (!result.ok) return {
		...result,
		fieldErrors: formErrors(result.fieldErrors)
	};
	showToast("success", savedMessage(result.value.title, result.value.status));
	return redirect(dashboardFor(result.value.status));
}
/** A refused save changed nothing: the job, the choices and the help are not fetched again. */
var shouldRevalidate = ({ actionResult, defaultShouldRevalidate }) => actionResult?.ok === false ? false : defaultShouldRevalidate;
export { shouldRevalidate as n, saveJob as t };
