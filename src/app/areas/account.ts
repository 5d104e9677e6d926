import { beta, candidateOnly, loggedIn } from '../guards';
import type { AreaRoutes } from '../route-table';

/** A signed-in user's own account: a candidate's settings, and anyone else's update-account. */
const data = () => import('../../features/account/account.data');

export const routes: AreaRoutes = {
  screens: [
    {
      name: 'account',
      title: 'Account settings',
      guards: [beta, candidateOnly],
      screen: () => import('../../features/account/AccountPage'),
      data,
    },
    {
      name: 'updateAccount',
      title: 'Update your account',
      guards: [beta, loggedIn],
      screen: () => import('../../features/account/UpdateAccountPage'),
      data,
    },
  ],
};
