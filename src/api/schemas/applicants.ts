import { z } from 'zod/mini';
import { bodyId, integer, isoDateTime } from './common';
import { pageOf } from './job';
import { oneOf, optional, pageFields } from './job-search';
import { AppliedByFilter } from '../../domain/enums/applications';
import {
  CandidateMatchSort,
  CandidateSort,
  DistanceRadiusFilter,
  DistanceRangeFilter,
} from '../../domain/enums/hiring';
import { JOB_ENDINGS } from '../../domain/job-ending';

/** A job's applicants as its employer sees them (calls proposed here: contracts/reference.md, "Hiring"). */

/** One applicant: who, when they applied, where their application stands, and their match with the job. */
const applicantSchema = z.object({
  applicationId: integer,
  userId: integer,
  firstName: z.string(),
  lastName: z.string(),
  /** The role they look for (src/domain/applicants.ts); null when their profile names none. */
  jobTitle: z.nullable(z.string()),
  /** Where they live, as their profile says ("Boulder, CO"); null when it says nothing. */
  location: z.nullable(z.string()),
  appliedDate: isoDateTime,
  /** The applied-by stage: 0 Applied, 1 Interviewing, 2 Received Offer, 3 Not hired. */
  stage: integer,
  matchPercent: integer,
  /** Why this match, from the job's side ("Their focus: Paddling"), the most points first. */
  matchReasons: z.array(z.string()),
  /** A Premium candidate: their application stands out (docs/hiring.md, "What Premium adds"). */
  isPremium: z.boolean(),
});
export type Applicant = z.infer<typeof applicantSchema>;

/** How many applicants each stage holds under the distance filters (keys: stage codes, 4 for all). */
const stageCountsSchema = z.record(z.string(), integer);

export const applicantsSchema = z.extend(pageOf(applicantSchema), { counts: stageCountsSchema });
export type Applicants = z.infer<typeof applicantsSchema>;

const STAGES = [
  AppliedByFilter.Applied,
  AppliedByFilter.Interviewing,
  AppliedByFilter.ReceivedOffer,
  AppliedByFilter.Rejected,
] as const;

/** The distance filters of applicants and matching candidates (src/domain/applicants.ts), each with its All. */
export const distanceFilterFields = {
  radius: optional(
    z.enum(
      Object.values(DistanceRadiusFilter) as [DistanceRadiusFilter, ...DistanceRadiusFilter[]],
      'Unknown radius filter',
    ),
  ),
  range: optional(
    z.enum(
      Object.values(DistanceRangeFilter) as [DistanceRangeFilter, ...DistanceRangeFilter[]],
      'Unknown range filter',
    ),
  ),
};

/**
 * GET admin/Job/{id}/applicants: the stage (4 or none: all), the sort (the candidate match sort, best match first by
 * default; or the candidate sort, by name or job title, which then takes its place), the distance filters, the page.
 */
export const applicantsQuerySchema = z.object({
  stage: optional(oneOf([...STAGES, AppliedByFilter.All], 'Unknown application stage')),
  sort: optional(oneOf(Object.values(CandidateMatchSort), 'Sort by match, newest or oldest')),
  candidateSort: optional(oneOf(Object.values(CandidateSort), 'Sort candidates by name or job title')),
  ...distanceFilterFields,
  ...pageFields,
});
export type ApplicantsQuery = z.infer<typeof applicantsQuerySchema>;

const STAGE_MESSAGE = 'Choose Applied, Interviewing, Received Offer or Not hired';

/** Most applicants moved at once. */
const MOVE_MAX = 100;

/** PUT admin/Job/{id}/applicants/stage: applications of the job moved to a stage (each candidate is emailed). */
export const stageMoveSchema = z.object({
  applicationIds: z
    .array(bodyId('Unknown application'))
    .check(
      z.minLength(1, 'Choose at least one applicant'),
      z.maxLength(MOVE_MAX, `Move at most ${MOVE_MAX} applicants at once`),
    ),
  stage: z.int(STAGE_MESSAGE).check(z.refine((n) => (STAGES as readonly number[]).includes(n), STAGE_MESSAGE)),
});
export type StageMove = z.infer<typeof stageMoveSchema>;

/** How many applications the move changed (those already at the stage are not counted, nor emailed). */
export const stageMovedSchema = z.object({ moved: integer });

/**
 * PUT admin/Job/{id}/close: the employer closes an active job saying how it ended (src/domain/job-ending.ts): its
 * role filled through Basecamp (one of its applicants at Received Offer is the hire), filled elsewhere, or not.
 */
export const closeJobSchema = z.object({
  how: z.enum(JOB_ENDINGS, 'Choose how the job ended'),
});
export type CloseJob = z.infer<typeof closeJobSchema>;
