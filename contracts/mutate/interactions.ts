import { readFileSync } from 'node:fs';
import type { DeclaredRoute } from '../../mocks/http';
import { pactFiles } from '../pact-files';

/**
 * The committed pacts' interactions by the mock's route they call: a mutation of a route is verified against those
 * only. A request calls the route whose method and path pattern (`admin/Job/:id`) match it; where two match, the one
 * with fewer parameters (`admin/Job/review` before `admin/Job/:id`, as the handlers are ordered).
 */

export const PROVIDER_OF = { api: 'job-board-api', content: 'job-board-content' } as const;

export interface PactInteraction {
  description: string;
  providerStates?: Array<{ name: string; params?: Record<string, unknown> }>;
  request: { method: string; path: string; query?: Record<string, string[]> };
  response: { status: number };
}

/** A pact file as written: what a temporary pact of some of its interactions copies. */
export interface PactDocument {
  consumer: { name: string };
  provider: { name: string };
  interactions: PactInteraction[];
  metadata: unknown;
}

/** The committed pacts, whole. */
export const pactDocuments: PactDocument[] = pactFiles.map(
  ({ file }) => JSON.parse(readFileSync(file, 'utf8')) as PactDocument,
);

const paramCount = (route: DeclaredRoute) => route.path.split('/').filter((s) => s.startsWith(':')).length;

function matches(route: DeclaredRoute, method: string, path: string): boolean {
  if (route.method !== method.toLowerCase()) return false;
  const want = route.path.split('/');
  const got = path.replace(/^\//, '').split('/');
  return (
    want.length === got.length && want.every((step, i) => (step.startsWith(':') ? got[i] !== '' : step === got[i]))
  );
}

/** The route a pact's request calls, of the provider's service; undefined when none. */
export function routeOf(
  routes: readonly DeclaredRoute[],
  provider: string,
  request: PactInteraction['request'],
): DeclaredRoute | undefined {
  return routes
    .filter((r) => PROVIDER_OF[r.service] === provider && matches(r, request.method, request.path))
    .sort((a, b) => paramCount(a) - paramCount(b))[0];
}

/**
 * The interactions that call each route, from the pacts given (the committed ones unless told), in one pass: a route
 * no interaction calls has none.
 */
export function interactionsByRoute(
  routes: readonly DeclaredRoute[],
  pacts: readonly PactDocument[] = pactDocuments,
): Map<DeclaredRoute, PactInteraction[]> {
  const byRoute = new Map<DeclaredRoute, PactInteraction[]>(routes.map((r) => [r, []]));
  for (const pact of pacts) {
    for (const interaction of pact.interactions) {
      const route = routeOf(routes, pact.provider.name, interaction.request);
      if (route) byRoute.get(route)!.push(interaction);
    }
  }
  return byRoute;
}

/** The query parameters the app sends the route: those of its interactions' requests, sorted. */
export const sentQueryOf = (interactions: readonly PactInteraction[]) =>
  [...new Set(interactions.flatMap((i) => Object.keys(i.request.query ?? {})))].sort();
