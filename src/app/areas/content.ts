import { beta } from '../guards';
import type { AreaRoutes } from '../route-table';

/**
 * Public pages: the way in, brand pages, what the board offers, legal texts (one screen, its text by its path) and
 * feedback.
 */
export const routes: AreaRoutes = {
  screens: [
    {
      name: 'launchingSoon',
      title: 'Launching soon',
      guards: [],
      screen: () => import('../../features/content/LaunchingSoonPage'),
    },
    { name: 'home', title: 'Home', guards: [beta], screen: () => import('../../features/content/HomePage') },
    { name: 'comp', title: 'Compensation', guards: [beta], screen: () => import('../../features/content/CompPage') },
    {
      name: 'benefitsCandidates',
      title: 'Benefits for candidates',
      guards: [beta],
      screen: () => import('../../features/content/BenefitsCandidatesPage'),
    },
    {
      name: 'benefitsEmployers',
      title: 'Benefits for employers',
      guards: [beta],
      screen: () => import('../../features/content/BenefitsEmployersPage'),
    },
    {
      name: 'brand',
      title: 'Company',
      guards: [beta],
      screen: () => import('../../features/brand/BrandPage'),
      data: () => import('../../features/brand/brand.data'),
    },
    {
      name: 'termsConditions',
      title: 'Terms and conditions',
      guards: [beta],
      screen: () => import('../../features/content/LegalPage'),
      data: () => import('../../features/content/legal.data'),
    },
    {
      name: 'privacyPolicy',
      title: 'Privacy policy',
      guards: [beta],
      screen: () => import('../../features/content/LegalPage'),
      data: () => import('../../features/content/legal.data'),
    },
    {
      name: 'termsOfService',
      title: 'Terms of service',
      guards: [beta],
      screen: () => import('../../features/content/LegalPage'),
      data: () => import('../../features/content/legal.data'),
    },
    {
      name: 'ndaAgreement',
      title: 'NDA agreement',
      guards: [beta],
      screen: () => import('../../features/content/LegalPage'),
      data: () => import('../../features/content/legal.data'),
    },
    {
      name: 'feedback',
      title: 'Feedback',
      guards: [],
      screen: () => import('../../features/content/FeedbackPage'),
      data: () => import('../../features/content/feedback.data'),
    },
  ],
};
