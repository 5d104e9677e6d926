import { ApiError } from '../../api/http';
import { place as places } from '../../api/place';
import { placeSearchQuerySchema, type Place } from '../../api/schemas/place';

/** The lookups of ./near-places.ts. */

/** What the Near field's typeahead gets for a term. */
export interface PlaceSuggestions {
  term: string;
  /** The places found, best first; null when they could not be looked up. */
  places: Place[] | null;
}

/** The places a term begins (none for a term the API would refuse; null when they could not be looked up). */
export async function suggestionsFor(term: string, signal: AbortSignal): Promise<PlaceSuggestions> {
  const query = placeSearchQuerySchema.safeParse({ term });
  if (!query.success) return { term, places: [] };
  return { term, places: await places.search(query.data, signal).catch(() => null) };
}

/** The places links named, by id: each is looked up once (a filter changed near it asks nothing more). */
const known = new Map<string, Place | undefined>();

/**
 * The place a URL names (`near`), asked of the API once. An id no place has (404), or that cannot be one (400), finds
 * none (the link is corrected, with a notice); any other failure is the page's.
 */
export async function placeOfLink(id: string, signal: AbortSignal): Promise<Place | undefined> {
  if (known.has(id)) return known.get(id);
  const found = await places.byId(id, signal).catch((error: unknown) => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return undefined;
    throw error;
  });
  known.set(id, found);
  return found;
}
