import { t as feedback } from "./feedback-B7asQWhH.js";
import { _ as feedbackInputSchema } from "./mock-CDwb7JL5.js";
import { n as submissionOf } from "./submission-DODpyDpS.js";
import { gt as attempt } from "./index-BTLBy0eD.js";
// src/features/content/feedback.data.ts
/**
* Sends a feedback (POST Feedback), checked with the API's own schema first. A signed-in user's token goes with it (the
* session's client), which makes the feedback theirs. A refusal comes back to the form, which keeps what was typed.
*/
async function action({ request }) {
	const submission = await submissionOf(request, feedbackInputSchema);
	if (!submission.ok) return submission;
	return attempt(() => feedback.send(submission.value));
}
export { action };
