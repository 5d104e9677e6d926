import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { boost, employerJob } from '../../api/back-office-client';
import type { Purchase } from '../../api/schemas/boost';
import { companyJobsQuerySchema, type CompanyJob } from '../../api/schemas/employer-job';
import { pageHref, paramsRecord, parseLenient, patchParams } from '../../api/schemas/query';
import { locationLabel, salaryOf } from '../../components/job/JobCard';
import { Pager } from '../../components/list/Pager';
import { StatusBadge } from '../../components/job/StatusBadge';
import { SortSelect } from '../../components/job/SortSelect';
import { useNow } from '../../components/ui/useNow';
import { useUrlParams } from '../../components/ui/useUrlParams';
import { formatDate } from '../../domain/dates';
import {
  BoostStatus,
  CreationInterval,
  creationIntervalLabels,
  JobSearchStatusFilter,
  jobSearchStatusFilterLabels,
  JobStatus,
  jobTypeLabels,
  type JobType,
} from '../../domain/enums';
import { isEditable, jobSearchStatusOf } from '../../domain/job-lifecycle';
import { BoostDialog } from './BoostDialog';
import { boostState, placementLabel } from '../../domain/boost-text';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

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
          {boost?.status === BoostStatus.Pending ? 'Complete payment' : 'Boost'} <span className="visually-hidden">{job.title}</span>
        </button>
      )}
    </>
  );
}

function CompanyJobRow({ job, now, onBoost }: { job: CompanyJob; now: number; onBoost: (job: CompanyJob) => void }) {
  const titleId = `company-job-${job.id}`;
  return (
    <article className="card company-job" aria-labelledby={titleId}>
      <div className="company-job__head">
        <h3 id={titleId} className="job-card__title">
          <Link to={`/job/${job.id}`}>{job.title}</Link>
        </h3>
        <StatusBadge job={job} now={now} />
        <p className="company-job__actions">
          <BoostCell job={job} now={now} onBoost={onBoost} />
          {isEditable(job.status) && (
            <Link className="button" to={`/update-job/${job.id}`}>
              Edit <span className="visually-hidden">{job.title}</span>
            </Link>
          )}
        </p>
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
  const [load, reload] = useLoad(JSON.stringify(query), (signal) => employerJob.companyJobs(query, signal));
  const [boosting, setBoosting] = useState<{ job: CompanyJob; purchase?: Purchase } | null>(null);
  const startBoost = async (job: CompanyJob) => {
    // A boost waiting for its payment is paid, not booked again.
    if (job.boost?.status === BoostStatus.Pending) {
      const purchase = await boost.get(job.boost.id).catch(() => null);
      if (purchase) setBoosting({ job, purchase });
      return;
    }
    setBoosting({ job });
  };
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
                <CompanyJobRow job={job} now={now} onBoost={(j) => void startBoost(j)} />
              </li>
            ))}
          </ul>
          <Pager page={load.value.pageNumber} pageCount={pageCount} href={pageHref(params)} />
        </>
      )}
      {boosting && (
        <BoostDialog
          job={boosting.job}
          purchase={boosting.purchase}
          onClose={() => {
            setBoosting(null);
            reload();
          }}
        />
      )}
    </>
  );
}
