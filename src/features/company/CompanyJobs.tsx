import { useId, useState } from 'react';
import { Link, useFetcher, useRevalidator } from 'react-router-dom';
import { BoostDialog } from './BoostDialog';
import { CompanyJobRow } from './CompanyJobRow';
import type { ProfileData, PurchaseData } from './profile.data';
import type { CompanyJob } from '../../api/schemas/employer-job';
import { pageHref, patchParams } from '../../api/schemas/query';
import { SortSelect } from '../../components/job/SortSelect';
import { ResultList } from '../../components/list/ResultList';
import { useNow } from '../../components/ui/useNow';
import { useUrlParams } from '../../components/ui/useUrlParams';
import { BoostStatus } from '../../domain/enums/boost';
import {
  CreationInterval,
  creationIntervalLabels,
  JobSearchStatusFilter,
  jobSearchStatusFilterLabels,
  OrderSearchStatus,
  orderSearchStatusLabels,
} from '../../domain/enums/job-lists';
import { href } from '../../domain/paths';

/** How an inactive job ended: the Inactive tab's second filter (src/domain/order-status.ts). */
const endings = [
  OrderSearchStatus.Expired,
  OrderSearchStatus.Closed,
  OrderSearchStatus.RoleFilledExternal,
  OrderSearchStatus.RoleFilledBasecamp,
] as const;

const statusFilters = [
  JobSearchStatusFilter.All,
  JobSearchStatusFilter.ActionRequired,
  JobSearchStatusFilter.PendingReview,
  JobSearchStatusFilter.Active,
  JobSearchStatusFilter.Inactive,
] as const;

/**
 * The boost dialog of a row: a job never boosted (or whose boost is over) starts at the choice of placement; a
 * boost waiting for its payment is paid, not booked again (its purchase is loaded first, through this route's
 * loader with `?purchase=`; the dialog opens once it is in).
 */
function useBoosting() {
  const [job, setJob] = useState<CompanyJob | null>(null);
  const purchase = useFetcher<PurchaseData>();
  const start = (row: CompanyJob) => {
    setJob(row);
    if (row.boost?.status === BoostStatus.Pending)
      void purchase.load(`?${new URLSearchParams({ purchase: String(row.boost.id) }).toString()}`);
  };
  const waiting = job?.boost?.status === BoostStatus.Pending ? job.boost.id : null;
  const loaded = purchase.data?.purchase;
  const unpaid = waiting !== null && loaded?.ok && loaded.value.boost.id === waiting ? loaded.value : undefined;
  const dialog =
    job && (waiting === null || unpaid) ? (
      <BoostDialog job={job} purchase={unpaid} onClose={() => setJob(null)} />
    ) : null;
  return { start, dialog };
}

/**
 * The employer dashboard's list: the company's jobs by status (with counts), sort and creation interval, each with
 * its status, review outcome, listing score, applicants and boost. Everything is in the URL; the route's loader
 * lists the jobs (./profile.data.ts).
 */
export function CompanyJobs({ jobs, query }: Pick<ProfileData, 'jobs' | 'query'>) {
  const ids = useId();
  const now = useNow();
  const [params, update] = useUrlParams();
  const revalidator = useRevalidator();
  const boosting = useBoosting();
  const setParam = (patch: Record<string, string | undefined>) => update((current) => patchParams(current, patch));
  const status = query.status ?? JobSearchStatusFilter.All;
  const counts = jobs.ok ? jobs.value.counts : null;

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
              onChange={() =>
                setParam({
                  status: value === JobSearchStatusFilter.All ? undefined : String(value),
                  orderStatus: undefined,
                })
              }
            />
            {counts
              ? `${jobSearchStatusFilterLabels[value]} (${counts[value] ?? 0})`
              : jobSearchStatusFilterLabels[value]}
          </label>
        ))}
      </fieldset>
      {status === JobSearchStatusFilter.Inactive && (
        <fieldset className="filter filter--row segmented">
          <legend>How it ended</legend>
          {[undefined, ...endings].map((value) => (
            <label key={value ?? 'all'} className="segmented__option">
              <input
                type="radio"
                name={`${ids}-ended`}
                checked={query.orderStatus === value}
                onChange={() => setParam({ orderStatus: value })}
              />
              {value ? orderSearchStatusLabels[value] : 'Any way'}
            </label>
          ))}
        </fieldset>
      )}
      <div className="list-controls">
        <SortSelect sort={query.sort} order={query.order} onChange={(sort, order) => setParam({ sort, order })} />
        <div className="field field--compact field--inline">
          <label htmlFor={`${ids}-interval`}>Created</label>
          <select
            id={`${ids}-interval`}
            value={query.interval ?? CreationInterval.WholeTime}
            onChange={(e) =>
              setParam({ interval: e.target.value === String(CreationInterval.WholeTime) ? undefined : e.target.value })
            }
          >
            {Object.values(CreationInterval).map((i) => (
              <option key={i} value={i}>
                {creationIntervalLabels[i]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ResultList
        result={jobs}
        pendingText="Loading your jobs…"
        failedText="Your jobs could not be loaded"
        count={(page) => `${page.totalCount} ${page.totalCount === 1 ? 'job' : 'jobs'}`}
        empty={
          <>
            <h3>
              {status === JobSearchStatusFilter.All
                ? 'No jobs yet'
                : `No jobs in ${jobSearchStatusFilterLabels[status]}`}
            </h3>
            <p className="muted">Jobs you post appear here with their review status.</p>
            <Link className="button button--primary" to={href('createJob')}>
              Post a job
            </Link>
          </>
        }
        onRetry={() => void revalidator.revalidate()}
        pageHref={pageHref(params)}
        itemKey={(job) => job.id}
      >
        {(job) => <CompanyJobRow job={job} now={now} onBoost={boosting.start} />}
      </ResultList>
      {boosting.dialog}
    </>
  );
}
