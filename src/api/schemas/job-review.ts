import { z } from 'zod/mini';
import { integer, isoDateTime, queryId } from './common';
import { jobCardSchema, pageOf } from './job';
import { JOB_SORT_FIELDS, int, oneOf, optional, pageFields } from './job-search';
import { OrderSearchStatus } from '../../domain/enums/job-lists';
import { ReviewDecision } from '../../domain/job-lifecycle';
import { ROLE_FILLED } from '../../domain/order-status';

/** The admin's review of jobs (docs/product.md §1 and §4): the queue and the decisions. Shapes proposed here. */

const orderStatusSchema = z.enum(Object.values(OrderSearchStatus), 'Unknown order status');
const keywordSchema = optional(z.string().check(z.maxLength(100, 'Keep the keywords under 100 characters')));

/**
 * GET admin/Job/review: jobs in one order status (Pending Review unless asked; src/domain/order-status.ts), narrowed
 * by keyword, company and field.
 */
export const reviewQuerySchema = z.object({
  orderStatus: optional(orderStatusSchema),
  keyword: keywordSchema,
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
  /** Who filled a closed job's role (null when not filled, or not closed). */
  roleFilled: z.nullable(z.enum(ROLE_FILLED)),
  updatedDate: isoDateTime,
});
export type ReviewJob = z.infer<typeof reviewJobSchema>;
export const reviewJobsSchema = pageOf(reviewJobSchema);

/** GET admin/Job/order-counts: the counts of the tabs, narrowed by company and keyword as the list is. */
export const orderCountsQuerySchema = z.object({
  companyId: optional(queryId('Unknown company')),
  keyword: keywordSchema,
});
export type OrderCountsQuery = z.infer<typeof orderCountsQuerySchema>;
export const orderCountsSchema = z.array(z.object({ orderStatus: orderStatusSchema, count: integer }));

/**
 * PUT admin/Job/{id}/status: Approve (3), Reject (4, with the reason the employer sees), ask for Missing Information
 * (5, with what is missing) or Close (6).
 */
export const reviewDecisionSchema = z
  .object({
    status: oneOf(Object.values(ReviewDecision), 'Approve, reject, ask for information or close the job'),
    reason: z.optional(
      z.nullable(z.string().check(z.trim(), z.maxLength(500, 'Keep the reason under 500 characters'))),
    ),
  })
  .check(
    z.refine((d) => d.status !== ReviewDecision.Reject || (d.reason ?? '').length >= 10, {
      message: 'Tell the employer why (10 characters or more)',
      path: ['reason'],
    }),
    z.refine((d) => d.status !== ReviewDecision.MissingInformation || (d.reason ?? '').length >= 10, {
      message: 'Tell the employer what is missing (10 characters or more)',
      path: ['reason'],
    }),
  );
export type ReviewDecisionInput = z.infer<typeof reviewDecisionSchema>;
