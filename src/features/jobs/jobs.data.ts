import type { LoaderFunctionArgs } from 'react-router-dom';
import { api } from '../../api';
import { PAGE_SIZE_DEFAULT } from '../../api/schemas/job-search';
import { searchParamsOf, settle } from '../../components/route/loaders';
import { lookups } from '../../state/lookups';
import { readSearch } from './search-params';

/** The search of the URL and the filters' lookups (a failed search shows in the list, with a retry). */
export async function searchLoader({ request }: LoaderFunctionArgs) {
  const { query, near } = readSearch(searchParamsOf(request));
  const [search, options] = await Promise.all([
    settle(api.job.search({ ...query, pageSize: query.pageSize ?? PAGE_SIZE_DEFAULT }, request.signal)),
    lookups.jobOptions().catch(() => null),
  ]);
  return { query, near, search, options };
}

export type SearchData = Awaited<ReturnType<typeof searchLoader>>;

/** jobs: the search (the whole search is in the URL). */
export const loader = searchLoader;
