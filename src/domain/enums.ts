// Enumerations of SPEC section 3. `as const` objects (no TypeScript `enum`), each with a type of its values and a label map.

export const JobStatus = {
  Draft: 1,
  PendingReview: 2,
  Active: 3,
  Rejected: 4,
  MissingInformation: 5,
  ApplicationClosed: 6,
} as const;
export type JobStatus = (typeof JobStatus)[keyof typeof JobStatus];
export const jobStatusLabels: Record<JobStatus, string> = {
  1: 'Draft',
  2: 'Pending Review',
  3: 'Active',
  4: 'Rejected',
  5: 'Missing Information',
  6: 'Application Closed',
};

// There is no code 6.
export const JobType = {
  FullTime: 1,
  PartTime: 2,
  Freelance: 3,
  SeasonalPartTime: 4,
  Internship: 5,
  SeasonalFullTime: 7,
} as const;
export type JobType = (typeof JobType)[keyof typeof JobType];
// The spec gives only the identifiers; these display words are our choice.
export const jobTypeLabels: Record<JobType, string> = {
  1: 'Full-time',
  2: 'Part-time',
  3: 'Freelance',
  4: 'Seasonal part-time',
  5: 'Internship',
  7: 'Seasonal full-time',
};

export const RemoteStatus = {
  RemoteGlobally: 1,
  OnTheRoad: 2,
  RemoteInRegion: 3,
  Onsite: 4,
  Hybrid: 5,
  RemoteConsidered: 6,
} as const;
export type RemoteStatus = (typeof RemoteStatus)[keyof typeof RemoteStatus];
export const remoteStatusLabels: Record<RemoteStatus, string> = {
  1: 'Remote globally',
  2: 'On the road',
  3: 'Remote in region',
  4: 'Onsite',
  5: 'Hybrid',
  6: 'Remote Considered',
};
/** Choices for a job's own remote status (no Remote Considered). */
export const remoteStatusOptions: readonly RemoteStatus[] = [1, 2, 3, 4, 5];
/** Choices in the search filter; Remote Considered appears only here. */
export const remoteStatusFilterOptions: readonly RemoteStatus[] = [1, 2, 3, 4, 5, 6];

export const PaymentStatus = { Created: 1, Succeeded: 2, PaymentFailed: 3 } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  1: 'Created',
  2: 'Succeeded',
  3: 'Payment failed',
};

export const BoostStatus = { Pending: 0, Complete: 1, Active: 2, Expired: 3, All: 4 } as const;
export type BoostStatus = (typeof BoostStatus)[keyof typeof BoostStatus];
export const boostStatusLabels: Record<BoostStatus, string> = {
  0: 'Pending',
  1: 'Complete',
  2: 'Active',
  3: 'Expired',
  4: 'All',
};

/** Application / saved status of a job for a candidate. */
export const ApplicationStatus = { Applied: 0, Watching: 4 } as const;
export type ApplicationStatus = (typeof ApplicationStatus)[keyof typeof ApplicationStatus];
export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  0: 'Applied',
  4: 'Watching',
};

export const AppliedByFilter = { Applied: 0, Interviewing: 1, ReceivedOffer: 2, Rejected: 3, All: 4 } as const;
export type AppliedByFilter = (typeof AppliedByFilter)[keyof typeof AppliedByFilter];
export const appliedByFilterLabels: Record<AppliedByFilter, string> = {
  0: 'Applied',
  1: 'Interviewing',
  2: 'Received Offer',
  3: 'Not hired',
  4: 'All',
};

export const JobSearchStatusFilter = { ActionRequired: 1, PendingReview: 2, Active: 3, Inactive: 4, All: 5 } as const;
export type JobSearchStatusFilter = (typeof JobSearchStatusFilter)[keyof typeof JobSearchStatusFilter];
export const jobSearchStatusFilterLabels: Record<JobSearchStatusFilter, string> = {
  1: 'Action Required',
  2: 'Pending Review',
  3: 'Active',
  4: 'Inactive',
  5: 'All',
};

