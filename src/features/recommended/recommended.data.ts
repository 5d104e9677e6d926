import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { z } from 'zod/mini';
import { myJobsQuerySchema, recommendedQuerySchema } from '../../api/schemas/my-jobs';
import { paramsRecord, parseLenient } from '../../api/schemas/query';
import { recordIdSchema } from '../../api/schemas/rules';
import { byIntent, submissionOf } from '../../components/form/submission';
import { attempt, searchParamsOf, settle } from '../../components/route/loaders';
import { ApplicationStatus } from '../../domain/enums/applications';
import { Role } from '../../domain/enums/user';
import { getUser } from '../../state/session';
import { setRecommendedCount } from '../../state/session-updates';

export type Tab = 'recommended' | 'saved' | 'applied' | 'invited';
export const tabs: ReadonlyArray<readonly [Tab, string]> = [
  ['recommended', 'Recommended'],
  ['saved', 'Saved'],
  ['applied', 'Applied'],
  ['invited', 'Invitations'],
];

/** The tab of the URL (`?tab=saved`); Recommended without one. */
const tabOf = (params: URLSearchParams): Tab => tabs.find(([t]) => t === params.get('tab'))?.[0] ?? 'recommended';

const client = async () => (await import('../../api/job-candidate')).jobCandidate;
const invitationsClient = async () => (await import('../../api/matching')).invitations;

/**
 * recommended-jobs: the list of the URL's tab (a failure shows in the list, with a retry): the recommended jobs
 * with their match (date posted, sort, page), whose unfiltered total the nav shows; or the saved or applied jobs
 * (for applied ones, the stage; the page).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = searchParamsOf(request);
  const raw = paramsRecord(params);
  const jobs = await client();
  const tab = tabOf(params);
  if (tab === 'recommended') {
    const query = parseLenient(recommendedQuerySchema, raw);
    const list = await settle(jobs.recommended(query));
    if (list.ok && !query.datePosted) setRecommendedCount(list.value.totalCount);
    return { tab, query, list };
  }
  if (tab === 'invited') {
    // What Premium adds (docs/hiring.md): the employers who marked the candidate interested.
    const invitations = await invitationsClient();
    const premium = Boolean(getUser()?.roles.includes(Role.Premium));
    const [list, interested] = await Promise.all([
      settle(invitations.list()),
      premium ? settle(invitations.interestedEmployers()) : null,
    ]);
    return { tab, list, interested };
  }
  const status = tab === 'saved' ? ApplicationStatus.Watching : ApplicationStatus.Applied;
  const query = parseLenient(myJobsQuerySchema, { ...raw, status: String(status) });
  return { tab, query, list: await settle(jobs.myJobs(query)) };
}

type RecommendedData = Awaited<ReturnType<typeof loader>>;
export type RecommendedListData = Extract<RecommendedData, { tab: 'recommended' }>;
export type MyJobsData = Extract<RecommendedData, { tab: 'saved' | 'applied' }>;
export type InvitationsData = Extract<RecommendedData, { tab: 'invited' }>;

/** A saved job to take off the list (Job/unwatch), or the invitations the candidate has now seen. */
const removeSubmissionSchema = z.object({ intent: z.literal('remove'), jobId: recordIdSchema });
const seenSubmissionSchema = z.object({ intent: z.literal('seen') });
export type RemoveSubmission = z.output<typeof removeSubmissionSchema>;
export type SeenSubmission = z.output<typeof seenSubmissionSchema>;

/**
 * Removes a saved job, or marks the invitations seen (PUT Job/invitations/seen); the list is then loaded again. A
 * refusal is handed back (the catalogue's toast said why).
 */
export async function action({ request }: ActionFunctionArgs) {
  const submission = await submissionOf(request, byIntent(removeSubmissionSchema, seenSubmissionSchema));
  if (!submission.ok) return submission;
  if (submission.value.intent === 'seen') {
    const invitations = await invitationsClient();
    return attempt(() => invitations.markSeen());
  }
  const { jobId } = submission.value;
  const jobs = await client();
  return attempt(() => jobs.unwatch(jobId));
}
