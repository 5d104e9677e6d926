// The employer's view of a job's applicants and matching candidates (docs/hiring.md): who they are in a line, which
// the distance filters keep, and the message status of an invitation: the mock's lists and the pages use these rules.
import { CandidateResponseKind, DistanceRadiusFilter, DistanceRangeFilter, MessageStatus } from './enums/hiring';
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

/** An invitation's message: long enough to say why, short enough to read in a list. */
export const INVITE_MESSAGE = { min: 10, max: 500 } as const;

/**
 * The message status of an employer's response (the spec's message status filter): an invitation is Message pending
 * until the candidate has seen it, then Message sent; other responses carry no message (null).
 */
export const messageStatusOf = (response: { kind: number; seenDate: string | null }): MessageStatus | null =>
  response.kind !== CandidateResponseKind.InvitedToApply
    ? null
    : response.seenDate === null
      ? MessageStatus.MessagePending
      : MessageStatus.MessageSent;

/** Where a candidate lives, as a list shows it ("Boulder, CO"): null when their profile names no town. */
export const homeLabel = (
  home: { city: string | null; state: string | null; country: string | null } | null | undefined,
): string | null => (home?.city ? [home.city, home.state ?? home.country].filter(Boolean).join(', ') : null);

/**
 * A matching candidate of a job: their profile fits its field and focus and scores 60 % or more. Unlike a recommended
 * job, the job need not be within their reach (someone may move for the right job): the distance filters say that.
 */
export const isMatchingCandidate = (match: Match) => match.percent >= 60 && earned(match, 'field') > 0;