// No codes in the spec: string values (the identifiers), spec wording as labels.
export const OrderSearchStatus = {
  Active: 'Active',
  PendingReview: 'PendingReview',
  RoleFilledExternal: 'RoleFilledExternal',
  RoleFilledBasecamp: 'RoleFilledBasecamp',
  Expired: 'Expired',
  Closed: 'Closed',
  Rejected: 'Rejected',
  MissingInformation: 'MissingInformation',
  All: 'All',
} as const;
export type OrderSearchStatus = (typeof OrderSearchStatus)[keyof typeof OrderSearchStatus];
export const orderSearchStatusLabels: Record<OrderSearchStatus, string> = {
  Active: 'Active',
  PendingReview: 'Pending Review',
  RoleFilledExternal: 'Role filled - External',
  RoleFilledBasecamp: 'Role filled - Basecamp',
  Expired: 'Expired',
  Closed: 'Closed',
  Rejected: 'Rejected',
  MissingInformation: 'Missing Information',
  All: 'All',
};

export const MembershipStatus = {
  NoMembership: 1,
  ActiveMembership: 2,
  Expired: 3,
  BrandPageEdited: 4,
  All: 5,
} as const;
export type MembershipStatus = (typeof MembershipStatus)[keyof typeof MembershipStatus];
export const membershipStatusLabels: Record<MembershipStatus, string> = {
  1: 'No membership',
  2: 'Active membership',
  3: 'Expired',
  4: 'Brand page edited',
  5: 'All',
};

