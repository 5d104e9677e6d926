// Enumerations of docs/product.md §3 (no TypeScript `enum`) of what follows the search: a job's lifecycle and
// review, boosts and their payments, candidates' saved and applied jobs, profiles and messages. Apart from ./enums.ts
// so that the first page (/jobs, whose JavaScript has a budget) does not carry them; declared as ./enumeration.ts says.
import { codesOf, labelsOf, type CodeOf } from './enumeration';

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

const paymentStatus = { Created: 1, Succeeded: 2, PaymentFailed: [3, 'Payment failed'] } as const;
export const PaymentStatus = codesOf(paymentStatus),
  paymentStatusLabels = labelsOf(paymentStatus);
export type PaymentStatus = CodeOf<typeof PaymentStatus>;

const boostStatus = { Pending: 0, Complete: 1, Active: 2, Expired: 3, All: 4 } as const;
export const BoostStatus = codesOf(boostStatus),
  boostStatusLabels = labelsOf(boostStatus);
export type BoostStatus = CodeOf<typeof BoostStatus>;

/** Application / saved status of a job for a candidate. */
const applicationStatus = { Applied: 0, Watching: 4 } as const;
export const ApplicationStatus = codesOf(applicationStatus),
  applicationStatusLabels = labelsOf(applicationStatus);
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

const jobSearchStatusFilter = {
  ActionRequired: [1, 'Action Required'],
  PendingReview: [2, 'Pending Review'],
  Active: 3,
  Inactive: 4,
  All: 5,
} as const;
export const JobSearchStatusFilter = codesOf(jobSearchStatusFilter),
  jobSearchStatusFilterLabels = labelsOf(jobSearchStatusFilter);
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
export const OrderSearchStatus = codesOf(orderSearchStatus),
  orderSearchStatusLabels = labelsOf(orderSearchStatus);
export type OrderSearchStatus = CodeOf<typeof OrderSearchStatus>;

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
export const SocialLinkType = codesOf(socialLinkType),
  socialLinkTypeLabels = labelsOf(socialLinkType);
export type SocialLinkType = CodeOf<typeof SocialLinkType>;

// No codes in the spec: numbered from 0 in spec order.
const messageStatus = { All: 0, MessagePending: [1, 'Message pending'], MessageSent: [2, 'Message sent'] } as const;
export const MessageStatus = codesOf(messageStatus),
  messageStatusLabels = labelsOf(messageStatus);
export type MessageStatus = CodeOf<typeof MessageStatus>;

// No codes in the spec: numbered from 0 in spec order.
const candidateSort = { Name: 0, JobTitle: [1, 'Job title'] } as const;
export const CandidateSort = codesOf(candidateSort),
  candidateSortLabels = labelsOf(candidateSort);
export type CandidateSort = CodeOf<typeof CandidateSort>;

// No codes in the spec: string values.
const recommendedJobsSort = {
  DatePosted: ['DatePosted', 'Date Posted'],
  HighLowMatch: ['HighLowMatch', 'High-Low Match %'],
} as const;
export const RecommendedJobsSort = codesOf(recommendedJobsSort),
  recommendedJobsSortLabels = labelsOf(recommendedJobsSort);
export type RecommendedJobsSort = CodeOf<typeof RecommendedJobsSort>;

// No codes in the spec: numbered from 0 in spec order.
const creationInterval = {
  Day: 0,
  LastWeek: [1, 'Last Week'],
  LastMonth: [2, 'Last Month'],
  LastYear: [3, 'Last Year'],
  WholeTime: [4, 'Whole Time'],
} as const;
export const CreationInterval = codesOf(creationInterval),
  creationIntervalLabels = labelsOf(creationInterval);
export type CreationInterval = CodeOf<typeof CreationInterval>;

// No codes in the spec: numbered from 0 in spec order.
const pronouns = { SheHer: [0, 'She/her'], HeHim: [1, 'He/him'], TheyThem: [2, 'They/them'] } as const;
export const Pronouns = codesOf(pronouns),
  pronounsLabels = labelsOf(pronouns);
export type Pronouns = CodeOf<typeof Pronouns>;

// Designed here (docs/product.md §4.7): who may see a candidate's public profile (candidate/{id}/view).
const profileVisibility = {
  Public: [1, 'Anyone with the link'],
  AppliedEmployers: [2, 'Only employers I applied to'],
} as const;
export const ProfileVisibility = codesOf(profileVisibility),
  profileVisibilityLabels = labelsOf(profileVisibility);
export type ProfileVisibility = CodeOf<typeof ProfileVisibility>;

/** Boost durations in weeks. */
export const boostWeeks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type BoostWeeks = (typeof boostWeeks)[number];

// No codes in the spec: string values. Two separate filters (radius, range), each with an All choice.
const distanceRadiusFilter = { WithinRadius: ['WithinRadius', 'Within radius'], All: 'All' } as const;
export const DistanceRadiusFilter = codesOf(distanceRadiusFilter),
  distanceRadiusFilterLabels = labelsOf(distanceRadiusFilter);
export type DistanceRadiusFilter = CodeOf<typeof DistanceRadiusFilter>;
const distanceRangeFilter = { WithinRange: ['WithinRange', 'Within range'], All: 'All' } as const;
export const DistanceRangeFilter = codesOf(distanceRangeFilter),
  distanceRangeFilterLabels = labelsOf(distanceRangeFilter);
export type DistanceRangeFilter = CodeOf<typeof DistanceRangeFilter>;

// No codes in the spec: numbered from 0 in spec order.
const candidateMatchSort = {
  HighLowMatch: [0, 'High-Low Match %'],
  NewestFirst: [1, 'Newest first'],
  OldestFirst: [2, 'Oldest first'],
} as const;
export const CandidateMatchSort = codesOf(candidateMatchSort),
  candidateMatchSortLabels = labelsOf(candidateMatchSort);
export type CandidateMatchSort = CodeOf<typeof CandidateMatchSort>;

// No codes in the spec: numbered from 0 in spec order.
const candidateResponseKind = {
  MarkedInterested: [0, 'Marked interested'],
  MarkedNotInterested: [1, 'Marked not interested'],
  InvitedToApply: [2, 'Invited to apply'],
} as const;
export const CandidateResponseKind = codesOf(candidateResponseKind),
  candidateResponseKindLabels = labelsOf(candidateResponseKind);
export type CandidateResponseKind = CodeOf<typeof CandidateResponseKind>;

// No codes in the spec: numbered from 0 in spec order.
const adPlacementType = { Listing: 0, Sponsored: 1, Newsletter: 2, Socials: 3, Drop: 4 } as const;
export const AdPlacementType = codesOf(adPlacementType),
  adPlacementTypeLabels = labelsOf(adPlacementType);
export type AdPlacementType = CodeOf<typeof AdPlacementType>;
