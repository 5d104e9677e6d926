import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { jobCandidate } from '../../api/job-candidate-client';
import type { MyJob, RecommendedJob } from '../../api/schemas/job-candidate';
import { myJobsQuerySchema, recommendedQuerySchema } from '../../api/schemas/my-jobs';
import { pageHref, paramsRecord, parseLenient, patchParams } from '../../api/schemas/query';
import { JobCard } from '../../components/job/JobCard';
import { Pager } from '../../components/list/Pager';
import { useLoad, type Loaded } from '../../components/ui/useLoad';
import { useUrlParams } from '../../components/ui/useUrlParams';
import { RECOMMENDED_SPONSORED_DEFAULT } from '../../domain/constants';
import { formatDate } from '../../domain/dates';
import {
  AppliedByFilter,
  appliedByFilterLabels,
  ApplicationStatus,
  DatePostedFilter,
  datePostedFilterLabels,
  RecommendedJobsSort,
  recommendedJobsSortLabels,
} from '../../domain/enums';
import { sponsoredFirst } from '../../domain/sponsored';
import { useSetAtom } from 'jotai/react';
import { recommendedCountAtom } from '../../state/session';

type Tab = 'recommended' | 'saved' | 'applied';
const tabs: Array<[Tab, string]> = [
  ['recommended', 'Recommended'],
  ['saved', 'Saved'],
  ['applied', 'Applied'],
];

