import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { z } from 'zod/mini';
import { applicants } from '../../api/applicants';
import { employerJob } from '../../api/employer-job';
import { applicantsQuerySchema, closeJobSchema, stageMoveSchema } from '../../api/schemas/applicants';
import { paramsRecord, parseLenient } from '../../api/schemas/query';
import { byIntent, submissionOf } from '../../components/form/submission';
import { attempt, pathId, searchParamsOf, settle } from '../../components/route/loaders';
import { appliedByFilterLabels, type AppliedByFilter } from '../../domain/enums/applications';
import { jobEndingLabels } from '../../domain/job-ending';
import { counted, lowerFirst } from '../../domain/text';
import { showToast } from '../../state/toasts';

/** The two views of the one list: a table a page at a time, or a board of the stages. */
export type ApplicantsView = 'table' | 'board';
/** The board shows every stage at once: up to this many applicants (the API's largest page). */
const BOARD_SIZE = 100;

/**
 * job-applicants/{id} (docs/hiring.md): the job (GET admin/Job/{id}: 403 or 404 is the page's problem) and its
 * applicants as the URL asks (stage tab, sort, distance filters, page; `view=board` shows every stage at once);
 * a failure of the list shows in the list, with a retry.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = pathId(params.id);
  const url = searchParamsOf(request);
  const view: ApplicantsView = url.get('view') === 'board' ? 'board' : 'table';
  const parsed = parseLenient(applicantsQuerySchema, paramsRecord(url));
  const query = view === 'board' ? { ...parsed, stage: undefined, pageNumber: 1, pageSize: BOARD_SIZE } : parsed;
  const [job, list] = await Promise.all([employerJob.getForEdit(id), settle(applicants.list(id, query))]);
  return { job, view, query, list };
}

export type ApplicantsData = Awaited<ReturnType<typeof loader>>;

const moveSchema = z.extend(stageMoveSchema, { intent: z.literal('move'), names: z.array(z.string()) });
const closeSchema = z.extend(closeJobSchema, { intent: z.literal('close') });
const intentSchema = byIntent(moveSchema, closeSchema);
export type MoveSubmission = z.infer<typeof moveSchema>;
export type CloseJobSubmission = z.infer<typeof closeSchema>;

/**
 * Moves applicants to a stage (PUT admin/Job/{id}/applicants/stage), saying who moved; or closes the job saying how
 * it ended (PUT admin/Job/{id}/close). The page's data loads again after it.
 */
export async function action({ params, request }: ActionFunctionArgs) {
  const checked = await submissionOf(request, intentSchema);
  if (!checked.ok) return checked;
  const id = pathId(params.id);
  if (checked.value.intent === 'close') {
    const { how } = checked.value;
    const closed = await attempt(() => applicants.close(id, { how }));
    if (closed.ok) showToast('success', `“${closed.value.title}” is closed: ${lowerFirst(jobEndingLabels[how])}.`);
    return closed;
  }
  const { applicationIds, stage, names } = checked.value;
  const moved = await attempt(() => applicants.move(id, { applicationIds, stage }));
  if (moved.ok) {
    const who = names.length === 1 ? names[0]! : counted(names.length, 'applicant');
    showToast('success', `${who} moved to ${appliedByFilterLabels[stage as AppliedByFilter]}.`);
  }
  return moved;
}
