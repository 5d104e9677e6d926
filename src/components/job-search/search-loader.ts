import type { LoaderFunctionArgs } from 'react-router-dom';
import { LOOKUP_KEYS, NEAR_TEXT, readSearch, sameParams, searchParamsFor } from './search-params';
import { job } from '../../api/job';
import type { JobOptions } from '../../api/schemas/job';
import { PAGE_SIZE_DEFAULT } from '../../api/schemas/job-search';
import type { JobSearchApiQuery } from '../../api/schemas/job-search-api';
import { lookups } from '../../state/lookups';
import { pageCountOf } from '../list/ResultList';
import { placeLookup } from '../place/near-places';
import { settle } from '../route/loaders';

const jobOptions = () => lookups.jobOptions().catch(() => null);

/**
 * The job search of a page (/jobs, /job-board, a state's section): the search of the URL (the whole search is in it) and the filters' lookups (a failed search shows in the list, with a retry). A URL the search
 * cannot take as it is (an unknown place or field, a distance not offered, keywords too long, a page past the last)
 * is replaced by the one it can, with a notice of what changed (search-links.ts): what the filters show is what the
 * list is filtered by.
 */
export async function searchLoader(
  { request }: Pick<LoaderFunctionArgs, 'request'>,
  /** What the page fixes, whatever the URL says: a state's section searches its state's jobs. */
  fixed: Pick<JobSearchApiQuery, 'state'> = {},
) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const nearId = params.get('near');
  // A town typed but not chosen: to its best match (a redirect), or kept for the field with why it is not.
  const typed = nearId ? null : params.get(NEAR_TEXT);
  const unmatched = typed?.trim()
    ? await (await import('./search-links')).nearTextOf(url, typed, request.signal)
    : undefined;
  const linked = nearId ? await (await placeLookup()).placeOfLink(nearId, request.signal) : undefined;
  const { notes, ...read } = readSearch(params, (id) => (id === nearId ? linked : undefined));
  let state = read;
  let options: JobOptions | null = null;
  if (
    notes.length ||
    LOOKUP_KEYS.some((key) => params.has(key)) ||
    !sameParams(searchParamsFor(params, state), params)
  ) {
    // The lookups are usually at hand (fetched once a session).
    const [links, lookedUp] = await Promise.all([import('./search-links'), jobOptions()]);
    options = lookedUp;
    const checked = links.checkLink(params, state, notes, options);
    state = checked.state;
    const wanted = searchParamsFor(params, state);
    if (!sameParams(wanted, params)) throw links.corrected(url, wanted, checked.said);
  }

  const { query, near } = state;
  const [search, lookedUp] = await Promise.all([
    settle(job.search({ ...query, ...fixed, pageSize: query.pageSize ?? PAGE_SIZE_DEFAULT }, request.signal)),
    options ?? jobOptions(),
  ]);
  const pages = search.ok ? pageCountOf(search.value) : Infinity;
  if ((query.pageNumber ?? 1) > pages) throw (await import('./search-links')).lastPage(url, state, pages);
  return { query, near, unmatched, search, options: lookedUp };
}

export type SearchData = Awaited<ReturnType<typeof searchLoader>>;
