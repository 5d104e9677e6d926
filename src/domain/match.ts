// How well a job matches a candidate's profile: a transparent score of five weighted parts, each with the reason
// a candidate sees ("why this match"). The spec names the match percentage and its sort, not the formula: this is
// ours. The weights and the rules are explained in docs/matching.md (keep the two in step).
import { haversineMiles, type LatLng } from './distance';
import { isRemoteWork, RemoteStatus } from './enums/job';
import { formatAmount } from './salary';

export const MATCH_WEIGHTS = { field: 40, distance: 20, jobType: 15, salary: 15, remote: 10 } as const;
type MatchPartKey = keyof typeof MATCH_WEIGHTS;

/** A job needs at least this score to be recommended (and to fit the profile's field and focus, within reach). */
const RECOMMENDED_MIN_PERCENT = 60;

/** Share of the field part for a job of the candidate's field that names no focus (the focus itself earns it all). */
const FIELD_ONLY_SHARE = 0.75;

/** The distance a candidate will travel when their profile names none, in miles. */
export const DEFAULT_MAX_DISTANCE_MILES = 50;

export interface MatchProfile {
  /** Focus ids the candidate picked. */
  focus: readonly number[];
  jobType: readonly number[];
  isRemoteConsidered: boolean;
  location: (LatLng & { label: string; country: string | null }) | null;
  maxDistanceMiles: number | null;
  salaries: ReadonlyArray<{ min: number | null; max: number | null; compensationId: number }>;
  isMinimumDisabled: boolean;
}

export interface MatchJob {
  jobFieldId: number;
  focusId: number | null;
  jobType: number;
  remoteStatus: number;
  lat: number;
  lng: number;
  remoteCountries: readonly string[];
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCompensationId: number | null;
}

/** Names the reasons use: the lookups of Job/options/get. */
export interface MatchNames {
  focus(id: number): { name: string; jobFieldId: number } | undefined;
  jobField(id: number): string | undefined;
  jobType(id: number): string | undefined;
  compensation(id: number): string | undefined;
}

interface MatchPart {
  key: MatchPartKey;
  earned: number;
  weight: number;
  reason: string;
}

export interface Match {
  percent: number;
  parts: MatchPart[];
  /** The reasons of the parts that earned points, best first (the most points first). */
  reasons: string[];
}

/** The points a part of a match earned (the distance filters of applicants read them: src/domain/applicants.ts). */
export const earned = (match: Match, key: MatchPartKey) => match.parts.find((p) => p.key === key)?.earned ?? 0;

/**
 * Who reads the reasons: the candidate ("Your focus: Climbing") or the employer looking at the candidate ("Their
 * focus: Climbing"). The rule and the points are the same; only the words change.
 */
export type MatchVoice = 'candidate' | 'employer';
const words = {
  candidate: { Your: 'Your', your: 'your', you: 'you', noLocation: 'Add your location to match by distance' },
  employer: { Your: 'Their', your: 'their', you: 'they', noLocation: 'No location in their profile' },
} as const;

/**
 * Recommended: the job fits the profile's field and focus (the field part earned something: the candidate's focus,
 * or their field with no focus named), it is within reach (remote, within the candidate's distance, or no location
 * to measure from), and it scores at least RECOMMENDED_MIN_PERCENT. A job of another field or focus is no
 * recommendation, however well its type, pay or place fit.
 */
export function isRecommended(match: Match): boolean {
  return match.percent >= RECOMMENDED_MIN_PERCENT && earned(match, 'field') > 0 && earned(match, 'distance') > 0;
}

const isRemote = (job: MatchJob, country: string | null) =>
  isRemoteWork(job.remoteStatus) &&
  (job.remoteStatus === RemoteStatus.RemoteGlobally || country === null || job.remoteCountries.includes(country));

