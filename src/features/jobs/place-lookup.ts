import type { PlaceSuggestions } from './near-places';
import { ApiError } from '../../api/http';
import { place as places } from '../../api/place';
import { placeSearchQuerySchema } from '../../api/schemas/place';
import type { Place } from '../../api/schemas/place';

/** The calls of ./near-places.ts, loaded when a URL names a place or the Near field is typed in. */

/** The places a term begins (none for a term the API would refuse; null when they could not be looked up). */
export async function suggestionsFor(term: string, signal: AbortSignal): Promise<PlaceSuggestions> {
  const query = placeSearchQuerySchema.safeParse({ term });
  if (!query.success) return { term, places: [] };
  return { term, places: await places.search(query.data, signal).catch(() => null) };
}

/** The place of an id; none when no place has it (404) or it cannot be one (400); any other failure is thrown. */
export function placeOfId(id: string, signal: AbortSignal): Promise<Place | undefined> {
  return places.byId(id, signal).catch((error: unknown) => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return undefined;
    throw error;
  });
}
