import { z } from 'zod/mini';
import { fromText, integer } from './common';
import { recommendedJobSchema } from './job-candidate';
import { workPreferenceInputSchema } from './profile';

/**
 * The onboarding quiz (calls proposed here: contracts/reference.md): a visitor's answers, in the profile's own fields
 * (docs/product.md §4.9), so that the answers become the new candidate's profile when they register.
 */

/** The quiz's answers: the work-preference fields it asks, and the focuses (at least one: the match needs one). */
export const quizAnswersSchema = z.extend(
  z.pick(workPreferenceInputSchema, {
    currentLocation: true,
    maxDistanceMiles: true,
    isRemoteConsidered: true,
    jobType: true,
    salaries: true,
    isMinimumDisabled: true,
    benefits: true,
  }),
  {
    focus: z
      .array(fromText(z.number().check(z.int(), z.minimum(1))))
      .check(z.minLength(1, 'Choose at least one focus'), z.maxLength(6, 'Choose at most 6 focuses')),
  },
);
export type QuizAnswers = z.output<typeof quizAnswersSchema>;

/** POST Quiz/matches: how many live jobs the answers would be recommended, and the best few (by match). */
export const quizMatchesSchema = z.object({ total: integer, jobs: z.array(recommendedJobSchema) });
export type QuizMatches = z.infer<typeof quizMatchesSchema>;
