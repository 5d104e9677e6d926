// Enumerations of docs/product.md §3 (no TypeScript `enum`), declared as ./enumeration.ts says. A candidate's jobs:
// saved or applied, the stage an application reached, and how recommended jobs sort.
import { codesOf, labelsOf, type CodeOf } from './enumeration';

/** Application / saved status of a job for a candidate. */
const applicationStatus = { Applied: 0, Watching: 4 } as const;
export const ApplicationStatus = codesOf(applicationStatus);
export type ApplicationStatus = CodeOf<typeof ApplicationStatus>;

const appliedByFilter = {
  Applied: 0,
  Interviewing: 1,
  ReceivedOffer: [2, 'Received Offer'],
  Rejected: [3, 'Not hired'],
  All: 4,
} as const;
export const AppliedByFilter = codesOf(appliedByFilter),
  appliedByFilterLabels = labelsOf(appliedByFilter);
export type AppliedByFilter = CodeOf<typeof AppliedByFilter>;

// No codes in the spec: string values.
const recommendedJobsSort = {
  DatePosted: ['DatePosted', 'Date Posted'],
  HighLowMatch: ['HighLowMatch', 'High-Low Match %'],
} as const;
export const RecommendedJobsSort = codesOf(recommendedJobsSort),
  recommendedJobsSortLabels = labelsOf(recommendedJobsSort);
export type RecommendedJobsSort = CodeOf<typeof RecommendedJobsSort>;
