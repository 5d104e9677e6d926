import { z } from 'zod/mini';
import { jobSearchQuerySchema, optional } from './job-search';

/**
 * GET Job/search as the API takes it: the search a URL holds, and the US state a page fixes (a state's section
 * searches its own jobs: `state`, two capital letters). Not part of the URL's search: no link sets it.
 */
export const jobSearchApiQuerySchema = z.safeExtend(jobSearchQuerySchema, {
  state: optional(z.string().check(z.regex(/^[A-Z]{2}$/, 'Name a US state by its two capital letters'))),
});
export type JobSearchApiQuery = z.infer<typeof jobSearchApiQuerySchema>;
