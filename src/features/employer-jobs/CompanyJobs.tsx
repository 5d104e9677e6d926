import { useId } from 'react';
import { Link } from 'react-router-dom';
import { employerJob } from '../../api/back-office-client';
import { companyJobsQuerySchema, type CompanyJob } from '../../api/schemas/employer-job';
import { pageHref, paramsRecord, parseLenient, patchParams } from '../../api/schemas/query';
import { locationLabel, salaryOf } from '../../components/job/JobCard';
import { Pager } from '../../components/job/Pager';
import { SortSelect } from '../../components/job/SortSelect';
import { useLoad, useNow } from '../../components/ui/useLoad';
import { useUrlParams } from '../../components/ui/useUrlParams';
import { formatDate } from '../../domain/dates';
import {
  boostStatusLabels,
  CreationInterval,
  creationIntervalLabels,
  JobSearchStatusFilter,
  jobSearchStatusFilterLabels,
  JobStatus,
  jobStatusLabels,
  jobTypeLabels,
  type BoostStatus,
  type JobStatus as JobStatusCode,
  type JobType,
} from '../../domain/enums';
import { isEditable, jobSearchStatusOf } from '../../domain/job-lifecycle';

/** A job's status in words: an active job past its deadline reads 'Expired'. */
export function statusLabel(job: { status: number; expireDate: string | null }, now: number): string {
  if (job.status === JobStatus.Active && jobSearchStatusOf(job, new Date(now).toISOString()) === JobSearchStatusFilter.Inactive) return 'Expired';
  return jobStatusLabels[job.status as JobStatusCode] ?? 'Unknown';
}

export function StatusBadge({ job, now }: { job: { status: number; expireDate: string | null }; now: number }) {
  const label = statusLabel(job, now);
  return <span className={`badge badge--status badge--status-${label === 'Expired' ? 'expired' : job.status}`}>{label}</span>;
}

function CompanyJobRow({ job, now }: { job: CompanyJob; now: number }) {
  const titleId = `company-job-${job.id}`;
  return (
    <article className="card company-job" aria-labelledby={titleId}>
      <div className="company-job__head">
        <h3 id={titleId} className="job-card__title">
          <Link to={`/job/${job.id}`}>{job.title}</Link>
        </h3>
        <StatusBadge job={job} now={now} />
        {job.boostStatus !== null && (
          <span className="badge badge--boost">Boost {boostStatusLabels[job.boostStatus as BoostStatus].toLowerCase()}</span>
        )}
        {isEditable(job.status) && (
          <p className="company-job__actions">
            <Link className="button" to={`/update-job/${job.id}`}>
              Edit <span className="visually-hidden">{job.title}</span>
            </Link>
          </p>
        )}
      </div>
      <p className="job-card__company">
        {locationLabel(job)} · {jobTypeLabels[job.jobType as JobType] ?? 'Other'} · {salaryOf(job)}
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
          <dd>{job.applicantsCount}</dd>
        </div>
      </dl>
      {job.status === JobStatus.Rejected && job.rejectReason && (
        <p className="notice notice--warning">
          <strong>Sent back by an admin:</strong> {job.rejectReason}
        </p>
      )}
    </article>
  );
}

const statusFilters = [
  JobSearchStatusFilter.All,
  JobSearchStatusFilter.ActionRequired,
  JobSearchStatusFilter.PendingReview,
  JobSearchStatusFilter.Active,
  JobSearchStatusFilter.Inactive,
] as const;

/**
 * The employer dashboard's list: the company's jobs by status (with counts), sort and creation interval, each with
 * its status, review outcome, listing score, applicants and boost. Everything is in the URL.
 */
export function CompanyJobs({ companyId }: { companyId: number }) {
  const ids = useId();
  const now = useNow();
  const [params, update] = useUrlParams();
  const query = parseLenient(companyJobsQuerySchema, { ...paramsRecord(params), companyId: String(companyId) });
  const [load] = useLoad(JSON.stringify(query), (signal) => employerJob.companyJobs(query, signal));
  const setParam = (patch: Record<string, string | undefined>) => update((current) => patchParams(current, patch));
  const status = query.status ?? JobSearchStatusFilter.All;
  const counts = load.kind === 'done' ? load.value.counts : null;
  const pageCount = load.kind === 'done' ? Math.max(1, Math.ceil(load.value.totalCount / load.value.pageSize)) : 1;

  return (
    <>
      <fieldset className="filter filter--row segmented">
        <legend>Status</legend>
        {statusFilters.map((value) => (
          <label key={value} className="segmented__option">
            <input
              type="radio"
              name={`${ids}-status`}
              checked={status === value}
              onChange={() => setParam({ status: value === JobSearchStatusFilter.All ? undefined : String(value) })}
            />
            {counts ? `${jobSearchStatusFilterLabels[value]} (${counts[value] ?? 0})` : jobSearchStatusFilterLabels[value]}
          </label>
        ))}
      </fieldset>
      <div className="list-controls">
        <SortSelect sort={query.sort} order={query.order} onChange={(sort, order) => setParam({ sort, order })} />
        <div className="field field--compact field--inline">
          <label htmlFor={`${ids}-interval`}>Created</label>
          <select
            id={`${ids}-interval`}
            value={query.interval ?? CreationInterval.WholeTime}
            onChange={(e) => setParam({ interval: e.target.value === String(CreationInterval.WholeTime) ? undefined : e.target.value })}
          >
            {Object.values(CreationInterval).map((i) => (
              <option key={i} value={i}>
                {creationIntervalLabels[i]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="results__count">
        {load.kind === 'loading'
          ? 'Loading your jobs…'
          : load.kind === 'failed'
            ? 'Your jobs could not be loaded.'
            : `${load.value.totalCount} ${load.value.totalCount === 1 ? 'job' : 'jobs'}`}
      </p>
      {load.kind === 'loading' && <div className="card skeleton skeleton-card" aria-hidden="true" />}
      {load.kind === 'done' && load.value.totalCount === 0 && (
        <div className="card empty-state">
          <h3>{status === JobSearchStatusFilter.All ? 'No jobs yet' : `No jobs in ${jobSearchStatusFilterLabels[status]}`}</h3>
          <p className="muted">Jobs you post appear here with their review status.</p>
          <Link className="button button--primary" to="/create-job">
            Post a job
          </Link>
        </div>
      )}
      {load.kind === 'done' && load.value.items.length > 0 && (
        <>
          <ul className="job-list">
            {load.value.items.map((job) => (
              <li key={job.id}>
                <CompanyJobRow job={job} now={now} />
              </li>
            ))}
          </ul>
          <Pager page={load.value.pageNumber} pageCount={pageCount} href={pageHref(params)} />
        </>
      )}
    </>
  );
}
