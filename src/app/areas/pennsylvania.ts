import { beta } from '../guards';
import type { AreaRoutes } from '../route-table';

/** The Pennsylvania section. */
export const routes: AreaRoutes = {
  screens: [
    {
      name: 'statePennsylvania',
      title: 'Pennsylvania',
      guards: [beta],
      screen: () => import('../../features/state-pa/PennsylvaniaPage'),
      data: () => import('../../features/state-pa/pennsylvania.data'),
    },
  ],
  redirects: [{ from: 'statePA', to: 'statePennsylvania' }],
};
