// Enumerations of docs/product.md §3 (no TypeScript `enum`). Each is declared once, as its names with their codes and
// labels; from that come an `as const`-like object of its codes by name, a type of its codes and its labels by code.

type Code = number | string;
/** An enumeration's entry: a name's code, or its code and label when the label is not the name itself. */
type Entry = Code | readonly [Code, string];
/** An enumeration's declaration: its names in order, each with its entry. */
type Declaration = Readonly<Record<string, Entry>>;
type CodeIn<E> = E extends readonly [infer C, string] ? C : E;
const codeIn = (entry: Entry) => (typeof entry === 'object' ? entry[0] : entry);

// Both are without side effects, so a bundle (the first page has a budget) drops an enumeration it does not use, and
// the labels object of one whose codes it uses; the label texts stay with the declaration then.

/** The enumeration's codes by name (read-only, in the declared order). */
/*#__NO_SIDE_EFFECTS__*/
function codesOf<const D extends Declaration>(declaration: D) {
  const codes: Record<string, Code> = {};
  for (const [name, entry] of Object.entries(declaration)) codes[name] = codeIn(entry);
  return codes as { readonly [Name in keyof D]: CodeIn<D[Name]> };
}

/** The enumeration's labels by code. */
/*#__NO_SIDE_EFFECTS__*/
function labelsOf<const D extends Declaration>(declaration: D) {
  const labels: Record<Code, string> = {};
  for (const [name, entry] of Object.entries(declaration)) labels[codeIn(entry)] = typeof entry === 'object' ? entry[1] : name;
  return labels as Record<CodeIn<D[keyof D]>, string>;
}

/** The type of an enumeration's codes. */
type CodeOf<Codes> = Codes[keyof Codes];

const jobStatus = {
  Draft: 1,
  PendingReview: [2, 'Pending Review'],
  Active: 3,
  Rejected: 4,
  MissingInformation: [5, 'Missing Information'],
  ApplicationClosed: [6, 'Application Closed'],
} as const;
export const JobStatus = codesOf(jobStatus), jobStatusLabels = labelsOf(jobStatus);
export type JobStatus = CodeOf<typeof JobStatus>;

// There is no code 6. The spec gives only the identifiers; the display words are our choice.
const jobType = {
  FullTime: [1, 'Full-time'],
  PartTime: [2, 'Part-time'],
  Freelance: 3,
  SeasonalPartTime: [4, 'Seasonal part-time'],
  Internship: 5,
  SeasonalFullTime: [7, 'Seasonal full-time'],
} as const;
export const JobType = codesOf(jobType), jobTypeLabels = labelsOf(jobType);
export type JobType = CodeOf<typeof JobType>;

const remoteStatus = {
  RemoteGlobally: [1, 'Remote globally'],
  OnTheRoad: [2, 'On the road'],
  RemoteInRegion: [3, 'Remote in region'],
  Onsite: 4,
  Hybrid: 5,
  RemoteConsidered: [6, 'Remote Considered'],
} as const;
export const RemoteStatus = codesOf(remoteStatus), remoteStatusLabels = labelsOf(remoteStatus);
export type RemoteStatus = CodeOf<typeof RemoteStatus>;
/** Choices for a job's own remote status (no Remote Considered). */
export const remoteStatusOptions: readonly RemoteStatus[] = [1, 2, 3, 4, 5];
/**
 * Work done away from an office: from anywhere (Remote globally) or from anywhere in its region (Remote in region).
 * Where its office is says nothing of a commute (no distance on its card; "No commute" in a match).
 */
export const isRemoteWork = (status: number) => status === RemoteStatus.RemoteGlobally || status === RemoteStatus.RemoteInRegion;
/** Choices in the search filter; Remote Considered appears only here. */
export const remoteStatusFilterOptions: readonly RemoteStatus[] = [1, 2, 3, 4, 5, 6];

const paymentStatus = { Created: 1, Succeeded: 2, PaymentFailed: [3, 'Payment failed'] } as const;
export const PaymentStatus = codesOf(paymentStatus), paymentStatusLabels = labelsOf(paymentStatus);
export type PaymentStatus = CodeOf<typeof PaymentStatus>;

const boostStatus = { Pending: 0, Complete: 1, Active: 2, Expired: 3, All: 4 } as const;
export const BoostStatus = codesOf(boostStatus), boostStatusLabels = labelsOf(boostStatus);
export type BoostStatus = CodeOf<typeof BoostStatus>;

