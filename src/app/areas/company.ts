import { beta, loggedIn, notCandidate } from '../guards';
import type { AreaRoutes } from '../route-table';

/** Setting up a company and joining one. */
const createCompany = () => import('../../features/company/CreateCompanyPage');
const createCompanyData = () => import('../../features/company/create-company.data');

export const routes: AreaRoutes = {
  screens: [
    {
      name: 'createCompany',
      title: 'Create a company',
      guards: [beta, notCandidate],
      screen: createCompany,
      data: createCompanyData,
    },
    // Given (docs/product.md §2): confirm-email and join-company are the same page (and so take its guards).
    {
      name: 'confirmEmail',
      title: 'Confirm your email',
      guards: [beta, notCandidate],
      screen: createCompany,
      data: createCompanyData,
    },
    {
      name: 'joinCompany',
      title: 'Join a company',
      guards: [beta, notCandidate],
      screen: createCompany,
      data: createCompanyData,
    },
    // An invitation to a company, from its email (accepted by the invited account), and the company joined.
    {
      name: 'acceptRequest',
      title: 'Your invitation',
      guards: [beta, loggedIn],
      screen: () => import('../../features/members/AcceptRequestPage'),
      data: () => import('../../features/members/accept-request.data'),
    },
    {
      name: 'acceptRequestSuccess',
      title: 'Invitation accepted',
      guards: [beta, loggedIn],
      screen: () => import('../../features/members/AcceptRequestSuccessPage'),
      data: () => import('../../features/members/accept-request-success.data'),
    },
  ],
};
