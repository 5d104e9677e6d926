import {
  createBrowserRouter,
  data,
  matchPath,
  redirect,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { routes as searchArea } from './areas/search';
import { runGuards, type Guard } from './guard';
import { AppShell } from './layout/AppShell';
import { areaOf, FIRST_AREA, loadArea, shellRedirects, type AreaRoutes, type ScreenRoute } from './route-table';
import { appPath } from '../components/route/loaders';
import type { GuardMessage } from '../components/route/RouteProblem';
import { lazyPart } from '../components/ui/lazy-part';
import { href, patterns, type Area, type StaticPathName } from '../domain/paths';
import { BASENAME } from '../env';
import { appStore, betaAtom, setPrimaryCompany, userAtom } from '../state/session';
import { showToast } from '../state/toasts';
import './bind-api';

/** Runs the guards of a route: a redirect is thrown, a message is thrown for the route's problem page. */
async function guard(guards: readonly Guard[], request: Request) {
  const result = await runGuards(guards, {
    user: appStore.get(userAtom),
    beta: appStore.get(betaAtom),
    url: appPath(new URL(request.url)),
    // Loaded when needed: the back-office clients are not part of the first page.
    fetchPrimaryCompany: async () => (await import('../api/admin-company')).adminCompany.getPrimary(),
    storePrimaryCompany: setPrimaryCompany,
  });
  if (!result) return;
  if ('redirect' in result) {
    if (result.notice) showToast('warning', result.notice);
    throw redirect(result.redirect);
  }
  throw data<GuardMessage>({ guardMessage: result.message }, 403);
}

/**
 * The problem pages load when a problem shows, not with the first page (its JavaScript has a budget): the shell's
 * own error element, and the shared problem page of a screen that words none of its own.
 */
const RouteError = lazyPart<object>(() => import('./layout/RouteError').then((m) => ({ default: m.RouteError })));
const RouteProblem = lazyPart<object>(() =>
  import('../components/route/RouteProblem').then((m) => ({ default: m.RouteProblem })),
);

/** The first page's data is on its way. */
function PageLoading() {
  return (
    <p className="page muted" role="status">
      Loading…
    </p>
  );
}

/**
 * A screen's route: the guards, then the loader of its data module. The data module and the screen's chunk start
 * loading at once, beside the guards, so the data is fetched while the screen's code arrives, not after it renders.
 */
function screenRoute(s: ScreenRoute): RouteObject {
  const dataModule = s.data;
  return {
    id: s.name,
    path: patterns[s.name],
    handle: { title: s.title },
    loader: async (args: LoaderFunctionArgs) => {
      const module = dataModule?.();
      // Marked as handled: a guard that redirects first leaves it unawaited (a failed import shows when awaited).
      module?.catch(() => undefined);
      void s.screen().catch(() => undefined);
      await guard(s.guards, args.request);
      const loader = (await module)?.loader;
      return loader ? loader(args) : null;
    },
    ...(dataModule && {
      action: async (args) => {
        await guard(s.guards, args.request);
        const action = (await dataModule()).action;
        if (!action) throw data(null, 405);
        return action(args);
      },
    }),
    lazy: {
      Component: async () => (await s.screen()).default,
      // A screen may word its own problems (not found, not allowed, not loaded); else the shared problem page.
      ErrorBoundary: async () => (await s.screen()).ErrorBoundary ?? RouteProblem,
      ...(dataModule && { shouldRevalidate: async () => (await dataModule()).shouldRevalidate }),
    },
  };
}

/** A route that only sends on: its loader redirects, so it renders nothing (and says so: `element: null`). */
const redirectTo = (to: StaticPathName) => ({ loader: () => redirect(href(to)), element: null });

/** An area's routes, as React Router takes them. */
const areaRouteObjects = ({ screens, redirects = [] }: AreaRoutes): RouteObject[] => [
  ...redirects.map((r) => ({ id: r.from, path: patterns[r.from], ...redirectTo(r.to) })),
  ...screens.map(screenRoute),
];

const SHELL = 'shell';

/**
 * A path no area claims goes to the jobs. A path of an area not patched in yet matches here too: a navigation there
 * patches its area in first, but a revalidation while it does so (a fetcher's action ending, as an account's deletion
 * signs out towards the login page) runs this loader for it: that path is sent on to itself, to be patched in.
 */
function unknownPath({ request }: LoaderFunctionArgs) {
  const path = appPath(new URL(request.url));
  return redirect(areaOf(path.split('?')[0] ?? '/') ? path : href(shellRedirects.unknown));
}

/**
 * The app's routes, and how the router finds the others: the shell with the first page's area, then any other area
 * patched in when one of its paths is first opened (./route-table.ts). Made anew for each router: React Router keeps
 * what a route's `lazy` loaded with the route object, so two routers (the component tests make one per test) must
 * not share them.
 */
export function createRoutes(): { routes: RouteObject[]; patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  const patched = new Set<Area>([FIRST_AREA]);
  const routes: RouteObject[] = [
    {
      id: SHELL,
      Component: AppShell,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        { index: true, ...redirectTo(shellRedirects.index) },
        ...areaRouteObjects(searchArea),
        { id: 'unknown', path: '*', loader: unknownPath, element: null },
      ],
    },
  ];
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch, signal }) => {
    const area = areaOf(appPath(new URL(path, 'http://app')));
    if (!area || patched.has(area)) return;
    const areaRoutes = await loadArea(area);
    if (signal.aborted || patched.has(area)) return;
    patch(SHELL, areaRouteObjects(areaRoutes));
    patched.add(area);
  };
  return { routes, patchRoutesOnNavigation };
}

/**
 * Starts loading the screen of the page being opened, at boot: in demo mode its chunk then loads while the mock
 * starts, instead of after it. The route's `lazy` later gets the same module (the import is cached).
 */
export function preloadScreen(url: URL) {
  const path = appPath(url).split('?')[0] ?? '/';
  const area = areaOf(path);
  if (!area) return;
  void loadArea(area)
    .then(({ screens }) => {
      const match = screens.find((s) => matchPath(`/${patterns[s.name]}`, path));
      void match?.screen().catch(() => undefined);
      void match?.data?.().catch(() => undefined);
    })
    .catch(() => undefined);
}

export function createAppRouter() {
  const { routes, patchRoutesOnNavigation } = createRoutes();
  return createBrowserRouter(routes, { basename: BASENAME, patchRoutesOnNavigation });
}
