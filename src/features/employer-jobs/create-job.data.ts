import type { ActionFunctionArgs } from 'react-router-dom';
import { saveJob } from './save-job';
import { employerJob } from '../../api/employer-job';
import type { LoggedInUser } from '../../api/schemas/auth';
import { settle } from '../../components/route/loaders';
import { fieldHelp, lookups } from '../../state/lookups';
import { getUser } from '../../state/session';

export { shouldRevalidate } from './save-job';

/** Why the user cannot post a job yet: a visitor, a join request still pending, or no company. */
export type Blocked = 'visitor' | 'pending' | 'noCompany';

const blockedFor = (user: LoggedInUser | null): Blocked =>
  !user ? 'visitor' : user.hasPendingJoinRequest ? 'pending' : 'noCompany';

/** create-job: the user's company (from the session), the form's choices and field help, fetched side by side. */
export async function loader() {
  const user = getUser();
  const company = user?.primaryCompany;
  if (!company) return { blocked: blockedFor(user), company: null };
  const [options, help] = await Promise.all([settle(lookups.jobOptions()), fieldHelp()]);
  return { blocked: null, company, options, help };
}

/** Saves the new job for the user's company (POST admin/Job). */
export const action = ({ request }: ActionFunctionArgs) => saveJob(request, (job) => employerJob.create(job));
