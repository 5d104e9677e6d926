import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { SearchData } from './search-loader';
import type { SearchPatch } from './search-params';
import { SearchBar } from './SearchBar';
import { SearchFilters } from './SearchFilters';
import { pageHref, patchParams } from '../../api/schemas/query';
import { JobCard } from '../job/JobCard';
import { SortSelect } from '../job/SortSelect';
import { pageCountOf, ResultList } from '../list/ResultList';
import { useUrlParams } from '../ui/useUrlParams';

/**
 * The job search of /jobs and /job-board: keyword and place, filters from the spec's enumerations, sort and
 * pages, all kept in the URL; the route's loader searches (./search-loader.ts) and its screen hands the
 * search over (`data`). The count of results is announced; there is a loading, an error and an empty state.
 */
export function JobSearch({
  data: { query, near, unmatched, search, options },
  title,
  intro,
  banner,
  jobHref,
  Heading = 'h1',
}: {
  data: SearchData;
  title: string;
  /** The title's level: the page's (h1), or a part's of a page that has its own (h2, a state's section). */
  Heading?: 'h1' | 'h2';
  intro: ReactNode;
  banner?: ReactNode;
  jobHref?: (id: number) => string;
}) {
  const [params, update] = useUrlParams();
  const revalidator = useRevalidator();

  const apply = (patch: SearchPatch) => update((current) => patchParams(current, patch));
  const toggle = (key: keyof SearchPatch, value: string | number, on: boolean) =>
    update((current) => {
      const values = current.getAll(key).filter((v) => v !== String(value));
      return patchParams(current, { [key]: on ? [...values, String(value)] : values });
    });
  const clear = () => update(() => new URLSearchParams());

  return (
    <section className={Heading === 'h1' ? 'page search-page' : 'search-page'}>
      <Heading>{title}</Heading>
      <div className="lead">{intro}</div>
      {banner}
      <SearchBar keyword={query.keyword} near={near} unmatched={unmatched} radius={query.radius} apply={apply} />

      <div className="search-layout">
        <SearchFilters query={query} options={options} apply={apply} toggle={toggle} clear={clear} />
        <div className="results">
          <h2 className="visually-hidden">Results</h2>
          <ResultList
            result={search}
            pendingText="Searching jobs…"
            failedText="The jobs could not be loaded"
            count={(page) => {
              const pages = pageCountOf(page);
              return `${page.totalCount.toLocaleString('en-US')} ${page.totalCount === 1 ? 'job' : 'jobs'} found${pages > 1 ? `, page ${page.pageNumber} of ${pages}` : ''}`;
            }}
            toolbar={
              <SortSelect sort={query.sort} order={query.order} onChange={(sort, order) => apply({ sort, order })} />
            }
            empty={
              <>
                <h2>No jobs match this search</h2>
                <p className="muted">Try fewer filters, another place or a wider distance.</p>
                <button type="button" className="button button--primary" onClick={clear}>
                  Clear the search
                </button>
              </>
            }
            onRetry={() => void revalidator.revalidate()}
            pageHref={pageHref(params)}
            itemKey={(job) => job.id}
          >
            {(job) => <JobCard job={job} href={jobHref?.(job.id)} />}
          </ResultList>
        </div>
      </div>
    </section>
  );
}
