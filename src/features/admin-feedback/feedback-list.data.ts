import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { z } from 'zod/mini';
import { feedback } from '../../api/feedback';
import { feedbackQuerySchema } from '../../api/schemas/feedback';
import { paramsRecord, parseLenient } from '../../api/schemas/query';
import { recordIdSchema } from '../../api/schemas/rules';
import { submissionOf } from '../../components/form/submission';
import { attempt, searchParamsOf, settle } from '../../components/route/loaders';

/** admin/feedback: the URL's page of the feedback, newest first, with the unread count (a failure shows in the list). */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseLenient(feedbackQuerySchema, paramsRecord(searchParamsOf(request)));
  return { list: await settle(feedback.list(query, request.signal)) };
}

/** Which feedback to mark read. */
const markReadSchema = z.object({ id: recordIdSchema });
export type MarkRead = z.output<typeof markReadSchema>;

/**
 * Marks a feedback read (PUT admin/Feedback/{id}/read); the list is loaded again after it, as after any action, so
 * the item and the unread count show what the server now holds. A refusal is handed back (the catalogue has said why).
 */
export async function action({ request }: ActionFunctionArgs) {
  const submission = await submissionOf(request, markReadSchema);
  if (!submission.ok) return submission;
  return attempt(() => feedback.markRead(submission.value.id));
}
