import {
  jobSearchQuerySchema,
  KEYWORD_MAX,
  nearestRadius,
  RADIUS_DEFAULT,
  type JobSearchQuery,
} from '../../api/schemas/job-search';
import type { Place } from '../../api/schemas/place';
import { paramsRecord, parseLenient, patchParams, type ParamsPatch } from '../../api/schemas/query';
import { placeLabel } from '../../domain/place-label';

/**
 * The search lives in the URL, under the API's own parameter names (a link can be shared, the back button
 * works). One difference: the URL names a place (`near=boulder-co`), the API gets its coordinates.
 */
export interface SearchState {
  query: JobSearchQuery;
  near: Place | undefined;
}

/** What a URL asked for that the search could not take as it was (search-links.ts words it, and finds the rest). */
export type SearchNote = 'place' | 'radius' | 'keyword';

/** The keys of the search in the URL (with `near`, the place). */
export const SEARCH_KEYS = Object.keys(jobSearchQuerySchema.shape) as Array<keyof JobSearchQuery>;
/** The keys whose ids only the job lookups can check (search-links.ts). */
export const LOOKUP_KEYS = ['jobFieldId', 'focusIds', 'yearsOfExperienceIds', 'salaryCompensationId'] as const;

/**
 * The search a URL asks for, as the filters can show it, and what had to change for that (`notes`): a place not found
 * is dropped; a distance becomes the nearest one offered (a place without one gets the default); keywords
 * are cut to their maximum; values that do not validate are left out (a bad item of a list alone). The ids that only
 * the lookups can check are checked by search-links.ts, which also tells what was left out. `placeById` finds the
 * place the URL names (src/components/place/near-places.ts asks the API for it).
 */
export function readSearch(
  params: URLSearchParams,
  placeById: (id: string) => Place | undefined,
): SearchState & { notes: SearchNote[] } {
  const notes: SearchNote[] = [];
  const { near: nearId, lat: _lat, lng: _lng, radius, keyword, ...raw } = paramsRecord(params);
  const near = typeof nearId === 'string' ? placeById(nearId) : undefined;
  if (nearId && !near) notes.push('place');
  const input: Record<string, unknown> = { ...raw, keyword };
  if (typeof keyword === 'string' && keyword.length > KEYWORD_MAX) {
    input.keyword = keyword.slice(0, KEYWORD_MAX).trim();
    notes.push('keyword');
  }
  if (near) {
    const given = typeof radius === 'string' && radius !== '' ? Number(radius) : NaN;
    const miles = Number.isFinite(given) ? nearestRadius(given) : RADIUS_DEFAULT;
    if (radius && String(miles) !== radius) notes.push('radius');
    Object.assign(input, { lat: near.lat, lng: near.lng, radius: miles });
  }
  return { query: parseLenient(jobSearchQuerySchema, input), near, notes };
}

/** The URL's parameters holding exactly the search (other parameters, such as the board's open job, kept). */
export function searchParamsFor(params: URLSearchParams, { query, near }: SearchState): URLSearchParams {
  const patch: ParamsPatch = { near: near?.id };
  for (const key of SEARCH_KEYS) patch[key] = query[key] as ParamsPatch[string];
  return patchParams(params, { ...patch, lat: undefined, lng: undefined, radius: near ? query.radius : undefined });
}

/** The same parameters, whatever their order. */
export const sameParams = (a: URLSearchParams, b: URLSearchParams) =>
  [...a].sort().join('&') === [...b].sort().join('&');

/** A town typed in Near but not chosen, sent by Search: the loader finds its best match (search-links.ts). */
export const NEAR_TEXT = 'nearText';

/**
 * What a search form's Near field (named NEAR_TEXT) holds as it is sent: the place chosen while it still shows it;
 * else the town typed, whose best match is searched; else nothing (anywhere).
 */
export function nearOfForm(form: HTMLFormElement, chosen: Place | undefined): { near?: Place; nearText?: string } {
  const text = String(new FormData(form).get(NEAR_TEXT) ?? '').trim();
  if (chosen && text === placeLabel(chosen)) return { near: chosen };
  return text ? { nearText: text } : {};
}

export type SearchPatch = Partial<Record<keyof JobSearchQuery | 'near' | typeof NEAR_TEXT, ParamsPatch[string]>>;

/** How many filters are on (for the mobile "Filters (3)" button); keyword, place, sort and page are not filters. */
export function activeFilterCount(query: JobSearchQuery): number {
  const lists = [query.jobTypes, query.remoteStatuses, query.benefits, query.focusIds, query.yearsOfExperienceIds];
  const singles = [
    query.datePosted && query.datePosted !== 'AnyTime',
    query.salaryMin,
    query.salaryMax,
    query.salaryCompensationId,
    query.jobFieldId,
  ];
  return (
    lists.reduce((n, list) => n + (list?.length ?? 0), 0) + singles.filter((v) => v !== undefined && v !== false).length
  );
}