interface PageData<T> {
  items: T[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

/** A page of a list, as `useLoad` gives it. */
type Load<T> = Loaded<PageData<T>>;

function ListStatus<T>({ load, noun, empty }: { load: Load<T>; noun: [string, string]; empty: ReactNode }) {
  const text =
    load.kind === 'loading'
      ? 'Loading…'
      : load.kind === 'failed'
        ? `Your ${noun[1]} could not be loaded.`
        : `${load.value.totalCount} ${load.value.totalCount === 1 ? noun[0] : noun[1]}`;
  return (
    <>
      <p role="status" className="results__count">
        {text}
      </p>
      {load.kind === 'loading' && <div className="card skeleton skeleton-card" aria-hidden="true" />}
      {load.kind === 'done' && load.value.totalCount === 0 && <div className="card empty-state">{empty}</div>}
    </>
  );
}

const pageCount = (page: PageData<unknown>) => Math.max(1, Math.ceil(page.totalCount / page.pageSize));


/**
 * Recommended jobs with their match, sponsored ones first (SPEC section 9: one sponsored job always first; with
 * several, a random selection of up to `sponsoredCount`). `random` is injectable so tests are deterministic.
 */
export function RecommendedList({
  params,
  setParam,
  random = Math.random,
  sponsoredCount = RECOMMENDED_SPONSORED_DEFAULT,
}: {
  params: URLSearchParams;
  setParam: (patch: Record<string, string | undefined>) => void;
  random?: () => number;
  sponsoredCount?: number;
}) {
  const ids = useId();
  const query = parseLenient(recommendedQuerySchema, paramsRecord(params));
  const setCount = useSetAtom(recommendedCountAtom);
  const [load] = useLoad(JSON.stringify(query), () => jobCandidate.recommended(query));
  const items = useMemo(
    () => (load.kind === 'done' ? sponsoredFirst<RecommendedJob>(load.value.items, sponsoredCount, random) : []),
    // A new order only for a new page of results.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [load],
  );
  // The count of the unfiltered list is what the nav shows.
  useEffect(() => {
    if (load.kind === 'done' && !query.datePosted) setCount(load.value.totalCount);
  }, [load, query.datePosted, setCount]);

  return (
    <>
      <div className="list-controls">
        <div className="field field--compact field--inline">
          <label htmlFor={`${ids}-sort`}>Sort by</label>
          <select id={`${ids}-sort`} value={query.sort ?? RecommendedJobsSort.DatePosted} onChange={(e) => setParam({ sort: e.target.value })}>
            {Object.values(RecommendedJobsSort).map((s) => (
              <option key={s} value={s}>
                {recommendedJobsSortLabels[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field field--compact field--inline">
          <label htmlFor={`${ids}-posted`}>Date posted</label>
          <select
            id={`${ids}-posted`}
            value={query.datePosted ?? DatePostedFilter.AnyTime}
            onChange={(e) => setParam({ datePosted: e.target.value === DatePostedFilter.AnyTime ? undefined : e.target.value })}
          >
            {Object.values(DatePostedFilter).map((d) => (
              <option key={d} value={d}>
                {datePostedFilterLabels[d]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ListStatus
        load={load}
        noun={['recommended job', 'recommended jobs']}
        empty={
          <>
            <h2>No recommendations yet</h2>
            <p className="muted">Add your focus, job types and where you want to work to your profile, or widen the date posted.</p>
            <Link className="button button--primary" to="/profile/edit">
              Complete your profile
            </Link>
          </>
        }
      />
      {load.kind === 'done' && items.length > 0 && (
        <>
          <ul className="job-list">
            {items.map((job) => (
              <li key={job.id}>
                <JobCard job={job}>
                  <div className="match">
                    <span className="badge badge--match">{job.matchPercent}% match</span>
                    <details className="match__why">
                      <summary>Why this match</summary>
                      <ul>
                        {job.matchReasons.map((reason) => (
                          <li key={reason}>{reason}</li>
                        ))}
                      </ul>
                    </details>
                  </div>
                </JobCard>
              </li>
            ))}
          </ul>
          <Pager page={load.value.pageNumber} pageCount={pageCount(load.value)} href={pageHref(params)} />
        </>
      )}
    </>
  );
}

/** Saved (Watching) or applied jobs of the candidate; applied ones with the applied-by filter. */
function MyJobsList({ status, params, setParam }: { status: 0 | 4; params: URLSearchParams; setParam: (patch: Record<string, string | undefined>) => void }) {
  const ids = useId();
  const query = parseLenient(myJobsQuerySchema, { ...paramsRecord(params), status: String(status) });
  const appliedBy = query.appliedBy ?? AppliedByFilter.All;
  const [load, reload] = useLoad(JSON.stringify(query), () => jobCandidate.myJobs(query));
  const [message, setMessage] = useState('');
  const applied = status === ApplicationStatus.Applied;

  const remove = async (item: MyJob) => {
    try {
      await jobCandidate.unwatch(item.job.id);
      setMessage(`${item.job.title} was removed from your saved jobs.`);
      reload();
    } catch {
      // The error catalogue has told the user.
    }
  };

  return (
    <>
      {applied && (
        <fieldset className="filter filter--row">
          <legend>Applied by stage</legend>
          {Object.values(AppliedByFilter).map((value) => (
            <label key={value} className="check">
              <input
                type="radio"
                name={`${ids}-stage`}
                checked={appliedBy === value}
                onChange={() => setParam({ appliedBy: value === AppliedByFilter.All ? undefined : String(value) })}
              />
              {appliedByFilterLabels[value]}
            </label>
          ))}
        </fieldset>
      )}
      <p role="status" className="sr-status">
        {message}
      </p>
      <ListStatus
        load={load}
        noun={applied ? ['application', 'applications'] : ['saved job', 'saved jobs']}
        empty={
          <>
            <h2>{applied ? (appliedBy === AppliedByFilter.All ? 'No applications yet' : 'No applications at this stage') : 'No saved jobs yet'}</h2>
            <p className="muted">{applied ? 'Jobs you apply to appear here with their stage.' : 'Save jobs from their page to compare them and apply later.'}</p>
            <Link className="button button--primary" to="/jobs">
              Search jobs
            </Link>
          </>
        }
      />
      {load.kind === 'done' && load.value.items.length > 0 && (
        <>
          <ul className="job-list">
            {load.value.items.map((item) => (
              <li key={item.id}>
                <JobCard job={item.job}>
                  <div className="match">
                    {applied ? (
                      <>
                        <span className="badge badge--stage">{appliedByFilterLabels[item.stage as AppliedByFilter] ?? 'Applied'}</span>
                        <span className="muted">Applied {item.appliedDate ? `on ${formatDate(item.appliedDate)}` : ''}</span>
                      </>
                    ) : (
                      <>
                        <span className="muted">Saved on {formatDate(item.createdDate)}</span>
                        <button type="button" className="button button--ghost" onClick={() => void remove(item)}>
                          Remove<span className="visually-hidden"> {item.job.title}</span>
                        </button>
                      </>
                    )}
                  </div>
                </JobCard>
              </li>
            ))}
          </ul>
          <Pager page={load.value.pageNumber} pageCount={pageCount(load.value)} href={pageHref(params)} />
        </>
      )}
    </>
  );
}

/**
 * /recommended-jobs (role User): the candidate's jobs in one place: recommended ones with their match, the
 * jobs they saved (Watching) and the ones they applied to. The tab is in the URL (`?tab=saved`).
 */
export default function RecommendedJobsPage() {
  const [params, update] = useUrlParams();
  const tab: Tab = tabs.some(([t]) => t === params.get('tab')) ? (params.get('tab') as Tab) : 'recommended';
  const setParam = (patch: Record<string, string | undefined>) => update((current) => patchParams(current, patch));
  return (
    <section className="page my-jobs">
      <h1>Recommended jobs</h1>
      <p className="lead">Jobs picked for your profile, and the ones you saved or applied to.</p>
      <nav aria-label="Your jobs" className="tabs">
        {tabs.map(([value, label]) => (
          <Link key={value} to={value === 'recommended' ? '?' : `?tab=${value}`} aria-current={tab === value ? 'page' : undefined} className="tabs__link">
            {label}
          </Link>
        ))}
      </nav>
      <h2 className="visually-hidden">{tabs.find(([t]) => t === tab)?.[1]}</h2>
      {tab === 'recommended' && <RecommendedList params={params} setParam={setParam} />}
      {tab === 'saved' && <MyJobsList key="saved" status={ApplicationStatus.Watching} params={params} setParam={setParam} />}
      {tab === 'applied' && <MyJobsList key="applied" status={ApplicationStatus.Applied} params={params} setParam={setParam} />}
    </section>
  );
}
