import type { ActionFunctionArgs } from 'react-router-dom';
import { saveJob } from './save-job';
import { adminCompany } from '../../api/admin-company';
import { employerJob } from '../../api/employer-job';
import type { LoggedInUser } from '../../api/schemas/auth';
import { settle } from '../../components/route/loaders';
import { postsForChosenCompany } from '../../domain/company-roles';
import { fieldHelp, lookups } from '../../state/lookups';
import { getUser } from '../../state/session';

export { shouldRevalidate } from './save-job';

/** Why the user cannot post a job yet: a visitor, a join request still pending, or no company. */
export type Blocked = 'visitor' | 'pending' | 'noCompany';

const blockedFor = (user: LoggedInUser | null): Blocked =>
  !user ? 'visitor' : user.hasPendingJoinRequest ? 'pending' : 'noCompany';

/**
 * create-job: the user's company (from the session), the form's choices and field help, fetched side by side. The
 * site's admin posts for a company they choose: the companies' names instead of a company.
 */
export async function loader() {
  const user = getUser();
  if (user && postsForChosenCompany(user)) {
    const [companies, options, help] = await Promise.all([
      adminCompany.allNames(),
      settle(lookups.jobOptions()),
      fieldHelp(),
    ]);
    return { blocked: null, company: null, companies, options, help };
  }
  const company = user?.primaryCompany;
  if (!company) return { blocked: blockedFor(user), company: null };
  const [options, help] = await Promise.all([settle(lookups.jobOptions()), fieldHelp()]);
  return { blocked: null, company, companies: null, options, help };
}

/** Saves the new job for the user's company, or the company the site's admin chose (POST admin/Job). */
export const action = ({ request }: ActionFunctionArgs) => saveJob(request, (job) => employerJob.create(job));
