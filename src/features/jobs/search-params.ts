import { jobSearchQuerySchema, type JobSearchQuery } from '../../api/schemas/job-search';
import { paramsRecord, parseLenient, type ParamsPatch } from '../../api/schemas/query';
import { placeById, type Place } from '../../domain/places';

/**
 * The search lives in the URL, under the API's own parameter names (a link can be shared, the back button
 * works). One difference: the URL names a place (`near=boulder-co`), the API gets its coordinates.
 */
export interface SearchState {
  query: JobSearchQuery;
  near: Place | undefined;
}

export function readSearch(params: URLSearchParams): SearchState {
  const { near: nearId, lat: _lat, lng: _lng, ...raw } = paramsRecord(params);
  const near = typeof nearId === 'string' ? placeById(nearId) : undefined;
  if (!near) delete raw.radius;
  const query = parseLenient(jobSearchQuerySchema, near && raw.radius ? { ...raw, lat: near.lat, lng: near.lng } : raw);
  return { query, near };
}

export type SearchPatch = Partial<Record<keyof JobSearchQuery | 'near', ParamsPatch[string]>>;

/** How many filters are on (for the mobile "Filters (3)" button); keyword, place, sort and page are not filters. */
export function activeFilterCount(query: JobSearchQuery): number {
  const lists = [query.jobTypes, query.remoteStatuses, query.benefits, query.focusIds, query.yearsOfExperienceIds];
  const singles = [query.datePosted && query.datePosted !== 'AnyTime', query.salaryMin, query.salaryMax, query.salaryCompensationId, query.jobFieldId];
  return lists.reduce((n, list) => n + (list?.length ?? 0), 0) + singles.filter((v) => v !== undefined && v !== false).length;
}
