import { z } from 'zod/mini';
import { isoDateTime, queryId } from './common';
import { jobCardSchema, pageOf } from './job';
import { JOB_SORT_FIELDS, int, oneOf, optional, pageFields } from './job-search';
import { JobStatus } from '../../domain/enums/job';
import { ReviewDecision } from '../../domain/job-lifecycle';

/** The admin's review of jobs (docs/product.md §1 and §4): the queue and the decisions. Shapes proposed here. */

/** GET admin/Job/review: jobs in one status (Pending Review unless asked), narrowed by keyword, company and field. */
export const reviewQuerySchema = z.object({
  status: optional(oneOf(Object.values(JobStatus), 'Unknown job status')),
  keyword: optional(z.string().check(z.maxLength(100, 'Keep the keywords under 100 characters'))),
  companyId: optional(queryId('Unknown company')),
  jobFieldId: optional(int(1, 10_000, 'Unknown job field')),
  sort: optional(z.enum(JOB_SORT_FIELDS, 'Sort by created date, title or expiry date')),
  order: optional(z.enum(['asc', 'desc'], 'Sort ascending or descending')),
  ...pageFields,
});
export type ReviewQuery = z.infer<typeof reviewQuerySchema>;

/** A job as the admin reviews it: the card, the posting's text and field, its score, and any earlier rejection. */
export const reviewJobSchema = z.extend(jobCardSchema, {
  description: z.string(),
  jobFieldName: z.string(),
  score: z.number(),
  rejectReason: z.nullable(z.string()),
  updatedDate: isoDateTime,
});
export type ReviewJob = z.infer<typeof reviewJobSchema>;
export const reviewJobsSchema = pageOf(reviewJobSchema);

/** PUT admin/Job/{id}/status: Approve (3), Reject (4, with the reason the employer sees) or Close (6). */
export const reviewDecisionSchema = z
  .object({
    status: oneOf(Object.values(ReviewDecision), 'Approve, reject or close the job'),
    reason: z.optional(
      z.nullable(z.string().check(z.trim(), z.maxLength(500, 'Keep the reason under 500 characters'))),
    ),
  })
  .check(
    z.refine((d) => d.status !== ReviewDecision.Reject || (d.reason ?? '').length >= 10, {
      message: 'Tell the employer why (10 characters or more)',
      path: ['reason'],
    }),
  );
export type ReviewDecisionInput = z.infer<typeof reviewDecisionSchema>;
