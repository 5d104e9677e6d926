import type { LoaderFunctionArgs } from 'react-router-dom';
import type { Place } from '../../api/schemas/place';
import { searchParamsOf } from '../../components/route/loaders';

/**
 * The places of the search (Places/search and Places/by-id): the place a URL names (`near=boulder-co`, `near=80302`),
 * and, for the Near field's typeahead, the places what is typed begins (`?placeTerm=`, the page's fetcher). Their
 * calls (./place-lookup.ts) are not part of the first page of /jobs, whose JavaScript has a budget: they load when a
 * URL names a place, or the field is typed in.
 */
const lookup = () => import('./place-lookup');

/** The URL's parameter of the Near field's typeahead (a fetcher asks the page's loader with it). */
export const PLACE_TERM = 'placeTerm';

export interface PlaceSuggestions {
  term: string;
  /** The places found, best first; null when they could not be looked up. */
  places: Place[] | null;
}

/** With `?placeTerm=`, the places the term begins; null for any other request (the page's own data). */
export async function placeSuggestions({ request }: LoaderFunctionArgs): Promise<PlaceSuggestions | null> {
  const term = searchParamsOf(request).get(PLACE_TERM);
  return term === null ? null : (await lookup()).suggestionsFor(term, request.signal);
}

/**
 * How the search finds the URL's place (`near`): asked of the API when the URL names one. An id no place has finds
 * none (the link is corrected, with a notice); any other failure is the page's.
 */
export async function placeFinder(params: URLSearchParams, signal: AbortSignal) {
  const id = params.get('near');
  if (!id) return () => undefined;
  const found = await (await lookup()).placeOfId(id, signal);
  return (wanted: string): Place | undefined => (wanted === id ? found : undefined);
}
