import { redirect, type ShouldRevalidateFunction } from 'react-router-dom';
import { formErrors } from './job-form';
import { jobInputSchema, type EmployerJob, type JobInput } from '../../api/schemas/employer-job';
import { submissionOf } from '../../components/form/submission';
import { attempt } from '../../components/route/loaders';
import { postsForChosenCompany } from '../../domain/company-roles';
import { JobStatus } from '../../domain/enums/job';
import { JobSearchStatusFilter } from '../../domain/enums/job-lists';
import { href } from '../../domain/paths';
import { getUser } from '../../state/session';
import { showToast } from '../../state/toasts';

/** Where the dashboard shows a job saved in this status. */
const dashboardFor = (status: number) =>
  href('profile', null, {
    status:
      status === JobStatus.PendingReview ? JobSearchStatusFilter.PendingReview : JobSearchStatusFilter.ActionRequired,
  });

/**
 * Where the site's admin sees a job they saved: sent for review, the review queue (admin/jobs' first tab); a draft is
 * in none of its tabs (docs/product.md §4.13), so the admin stays on the draft's own page.
 */
const queueFor = (job: EmployerJob) =>
  job.status === JobStatus.PendingReview ? href('adminJobs') : href('updateJob', { id: job.id });

/** What a saved job's toast says (to the site's admin, who finds it in the review queue, not on a dashboard). */
const savedMessage = (title: string, status: number, byAdmin: boolean) =>
  status === JobStatus.PendingReview
    ? `“${title}” was sent for review. ${byAdmin ? 'It waits in the queue below.' : 'You will see here when it is live.'}`
    : `“${title}” was saved as a draft.`;

/**
 * The action of create-job and update-job: saves the job the form checked (as a draft or for review, as its submit
 * button said), then to the dashboard (the site's admin: to the review queue) with a toast; a refusal (the server's, or the action's of a submission that
 * does not pass the API's schema) goes back to the form, a 400's field errors on the form's own fields.
 */
export async function saveJob(request: Request, save: (job: JobInput) => Promise<EmployerJob>) {
  const job = await submissionOf(request, jobInputSchema);
  const result = job.ok ? await attempt(() => save(job.value)) : job;
  if (!result.ok) return { ...result, fieldErrors: formErrors(result.fieldErrors) };
  const user = getUser();
  const byAdmin = user !== null && postsForChosenCompany(user);
  const { title, status } = result.value;
  showToast('success', savedMessage(title, status, byAdmin));
  return redirect(byAdmin ? queueFor(result.value) : dashboardFor(status));
}

/** A refused save changed nothing: the job, the choices and the help are not fetched again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { ok?: boolean } | undefined)?.ok === false ? false : defaultShouldRevalidate;