/** Application / saved status of a job for a candidate. */
const applicationStatus = { Applied: 0, Watching: 4 } as const;
export const ApplicationStatus = codesOf(applicationStatus), applicationStatusLabels = labelsOf(applicationStatus);
export type ApplicationStatus = CodeOf<typeof ApplicationStatus>;

const appliedByFilter = { Applied: 0, Interviewing: 1, ReceivedOffer: [2, 'Received Offer'], Rejected: [3, 'Not hired'], All: 4 } as const;
export const AppliedByFilter = codesOf(appliedByFilter), appliedByFilterLabels = labelsOf(appliedByFilter);
export type AppliedByFilter = CodeOf<typeof AppliedByFilter>;

const jobSearchStatusFilter = {
  ActionRequired: [1, 'Action Required'],
  PendingReview: [2, 'Pending Review'],
  Active: 3,
  Inactive: 4,
  All: 5,
} as const;
export const JobSearchStatusFilter = codesOf(jobSearchStatusFilter), jobSearchStatusFilterLabels = labelsOf(jobSearchStatusFilter);
export type JobSearchStatusFilter = CodeOf<typeof JobSearchStatusFilter>;

// No codes in the spec: string values (the identifiers), spec wording as labels.
const orderSearchStatus = {
  Active: 'Active',
  PendingReview: ['PendingReview', 'Pending Review'],
  RoleFilledExternal: ['RoleFilledExternal', 'Role filled - External'],
  RoleFilledBasecamp: ['RoleFilledBasecamp', 'Role filled - Basecamp'],
  Expired: 'Expired',
  Closed: 'Closed',
  Rejected: 'Rejected',
  MissingInformation: ['MissingInformation', 'Missing Information'],
  All: 'All',
} as const;
export const OrderSearchStatus = codesOf(orderSearchStatus), orderSearchStatusLabels = labelsOf(orderSearchStatus);
export type OrderSearchStatus = CodeOf<typeof OrderSearchStatus>;

const membershipStatus = {
  NoMembership: [1, 'No membership'],
  ActiveMembership: [2, 'Active membership'],
  Expired: 3,
  BrandPageEdited: [4, 'Brand page edited'],
  All: 5,
} as const;
export const MembershipStatus = codesOf(membershipStatus), membershipStatusLabels = labelsOf(membershipStatus);
export type MembershipStatus = CodeOf<typeof MembershipStatus>;

const role = { User: 1, Employer: 2, Admin: 3, Premium: 4 } as const;
export const Role = codesOf(role), roleLabels = labelsOf(role);
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

// No codes in the spec: numbered from 0 in spec order.
const socialLinkType = {
  Other: 0,
  LinkedIn: 1,
  Youtube: 2,
  Instagram: 3,
  Facebook: 4,
  Twitter: 5,
  Dribble: 6,
  Behance: 7,
  Pinterest: 8,
  Tiktok: 9,
  X: 10,
  Reddit: 11,
  BlueSky: 12,
} as const;
export const SocialLinkType = codesOf(socialLinkType), socialLinkTypeLabels = labelsOf(socialLinkType);
export type SocialLinkType = CodeOf<typeof SocialLinkType>;

// No codes in the spec: numbered from 0 in spec order.
const messageStatus = { All: 0, MessagePending: [1, 'Message pending'], MessageSent: [2, 'Message sent'] } as const;
export const MessageStatus = codesOf(messageStatus), messageStatusLabels = labelsOf(messageStatus);
export type MessageStatus = CodeOf<typeof MessageStatus>;

// No codes in the spec: numbered from 0 in spec order.
const candidateSort = { Name: 0, JobTitle: [1, 'Job title'] } as const;
export const CandidateSort = codesOf(candidateSort), candidateSortLabels = labelsOf(candidateSort);
export type CandidateSort = CodeOf<typeof CandidateSort>;

// No codes in the spec: string values.
const recommendedJobsSort = { DatePosted: ['DatePosted', 'Date Posted'], HighLowMatch: ['HighLowMatch', 'High-Low Match %'] } as const;
export const RecommendedJobsSort = codesOf(recommendedJobsSort), recommendedJobsSortLabels = labelsOf(recommendedJobsSort);
export type RecommendedJobsSort = CodeOf<typeof RecommendedJobsSort>;

