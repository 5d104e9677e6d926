import type { JobOptions } from '../../api/schemas/job';
import {
  jobSearchQuerySchema,
  KEYWORD_MAX,
  nearestRadius,
  RADIUS_DEFAULT,
  withKnownLookups,
  type JobSearchQuery,
} from '../../api/schemas/job-search';
import { paramsRecord, parseLenient, patchParams, type ParamsPatch } from '../../api/schemas/query';
import { placeById, type Place } from '../../domain/places';

/**
 * The search lives in the URL, under the API's own parameter names (a link can be shared, the back button
 * works). One difference: the URL names a place (`near=boulder-co`), the API gets its coordinates.
 */
export interface SearchState {
  query: JobSearchQuery;
  near: Place | undefined;
}

/** The keys of the search in the URL (with `near`, the place). */
const SEARCH_KEYS = Object.keys(jobSearchQuerySchema.shape) as Array<keyof JobSearchQuery>;
/** The keys whose ids only the job lookups can check. */
export const LOOKUP_KEYS = ['jobFieldId', 'focusIds', 'yearsOfExperienceIds', 'salaryCompensationId'] as const;

const lookupNotes: Record<(typeof LOOKUP_KEYS)[number], string> = {
  jobFieldId: 'The job field in this link does not exist: showing every field.',
  focusIds: 'A focus in this link is not one of the job field: it was left out.',
  yearsOfExperienceIds: 'An experience level in this link does not exist: it was left out.',
  salaryCompensationId: 'The pay period in this link does not exist: showing any period.',
};

/** A URL parameter was given but the query keeps less of it (dropped, or items of its list dropped). */
const keptLess = (given: unknown, kept: unknown) =>
  given !== undefined && given !== '' && (kept === undefined || (Array.isArray(given) && Array.isArray(kept) && kept.length < given.length));

/**
 * The search a URL asks for, as the filters can show it, and, in words, what had to change for that (`notes`): a place
 * not on the board is dropped; a distance becomes the nearest one offered (a place without one gets the default);
 * keywords are cut to their maximum; values that do not validate are left out (a bad item of a list alone); and, given
 * the job lookups, ids that name none (or a focus of another field) are left out, and focuses without their field
 * bring it. What the filters then show is what the list is filtered by.
 */
export function readSearch(params: URLSearchParams, options: JobOptions | null = null): SearchState & { notes: string[] } {
  const notes: string[] = [];
  const { near: nearId, lat: _lat, lng: _lng, radius, keyword, ...raw } = paramsRecord(params);
  const near = typeof nearId === 'string' ? placeById(nearId) : undefined;
  if (nearId && !near) notes.push('The place in this link is not on the board: showing jobs anywhere.');
  const input: Record<string, unknown> = { ...raw, keyword };
  if (typeof keyword === 'string' && keyword.length > KEYWORD_MAX) {
    input.keyword = keyword.slice(0, KEYWORD_MAX).trim();
    notes.push(`Keywords are limited to ${KEYWORD_MAX} characters: this search uses the first ${KEYWORD_MAX}.`);
  }
  if (near) {
    const given = typeof radius === 'string' && radius !== '' ? Number(radius) : NaN;
    const miles = Number.isFinite(given) ? nearestRadius(given) : RADIUS_DEFAULT;
    if (radius && String(miles) !== radius) notes.push(`Distances go from 10 to 250 mi: showing jobs within ${miles} mi of ${near.city}.`);
    Object.assign(input, { lat: near.lat, lng: near.lng, radius: miles });
  }
  let query = parseLenient(jobSearchQuerySchema, input);
  if (SEARCH_KEYS.some((key) => keptLess(input[key], query[key]))) notes.push('Some filters in this link are not valid: they were left out.');
  if (options) {
    const known = withKnownLookups(query, options);
    query = known.query;
    for (const key of LOOKUP_KEYS) if (known.errors[key]) notes.push(lookupNotes[key]);
    // Focuses bring their job field (the filters show focuses under their field).
    const fields = new Set(query.focusIds?.map((id) => options.focuses.find((f) => f.id === id)?.jobFieldId));
    if (query.jobFieldId === undefined && fields.size === 1) query = { ...query, jobFieldId: [...fields][0] };
    else if (query.jobFieldId === undefined && fields.size > 1) {
      query = { ...query, focusIds: undefined };
      notes.push(lookupNotes.focusIds);
    }
  }
  return { query, near, notes };
}

/** The URL's parameters holding exactly the search (other parameters, such as the board's open job, kept). */
export function searchParamsFor(params: URLSearchParams, { query, near }: SearchState): URLSearchParams {
  const patch: ParamsPatch = { near: near?.id };
  for (const key of SEARCH_KEYS) patch[key] = query[key] as ParamsPatch[string];
  return patchParams(params, { ...patch, lat: undefined, lng: undefined, radius: near ? query.radius : undefined });
}

/** The same parameters, whatever their order. */
export const sameParams = (a: URLSearchParams, b: URLSearchParams) => [...a].sort().join('&') === [...b].sort().join('&');

export type SearchPatch = Partial<Record<keyof JobSearchQuery | 'near', ParamsPatch[string]>>;

/** How many filters are on (for the mobile "Filters (3)" button); keyword, place, sort and page are not filters. */
export function activeFilterCount(query: JobSearchQuery): number {
  const lists = [query.jobTypes, query.remoteStatuses, query.benefits, query.focusIds, query.yearsOfExperienceIds];
  const singles = [query.datePosted && query.datePosted !== 'AnyTime', query.salaryMin, query.salaryMax, query.salaryCompensationId, query.jobFieldId];
  return lists.reduce((n, list) => n + (list?.length ?? 0), 0) + singles.filter((v) => v !== undefined && v !== false).length;
}