/** The field part: the candidate's focus earns it all, their field with no focus named most of it, else nothing. */
function fieldFit(
  profile: MatchProfile,
  job: MatchJob,
  names: MatchNames,
  w: (typeof words)[MatchVoice],
): [share: number, reason: string] {
  const fieldName = names.jobField(job.jobFieldId) ?? 'this field';
  const focusName = job.focusId === null ? null : (names.focus(job.focusId)?.name ?? null);
  if (job.focusId !== null && profile.focus.includes(job.focusId))
    return [1, `${w.Your} focus: ${focusName ?? fieldName}`];
  const inField = profile.focus.some((id) => names.focus(id)?.jobFieldId === job.jobFieldId);
  if (!inField) return [0, `Not ${w.your} field (${fieldName})`];
  if (job.focusId === null) return [FIELD_ONLY_SHARE, `${w.Your} field: ${fieldName}`];
  return [0, `Not ${w.your} focus (${focusName ?? fieldName})`];
}

/**
 * The distance part: no commute for a job the candidate can do remotely; else all of it at the door, falling
 * evenly to half at the edge of the candidate's distance, nothing beyond it.
 */
function distanceFit(
  profile: MatchProfile,
  remote: boolean,
  job: MatchJob,
  w: (typeof words)[MatchVoice],
): [share: number, reason: string] {
  if (remote) return [1, 'No commute'];
  if (!profile.location) return [0.5, w.noLocation];
  const miles = haversineMiles(profile.location, job);
  const max = profile.maxDistanceMiles ?? DEFAULT_MAX_DISTANCE_MILES;
  const where = `${Math.round(miles).toLocaleString('en-US')} mi from ${profile.location.label}`;
  if (miles > max) return [0, `${where}, beyond ${w.your} ${max.toLocaleString('en-US')} mi`];
  return [1 - 0.5 * (miles / max), where];
}

export function matchScore(
  profile: MatchProfile,
  job: MatchJob,
  names: MatchNames,
  voice: MatchVoice = 'candidate',
): Match {
  const w = words[voice];
  const parts: MatchPart[] = [];
  const part = (key: MatchPartKey, [share, reason]: [number, string]) =>
    parts.push({ key, earned: Math.round(MATCH_WEIGHTS[key] * share * 10) / 10, weight: MATCH_WEIGHTS[key], reason });

  part('field', fieldFit(profile, job, names, w));

  const typeName = names.jobType(job.jobType) ?? 'This job type';
  if (profile.jobType.length === 0) part('jobType', [0.5, 'No job type preference']);
  else if (profile.jobType.includes(job.jobType)) part('jobType', [1, `${typeName}, as ${w.you} prefer`]);
  else part('jobType', [0, `${typeName} is not a type ${w.you} picked`]);

  // Remote work suits a candidate who considers it; on-site work suits one who does not; hybrid suits both.
  const remote = isRemote(job, profile.location?.country ?? null);
  const onSiteReason = job.remoteStatus === RemoteStatus.OnTheRoad ? 'On the road' : 'On site';
  if (remote) part('remote', profile.isRemoteConsidered ? [1, `Remote, as ${w.you} prefer`] : [0.5, 'Remote work']);
  else if (job.remoteStatus === RemoteStatus.Hybrid) part('remote', [1, 'Hybrid: partly remote']);
  else part('remote', [profile.isRemoteConsidered ? 0.5 : 1, onSiteReason]);

  part('distance', distanceFit(profile, remote, job, w));

  const wanted = profile.salaries.find((s) => s.compensationId === job.salaryCompensationId);
  const top = job.salaryMax ?? job.salaryMin;
  if (profile.isMinimumDisabled) part('salary', [1, 'Open to any pay']);
  else if (top === null || job.salaryCompensationId === null) part('salary', [0.5, 'Pay not listed']);
  else if (!wanted || wanted.min === null)
    part('salary', [0.5, `Paid ${names.compensation(job.salaryCompensationId) ?? ''}`.trim()]);
  else if (top >= wanted.min) part('salary', [1, `Pays ${w.your} ${formatAmount(wanted.min)} minimum or more`]);
  else part('salary', [0, `Pays below ${w.your} ${formatAmount(wanted.min)} minimum`]);

  const percent = Math.round(parts.reduce((sum, p) => sum + p.earned, 0));
  const reasons = parts
    .filter((p) => p.earned > 0)
    .sort((a, b) => b.earned - a.earned || b.weight - a.weight)
    .map((p) => p.reason);
  return { percent, parts, reasons };
}
