import { z } from 'zod/mini';
import { queryId } from './common';
import { datePosted, oneOf, optional, pageFields } from './job-search';
import { AppliedByFilter, RecommendedJobsSort } from '../../domain/enums/applications';

/** Queries of the candidate's own lists: recommended jobs, saved and applied jobs, and a job's id. */

/** GET Job/recommended: the date-posted filter, the sort, the page. */
export const recommendedQuerySchema = z.object({
  datePosted,
  sort: optional(
    z.enum(
      Object.values(RecommendedJobsSort) as [RecommendedJobsSort, ...RecommendedJobsSort[]],
      'Sort by date posted or match',
    ),
  ),
  ...pageFields,
});
export type RecommendedQuery = z.infer<typeof recommendedQuerySchema>;

/** GET Job/my-jobs: saved (status 4, Watching) or applied (0) jobs; for applied ones, the applied-by filter. */
export const myJobsQuerySchema = z.object({
  status: oneOf([0, 4], 'Choose saved or applied jobs'),
  appliedBy: optional(oneOf(Object.values(AppliedByFilter), 'Unknown application stage')),
  ...pageFields,
});
export type MyJobsQuery = z.infer<typeof myJobsQuerySchema>;

/** The id query parameter of Job/by-id, Job/watch and Job/apply. */
export const jobIdQuerySchema = z.object({ jobId: queryId('Unknown job') });
