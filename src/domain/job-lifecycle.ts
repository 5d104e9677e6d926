// A job's life after it is written: the employer's status filter, the creation-interval filter, the admin's
// review decisions (docs/product.md §3 and §4) and the listing score. Pure rules: the mock and the screens share them.
import { JobStatus } from './enums/job';
import { CreationInterval, JobSearchStatusFilter } from './enums/job-lists';

const DAY_MS = 86_400_000;

interface Dated {
  status: number;
  expireDate: string | null;
}

/**
 * The one rule of "a job is live": active and not past its expiry date. Live jobs are the ones the public search
 * lists, candidates can apply to, and employers can boost. Dates are ISO strings in UTC (`toISOString`), so they
 * compare as text: no date parsing per record (the mock's search runs this for every job).
 */
export const isLive = (job: Dated, nowIso: string) =>
  job.status === JobStatus.Active && (job.expireDate === null || job.expireDate > nowIso);

/**
 * Where a job stands in the employer's status filter (the spec names the filter, not its rules; designed here):
 * Action Required = Draft, Rejected or Missing Information (the employer must act); Pending Review; Active =
 * live and not past its expiry date; Inactive = Application Closed, or active but past its expiry date.
 * Dates are ISO strings in UTC, so they compare as text.
 */
export function jobSearchStatusOf(job: Dated, nowIso: string): Exclude<JobSearchStatusFilter, 5> {
  switch (job.status) {
    case JobStatus.PendingReview:
      return JobSearchStatusFilter.PendingReview;
    case JobStatus.Active:
      return isLive(job, nowIso) ? JobSearchStatusFilter.Active : JobSearchStatusFilter.Inactive;
    case JobStatus.ApplicationClosed:
      return JobSearchStatusFilter.Inactive;
    default:
      return JobSearchStatusFilter.ActionRequired;
  }
}

export const matchesStatusFilter = (job: Dated, filter: JobSearchStatusFilter, nowIso: string) =>
  filter === JobSearchStatusFilter.All || jobSearchStatusOf(job, nowIso) === filter;

/** How far back each creation interval reaches (a month is 30 days, a year 365, as the date-posted filter counts). */
const intervalDays: Record<CreationInterval, number | null> = {
  [CreationInterval.Day]: 1,
  [CreationInterval.LastWeek]: 7,
  [CreationInterval.LastMonth]: 30,
  [CreationInterval.LastYear]: 365,
  [CreationInterval.WholeTime]: null,
};

/** The earliest creation date (ISO) a creation-interval filter keeps; null for Whole Time. */
export function createdSince(interval: CreationInterval, now: number): string | null {
  const days = intervalDays[interval];
  return days === null ? null : new Date(now - days * DAY_MS).toISOString();
}

/** The admin's decisions on a job (docs/product.md §4): the status each one leads to. */
export const ReviewDecision = {
  Approve: JobStatus.Active,
  Reject: JobStatus.Rejected,
  /** Ask the employer for missing information (with what is missing): the job goes back to them. */
  MissingInformation: JobStatus.MissingInformation,
  Close: JobStatus.ApplicationClosed,
} as const;
export type ReviewDecision = (typeof ReviewDecision)[keyof typeof ReviewDecision];
export const reviewDecisionLabels: Record<ReviewDecision, string> = {
  3: 'Approve',
  4: 'Reject',
  5: 'Ask for information',
  6: 'Close',
};
/** What a decision did to a job, for the messages about it ("it cannot be …"). */
export const reviewDecisionDone: Record<ReviewDecision, string> = {
  3: 'approved',
  4: 'rejected',
  5: 'sent back for missing information',
  6: 'closed',
};
/** The decisions that carry a reason the employer sees (10 characters or more). */
export const withReason = (decision: number) =>
  decision === ReviewDecision.Reject || decision === ReviewDecision.MissingInformation;

