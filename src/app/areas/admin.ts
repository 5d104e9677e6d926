import { adminOnly, beta } from '../guards';
import type { AreaRoutes } from '../route-table';

/** The site's admins. */
export const routes: AreaRoutes = {
  screens: [
    // Designed here (docs/product.md §2): the admins' review of jobs (§1 and §4) needs a screen of its own.
    {
      name: 'adminJobs',
      title: 'Review jobs',
      guards: [beta, adminOnly],
      screen: () => import('../../features/admin-jobs/ReviewJobsPage'),
      data: () => import('../../features/admin-jobs/review-jobs.data'),
    },
    // Designed here (docs/product.md §4.12): every company, by membership status, and companies.csv.
    {
      name: 'adminCompanies',
      title: 'Companies',
      guards: [beta, adminOnly],
      screen: () => import('../../features/admin-companies/CompaniesPage'),
      data: () => import('../../features/admin-companies/companies.data'),
    },
    // Designed here (docs/product.md §4.12): a company's people, for the site's admin to add and remove.
    {
      name: 'adminCompany',
      title: 'Company people',
      guards: [beta, adminOnly],
      screen: () => import('../../features/admin-companies/CompanyPeoplePage'),
      data: () => import('../../features/admin-companies/company-people.data'),
    },
    // Designed here (docs/product.md §4.10): the admins read what visitors and users sent through /feedback.
    {
      name: 'adminFeedback',
      title: 'Feedback',
      guards: [beta, adminOnly],
      screen: () => import('../../features/admin-feedback/FeedbackListPage'),
      data: () => import('../../features/admin-feedback/feedback-list.data'),
    },
  ],
};
