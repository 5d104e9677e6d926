import type { Key, ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { Pager } from './Pager';
import { failureLines } from '../../api/http';
import type { Settled } from '../route/loaders';

/** A page of a list, as the API pages lists. */
export interface Page<T> {
  items: T[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

export const pageCountOf = (page: Page<unknown>) => Math.max(1, Math.ceil(page.totalCount / page.pageSize));

/** A navigation to another view of this same list (a filter, a sort, a page) is under way. */
export function useListPending(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname === location.pathname;
}

interface ResultListProps<T> {
  /** The page the loader got, or why it could not. */
  result: Settled<Page<T>>;
  /** The count, announced: '12 jobs found, page 1 of 3'. */
  count: (page: Page<T>) => string;
  /** Announced while the next view of the list loads. */
  pendingText: string;
  /** What failed, as a heading: 'The jobs could not be loaded'. */
  failedText: string;
  /** The empty state's content (a heading, a line, a way on). */
  empty: ReactNode;
  /** Beside the count: sort and similar controls. */
  toolbar?: ReactNode;
  /** Runs the loaders again (a failed list offers it). */
  onRetry: () => void;
  pageHref: (page: number) => string;
  className?: string;
}

/** The items as a list (each item in its `li`, keyed by `itemKey`), or as what `table` makes of them (a table, a board). */
type ItemsProps<T> =
  | { itemKey: (item: T) => Key; children: (item: T) => ReactNode; table?: never }
  | { table: (items: T[]) => ReactNode; itemKey?: never; children?: never };

/**
 * The states of every paged list (search, recommended jobs, the dashboard, the review queue): the count announced
 * in a live region, a skeleton while the next view loads, the error (what happened, per the catalogue) with a retry,
 * the empty state, the items (a list, or the rows of a table) and the pager.
 */
export function ResultList<T>(props: ResultListProps<T> & ItemsProps<T>) {
  const pending = useListPending();
  const { result } = props;
  const countText = pending ? props.pendingText : result.ok ? props.count(result.value) : `${props.failedText}.`;
  return (
    <>
      <div className="results__bar">
        <p role="status" aria-live="polite" className="results__count">
          {countText}
        </p>
        {props.toolbar}
      </div>
      {pending ? (
        <ul className="job-list" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="card skeleton skeleton-card" />
          ))}
        </ul>
      ) : !result.ok ? (
        <div className="card empty-state">
          <h2>{props.failedText}</h2>
          {failureLines(result.status, result.message).map((line, i) => (
            <p key={line} className={i ? 'muted' : undefined}>
              {line}
            </p>
          ))}
          <button type="button" className="button button--primary" onClick={props.onRetry}>
            Try again
          </button>
        </div>
      ) : result.value.items.length === 0 ? (
        <div className="card empty-state">{props.empty}</div>
      ) : (
        <>
          {props.table ? (
            props.table(result.value.items)
          ) : (
            <ul className={props.className ?? 'job-list'}>
              {result.value.items.map((item) => (
                <li key={props.itemKey(item)}>{props.children(item)}</li>
              ))}
            </ul>
          )}
          <Pager page={result.value.pageNumber} pageCount={pageCountOf(result.value)} href={props.pageHref} />
        </>
      )}
    </>
  );
}
