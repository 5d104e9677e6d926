import type { UserRecord } from './db';
import type { CompanyPerson } from '../src/domain/company-roles';

/**
 * A regression of one route, put into the mock by `npm run contracts:mutate` (contracts/mutate/) to see whether a pact
 * catches it. Node only: nothing sets one in the browser. Each part replaces one step of how the route answers
 * (mocks/http.ts, mocks/company-access.ts).
 */
export interface RouteMutation {
  /** The route's `METHOD path` (DeclaredRoute.endpoint): other routes answer as ever. */
  endpoint: string;
  /** The request's user instead of what the route's own rules find (`own`: that user, or their 401 or 403). */
  authenticate?: (request: Request, own: () => UserRecord | null) => UserRecord | null;
  /** The query parameters, before they are parsed. */
  query?: (query: Record<string, unknown>) => Record<string, unknown>;
  /** The body of a 200 answer. */
  answer?: (body: unknown) => unknown;
  /** The person the company checks decide on, when they ask about this company. */
  companyPerson?: (person: CompanyPerson, companyId: number) => CompanyPerson;
}

let mutation: RouteMutation | null = null;

/** Puts a mutation in force (null: none); contracts/mutate/worker.ts does, around one interaction's request. */
export function mutateWith(next: RouteMutation | null) {
  mutation = next;
}

/** The mutation in force, if any. */
export const activeMutation = () => mutation;
