import type { LoaderFunctionArgs } from 'react-router-dom';
import { jobPageAction, loadJobPage } from '../../components/job/job-page.data';
import { searchLoader } from '../../components/job-search/search-loader';
import { withPlaceSuggestions } from '../../components/place/near-places';
import { searchParamsOf } from '../../components/route/loaders';

/**
 * job-board: the public search, or a job opened on it (`?job=ID`) with the candidate's save and apply; with
 * `?placeTerm=`, the places for the Near field's typeahead.
 */
export const loader = withPlaceSuggestions(async (args: LoaderFunctionArgs) => {
  const jobId = searchParamsOf(args.request).get('job');
  if (jobId !== null) return { kind: 'job' as const, ...(await loadJobPage(jobId)) };
  return { kind: 'search' as const, ...(await searchLoader(args)) };
});

export const action = jobPageAction;
