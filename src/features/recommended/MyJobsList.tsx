import { useId, useState } from 'react';
import { Link, useRevalidator } from 'react-router-dom';
import type { MyJobsData, RemoveSubmission } from './recommended.data';
import type { MyJob } from '../../api/schemas/job-candidate';
import { pageHref, patchParams } from '../../api/schemas/query';
import { useFormAction } from '../../components/form/Form';
import { JobCard } from '../../components/job/JobCard';
import { ResultList } from '../../components/list/ResultList';
import { useUrlParams } from '../../components/ui/useUrlParams';
import { formatDate } from '../../domain/dates';
import { AppliedByFilter, appliedByFilterLabels, ApplicationStatus } from '../../domain/enums/applications';
import { href } from '../../domain/paths';

/** The applied-by stage filter of the Applied tab. */
function StageFilter({
  appliedBy,
  onChange,
}: {
  appliedBy: AppliedByFilter;
  onChange: (value: AppliedByFilter) => void;
}) {
  const ids = useId();
  return (
    <fieldset className="filter filter--row">
      <legend>Applied by stage</legend>
      {Object.values(AppliedByFilter).map((value) => (
        <label key={value} className="check">
          <input type="radio" name={`${ids}-stage`} checked={appliedBy === value} onChange={() => onChange(value)} />
          {appliedByFilterLabels[value]}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Saved (Watching) or applied jobs of the candidate, as the route's loader got them; applied ones with the
 * applied-by filter (in the URL). Remove takes a saved job off through the route's action; the list then reloads.
 */
export function MyJobsList({ data }: { data: MyJobsData }) {
  const { query, list } = data;
  const [params, update] = useUrlParams();
  const revalidator = useRevalidator();
  const removal = useFormAction();
  // The job last removed (a fetcher forgets what it sent once it is done).
  const [removed, setRemoved] = useState<MyJob>();
  const applied = query.status === ApplicationStatus.Applied;
  const appliedBy = query.appliedBy ?? AppliedByFilter.All;
  const message = removal.result?.ok && removed ? `${removed.job.title} was removed from your saved jobs.` : '';

  const remove = (item: MyJob) => {
    setRemoved(item);
    void removal.submit({ intent: 'remove', jobId: item.job.id } satisfies RemoveSubmission);
  };

  return (
    <>
      {applied && (
        <StageFilter
          appliedBy={appliedBy}
          onChange={(value) =>
            update((current) =>
              patchParams(current, { appliedBy: value === AppliedByFilter.All ? undefined : String(value) }),
            )
          }
        />
      )}
      <p role="status" className="sr-status">
        {message}
      </p>
      <ResultList
        result={list}
        pendingText="Loading…"
        failedText={`Your ${applied ? 'applications' : 'saved jobs'} could not be loaded`}
        count={(page) =>
          `${page.totalCount} ${applied ? (page.totalCount === 1 ? 'application' : 'applications') : page.totalCount === 1 ? 'saved job' : 'saved jobs'}`
        }
        empty={
          <>
            <h2>
              {applied
                ? appliedBy === AppliedByFilter.All
                  ? 'No applications yet'
                  : 'No applications at this stage'
                : 'No saved jobs yet'}
            </h2>
            <p className="muted">
              {applied
                ? 'Jobs you apply to appear here with their stage.'
                : 'Save jobs from their page to compare them and apply later.'}
            </p>
            <Link className="button button--primary" to={href('jobs')}>
              Search jobs
            </Link>
          </>
        }
        onRetry={() => void revalidator.revalidate()}
        pageHref={pageHref(params)}
        itemKey={(item) => item.id}
      >
        {(item) => (
          <JobCard job={item.job}>
            <div className="match">
              {applied ? (
                <>
                  <span className="badge badge--stage">
                    {appliedByFilterLabels[item.stage as AppliedByFilter] ?? 'Applied'}
                  </span>
                  <span className="muted">Applied {item.appliedDate ? `on ${formatDate(item.appliedDate)}` : ''}</span>
                </>
              ) : (
                <>
                  <span className="muted">Saved on {formatDate(item.createdDate)}</span>
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-disabled={removal.busy}
                    onClick={() => !removal.busy && remove(item)}
                  >
                    Remove<span className="visually-hidden"> {item.job.title}</span>
                  </button>
                </>
              )}
            </div>
          </JobCard>
        )}
      </ResultList>
    </>
  );
}
