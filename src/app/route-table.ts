import type { ComponentType } from 'react';
import { matchPath, type ActionFunction, type LoaderFunction, type ShouldRevalidateFunction } from 'react-router-dom';
import { routes as search } from './areas/search';
import type { Guard } from './guard';
import { pathsByArea, patterns, type Area, type PathName, type StaticPathName } from '../domain/paths';

/**
 * The route table, by area: each area of `src/domain/paths.ts` has a module `./areas/<area>.ts` with its rows. The
 * first page's area (search: /jobs) loads with the app; the router loads any other area when one of its paths is
 * first opened (React Router's lazy route discovery), so a new route adds nothing to the first page.
 * Why, and how the first page's budget is held: docs/decisions/0001-first-load-budget.md.
 */

interface RouteDataModule {
  loader?: LoaderFunction;
  action?: ActionFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
}

/** A screen: guards run in the order given, then the data module's loader, loaded beside the screen's chunk. */
export interface ScreenRoute {
  name: PathName;
  title: string;
  guards: readonly Guard[];
  screen: () => Promise<{ default: ComponentType; ErrorBoundary?: ComponentType }>;
  /** The route's loader, action and revalidation rule, in a module of their own (see docs/architecture.md). */
  data?: () => Promise<RouteDataModule>;
}

/** A path that sends on to a screen (an old or short address). */
interface RedirectRoute {
  from: PathName;
  to: StaticPathName;
}

/** What an area's module exports: a row for each of its paths. */
export interface AreaRoutes {
  screens: readonly ScreenRoute[];
  redirects?: readonly RedirectRoute[];
}

/** Where the shell sends the empty path, and a path no area claims. */
export const shellRedirects = { index: 'launchingSoon', unknown: 'jobs' } as const satisfies Record<
  string,
  StaticPathName
>;

/** The first page's area, loaded with the app. */
export const FIRST_AREA = 'search' satisfies Area;

// Every other area's module, by file name: a new area is a new file (its paths in src/domain/paths.ts).
const lazyAreas = import.meta.glob<AreaRoutes>(['./areas/*.ts', '!./areas/search.ts'], { import: 'routes' });

/** The routes of an area. */
export async function loadArea(area: Area): Promise<AreaRoutes> {
  if (area === FIRST_AREA) return search;
  const load = lazyAreas[`./areas/${area}.ts`];
  if (!load) throw new Error(`No route module src/app/areas/${area}.ts for the area '${area}'`);
  return load();
}

/** The areas' names, as the paths module declares them. */
export const areaNames = Object.keys(pathsByArea) as Area[];

/** The area whose pattern matches an app path (without the base path or query); null for none. */
export function areaOf(path: string): Area | null {
  for (const area of areaNames) {
    const names = Object.keys(pathsByArea[area]) as PathName[];
    if (names.some((name) => matchPath(`/${patterns[name]}`, path))) return area;
  }
  return null;
}

/** Every area's module found by the file convention, by name (what the route table's test checks). */
export const areaModuleNames = () => [
  FIRST_AREA,
  ...Object.keys(lazyAreas).map((file) => file.replace(/^\.\/areas\/(.*)\.ts$/, '$1')),
];

/** Every area's routes, loaded (the route table's tests). */
export async function everyRoute(): Promise<Required<AreaRoutes>> {
  const loaded = await Promise.all(areaNames.map(loadArea));
  return { screens: loaded.flatMap((a) => a.screens), redirects: loaded.flatMap((a) => a.redirects ?? []) };
}
