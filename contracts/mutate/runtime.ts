import type { AuthKind, MutationSpec } from './generate';
import { mutateAt } from './transforms';
import { clock } from '../../mocks/clock';
import { activeMembershipsOf } from '../../mocks/company-access';
import { db, type UserRecord } from '../../mocks/db';
import { bearer, forbidden, HttpProblem, type DeclaredRoute } from '../../mocks/http';
import type { RouteMutation } from '../../mocks/mutation';
import type { CompanyPerson } from '../../src/domain/company-roles';

/**
 * A generated mutation (contracts/mutate/generate.ts) as the running mock takes it (mocks/mutation.ts), counting the
 * requests it changed: one that changed none was not exercised by any interaction, which says why it survived.
 */

export interface LiveMutation {
  mutation: RouteMutation;
  /** How many times it changed what the route did (an answer, a user, a query, a company check). */
  changes: () => number;
}

const byId = (a: UserRecord, b: UserRecord) => a.id - b.id;
const sameRoles = (a: readonly number[], b: readonly number[]) => [...a].sort().join() === [...b].sort().join();

function allowedRoles(route: DeclaredRoute, user: UserRecord): boolean {
  const { auth } = route.options;
  return !Array.isArray(auth) || auth.some((role) => user.roles.includes(role));
}

/** The user of the token's session and whether it is still valid. */
function sessionOf(token: string | null): { user: UserRecord | null; valid: boolean } | null {
  const session = token ? db.sessions.findFirst((q) => q.where({ token })) : undefined;
  if (!session) return null;
  const user = db.users.findFirst((q) => q.where({ id: session.userId })) ?? null;
  return { user, valid: Date.parse(session.expiresAt) > clock.now() };
}

/**
 * What a refused request gets instead, when the mutation would let it in: the user it is served as (null: as nobody),
 * or undefined when the mutation refuses it too.
 */
function letIn(kind: AuthKind, route: DeclaredRoute, request: Request, status: number): UserRecord | null | undefined {
  const token = bearer(request);
  if (route.service === 'content') {
    const session = token ? db.contentSessions.findFirst((q) => q.where({ token })) : undefined;
    if (kind === 'auth-dropped') return null;
    if (kind === 'expired-token') return session ? null : undefined;
    return kind === 'unknown-token' && token && !session ? null : undefined;
  }
  const session = sessionOf(token);
  const valid = session?.valid ? session.user : null;
  switch (kind) {
    case 'auth-dropped':
      return valid;
    case 'roles-widened':
      return status === 403 && valid ? valid : undefined;
    case 'expired-token':
      if (status !== 401 || !session?.user) return undefined;
      if (!allowedRoles(route, session.user)) throw forbidden();
      return session.user;
    case 'unknown-token':
      if (status !== 401 || !token || session) return undefined;
      return (
        db.users
          .all()
          .sort(byId)
          .find((u) => allowedRoles(route, u)) ?? undefined
      );
    default:
      return undefined;
  }
}

/** The spec as a mutation of the running mock's route. */
export function liveMutation(spec: MutationSpec, route: DeclaredRoute): LiveMutation {
  let changes = 0;
  const counted = <T>(before: T, after: T): T => {
    if (JSON.stringify(after) !== JSON.stringify(before)) changes += 1;
    return after;
  };
  const mutation: RouteMutation = { endpoint: spec.endpoint };
  const { kind, path } = spec;
  switch (kind) {
    case 'other-user':
      mutation.authenticate = (_request, own) => {
        const user = own();
        // Another user of the same roles and of none of the user's companies: a colleague may rightly get the same.
        const companies = new Set(user ? activeMembershipsOf(user.id).map((m) => m.companyId) : []);
        const other =
          user &&
          db.users
            .all()
            .sort(byId)
            .find(
              (u) =>
                u.id !== user.id &&
                sameRoles(u.roles, user.roles) &&
                !activeMembershipsOf(u.id).some((m) => companies.has(m.companyId)),
            );
        if (!other) return user;
        changes += 1;
        return other;
      };
      break;
    case 'any-company':
      mutation.companyPerson = (person: CompanyPerson, companyId: number) => {
        const { memberships } = person;
        if (memberships.length === 0 || memberships.some((m) => m.companyId === companyId)) return person;
        changes += 1;
        const role = memberships.some((m) => m.role === 'admin') ? 'admin' : 'member';
        return { ...person, memberships: [...memberships, { companyId, role }] };
      };
      break;
    case 'auth-dropped':
    case 'roles-widened':
    case 'expired-token':
    case 'unknown-token':
      mutation.authenticate = (request, own) => {
        try {
          return own();
        } catch (error) {
          if (!(error instanceof HttpProblem)) throw error;
          const user = letIn(kind, route, request, error.status);
          if (user === undefined) throw error;
          changes += 1;
          return user;
        }
      };
      break;
    case 'ignore-param':
      mutation.query = (query) => {
        if (!Object.hasOwn(query, spec.param!)) return query;
        changes += 1;
        const { [spec.param!]: _ignored, ...kept } = query;
        return kept;
      };
      break;
    case 'page-shifted':
      // Page numbers start at 1 (src/api/schemas/job-search.ts): the page asked for, or the first, plus one.
      mutation.query = (query) => {
        changes += 1;
        return { ...query, pageNumber: String((Number(query.pageNumber) || 1) + 1) };
      };
      break;
    case 'default-sort-flipped': {
      let named = true;
      mutation.query = (query) => {
        named = Object.hasOwn(query, 'sort') || Object.hasOwn(query, 'order');
        return query;
      };
      mutation.answer = (body) => (named ? body : counted(body, mutateAt(body, path!, 'reorder')));
      break;
    }
    default:
      mutation.answer = (body) => counted(body, mutateAt(body, path!, kind));
  }
  return { mutation, changes: () => changes };
}
