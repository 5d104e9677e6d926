import { useId, useMemo } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import type { loader, RecommendedListData } from './recommended.data';
import type { RecommendedJob } from '../../api/schemas/job-candidate';
import { pageHref, patchParams } from '../../api/schemas/query';
import { JobCard } from '../../components/job/JobCard';
import { JobMatch } from '../../components/job/JobMatch';
import { ResultList } from '../../components/list/ResultList';
import { useUrlParams } from '../../components/ui/useUrlParams';
import { RECOMMENDED_SPONSORED_DEFAULT } from '../../domain/constants';
import { RecommendedJobsSort, recommendedJobsSortLabels } from '../../domain/enums/applications';
import { DatePostedFilter, datePostedFilterLabels } from '../../domain/enums/job-search';
import { href } from '../../domain/paths';
import { sponsoredFirst } from '../../domain/sponsored';

/** The loader's recommended list (the page shows this list on the Recommended tab only). */
function useRecommendedData(): RecommendedListData {
  const data = useLoaderData<typeof loader>();
  if (data.tab !== 'recommended') throw new Error('The recommended list shows the Recommended tab only');
  return data;
}

/**
 * Recommended jobs with their match, as the route's loader got them, sponsored ones first (docs/product.md §9: one
 * sponsored job always first; with several, a random selection of up to `sponsoredCount`). `random` is injectable
 * so tests are deterministic. Sort and date posted go into the URL; the loader loads that list.
 */
export function RecommendedList({
  random = Math.random,
  sponsoredCount = RECOMMENDED_SPONSORED_DEFAULT,
}: {
  random?: () => number;
  sponsoredCount?: number;
}) {
  const ids = useId();
  const { query, list } = useRecommendedData();
  const [params, update] = useUrlParams();
  const revalidator = useRevalidator();
  const setParam = (patch: Record<string, string | undefined>) => update((current) => patchParams(current, patch));
  const ordered = useMemo(
    () =>
      list.ok
        ? {
            ...list,
            value: { ...list.value, items: sponsoredFirst<RecommendedJob>(list.value.items, sponsoredCount, random) },
          }
        : list,
    // A new order only for a new page of results.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list],
  );

  return (
    <>
      <div className="list-controls">
        <div className="field field--compact field--inline">
          <label htmlFor={`${ids}-sort`}>Sort by</label>
          <select
            id={`${ids}-sort`}
            value={query.sort ?? RecommendedJobsSort.DatePosted}
            onChange={(e) => setParam({ sort: e.target.value })}
          >
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
            onChange={(e) =>
              setParam({ datePosted: e.target.value === DatePostedFilter.AnyTime ? undefined : e.target.value })
            }
          >
            {Object.values(DatePostedFilter).map((d) => (
              <option key={d} value={d}>
                {datePostedFilterLabels[d]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ResultList
        result={ordered}
        pendingText="Loading…"
        failedText="Your recommended jobs could not be loaded"
        count={(page) => `${page.totalCount} ${page.totalCount === 1 ? 'recommended job' : 'recommended jobs'}`}
        empty={
          <>
            <h2>No recommendations yet</h2>
            <p className="muted">
              Add your focus, job types and where you want to work to your profile, or widen the date posted.
            </p>
            <Link className="button button--primary" to={href('profileEdit')}>
              Complete your profile
            </Link>
          </>
        }
        onRetry={() => void revalidator.revalidate()}
        pageHref={pageHref(params)}
        itemKey={(job) => job.id}
      >
        {(job) => (
          <JobCard job={job}>
            <JobMatch job={job} />
          </JobCard>
        )}
      </ResultList>
    </>
  );
}
