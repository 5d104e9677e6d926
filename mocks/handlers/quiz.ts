import { quizAnswersSchema, quizMatchesSchema, type QuizAnswers } from '../../src/api/schemas/quiz';
import { buildCandidateProfile } from '../builders';
import type { CandidateProfileRecord } from '../db';
import { route } from '../http';
import { byMatch, locatedAt, matchProfile, recommendedJobs } from '../matching';

/**
 * The onboarding quiz (Quiz/*, proposed: contracts/reference.md): the matches of a visitor's answers. The answers are
 * the profile's own fields: they become the new candidate's profile at registration (handlers/auth.ts).
 */

/** How many of the best matches the quiz's last step shows. */
const QUIZ_BEST_MATCHES = 3;

/** The profile record the answers make (of the user `userId`: 0 for a visitor's, which is never stored). */
export function profileFromQuiz(answers: QuizAnswers, userId = 0): CandidateProfileRecord {
  const { currentLocation, ...rest } = answers;
  return buildCandidateProfile({ ...structuredClone(rest), userId, currentLocation: locatedAt(currentLocation) });
}

export const quizHandlers = [
  route(
    'post',
    'Quiz/matches',
    {
      spec: 'proposed',
      summary: 'How many live jobs the quiz answers would be recommended, and the best few (by match, then newest)',
      body: quizAnswersSchema,
      response: quizMatchesSchema,
    },
    ({ body }) => {
      const matches = recommendedJobs(matchProfile(profileFromQuiz(body)));
      const best = matches.sort(byMatch).slice(0, QUIZ_BEST_MATCHES);
      return { total: matches.length, jobs: best };
    },
  ),
];
