// Enumerations of docs/product.md §3 (no TypeScript `enum`), declared as ./enumeration.ts says. Hiring: the employer's
// view of applicants and matching candidates (sorts, filters, responses, messages). The hiring screens (applicants and
// matching candidates) are still to come: the exports marked @public wait for them.
import { codesOf, labelsOf, type CodeOf } from './enumeration';

// No codes in the spec: numbered from 0 in spec order.
const messageStatus = { All: 0, MessagePending: [1, 'Message pending'], MessageSent: [2, 'Message sent'] } as const;
/** @public */
export const MessageStatus = codesOf(messageStatus),
  messageStatusLabels = labelsOf(messageStatus);
export type MessageStatus = CodeOf<typeof MessageStatus>;

// No codes in the spec: numbered from 0 in spec order.
const candidateSort = { Name: 0, JobTitle: [1, 'Job title'] } as const;
/** @public */
export const CandidateSort = codesOf(candidateSort),
  candidateSortLabels = labelsOf(candidateSort);
export type CandidateSort = CodeOf<typeof CandidateSort>;

// No codes in the spec: string values. Two separate filters (radius, range), each with an All choice.
const distanceRadiusFilter = { WithinRadius: ['WithinRadius', 'Within radius'], All: 'All' } as const;
/** @public */
export const DistanceRadiusFilter = codesOf(distanceRadiusFilter),
  distanceRadiusFilterLabels = labelsOf(distanceRadiusFilter);
export type DistanceRadiusFilter = CodeOf<typeof DistanceRadiusFilter>;
const distanceRangeFilter = { WithinRange: ['WithinRange', 'Within range'], All: 'All' } as const;
/** @public */
export const DistanceRangeFilter = codesOf(distanceRangeFilter),
  distanceRangeFilterLabels = labelsOf(distanceRangeFilter);
export type DistanceRangeFilter = CodeOf<typeof DistanceRangeFilter>;

// No codes in the spec: numbered from 0 in spec order.
const candidateMatchSort = {
  HighLowMatch: [0, 'High-Low Match %'],
  NewestFirst: [1, 'Newest first'],
  OldestFirst: [2, 'Oldest first'],
} as const;
/** @public */
export const CandidateMatchSort = codesOf(candidateMatchSort),
  candidateMatchSortLabels = labelsOf(candidateMatchSort);
export type CandidateMatchSort = CodeOf<typeof CandidateMatchSort>;

// No codes in the spec: numbered from 0 in spec order.
const candidateResponseKind = {
  MarkedInterested: [0, 'Marked interested'],
  MarkedNotInterested: [1, 'Marked not interested'],
  InvitedToApply: [2, 'Invited to apply'],
} as const;
/** @public */
export const CandidateResponseKind = codesOf(candidateResponseKind),
  candidateResponseKindLabels = labelsOf(candidateResponseKind);
export type CandidateResponseKind = CodeOf<typeof CandidateResponseKind>;
