import type { ActionFunctionArgs } from 'react-router-dom';
import { z } from 'zod/mini';
import { recordIdSchema } from '../../api/schemas/rules';
import { getUser, isCandidate } from '../../state/session';
import { byIntent, submissionOf, type Submitted } from '../form/submission';
import { attempt, pathId, settle } from '../route/loaders';

/**
 * A job's page (job/{id}, and a job opened on the public board): its loader and the candidate's actions on it,
 * shared by the two routes that show it. After an action the route's loader runs again, so the page shows the
 * candidate's new status (and a stale page, refused with a 409, is brought up to date the same way).
 */
const client = async () => (await import('../../api/job-candidate')).jobCandidate;

/**
 * What applying would share that a candidate may lack: whether their profile has a résumé (null when the profile
 * could not be read). Loaded for a signed-in candidate only: a visitor or an employer gets null, and no profile call.
 * The profile's client loads with it, never with the first page.
 */
export interface Applicant {
  resume: boolean | null;
}

async function applicantOf(): Promise<Applicant | null> {
  if (!isCandidate(getUser())) return null;
  const answer = await settle(import('../../api/profile').then(({ profile }) => profile.get()));
  return { resume: answer.ok ? answer.value.resumeUrl !== null : null };
}

/**
 * The job of a path's id (an id that is not a number cannot exist: 404, the route's not-found state), and for a
 * signed-in candidate what their application would share, fetched side by side.
 */
export async function loadJobPage(id: string | undefined | null) {
  const jobId = pathId(id ?? undefined);
  const [job, applicant] = await Promise.all([client().then((jobs) => jobs.getById(jobId)), applicantOf()]);
  return { job, applicant };
}

const onJob = (intent: 'save' | 'unsave' | 'apply') => z.object({ intent: z.literal(intent), jobId: recordIdSchema });
const jobPageIntentSchema = byIntent(onJob('save'), onJob('unsave'), onJob('apply'));
export type JobPageIntent = Submitted<typeof jobPageIntentSchema>;

export async function jobPageAction({ request }: ActionFunctionArgs) {
  const submission = await submissionOf(request, jobPageIntentSchema);
  if (!submission.ok) return submission;
  const { intent, jobId } = submission.value;
  const jobs = await client();
  switch (intent) {
    case 'save':
      return attempt(() => jobs.watch(jobId));
    case 'unsave':
      return attempt(() => jobs.unwatch(jobId));
    case 'apply': {
      const applied = await attempt(() => jobs.apply(jobId));
      // A job applied to leaves the recommended jobs: the nav's count follows.
      if (applied.ok) await (await import('../../state/recommended-count')).loadRecommendedCount();
      return applied;
    }
  }
}
