import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { saveJob } from './save-job';
import { employerJob } from '../../api/employer-job';
import { pathId, settle } from '../../components/route/loaders';
import { fieldHelp, lookups } from '../../state/lookups';

export { shouldRevalidate } from './save-job';

/** update-job/{id}: the job as its employer edits it (403, 404: the page's problem), the form's choices and help. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = pathId(params.id);
  const [job, options, help] = await Promise.all([
    employerJob.getForEdit(id),
    settle(lookups.jobOptions()),
    fieldHelp(),
  ]);
  return { job, options, help };
}

/** Saves the rewritten job (PUT admin/Job/{id}). */
export const action = ({ params, request }: ActionFunctionArgs) =>
  saveJob(request, (job) => employerJob.update(pathId(params.id), job));
