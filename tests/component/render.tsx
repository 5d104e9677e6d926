import { render } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { onTestFinished } from 'vitest';
import { createControls } from '../../mocks/controls';
import { seed } from '../../mocks/seed';
import { auth } from '../../src/api/auth';
import { createDemoActions } from '../../src/app/demo';
import { navigateOnLogout } from '../../src/app/logout';
import { createRoutes } from '../../src/app/router';
import { demoAtom, type DemoActions } from '../../src/state/demo';
import { appStore, betaAtom, signIn } from '../../src/state/session';

/** The demo actions of demo mode, over the mock's own controls (as main.tsx builds them). */
export const demoActions = (): DemoActions =>
  createDemoActions(
    createControls(async () => {
      await seed();
    }),
  );

/** Renders the app's real route table at `url`, as App does (store, demo context, navigation on logout). */
export function renderApp(url: string, options: { demo?: DemoActions | null; beta?: boolean } = {}) {
  appStore.set(betaAtom, options.beta ?? true);
  appStore.set(demoAtom, options.demo ?? null);
  const { routes, patchRoutesOnNavigation } = createRoutes();
  const router = createMemoryRouter(routes, { initialEntries: [url], patchRoutesOnNavigation });
  const stop = navigateOnLogout(router);
  // Stopped when this test ends: a hook at this module's top level would be registered by the first test file of a
  // worker only (the files share their modules), and the routers of the next files would pile up and navigate.
  onTestFinished(stop);
  const view = render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const unmount = () => {
    stop();
    view.unmount();
  };
  return { ...view, unmount, router, path: () => router.state.location.pathname + router.state.location.search };
}

/** Signs a demo account in through the real API client, as the login page does. */
export async function signInAs(email: string, password = 'demo1234') {
  signIn(await auth.login({ email, password }));
}
