import { z } from 'zod/mini';
import { integer } from './common';

/** POST Home/calculate-candidates: a job field and a place (docs/product.md §7 names these inputs). */
export const candidateReachInputSchema = z.object({
  jobFieldId: z.int('Choose a job field').check(z.positive('Choose a job field')),
  lat: z.number('Choose a place').check(z.minimum(-90, 'Choose a place'), z.maximum(90, 'Choose a place')),
  lng: z.number('Choose a place').check(z.minimum(-180, 'Choose a place'), z.maximum(180, 'Choose a place')),
  state: z.nullable(z.string()),
  country: z.string('Choose a place').check(z.regex(/^[A-Z]{2}$/, 'Choose a place')),
});
export type CandidateReachInput = z.infer<typeof candidateReachInputSchema>;

/** How many candidates could take such a job, and within how many miles "near" is (shape designed here). */
export const candidateReachSchema = z.object({ count: integer, withinMiles: integer });
export type CandidateReach = z.infer<typeof candidateReachSchema>;
