import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { z } from 'zod/mini';
import { employerJob } from '../../api/employer-job';
import { matching } from '../../api/matching';
import { candidateResponseInputSchema, matchingQuerySchema } from '../../api/schemas/matching';
import { paramsRecord, parseLenient } from '../../api/schemas/query';
import { recordIdSchema } from '../../api/schemas/rules';
import { byIntent, submissionOf } from '../../components/form/submission';
import { attempt, pathId, searchParamsOf, settle } from '../../components/route/loaders';
import { CandidateResponseKind } from '../../domain/enums/hiring';
import { showToast } from '../../state/toasts';

/**
 * job-matches/{id} (docs/hiring.md): the job (GET admin/Job/{id}: 403 or 404 is the page's problem) and its matching
 * candidates as the URL asks (distance filters, message status, those marked not interested, page); a failure of
 * the list (a job not live: 409) shows in the list.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = pathId(params.id);
  const query = parseLenient(matchingQuerySchema, paramsRecord(searchParamsOf(request)));
  const [job, list] = await Promise.all([employerJob.getForEdit(id), settle(matching.list(id, query))]);
  return { job, query, list };
}

export type MatchesData = Awaited<ReturnType<typeof loader>>;

const respondSchema = z.extend(candidateResponseInputSchema, { intent: z.literal('respond'), name: z.string() });
const withdrawSchema = z.object({ intent: z.literal('withdraw'), userId: recordIdSchema, name: z.string() });
export type RespondSubmission = z.infer<typeof respondSchema>;
export type WithdrawSubmission = z.infer<typeof withdrawSchema>;
const intentSchema = byIntent(respondSchema, withdrawSchema);

const said: Record<number, (name: string) => string> = {
  [CandidateResponseKind.MarkedInterested]: (name) => `${name} is marked interested.`,
  [CandidateResponseKind.MarkedNotInterested]: (name) =>
    `${name} is marked not interested and hidden from the matches.`,
  [CandidateResponseKind.InvitedToApply]: (name) => `${name} is invited to apply: they have an email.`,
};

/** Responds to a candidate (PUT admin/Job/{id}/candidate-responses) or takes a response back (DELETE). */
export async function action({ params, request }: ActionFunctionArgs) {
  const checked = await submissionOf(request, intentSchema);
  if (!checked.ok) return checked;
  const id = pathId(params.id);
  if (checked.value.intent === 'withdraw') {
    const { userId, name } = checked.value;
    const undone = await attempt(() => matching.withdraw(id, userId));
    if (undone.ok) showToast('success', `${name} is back among the matches.`);
    return undone;
  }
  const { userId, kind, message, name } = checked.value;
  const sent = await attempt(() => matching.respond(id, { userId, kind, message }));
  if (sent.ok) showToast('success', said[kind]?.(name) ?? `${name}: done.`);
  return sent;
}
