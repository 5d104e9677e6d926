import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { api } from '../../api';
import { PAGE_SIZE_DEFAULT } from '../../api/schemas/job-search';
import { pageCountOf } from '../../components/list/ResultList';
import { appPath, settle } from '../../components/route/loaders';
import { lookups } from '../../state/lookups';
import { showToast } from '../../state/toasts';
import { LOOKUP_KEYS, readSearch, sameParams, searchParamsFor, type SearchState } from './search-params';

/** To the same page with these parameters, saying why (a link that asked for more than the search can do). */
function corrected(url: URL, params: URLSearchParams, notes: readonly string[]) {
  for (const note of notes) showToast('info', note);
  const next = new URL(url);
  next.search = params.toString();
  return redirect(appPath(next));
}

/**
 * The search of the URL and the filters' lookups (a failed search shows in the list, with a retry). A URL the search
 * cannot take as it is (an unknown place or field, a distance not offered, keywords too long, a page past the last)
 * is replaced by the one it can, with a note of what changed: what the filters show is what the list is filtered by.
 */
export async function searchLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  // The lookups check a link's ids before its search (usually they are at hand: fetched once a session).
  const ids = LOOKUP_KEYS.some((key) => params.has(key)) ? await lookups.jobOptions().catch(() => null) : null;
  const { notes, ...state } = readSearch(params, ids);
  const wanted = searchParamsFor(params, state);
  if (!sameParams(wanted, params)) throw corrected(url, wanted, notes);

  const { query, near } = state;
  const [search, options] = await Promise.all([
    settle(api.job.search({ ...query, pageSize: query.pageSize ?? PAGE_SIZE_DEFAULT }, request.signal)),
    ids ?? lookups.jobOptions().catch(() => null),
  ]);
  const pages = search.ok ? pageCountOf(search.value) : Infinity;
  if ((query.pageNumber ?? 1) > pages) {
    const last: SearchState = { near, query: { ...query, pageNumber: pages > 1 ? pages : undefined } };
    throw corrected(url, searchParamsFor(params, last), [`This search has ${pages} ${pages === 1 ? 'page' : 'pages'}: here is the last.`]);
  }
  return { query, near, search, options };
}

export type SearchData = Awaited<ReturnType<typeof searchLoader>>;

/** jobs: the search (the whole search is in the URL). */
export const loader = searchLoader;