/**
 * From which statuses each decision can be taken (other transitions are not shown in the spec; designed here):
 * a job waiting for review, or one sent back for missing information, is approved or rejected; only a job waiting for
 * review is sent back for missing information; a live job is closed.
 */
const decidableFrom: Record<ReviewDecision, readonly JobStatus[]> = {
  [ReviewDecision.Approve]: [JobStatus.PendingReview, JobStatus.MissingInformation],
  [ReviewDecision.Reject]: [JobStatus.PendingReview, JobStatus.MissingInformation],
  [ReviewDecision.MissingInformation]: [JobStatus.PendingReview],
  [ReviewDecision.Close]: [JobStatus.Active],
};

export const canDecide = (status: number, decision: ReviewDecision) =>
  (decidableFrom[decision] as readonly number[]).includes(status);

/** The decisions open for a job in this status, in the order the admin sees them. */
export const decisionsFor = (status: number): ReviewDecision[] =>
  (
    [ReviewDecision.Approve, ReviewDecision.MissingInformation, ReviewDecision.Reject, ReviewDecision.Close] as const
  ).filter((d) => canDecide(status, d));

/** An employer may edit any of their jobs but a closed one (a closed job stays as candidates last saw it). */
export const isEditable = (status: number) => status !== JobStatus.ApplicationClosed;

/**
 * What a job's listing needs (its page, the search, the matching): every job sent for review has them all; a draft may
 * lack any of them (null) until it is sent.
 */
export const LISTING_FIELDS = ['jobType', 'remoteStatus', 'jobFieldId', 'city', 'country', 'lat', 'lng'] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];
/** The job with its listing's fields known (none null). */
export type Listed<J extends Record<ListingField, unknown>> = J & { [K in ListingField]: NonNullable<J[K]> };
export const hasListing = <J extends Record<ListingField, unknown>>(job: J): job is Listed<J> =>
  LISTING_FIELDS.every((field) => job[field] !== null);

export interface ScoredJob {
  description: string;
  salaryMin: number | null;
  salaryMax: number | null;
  focusId: number | null;
  yearsOfExperienceId: number | null;
  expireDate: string | null;
  isHousingIncluded: boolean;
  isHousingSubsidized: boolean;
  isRelocationStipend: boolean;
  isCommuterBenefits: boolean;
  isHQPosition: boolean;
}

/**
 * The listing score of a job (docs/product.md §3 names `score`, not its rule; designed here): how complete the posting
 * is, 0 to 100, from what candidates look for first. Each part, with what it adds and the hint shown when missing.
 */
const listingScoreParts: ReadonlyArray<{ points: number; hint: string; test: (job: ScoredJob) => boolean }> = [
  { points: 30, hint: 'Show the pay', test: (j) => j.salaryMin !== null || j.salaryMax !== null },
  { points: 10, hint: 'Describe the job in at least 150 characters', test: (j) => j.description.trim().length >= 150 },
  {
    points: 10,
    hint: 'Write a full description (400 characters or more)',
    test: (j) => j.description.trim().length >= 400,
  },
  { points: 15, hint: 'Pick a focus', test: (j) => j.focusId !== null },
  { points: 15, hint: 'Say how much experience the job needs', test: (j) => j.yearsOfExperienceId !== null },
  {
    points: 10,
    hint: 'List a benefit (housing, relocation, commuting, visa)',
    test: (j) =>
      j.isHousingIncluded || j.isHousingSubsidized || j.isRelocationStipend || j.isCommuterBenefits || j.isHQPosition,
  },
  { points: 10, hint: 'Set an application deadline', test: (j) => j.expireDate !== null },
];

export function listingScore(job: ScoredJob): { score: number; hints: string[] } {
  let score = 0;
  const hints: string[] = [];
  for (const part of listingScoreParts) {
    if (part.test(job)) score += part.points;
    else hints.push(part.hint);
  }
  return { score, hints };
}
