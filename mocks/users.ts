import { db, type CompanyRecord, type UserRecord } from './db';
import type { LoggedInUser } from '../src/api/schemas/auth';
import type { PrimaryCompany } from '../src/api/schemas/company';
import type { CompanyMembership } from '../src/domain/company-roles';

/** Joins the handlers share: a company as the user's primary company, the user as Auth/login returns it. */

export function toPrimaryCompany(company: CompanyRecord): PrimaryCompany {
  const { id, name, logo, city, country, state, website } = company;
  return { id, name, logo, city, country, state, website };
}

export function companyById(id: number | null): CompanyRecord | undefined {
  return id === null ? undefined : db.companies.findFirst((q) => q.where({ id }));
}

function hasPendingJoinRequest(userId: number): boolean {
  return Boolean(db.joinRequests.findFirst((q) => q.where({ userId, kind: 'join', status: 'pending' })));
}

/** The user's active memberships, with their role in each company. */
export const membershipsOf = (userId: number): CompanyMembership[] =>
  db.memberships
    .findMany((q) => q.where({ userId, active: true }))
    .map((m) => ({ companyId: m.companyId, role: m.isAdmin ? 'admin' : 'member' }));

export function loggedInUser(user: UserRecord, accessToken: string, tokenExpires: string): LoggedInUser {
  const primary = companyById(user.primaryCompanyId);
  const lastJoined = companyById(user.lastJoinedCompanyId);
  return {
    accessToken,
    tokenExpires,
    roles: user.roles,
    primaryCompany: primary ? toPrimaryCompany(primary) : null,
    hasPendingJoinRequest: hasPendingJoinRequest(user.id),
    lastJoinedCompany: lastJoined ? toPrimaryCompany(lastJoined) : null,
    memberships: membershipsOf(user.id),
    user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
  };
}
