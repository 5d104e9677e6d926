import { Link, useNavigate, useParams } from 'react-router-dom';
import { employerJob } from '../../api/back-office-client';
import { ApiError } from '../../api/http';
import { LoadingPage, ProblemPage } from '../../components/ui/PageState';
import { useLoad } from '../../components/ui/useLoad';
import { JobStatus, jobStatusLabels, type JobStatus as JobStatusCode } from '../../domain/enums';
import { isEditable } from '../../domain/job-lifecycle';
import { showToast } from '../../state/toasts';
import { dashboardFor, savedMessage } from './CreateJobPage';
import { JobForm } from './JobForm';
import { jobFormOf } from './job-form';

/** update-job/{id}: one of the company's jobs, rewritten and saved as a draft or sent (again) for review. */
export default function UpdateJobPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const valid = /^[1-9]\d{0,15}$/.test(id);
  const [load] = useLoad(id, () => (valid ? employerJob.getForEdit(Number(id)) : Promise.reject(new ApiError('Not found', 'http', 404))));

  if (load.kind === 'loading') return <LoadingPage title="Edit a job" text="Loading the job…" />;
  if (load.kind === 'failed') {
    const status = load.error instanceof ApiError ? load.error.status : 0;
    return (
      <ProblemPage
        title={status === 403 ? 'This job belongs to another company' : status === 404 ? 'This job does not exist' : 'The job could not be loaded'}
        text={
          status === 403
            ? 'You can edit the jobs of your own company only.'
            : status === 404
              ? 'It may have been removed, or the link is wrong.'
              : 'Check your connection, then reload the page.'
        }
        action={{ to: '/profile', label: "Your company's jobs" }}
      />
    );
  }

  const job = load.value;
  const editable = isEditable(job.status);
  return (
    <section className="page">
      <p className="job-page__back">
        <Link to="/profile">← Your company's jobs</Link>
      </p>
      <h1>Edit “{job.title}”</h1>
      <p className="lead">
        Now: <span className={`badge badge--status badge--status-${job.status}`}>{jobStatusLabels[job.status as JobStatusCode] ?? 'Unknown'}</span>
        {job.status === JobStatus.Active && ' Saving sends it back for review (or to your drafts): candidates see it again once approved.'}
      </p>
      {job.status === JobStatus.Rejected && job.rejectReason && (
        <p className="notice notice--warning" role="note">
          <strong>An admin sent this job back:</strong> {job.rejectReason} Edit it and send it again for review.
        </p>
      )}
      {editable ? (
        <JobForm
          initial={jobFormOf(job)}
          companyId={job.companyId}
          keep={{ city: job.city, state: job.state, country: job.country, lat: job.lat, lng: job.lng }}
          reviewLabel={job.status === JobStatus.Rejected ? 'Send again for review' : 'Send for review'}
          onSave={async (input) => {
            const saved = await employerJob.update(job.id, input);
            showToast('success', savedMessage(saved.title, saved.status));
            navigate(dashboardFor(saved.status));
          }}
        />
      ) : (
        <p className="notice" role="note">
          This job is closed: it stays as candidates last saw it and can no longer be edited. Post a new job instead.
        </p>
      )}
    </section>
  );
}
