// Enumerations of docs/product.md §3 (no TypeScript `enum`), declared as ./enumeration.ts says. A job: its type, where
// it is done, and its status in its lifecycle.
import { codesOf, labelsOf, type CodeOf } from './enumeration';

// There is no code 6. The spec gives only the identifiers; the display words are our choice.
const jobType = {
  FullTime: [1, 'Full-time'],
  PartTime: [2, 'Part-time'],
  Freelance: 3,
  SeasonalPartTime: [4, 'Seasonal part-time'],
  Internship: 5,
  SeasonalFullTime: [7, 'Seasonal full-time'],
} as const;
export const JobType = codesOf(jobType),
  jobTypeLabels = labelsOf(jobType);
export type JobType = CodeOf<typeof JobType>;

const remoteStatus = {
  RemoteGlobally: [1, 'Remote globally'],
  OnTheRoad: [2, 'On the road'],
  RemoteInRegion: [3, 'Remote in region'],
  Onsite: 4,
  Hybrid: 5,
  RemoteConsidered: [6, 'Remote Considered'],
} as const;
export const RemoteStatus = codesOf(remoteStatus),
  remoteStatusLabels = labelsOf(remoteStatus);
export type RemoteStatus = CodeOf<typeof RemoteStatus>;
/** Choices for a job's own remote status (no Remote Considered). */
export const remoteStatusOptions: readonly RemoteStatus[] = [1, 2, 3, 4, 5];
/**
 * Work done away from an office: from anywhere (Remote globally) or from anywhere in its region (Remote in region).
 * Where its office is says nothing of a commute (no distance on its card; "No commute" in a match).
 */
export const isRemoteWork = (status: number) =>
  status === RemoteStatus.RemoteGlobally || status === RemoteStatus.RemoteInRegion;
/** Choices in the search filter; Remote Considered appears only here. */
export const remoteStatusFilterOptions: readonly RemoteStatus[] = [1, 2, 3, 4, 5, 6];

const jobStatus = {
  Draft: 1,
  PendingReview: [2, 'Pending Review'],
  Active: 3,
  Rejected: 4,
  MissingInformation: [5, 'Missing Information'],
  ApplicationClosed: [6, 'Application Closed'],
} as const;
export const JobStatus = codesOf(jobStatus),
  jobStatusLabels = labelsOf(jobStatus);
export type JobStatus = CodeOf<typeof JobStatus>;
