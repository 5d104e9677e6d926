import { t as feedback } from "./feedback-B7asQWhH.js";
import { An as recordIdSchema, y as feedbackQuerySchema } from "./mock-CDwb7JL5.js";
import { $n as object, gt as attempt, it as parseLenient, rt as paramsRecord, vt as searchParamsOf, yt as settle } from "./index-BTLBy0eD.js";
import { n as submissionOf } from "./submission-DODpyDpS.js";
// src/features/admin-feedback/feedback-list.data.ts
/** admin/feedback: the URL's page of the feedback, newest first, with the unread count (a failure shows in the list). */
async function loader({ request }) {
	const query = parseLenient(feedbackQuerySchema, paramsRecord(searchParamsOf(request)));
	return { list: await settle(feedback.list(query, request.signal)) };
}
/** Which feedback to mark read. */
var markReadSchema = object({ id: recordIdSchema });
/**
* Marks a feedback read (PUT admin/Feedback/{id}/read); the list is loaded again after it, as after any action, so
* the item and the unread count show what the server now holds. A refusal is handed back (the catalogue has said why).
*/
async function action({ request }) {
	const submission = await submissionOf(request, markReadSchema);
	if (!submission.ok) return submission;
	return attempt(() => feedback.markRead(submission.value.id));
}
export { action, loader };
