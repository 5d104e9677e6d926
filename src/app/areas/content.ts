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
    {
      name: 'home',
      title: 'Home',
      guards: [beta],
      screen: () => import('../../features/content/HomePage'),
      data: () => import('../../features/content/home.data'),
    },
    {
      name: 'comp',
      title: 'Pay insights',
      guards: [beta],
      screen: () => import('../../features/comp/CompPage'),
      data: () => import('../../features/comp/comp.data'),
    },
    {
      name: 'benefitsCandidates',
      title: 'Benefits for candidates',
      guards: [beta],
      screen: () => import('../../features/content/BenefitsCandidatesPage'),
      data: () => import('../../features/content/benefits.data'),
    },
    {
      name: 'benefitsEmployers',
      title: 'Benefits for employers',
      guards: [beta],
      screen: () => import('../../features/content/BenefitsEmployersPage'),
      data: () => import('../../features/content/benefits.data'),
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
