import { searchParamsOf } from '../route/loaders';

/**
 * The places of the search (Places/search and Places/by-id): the place a URL names (`near=boulder-co`, `near=80302`),
 * and, for the Near field's typeahead, the places what is typed begins (`?placeTerm=`: the page's fetcher asks the
 * page's loader). Their calls (./place-lookup.ts) are not part of the first page of /jobs, whose JavaScript has a
 * budget: they load when a URL names a place, or the field is typed in.
 */
export const placeLookup = () => import('./place-lookup');

/** The URL's parameter of the Near field's typeahead. */
export const PLACE_TERM = 'placeTerm';

/** With `?placeTerm=`, the places for the Near field's typeahead; else the page's own data. */
export const withPlaceSuggestions =
  <A extends { request: Request }, D>(loader: (args: A) => Promise<D>) =>
  async (args: A) => {
    const term = searchParamsOf(args.request).get(PLACE_TERM);
    return term === null ? loader(args) : (await placeLookup()).suggestionsFor(term, args.request.signal);
  };