// No codes in the spec: string values.
const datePostedFilter = {
  Past24Hours: ['Past24Hours', 'Past 24 hours'],
  PastWeek: ['PastWeek', 'Past week'],
  PastMonth: ['PastMonth', 'Past month'],
  AnyTime: ['AnyTime', 'Any time'],
} as const;
export const DatePostedFilter = codesOf(datePostedFilter), datePostedFilterLabels = labelsOf(datePostedFilter);
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
const jobSortField = { CreatedDate: ['createdDate', 'Created date'], Title: 'title', ExpireDate: ['expireDate', 'Expire date'] } as const;
export const JobSortField = codesOf(jobSortField), jobSortFieldLabels = labelsOf(jobSortField);
export type JobSortField = CodeOf<typeof JobSortField>;
export const SortDirection = { Asc: 'asc', Desc: 'desc' } as const;
export type SortDirection = CodeOf<typeof SortDirection>;
export interface JobSort {
  field: JobSortField;
  direction: SortDirection;
}
/** The six job sort options: each field ascending (A to Z), then descending: the order of every sort menu. */
export const jobSortOptions: readonly JobSort[] = (['createdDate', 'title', 'expireDate'] as const).flatMap(
  (field) => (['asc', 'desc'] as const).map((direction) => ({ field, direction })),
);

// No codes in the spec: numbered from 0 in spec order.
const creationInterval = {
  Day: 0,
  LastWeek: [1, 'Last Week'],
  LastMonth: [2, 'Last Month'],
  LastYear: [3, 'Last Year'],
  WholeTime: [4, 'Whole Time'],
} as const;
export const CreationInterval = codesOf(creationInterval), creationIntervalLabels = labelsOf(creationInterval);
export type CreationInterval = CodeOf<typeof CreationInterval>;

// No codes in the spec: numbered from 0 in spec order.
const pronouns = { SheHer: [0, 'She/her'], HeHim: [1, 'He/him'], TheyThem: [2, 'They/them'] } as const;
export const Pronouns = codesOf(pronouns), pronounsLabels = labelsOf(pronouns);
export type Pronouns = CodeOf<typeof Pronouns>;

/** Boost durations in weeks. */
export const boostWeeks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type BoostWeeks = (typeof boostWeeks)[number];

// No codes in the spec: string values. Two separate filters (radius, range), each with an All choice.
const distanceRadiusFilter = { WithinRadius: ['WithinRadius', 'Within radius'], All: 'All' } as const;
export const DistanceRadiusFilter = codesOf(distanceRadiusFilter), distanceRadiusFilterLabels = labelsOf(distanceRadiusFilter);
export type DistanceRadiusFilter = CodeOf<typeof DistanceRadiusFilter>;
const distanceRangeFilter = { WithinRange: ['WithinRange', 'Within range'], All: 'All' } as const;
export const DistanceRangeFilter = codesOf(distanceRangeFilter), distanceRangeFilterLabels = labelsOf(distanceRangeFilter);
export type DistanceRangeFilter = CodeOf<typeof DistanceRangeFilter>;

// No codes in the spec: numbered from 0 in spec order.
const candidateMatchSort = { HighLowMatch: [0, 'High-Low Match %'], NewestFirst: [1, 'Newest first'], OldestFirst: [2, 'Oldest first'] } as const;
export const CandidateMatchSort = codesOf(candidateMatchSort), candidateMatchSortLabels = labelsOf(candidateMatchSort);
export type CandidateMatchSort = CodeOf<typeof CandidateMatchSort>;

// No codes in the spec: numbered from 0 in spec order.
const candidateResponseKind = {
  MarkedInterested: [0, 'Marked interested'],
  MarkedNotInterested: [1, 'Marked not interested'],
  InvitedToApply: [2, 'Invited to apply'],
} as const;
export const CandidateResponseKind = codesOf(candidateResponseKind), candidateResponseKindLabels = labelsOf(candidateResponseKind);
export type CandidateResponseKind = CodeOf<typeof CandidateResponseKind>;

// No codes in the spec: numbered from 0 in spec order.
const adPlacementType = { Listing: 0, Sponsored: 1, Newsletter: 2, Socials: 3, Drop: 4 } as const;
export const AdPlacementType = codesOf(adPlacementType), adPlacementTypeLabels = labelsOf(adPlacementType);
export type AdPlacementType = CodeOf<typeof AdPlacementType>;
