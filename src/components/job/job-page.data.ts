import type { ActionFunctionArgs } from 'react-router-dom';
import { submissionOf } from '../form/submission';
import { attempt, pathId } from '../route/loaders';

/**
 * A job's page (job/{id}, and a job opened on the public board): its loader and the candidate's actions on it,
 * shared by the two routes that show it. After an action the route's loader runs again, so the page shows the
 * candidate's new status (and a stale page, refused with a 409, is brought up to date the same way).
 */
const client = async () => (await import('../../api/job-candidate')).jobCandidate;

/** The job of a path's id: an id that is not a number cannot exist (404, the route's not-found state). */
export async function loadJobPage(id: string | undefined | null) {
  const jobId = pathId(id ?? undefined);
  return (await client()).getById(jobId);
}

export type JobPageIntent = { intent: 'save' | 'unsave' | 'apply'; jobId: number };

export async function jobPageAction({ request }: ActionFunctionArgs) {
  const { intent, jobId } = await submissionOf<JobPageIntent>(request);
  const jobs = await client();
  if (intent === 'save') return attempt(() => jobs.watch(jobId));
  if (intent === 'unsave') return attempt(() => jobs.unwatch(jobId));
  return attempt(() => jobs.apply(jobId));
}
