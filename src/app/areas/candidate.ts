import { beta, candidateOnly, quizForVisitors } from '../guards';
import type { AreaRoutes } from '../route-table';

/** The candidate's pages: their jobs, their profile and its public page, and the onboarding quiz. */
export const routes: AreaRoutes = {
  screens: [
    {
      name: 'recommendedJobs',
      title: 'Recommended jobs',
      guards: [beta, candidateOnly],
      screen: () => import('../../features/recommended/RecommendedJobsPage'),
      data: () => import('../../features/recommended/recommended.data'),
    },
    {
      name: 'profileEdit',
      title: 'Edit your profile',
      guards: [beta, candidateOnly],
      screen: () => import('../../features/profile/ProfileEditPage'),
      data: () => import('../../features/profile/profile-edit.data'),
    },
    {
      name: 'candidateView',
      title: 'Candidate',
      guards: [],
      screen: () => import('../../features/profile/CandidateViewPage'),
      data: () => import('../../features/profile/candidate-view.data'),
    },
    {
      name: 'quiz',
      title: 'Onboarding quiz',
      guards: [beta, quizForVisitors],
      screen: () => import('../../features/quiz/QuizPage'),
      data: () => import('../../features/quiz/quiz.data'),
    },
  ],
};
