import { Link, useNavigate } from 'react-router-dom';
import { employerJob } from '../../api/back-office-client';
import { JOIN_PENDING } from '../../domain/constants';
import { JobSearchStatusFilter, JobStatus } from '../../domain/enums';
import { useAtomValue } from 'jotai/react';
import { userAtom } from '../../state/session';
import { showToast } from '../../state/toasts';
import { JobForm } from './JobForm';
import { emptyJobForm } from './job-form';

/** Where the dashboard shows a job saved in this status. */
export const dashboardFor = (status: number) =>
  `/profile?status=${status === JobStatus.PendingReview ? JobSearchStatusFilter.PendingReview : JobSearchStatusFilter.ActionRequired}`;

/** What a saved job's toast says. */
export const savedMessage = (title: string, status: number) =>
  status === JobStatus.PendingReview ? `“${title}” was sent for review. You will see here when it is live.` : `“${title}” was saved as a draft.`;

/** create-job: a new job for the employer's company, saved as a draft or sent for review. */
export default function CreateJobPage() {
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const company = user?.primaryCompany;

  let blocked: { text: string; to: string; action: string } | null = null;
  if (!user) blocked = { text: 'Sign in with your employer account to post a job.', to: '/login?returnUrl=%2Fcreate-job', action: 'Sign in' };
  else if (!company && user.hasPendingJoinRequest) blocked = { text: JOIN_PENDING, to: '/jobs', action: 'Browse jobs meanwhile' };
  else if (!company) blocked = { text: 'Jobs are posted by a company. Set up yours, or join one that is already here.', to: '/create-company', action: 'Set up your company' };

  return (
    <section className="page">
      <h1>Post a job</h1>
      <p className="lead">
        {company ? `For ${company.name}. ` : ''}Describe the role, the pay and the perks, then send it for review. Candidates see it once an admin
        approves it.
      </p>
      {blocked || !company ? (
        <div className="card empty-state">
          <p>{blocked?.text}</p>
          <Link className="button button--primary" to={blocked?.to ?? '/jobs'}>
            {blocked?.action}
          </Link>
        </div>
      ) : (
        <JobForm
          initial={emptyJobForm(company)}
          companyId={company.id}
          onSave={async (input) => {
            const job = await employerJob.create(input);
            showToast('success', savedMessage(job.title, job.status));
            navigate(dashboardFor(job.status));
          }}
        />
      )}
    </section>
  );
}
