import { z } from 'zod/mini';
import { distanceFilterFields } from './applicants';
import { bodyId, integer, isoDateTime, queryId } from './common';
import { jobCardSchema, pageOf } from './job';
import { oneOf, optional, pageFields } from './job-search';
import { INVITE_MESSAGE } from '../../domain/applicants';
import { CandidateResponseKind, MessageStatus } from '../../domain/enums/hiring';

/** Matching candidates of a job, the employer's responses to them, and the invitations a candidate gets (proposed here). */

/** The employer's response to a candidate: its kind, an invitation's message and status, and when. */
export const candidateResponseSchema = z.object({
  /** 0 Marked interested, 1 Marked not interested, 2 Invited to apply. */
  kind: integer,
  message: z.nullable(z.string()),
  /** An invitation's: 1 Message pending (not seen yet), 2 Message sent (seen); null for another kind. */
  messageStatus: z.nullable(integer),
  date: isoDateTime,
});

/** A candidate who has not applied and whose profile matches the job, with the match and the employer's response. */
const matchingCandidateSchema = z.object({
  userId: integer,
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.nullable(z.string()),
  location: z.nullable(z.string()),
  matchPercent: integer,
  matchReasons: z.array(z.string()),
  response: z.nullable(candidateResponseSchema),
});
export type MatchingCandidate = z.infer<typeof matchingCandidateSchema>;
export const matchingCandidatesSchema = pageOf(matchingCandidateSchema);

/**
 * GET admin/Job/{id}/matching-candidates: the distance filters, the message status of invitations (0 or none: every
 * candidate), `notInterested=1` for only those marked not interested (hidden otherwise), the page.
 */
export const matchingQuerySchema = z.object({
  ...distanceFilterFields,
  messageStatus: optional(oneOf(Object.values(MessageStatus), 'Unknown message status')),
  notInterested: optional(oneOf([0, 1], 'Say 1 for those marked not interested, or 0')),
  ...pageFields,
});
export type MatchingQuery = z.infer<typeof matchingQuerySchema>;

const KIND_MESSAGE = 'Choose Interested, Not interested or Invite to apply';
const INVITE_TEXT = `Write a message of ${INVITE_MESSAGE.min} to ${INVITE_MESSAGE.max} characters`;

/** PUT admin/Job/{id}/candidate-responses: the response to a candidate; an invitation needs its message. */
export const candidateResponseInputSchema = z
  .object({
    userId: bodyId('Unknown candidate'),
    kind: z
      .int(KIND_MESSAGE)
      .check(z.refine((n) => (Object.values(CandidateResponseKind) as number[]).includes(n), KIND_MESSAGE)),
    message: z.nullable(z.string(INVITE_TEXT)),
  })
  .check(
    z.refine(
      (r) =>
        r.kind !== CandidateResponseKind.InvitedToApply ||
        (r.message !== null &&
          r.message.trim().length >= INVITE_MESSAGE.min &&
          r.message.trim().length <= INVITE_MESSAGE.max),
      { message: INVITE_TEXT, path: ['message'] },
    ),
  );
export type CandidateResponseInput = z.infer<typeof candidateResponseInputSchema>;

/** DELETE admin/Job/{id}/candidate-responses?userId: the response taken back. */
export const responseUserQuerySchema = z.object({ userId: queryId('Unknown candidate') });

/** An invitation to apply, as the candidate sees it (GET Job/invitations). */
const invitationSchema = z.object({
  id: integer,
  message: z.string(),
  sentDate: isoDateTime,
  /** Whether the candidate had seen it before this answer. */
  seen: z.boolean(),
  job: jobCardSchema,
});
export const invitationsSchema = z.array(invitationSchema);

/** PUT Job/invitations/seen: how many invitations were new. */
export const seenSchema = z.object({ seen: integer });

/** GET Job/interested-employers (Premium): the companies that marked the candidate interested, for which job, when. */
export const interestedEmployersSchema = z.array(
  z.object({ companyName: z.string(), jobId: integer, jobTitle: z.string(), date: isoDateTime }),
);