export const Role = { User: 1, Employer: 2, Admin: 3, Premium: 4 } as const;
export type Role = (typeof Role)[keyof typeof Role];
export type RoleName = keyof typeof Role;
export const roleLabels: Record<Role, RoleName> = { 1: 'User', 2: 'Employer', 3: 'Admin', 4: 'Premium' };
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
export const SocialLinkType = {
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
export type SocialLinkType = (typeof SocialLinkType)[keyof typeof SocialLinkType];
export const socialLinkTypeLabels: Record<SocialLinkType, string> = {
  0: 'Other',
  1: 'LinkedIn',
  2: 'Youtube',
  3: 'Instagram',
  4: 'Facebook',
  5: 'Twitter',
  6: 'Dribble',
  7: 'Behance',
  8: 'Pinterest',
  9: 'Tiktok',
  10: 'X',
  11: 'Reddit',
  12: 'BlueSky',
};

// No codes in the spec: numbered from 0 in spec order.
export const MessageStatus = { All: 0, MessagePending: 1, MessageSent: 2 } as const;
export type MessageStatus = (typeof MessageStatus)[keyof typeof MessageStatus];
export const messageStatusLabels: Record<MessageStatus, string> = {
  0: 'All',
  1: 'Message pending',
  2: 'Message sent',
};

// No codes in the spec: numbered from 0 in spec order.
export const CandidateSort = { Name: 0, JobTitle: 1 } as const;
export type CandidateSort = (typeof CandidateSort)[keyof typeof CandidateSort];
export const candidateSortLabels: Record<CandidateSort, string> = { 0: 'Name', 1: 'Job title' };

// No codes in the spec: string values.
export const RecommendedJobsSort = { DatePosted: 'DatePosted', HighLowMatch: 'HighLowMatch' } as const;
export type RecommendedJobsSort = (typeof RecommendedJobsSort)[keyof typeof RecommendedJobsSort];
export const recommendedJobsSortLabels: Record<RecommendedJobsSort, string> = {
  DatePosted: 'Date Posted',
  HighLowMatch: 'High-Low Match %',
};

// No codes in the spec: string values.
export const DatePostedFilter = {
  Past24Hours: 'Past24Hours',
  PastWeek: 'PastWeek',
  PastMonth: 'PastMonth',
  AnyTime: 'AnyTime',
} as const;
export type DatePostedFilter = (typeof DatePostedFilter)[keyof typeof DatePostedFilter];
export const datePostedFilterLabels: Record<DatePostedFilter, string> = {
  Past24Hours: 'Past 24 hours',
  PastWeek: 'Past week',
  PastMonth: 'Past month',
  AnyTime: 'Any time',
};
const DAY_MS = 24 * 60 * 60 * 1000;
/** Maximum age of a posting for each filter, in ms; null = no limit. A month is taken as 30 days (spec is silent). */
export const datePostedMaxAgeMs: Record<DatePostedFilter, number | null> = {
  Past24Hours: DAY_MS,
  PastWeek: 7 * DAY_MS,
  PastMonth: 30 * DAY_MS,
  AnyTime: null,
};

// Field names are the spec's; directions are strings.
export const JobSortField = { CreatedDate: 'createdDate', Title: 'title', ExpireDate: 'expireDate' } as const;
export type JobSortField = (typeof JobSortField)[keyof typeof JobSortField];
export const SortDirection = { Asc: 'asc', Desc: 'desc' } as const;
export type SortDirection = (typeof SortDirection)[keyof typeof SortDirection];
export interface JobSort {
  field: JobSortField;
  direction: SortDirection;
}
export const jobSortFieldLabels: Record<JobSortField, string> = {
  createdDate: 'Created date',
  title: 'Title',
  expireDate: 'Expire date',
};
/** The six job sort options: each field ascending, then descending. */
export const jobSortOptions: readonly JobSort[] = (['createdDate', 'title', 'expireDate'] as const).flatMap(
  (field) => (['asc', 'desc'] as const).map((direction) => ({ field, direction })),
);

// No codes in the spec: numbered from 0 in spec order.
export const CreationInterval = { Day: 0, LastWeek: 1, LastMonth: 2, LastYear: 3, WholeTime: 4 } as const;
export type CreationInterval = (typeof CreationInterval)[keyof typeof CreationInterval];
export const creationIntervalLabels: Record<CreationInterval, string> = {
  0: 'Day',
  1: 'Last Week',
  2: 'Last Month',
  3: 'Last Year',
  4: 'Whole Time',
};

// No codes in the spec: numbered from 0 in spec order.
export const Pronouns = { SheHer: 0, HeHim: 1, TheyThem: 2 } as const;
export type Pronouns = (typeof Pronouns)[keyof typeof Pronouns];
export const pronounsLabels: Record<Pronouns, string> = { 0: 'She/her', 1: 'He/him', 2: 'They/them' };

/** Boost durations in weeks. */
export const boostWeeks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type BoostWeeks = (typeof boostWeeks)[number];

// No codes in the spec: string values. Two separate filters (radius, range), each with an All choice.
export const DistanceRadiusFilter = { WithinRadius: 'WithinRadius', All: 'All' } as const;
export type DistanceRadiusFilter = (typeof DistanceRadiusFilter)[keyof typeof DistanceRadiusFilter];
export const distanceRadiusFilterLabels: Record<DistanceRadiusFilter, string> = {
  WithinRadius: 'Within radius',
  All: 'All',
};
export const DistanceRangeFilter = { WithinRange: 'WithinRange', All: 'All' } as const;
export type DistanceRangeFilter = (typeof DistanceRangeFilter)[keyof typeof DistanceRangeFilter];
export const distanceRangeFilterLabels: Record<DistanceRangeFilter, string> = {
  WithinRange: 'Within range',
  All: 'All',
};

// No codes in the spec: numbered from 0 in spec order.
export const CandidateMatchSort = { HighLowMatch: 0, NewestFirst: 1, OldestFirst: 2 } as const;
export type CandidateMatchSort = (typeof CandidateMatchSort)[keyof typeof CandidateMatchSort];
export const candidateMatchSortLabels: Record<CandidateMatchSort, string> = {
  0: 'High-Low Match %',
  1: 'Newest first',
  2: 'Oldest first',
};

// No codes in the spec: numbered from 0 in spec order.
export const CandidateResponseKind = { MarkedInterested: 0, MarkedNotInterested: 1, InvitedToApply: 2 } as const;
export type CandidateResponseKind = (typeof CandidateResponseKind)[keyof typeof CandidateResponseKind];
export const candidateResponseKindLabels: Record<CandidateResponseKind, string> = {
  0: 'Marked interested',
  1: 'Marked not interested',
  2: 'Invited to apply',
};

// No codes in the spec: numbered from 0 in spec order.
export const AdPlacementType = { Listing: 0, Sponsored: 1, Newsletter: 2, Socials: 3, Drop: 4 } as const;
export type AdPlacementType = (typeof AdPlacementType)[keyof typeof AdPlacementType];
export const adPlacementTypeLabels: Record<AdPlacementType, string> = {
  0: 'Listing',
  1: 'Sponsored',
  2: 'Newsletter',
  3: 'Socials',
  4: 'Drop',
};
