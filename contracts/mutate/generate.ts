import { EACH, fieldsOf, keysOf, showPath, type Field } from './fields';
import type { FieldOp } from './transforms';
import type { DeclaredRoute } from '../../mocks/http';

/**
 * The mutations of a route, made from its declaration (`route()` in mocks/http.ts: auth, query and response schemas)
 * and from what its pact interactions send, so that every route, present and future, gets them. Each is a realistic
 * regression of a server; contracts/mutate/runtime.ts puts it into the running mock.
 */

/** How authentication goes wrong. */
const AUTH_KINDS = [
  'auth-dropped',
  'roles-widened',
  'expired-token',
  'unknown-token',
  'other-user',
  'any-company',
] as const;
/** How a query goes wrong. */
const QUERY_KINDS = ['ignore-param', 'default-sort-flipped', 'page-shifted'] as const;
/** How an answer's field goes wrong. */
const FIELD_KINDS: FieldOp[] = ['drop', 'retype', 'perturb', 'reorder', 'cut'];

export type AuthKind = (typeof AUTH_KINDS)[number];
export type Kind = AuthKind | (typeof QUERY_KINDS)[number] | FieldOp;
export const KINDS: readonly string[] = [...AUTH_KINDS, ...QUERY_KINDS, ...FIELD_KINDS];

export interface MutationSpec {
  /** `METHOD path kind [target]`: `GET Job/search perturb $.result.items[*].title`. */
  id: string;
  /** The route's DeclaredRoute.endpoint. */
  endpoint: string;
  kind: Kind;
  /** The answer's field it changes (field kinds; default-sort-flipped: the list it reverses). */
  path?: string[];
  /** The query parameter it ignores (ignore-param). */
  param?: string;
  /** The regression, in one line. */
  what: string;
}

/** What the pacts and the mock tell of a route, beyond its declaration. */
export interface RouteFacts {
  /** The query parameters its interactions send. */
  sentQuery: string[];
  /** Whether its answers ask the company checks (mocks/company-access.ts), as the unmutated verification saw. */
  companyChecks: boolean;
}

const AUTH_WHAT: Record<AuthKind, string> = {
  'auth-dropped': 'answers without checking the token (no 401, no 403)',
  'roles-widened': 'accepts any signed-in role (no 403)',
  'expired-token': 'accepts an expired token',
  'unknown-token': "takes a token that is no session's for some user's",
  'other-user': "answers as another user of the same roles and none of the user's companies (their record served)",
  'any-company': "lets any company's person pass its company checks (another company's record served)",
};

function authKinds(route: DeclaredRoute, facts: RouteFacts): AuthKind[] {
  const { auth } = route.options;
  if (!auth) return [];
  if (route.service === 'content') return ['auth-dropped', 'expired-token', 'unknown-token'];
  return [
    'auth-dropped',
    ...(Array.isArray(auth) ? (['roles-widened'] as const) : []),
    'expired-token',
    'unknown-token',
    'other-user',
    ...(facts.companyChecks ? (['any-company'] as const) : []),
  ];
}

/** The fields of the route's answers: under `result` for the API (its envelope), the whole body for content. */
const answerFields = (route: DeclaredRoute): Field[] =>
  fieldsOf(route.options.response, route.service === 'api' ? ['result'] : []);

const SCALARS = ['string', 'number', 'boolean'];

function opsOf({ path, types }: Field): FieldOp[] {
  const droppable = path.length > 0 && path.at(-1) !== EACH;
  const scalar = types.some((t) => SCALARS.includes(t));
  const list = types.includes('array');
  return FIELD_KINDS.filter((op) => {
    if (op === 'drop') return droppable;
    if (op === 'retype') return scalar || list || types.includes('object');
    if (op === 'perturb') return scalar;
    return list;
  });
}

function perturbWhat(types: readonly string[]): string {
  const scalars = types.filter((t) => SCALARS.includes(t));
  if (scalars.length === 1 && scalars[0] === 'number') return 'off by one';
  if (scalars.length === 1 && scalars[0] === 'boolean') return 'negated';
  return 'changed';
}

const FIELD_WHAT: Record<FieldOp, (field: Field) => string> = {
  drop: (f) => `without ${showPath(f.path)}`,
  retype: (f) => `${showPath(f.path)} as another JSON type`,
  perturb: (f) => `${showPath(f.path)} ${perturbWhat(f.types)}`,
  reorder: (f) => `${showPath(f.path)} in reverse order`,
  cut: (f) => `${showPath(f.path)} one item short`,
};

/** Every mutation of the route: its auth's, its query's, then each field of its answers'. */
export function mutationsOf(route: DeclaredRoute, facts: RouteFacts): MutationSpec[] {
  const { endpoint } = route;
  const specs: MutationSpec[] = authKinds(route, facts).map((kind) => ({
    id: `${endpoint} ${kind}`,
    endpoint,
    kind,
    what: `${endpoint} ${AUTH_WHAT[kind]}`,
  }));
  for (const param of facts.sentQuery) {
    specs.push({
      id: `${endpoint} ignore-param ${param}`,
      endpoint,
      kind: 'ignore-param',
      param,
      what: `${endpoint} ignores the query parameter ${param}`,
    });
  }
  const fields = answerFields(route);
  const queryKeys = keysOf(route.options.query);
  // The list a default sort orders: the answer's shallowest list.
  const list = fields.filter((f) => f.types.includes('array')).sort((a, b) => a.path.length - b.path.length)[0];
  if (list && (queryKeys.includes('sort') || queryKeys.includes('order'))) {
    specs.push({
      id: `${endpoint} default-sort-flipped ${showPath(list.path)}`,
      endpoint,
      kind: 'default-sort-flipped',
      path: list.path,
      what: `${endpoint} asked for no sort answers ${showPath(list.path)} in reverse order`,
    });
  }
  if (queryKeys.includes('pageNumber')) {
    specs.push({
      id: `${endpoint} page-shifted`,
      endpoint,
      kind: 'page-shifted',
      what: `${endpoint} answers the page after the one asked for`,
    });
  }
  for (const field of fields) {
    for (const op of opsOf(field)) {
      specs.push({
        id: `${endpoint} ${op} ${showPath(field.path)}`,
        endpoint,
        kind: op,
        path: field.path,
        what: `${endpoint} answers ${FIELD_WHAT[op](field)}`,
      });
    }
  }
  return specs;
}
