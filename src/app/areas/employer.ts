import { beta, company, currentMemberships, loggedIn, notCandidate } from '../guards';
import type { AreaRoutes } from '../route-table';

/**
 * The employer's work: the company dashboard, posting jobs, a job's applicants, boosts, the employers' home, switching companies. The
 * employer pages check the employer's memberships first (`currentMemberships`: a role changed meanwhile applies).
 */
export const routes: AreaRoutes = {
  screens: [
    {
      name: 'profile',
      title: 'Company profile',
      guards: [beta, currentMemberships, company],
      screen: () => import('../../features/company/ProfilePage'),
      data: () => import('../../features/company/profile.data'),
    },
    {
      name: 'createJob',
      title: 'Post a job',
      guards: [beta, currentMemberships, notCandidate],
      screen: () => import('../../features/employer-jobs/CreateJobPage'),
      data: () => import('../../features/employer-jobs/create-job.data'),
    },
    {
      name: 'updateJob',
      title: 'Edit a job',
      guards: [beta, loggedIn, currentMemberships, notCandidate],
      screen: () => import('../../features/employer-jobs/UpdateJobPage'),
      data: () => import('../../features/employer-jobs/update-job.data'),
    },
    // Designed here (docs/hiring.md): a job's applicants, as a table or a board of stages; its matching candidates.
    {
      name: 'jobApplicants',
      title: 'Applicants',
      guards: [beta, loggedIn, currentMemberships, notCandidate],
      screen: () => import('../../features/applicants/ApplicantsPage'),
      data: () => import('../../features/applicants/applicants.data'),
    },
    {
      name: 'jobMatches',
      title: 'Matching candidates',
      guards: [beta, loggedIn, currentMemberships, notCandidate],
      screen: () => import('../../features/matches/MatchesPage'),
      data: () => import('../../features/matches/matches.data'),
    },
    // Designed here: the employer's companies, to switch the primary one (the header's switcher writes through it).
    {
      name: 'switchCompany',
      title: 'Your companies',
      guards: [beta, currentMemberships, company],
      screen: () => import('../../features/switcher/SwitchCompanyPage'),
      data: () => import('../../features/switcher/switch-company.data'),
    },
    {
      name: 'purchaseConfirmation',
      title: 'Purchase confirmation',
      guards: [beta],
      screen: () => import('../../features/boost/PurchaseConfirmationPage'),
      data: () => import('../../features/boost/purchase-confirmation.data'),
    },
    {
      name: 'homeEmployer',
      title: 'For employers',
      guards: [beta],
      screen: () => import('../../features/content/HomeEmployerPage'),
      data: () => import('../../features/content/home-employer.data'),
    },
  ],
};
