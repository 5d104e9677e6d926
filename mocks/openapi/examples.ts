import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DeclaredRoute } from '../http';
import type { JsonSchema } from './schemas';

/**
 * The document's examples come from the committed pacts (contracts/pacts), not from the mock's builders: each is a
 * call the app really makes, as its consumer test pinned it, and the answer a provider must give (the pacts are
 * verified against the mock, and the document's test checks they fit its schemas). For each operation: the first of
 * its interactions, in the pact's order, that is answered 200 — its JSON request body and its answer's body.
 * A file part's bytes make no example: a multipart body has none.
 */

interface PactBody {
  content?: unknown;
  contentType?: string;
}
/** An interaction as a pact file (V3) holds it, as far as the examples and their test read it. */
export interface PactInteraction {
  description: string;
  request: { method: string; path: string; query?: Record<string, string[]>; body?: PactBody };
  response: { status: number; body?: PactBody };
}
interface Pact {
  provider: { name: string };
  interactions: PactInteraction[];
}

const PACT_DIR = path.resolve(import.meta.dirname, '../../contracts/pacts');

/** The committed pact files, each with the service its provider is. */
export const committedPacts = () =>
  readdirSync(PACT_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const pact = JSON.parse(readFileSync(path.join(PACT_DIR, file), 'utf8')) as Pact;
      return { pact, service: pact.provider.name === 'job-board-content' ? ('content' as const) : ('api' as const) };
    });

/** The declared route a request reaches: its path's template matched, a literal path before one with parameters. */
function routeOf(routes: readonly DeclaredRoute[], service: string, method: string, requestPath: string) {
  const parameters = (p: string) => p.split(':').length;
  return routes
    .filter((route) => route.service === service && route.method === method.toLowerCase())
    .filter((route) => new RegExp(`^/${route.path.replace(/:\w+/g, '[^/]+')}$`).test(requestPath))
    .sort((a, b) => parameters(a.path) - parameters(b.path))[0];
}

interface Example {
  summary: string;
  value: unknown;
}

/** An example as a media type's `examples`. */
export const examplesField = (example: Example | undefined): JsonSchema =>
  example ? { examples: { pact: example } } : {};

/**
 * Each route's examples: its request body's (a JSON body only) and its 200 answer's. A route no pact answers 200 has
 * none (tests/unit/openapi.test.ts requires one of every operation of the mock).
 */
export function pactExamples(
  routes: readonly DeclaredRoute[],
  pacts: ReturnType<typeof committedPacts>,
): Map<DeclaredRoute, { request?: Example; answer: Example }> {
  const examples = new Map<DeclaredRoute, { request?: Example; answer: Example }>();
  for (const { pact, service } of pacts) {
    for (const { description, request, response } of pact.interactions) {
      const route = routeOf(routes, service, request.method, request.path);
      if (!route || response.status !== 200 || examples.has(route)) continue;
      const summary = `From the pact: ${description}`;
      const body = request.body?.contentType === 'application/json' ? request.body.content : undefined;
      examples.set(route, {
        ...(body === undefined ? {} : { request: { summary, value: body } }),
        answer: { summary, value: response.body?.content ?? null },
      });
    }
  }
  return examples;
}
