// How well a job matches a candidate's profile: a transparent score of five weighted parts, each with the reason
// a candidate sees ("why this match"). The spec names the match percentage and its sort, not the formula: this is
// ours, and the weights are listed here so product people can tune them.
import { haversineMiles, type LatLng } from './distance';
import { RemoteStatus } from './enums';
import { formatAmount } from './salary';

export const MATCH_WEIGHTS = { field: 30, jobType: 20, remote: 15, distance: 20, salary: 15 } as const;
export type MatchPartKey = keyof typeof MATCH_WEIGHTS;

/** A job needs at least this score to be recommended. */
export const RECOMMENDED_MIN_PERCENT = 60;

/**
 * Recommended: a score of at least RECOMMENDED_MIN_PERCENT, and a place the candidate can work from (remote, or
 * within twice their distance): a job across the country is no recommendation, however well it fits otherwise.
 */
export function isRecommended(match: Match): boolean {
  return match.percent >= RECOMMENDED_MIN_PERCENT && match.parts.some((p) => p.key === 'distance' && p.earned > 0);
}

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

export interface MatchPart {
  key: MatchPartKey;
  earned: number;
  weight: number;
  reason: string;
}

export interface Match {
  percent: number;
  parts: MatchPart[];
  /** The reasons of the parts that earned points, best first. */
  reasons: string[];
}

const isRemote = (job: MatchJob, country: string | null) =>
  job.remoteStatus === RemoteStatus.RemoteGlobally ||
  (job.remoteStatus === RemoteStatus.RemoteInRegion && (country === null || job.remoteCountries.includes(country)));

export function matchScore(profile: MatchProfile, job: MatchJob, names: MatchNames): Match {
  const parts: MatchPart[] = [];
  const part = (key: MatchPartKey, share: number, reason: string) =>
    parts.push({ key, earned: Math.round(MATCH_WEIGHTS[key] * share * 10) / 10, weight: MATCH_WEIGHTS[key], reason });

  // Field and focus: the focus itself, or another focus of the same job field.
  const fieldName = names.jobField(job.jobFieldId) ?? 'this field';
  if (job.focusId !== null && profile.focus.includes(job.focusId)) part('field', 1, `Your focus: ${names.focus(job.focusId)?.name ?? fieldName}`);
  else if (profile.focus.some((id) => names.focus(id)?.jobFieldId === job.jobFieldId)) part('field', 2 / 3, `Your field: ${fieldName}`);
  else part('field', 0, `Not your field (${fieldName})`);

  const typeName = names.jobType(job.jobType) ?? 'This job type';
  if (profile.jobType.length === 0) part('jobType', 0.5, 'No job type preference');
  else if (profile.jobType.includes(job.jobType)) part('jobType', 1, `${typeName}, as you prefer`);
  else part('jobType', 0, `${typeName} is not a type you picked`);

  const country = profile.location?.country ?? null;
  const remote = isRemote(job, country);
  if (remote) part('remote', profile.isRemoteConsidered ? 1 : 0.5, profile.isRemoteConsidered ? 'Remote, as you prefer' : 'Remote work');
  else if (job.remoteStatus === RemoteStatus.Hybrid) part('remote', profile.isRemoteConsidered ? 0.7 : 1, 'Hybrid: partly remote');
  else part('remote', profile.isRemoteConsidered ? 0.3 : 1, job.remoteStatus === RemoteStatus.OnTheRoad ? 'On the road' : 'On site');

  if (remote) part('distance', 1, 'No commute');
  else if (!profile.location) part('distance', 0.5, 'Add your location to match by distance');
  else {
    const miles = Math.round(haversineMiles(profile.location, job));
    const max = profile.maxDistanceMiles ?? 50;
    const share = miles <= max ? 1 : miles <= max * 2 ? 0.5 : 0;
    part('distance', share, `${miles.toLocaleString('en-US')} mi from ${profile.location.label}`);
  }

  const wanted = profile.salaries.find((s) => s.compensationId === job.salaryCompensationId);
  const top = job.salaryMax ?? job.salaryMin;
  if (profile.isMinimumDisabled) part('salary', 1, 'Open to any pay');
  else if (top === null || job.salaryCompensationId === null) part('salary', 0.5, 'Pay not listed');
  else if (!wanted || wanted.min === null) part('salary', 0.5, `Paid ${names.compensation(job.salaryCompensationId) ?? ''}`.trim());
  else if (top >= wanted.min) part('salary', 1, `Pays your ${formatAmount(wanted.min)} minimum or more`);
  else part('salary', 0, `Pays below your ${formatAmount(wanted.min)} minimum`);

  const percent = Math.round(parts.reduce((sum, p) => sum + p.earned, 0));
  const reasons = parts
    .filter((p) => p.earned > 0)
    .sort((a, b) => b.earned / b.weight - a.earned / a.weight || b.weight - a.weight)
    .map((p) => p.reason);
  return { percent, parts, reasons };
}
