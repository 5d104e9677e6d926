import { apiHttp } from './bindings';
import type { Http } from './http';
import { envelope } from './schemas/common';
import { placeSchema, placeSearchResultSchema, type PlaceSearchQuery } from './schemas/place';
import { toQuery } from './schemas/query';

/**
 * The towns and postal codes a job search can be near (open to visitors). Quiet: the search says its own failures
 * (the Near field's list, a link's notice), so no toast repeats them.
 */
export const placeApi = (http: Http) => ({
  /** GET Places/search: the places whose name or postal code begins with what is typed, best first. */
  search: async (query: PlaceSearchQuery, signal?: AbortSignal) =>
    (
      await http.request(envelope(placeSearchResultSchema), 'GET', 'Places/search', {
        query: toQuery(query),
        signal,
        quiet: true,
      })
    ).result,
  /** GET Places/by-id: the place of a link (404 when there is none). */
  byId: async (id: string, signal?: AbortSignal) =>
    (await http.request(envelope(placeSchema), 'GET', 'Places/by-id', { query: { id }, signal, quiet: true })).result,
});

/** The app's client of this area, bound to the session (src/api/bindings.ts). */
export const place = placeApi(apiHttp);
