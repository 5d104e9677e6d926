// The employer's view of a job's applicants (docs/hiring.md): who they are in a line, and which the distance filters
// keep. The mock's list and the page's wording use these rules, one place each.
import { DistanceRadiusFilter, DistanceRangeFilter } from './enums/hiring';
import { earned, type Match } from './match';

/**
 * The job title an applicant is listed and sorted by: the first role they look for (their profile's job interests),
 * else null (sorted last).
 */
export const applicantJobTitle = (profile: { jobInterests: readonly string[] } | undefined): string | null =>
  profile?.jobInterests.find((title) => title.trim() !== '') ?? null;

/**
 * The distance filters, read from the candidate's match with the job (src/domain/match.ts): within radius, the job
 * is within the distance the candidate travels (or they can do it remotely, or their profile names no place to
 * measure from); within range, the job's pay reaches the minimum they set for its pay period (or they set none).
 */
export function passesDistanceFilters(
  match: Match,
  filters: { radius?: DistanceRadiusFilter; range?: DistanceRangeFilter },
): boolean {
  if (filters.radius === DistanceRadiusFilter.WithinRadius && earned(match, 'distance') === 0) return false;
  if (filters.range === DistanceRangeFilter.WithinRange && earned(match, 'salary') === 0) return false;
  return true;
}
