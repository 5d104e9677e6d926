// Enumerations of docs/product.md §3 (no TypeScript `enum`) that the search, the job cards and the session use: the
// first page (/jobs) loads this module, and its JavaScript has a budget. The rest are in ./workflow-enums.ts; the way
// both are declared is in ./enumeration.ts.
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

const membershipStatus = {
  NoMembership: [1, 'No membership'],
  ActiveMembership: [2, 'Active membership'],
  Expired: 3,
  BrandPageEdited: [4, 'Brand page edited'],
  All: 5,
} as const;
export const MembershipStatus = codesOf(membershipStatus),
  membershipStatusLabels = labelsOf(membershipStatus);
export type MembershipStatus = CodeOf<typeof MembershipStatus>;

const role = { User: 1, Employer: 2, Admin: 3, Premium: 4 } as const;
export const Role = codesOf(role),
  roleLabels = labelsOf(role);
export type Role = CodeOf<typeof Role>;
export type RoleName = keyof typeof Role;
const roleNames = Object.keys(Role) as RoleName[];

/** Name of a numeric role code; undefined for an unknown code. */
export function roleName(code: number): RoleName | undefined {
  return roleNames.find((name) => Role[name] === code);
}

/** Numeric code of a role name (case-insensitive); undefined for an unknown name. */
export function roleCode(name: string): Role | undefined {
  const found = roleNames.find((n) => n.toLowerCase() === name.trim().toLowerCase());
  return found === undefined ? undefined : Role[found];
}

// No codes in the spec: string values.
const datePostedFilter = {
  Past24Hours: ['Past24Hours', 'Past 24 hours'],
  PastWeek: ['PastWeek', 'Past week'],
  PastMonth: ['PastMonth', 'Past month'],
  AnyTime: ['AnyTime', 'Any time'],
} as const;
export const DatePostedFilter = codesOf(datePostedFilter),
  datePostedFilterLabels = labelsOf(datePostedFilter);
export type DatePostedFilter = CodeOf<typeof DatePostedFilter>;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Maximum age of a posting for each filter, in ms; null = no limit. A month is taken as 30 days (spec is silent). */
export const datePostedMaxAgeMs: Record<DatePostedFilter, number | null> = {
  Past24Hours: DAY_MS,
  PastWeek: 7 * DAY_MS,
  PastMonth: 30 * DAY_MS,
  AnyTime: null,
};

// Field names are the spec's; directions are strings.
const jobSortField = {
  CreatedDate: ['createdDate', 'Created date'],
  Title: 'title',
  ExpireDate: ['expireDate', 'Expire date'],
} as const;
export const JobSortField = codesOf(jobSortField),
  jobSortFieldLabels = labelsOf(jobSortField);
export type JobSortField = CodeOf<typeof JobSortField>;
export const SortDirection = { Asc: 'asc', Desc: 'desc' } as const;
export type SortDirection = CodeOf<typeof SortDirection>;
export interface JobSort {
  field: JobSortField;
  direction: SortDirection;
}
/** The six job sort options: each field ascending (A to Z), then descending: the order of every sort menu. */
export const jobSortOptions: readonly JobSort[] = (['createdDate', 'title', 'expireDate'] as const).flatMap((field) =>
  (['asc', 'desc'] as const).map((direction) => ({ field, direction })),
);
