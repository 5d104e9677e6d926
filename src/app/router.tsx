import { createBrowserRouter, matchPath, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { appStore, betaAtom, setPrimaryCompany, userAtom } from '../state/session';
import { showToast } from '../state/toasts';
import './bind-api';
import { runGuards, type Guard } from './guards';
import { AppShell } from './layout/AppShell';
import { GuardedScreen, RouteError } from './layout/GuardedScreen';
import { redirects, screens } from './routes';

export const BASENAME = import.meta.env.BASE_URL.replace(/\/+$/, '') || '/';

const appPath = (url: URL) => {
  const base = BASENAME === '/' ? '' : BASENAME;
  const path = base && url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname;
  return path + url.search;
};

/** A route loader that runs the guards: a redirect is thrown, a message is handed to the screen. */
const guardLoader =
  (guards: readonly Guard[]) =>
  async ({ request }: LoaderFunctionArgs) => {
    const result = await runGuards(guards, {
      user: appStore.get(userAtom),
      beta: appStore.get(betaAtom),
      url: appPath(new URL(request.url)),
      // Loaded when needed: the back-office clients are not part of the first page.
      fetchPrimaryCompany: async () => (await import('../api/back-office-client')).adminCompany.getPrimary(),
      storePrimaryCompany: setPrimaryCompany,
    });
    if (!result) return null;
    if ('redirect' in result) {
      if (result.notice) showToast('warning', result.notice);
      throw redirect(result.redirect);
    }
    return { guardMessage: result.message };
  };

/** Redirect rows render nothing (their loader always redirects). */
const Nothing = () => null;
const PageLoading = () => (
  <p className="page muted" role="status">
    Loading…
  </p>
);

export const routeObjects: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    children: [
      ...redirects.map(
        (r): RouteObject =>
          r.path === '' ? { index: true, loader: () => redirect(r.redirect), Component: Nothing } : { path: r.path, loader: () => redirect(r.redirect), Component: Nothing },
      ),
      ...screens.map(
        (s): RouteObject => ({
          path: s.path,
          handle: { title: s.title },
          loader: guardLoader(s.guards),
          lazy: async () => {
            const { default: Screen } = await s.screen();
            return { element: <GuardedScreen screen={Screen} /> };
          },
        }),
      ),
    ],
  },
];

/**
 * Starts loading the screen of the page being opened, at boot: in demo mode its chunk then loads while the mock
 * starts, instead of after it. The route's `lazy` later gets the same module (the import is cached).
 */
export function preloadScreen(url: URL) {
  const path = appPath(url).split('?')[0] ?? '/';
  const match = screens.find((s) => matchPath(`/${s.path}`, path));
  void match?.screen().catch(() => undefined);
}

export const createAppRouter = () => createBrowserRouter(routeObjects, { basename: BASENAME });
