import { Link } from 'react-router-dom';
import type { CompanyJob } from '../../api/schemas/employer-job';
import { locationLabel, salaryOf } from '../../components/job/JobCard';
import { StatusBadge } from '../../components/job/StatusBadge';
import { boostState, placementLabel } from '../../domain/boost-text';
import { formatDate } from '../../domain/dates';
import { BoostStatus } from '../../domain/enums/boost';
import { jobTypeLabels, type JobType } from '../../domain/enums/job';
import { JobStatus } from '../../domain/enums/job';
import { JobSearchStatusFilter, orderSearchStatusLabels } from '../../domain/enums/job-lists';
import { isEditable, jobSearchStatusOf } from '../../domain/job-lifecycle';
import { href } from '../../domain/paths';
import { counted, lowerFirst } from '../../domain/text';

/** What a row offers about boosting: boost a live job, finish paying for a waiting boost, or the boost's state. */
function BoostCell({ job, now, onBoost }: { job: CompanyJob; now: number; onBoost: (job: CompanyJob) => void }) {
  const live = jobSearchStatusOf(job, new Date(now).toISOString()) === JobSearchStatusFilter.Active;
  const boost = job.boost;
  const running = boost && (boost.status === BoostStatus.Active || boost.status === BoostStatus.Complete);
  return (
    <>
      {boost && (
        <span className={`badge badge--boost badge--boost-${boost.status}`}>
          {placementLabel(boost.placement)} boost: {lowerFirst(boostState(boost))}
        </span>
      )}
      {live && !running && (
        <button type="button" className="button button--accent" onClick={() => onBoost(job)}>
          {boost?.status === BoostStatus.Pending ? 'Complete payment' : 'Boost'}{' '}
          <span className="visually-hidden">{job.title}</span>
        </button>
      )}
    </>
  );
}

/** A row of the employer dashboard: the job's status, review outcome, facts, listing score, applicants and boost. */
export function CompanyJobRow({
  job,
  now,
  onBoost,
}: {
  job: CompanyJob;
  now: number;
  onBoost: (job: CompanyJob) => void;
}) {
  const titleId = `company-job-${job.id}`;
  return (
    <article className="card company-job" aria-labelledby={titleId}>
      <div className="company-job__head">
        <h3 id={titleId} className="job-card__title">
          {/* A draft is not listed and may lack what a page needs (LISTING_FIELDS): its title opens it to edit. */}
          <Link to={job.status === JobStatus.Draft ? href('updateJob', { id: job.id }) : href('job', { id: job.id })}>
            {job.title}
          </Link>
        </h3>
        <StatusBadge job={job} now={now} />
        {job.status === JobStatus.ApplicationClosed && job.orderStatus && (
          <span className="badge badge--ended">{orderSearchStatusLabels[job.orderStatus]}</span>
        )}
        <p className="company-job__buttons">
          <BoostCell job={job} now={now} onBoost={onBoost} />
          {isEditable(job.status) && (
            <Link className="button" to={href('updateJob', { id: job.id })}>
              Edit <span className="visually-hidden">{job.title}</span>
            </Link>
          )}
        </p>
      </div>
      <p className="job-card__company">
        {locationLabel(job)} ·{' '}
        {job.jobType === null ? 'No job type yet' : (jobTypeLabels[job.jobType as JobType] ?? 'Other')} ·{' '}
        {salaryOf(job)}
      </p>
      <dl className="company-job__facts">
        <div>
          <dt>Created</dt>
          <dd>{formatDate(job.createdDate)}</dd>
        </div>
        <div>
          <dt>Apply by</dt>
          <dd>{job.expireDate ? formatDate(job.expireDate) : 'Open until filled'}</dd>
        </div>
        <div>
          <dt>Listing score</dt>
          <dd>{job.score}/100</dd>
        </div>
        <div>
          <dt>Applicants</dt>
          <dd>
            {job.status === JobStatus.Draft ? (
              job.applicantsCount
            ) : (
              <Link
                to={href('jobApplicants', { id: job.id })}
                aria-label={`${counted(job.applicantsCount, 'applicant')} for ${job.title}`}
              >
                {job.applicantsCount}
              </Link>
            )}
          </dd>
        </div>
      </dl>
      {job.status === JobStatus.Rejected && job.rejectReason && (
        <p className="notice notice--warning">
          <strong>Sent back by an admin:</strong> {job.rejectReason}
        </p>
      )}
      {job.status === JobStatus.MissingInformation && job.rejectReason && (
        <p className="notice notice--warning">
          <strong>Missing information:</strong> {job.rejectReason}
        </p>
      )}
    </article>
  );
}
