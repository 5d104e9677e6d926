import { Link } from 'react-router-dom';
import type { ReviewJob } from '../../api/schemas/job-review';
import { CompanyLogo } from '../../components/job/CompanyLogo';
import { locationLabel, salaryOf } from '../../components/job/JobCard';
import { StatusBadge } from '../../components/job/StatusBadge';
import type { Rows } from '../../components/list/useRowFocus';
import { postedAgo } from '../../domain/dates';
import { JobStatus, jobTypeLabels, type JobType } from '../../domain/enums/job';
import { OrderSearchStatus, orderSearchStatusLabels } from '../../domain/enums/job-lists';
import { decisionsFor, ReviewDecision, reviewDecisionLabels } from '../../domain/job-lifecycle';
import { orderStatusOf } from '../../domain/order-status';
import { href } from '../../domain/paths';

const decisionClass: Record<ReviewDecision, string> = {
  [ReviewDecision.Approve]: 'button button--primary',
  [ReviewDecision.Reject]: 'button button--danger',
  [ReviewDecision.MissingInformation]: 'button',
  [ReviewDecision.Close]: 'button',
};

/** The rows of the list as the focus finds them (src/components/list/useRowFocus.ts). */
export const reviewRows: Rows<ReviewJob> = {
  key: (job) => job.id,
  labelId: (id) => `review-${id}`,
  actions: '.review-job__actions',
};

/** A job of the list: its card (its title opens its page), the posting's text, and the decisions its status allows. */
export function ReviewRow({
  job,
  now,
  busy,
  onDecide,
}: {
  job: ReviewJob;
  now: number;
  /** A decision is on its way: the buttons wait. */
  busy: boolean;
  onDecide: (job: ReviewJob, decision: ReviewDecision) => void;
}) {
  const titleId = reviewRows.labelId(job.id);
  const orderStatus = orderStatusOf(job, new Date(now).toISOString());
  const filled =
    orderStatus === OrderSearchStatus.RoleFilledExternal || orderStatus === OrderSearchStatus.RoleFilledBasecamp;
  return (
    <article className="card review-job" aria-labelledby={titleId}>
      <div className="review-job__head">
        <CompanyLogo name={job.companyName} logo={job.companyLogo} size={40} />
        <div>
          <h3 id={titleId} className="job-card__title">
            <Link to={href('job', { id: job.id })}>{job.title}</Link>
          </h3>
          <p className="job-card__company">
            {job.companyName} · {locationLabel(job)}
          </p>
        </div>
        <StatusBadge job={job} now={now} />
      </div>
      <p className="muted">
        {job.jobFieldName} · {jobTypeLabels[job.jobType as JobType] ?? 'Other'} · {salaryOf(job)} · Listing score{' '}
        {job.score}/100 · Last changed {postedAgo(job.updatedDate, now).toLowerCase()}
      </p>
      {filled && <p className="muted">{orderSearchStatusLabels[orderStatus]}</p>}
      {job.rejectReason && (
        <p className="notice notice--warning">
          <strong>{job.status === JobStatus.MissingInformation ? 'Missing information:' : 'Rejected:'}</strong>{' '}
          {job.rejectReason}
        </p>
      )}
      <details className="review-job__text">
        <summary>Read the posting</summary>
        {job.description.split(/\n{2,}/).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </details>
      <p className="review-job__actions">
        {decisionsFor(job.status).map((decision) => (
          <button
            key={decision}
            type="button"
            className={decisionClass[decision]}
            aria-disabled={busy}
            onClick={() => !busy && onDecide(job, decision)}
          >
            {reviewDecisionLabels[decision]} <span className="visually-hidden">{job.title}</span>
          </button>
        ))}
      </p>
    </article>
  );
}
