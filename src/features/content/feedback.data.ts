import type { ActionFunctionArgs } from 'react-router-dom';
import { feedback } from '../../api/feedback';
import { feedbackInputSchema } from '../../api/schemas/feedback';
import { submissionOf } from '../../components/form/submission';
import { attempt } from '../../components/route/loaders';

/**
 * Sends a feedback (POST Feedback), checked with the API's own schema first. A signed-in user's token goes with it (the
 * session's client), which makes the feedback theirs. A refusal comes back to the form, which keeps what was typed.
 */
export async function action({ request }: ActionFunctionArgs) {
  const submission = await submissionOf(request, feedbackInputSchema);
  if (!submission.ok) return submission;
  return attempt(() => feedback.send(submission.value));
}
