import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { jobFormOf, locationOf } from './job-form';
import { JobForm } from './JobForm';
import type { loader } from './update-job.data';
import { GuardMessagePage, ProblemPage, useRouteProblem } from '../../components/route/RouteProblem';
import { postsForChosenCompany } from '../../domain/company-roles';
import { JobStatus, jobStatusLabels, type JobStatus as JobStatusCode } from '../../domain/enums/job';
import { isEditable } from '../../domain/job-lifecycle';
import { href } from '../../domain/paths';
import { userAtom } from '../../state/session';

/** Where the page leads back to: the company's jobs, or for the site's admin (who corrects any company's), the review queue. */
function useBackLink() {
  const user = useAtomValue(userAtom);
  return user && postsForChosenCompany(user)
    ? { to: href('adminJobs'), label: 'The review queue' }
    : { to: href('profile'), label: "Your company's jobs" };
}

/**
 * update-job/{id}: one of the company's jobs, rewritten and saved as a draft or sent (again) for review; the site's
 * admin corrects any company's job here, told that its admins hear of it.
 */
export default function UpdateJobPage() {
  const { job, options, help } = useLoaderData<typeof loader>();
  const keep = useMemo(() => locationOf(job), [job]);
  const back = useBackLink();
  const byAdmin = back.to === href('adminJobs');
  return (
    <section className="page">
      <p className="job-page__back">
        <Link to={back.to}>← {back.label}</Link>
      </p>
      <h1>
        {byAdmin ? 'Correct' : 'Edit'} “{job.title}”
      </h1>
      {byAdmin && (
        <p className="notice" role="note">
          You are correcting a company&apos;s job: its admins are told by email what you changed.
        </p>
      )}
      <p className="lead">
        Now:{' '}
        <span className={`badge badge--status badge--status-${job.status}`}>
          {jobStatusLabels[job.status as JobStatusCode] ?? 'Unknown'}
        </span>
        {job.status === JobStatus.Active &&
          ' Saving sends it back for review (or to your drafts): candidates see it again once approved.'}
      </p>
      {job.status === JobStatus.Rejected && job.rejectReason && (
        <p className="notice notice--warning" role="note">
          <strong>An admin sent this job back:</strong> {job.rejectReason} Edit it and send it again for review.
        </p>
      )}
      {job.status === JobStatus.MissingInformation && job.rejectReason && (
        <p className="notice notice--warning" role="note">
          <strong>Missing information:</strong> {job.rejectReason} Edit the job and send it again for review.
        </p>
      )}
      {isEditable(job.status) ? (
        <JobForm
          initial={jobFormOf(job)}
          companyId={job.companyId}
          keep={keep}
          options={options}
          help={help}
          reviewLabel={
            job.status === JobStatus.Rejected || job.status === JobStatus.MissingInformation
              ? 'Send again for review'
              : 'Send for review'
          }
        />
      ) : (
        <p className="notice" role="note">
          This job is closed: it stays as candidates last saw it and can no longer be edited. Post a new job instead.
        </p>
      )}
    </section>
  );
}

/** Why the job cannot be edited: another company's (403), gone (404), or not loaded. */
export function ErrorBoundary() {
  const problem = useRouteProblem();
  const back = useBackLink();
  if (problem.kind === 'guard') return <GuardMessagePage message={problem.message} />;
  if (problem.kind === 'forbidden') {
    return (
      <ProblemPage
        title="This job belongs to another company"
        text="You can edit the jobs of your own company only."
        action={back}
      />
    );
  }
  if (problem.kind === 'notFound') {
    return (
      <ProblemPage
        title="This job does not exist"
        text="It may have been removed, or the link is wrong."
        action={back}
      />
    );
  }
  return <ProblemPage title="The job could not be loaded" text={problem.text} action={back} retry={problem.retry} />;
}
