import { beta } from '../guards';
import type { AreaRoutes } from '../route-table';

/** The Pennsylvania section, and the path of any other state's. */
export const routes: AreaRoutes = {
  screens: [
    {
      name: 'statePennsylvania',
      title: 'Pennsylvania',
      guards: [beta],
      screen: () => import('../../features/state-pa/PennsylvaniaPage'),
      data: () => import('../../features/state-pa/pennsylvania.data'),
    },
    // Another state, by its name as a path (`new-york`) or its letters: its section when it has an organization, else
    // the not-found page.
    {
      name: 'stateSection',
      title: 'State',
      guards: [beta],
      screen: () => import('../../features/state-pa/PennsylvaniaPage'),
      data: () => import('../../features/state-pa/pennsylvania.data'),
    },
  ],
  redirects: [{ from: 'statePA', to: 'statePennsylvania' }],
};
