import { activeMembershipsOf, findCompany } from './company-access';
import { db, type CompanyRecord, type UserRecord } from './db';
import type { LoggedInUser } from '../src/api/schemas/auth';
import type { PrimaryCompany } from '../src/api/schemas/company';

/** Joins the handlers share: a company as the user's primary company, the user as Auth/login returns it. */

export function toPrimaryCompany(company: CompanyRecord): PrimaryCompany {
  const { id, name, logo, city, country, state, website } = company;
  return { id, name, logo, city, country, state, website };
}

function hasPendingJoinRequest(userId: number): boolean {
  return Boolean(db.joinRequests.findFirst((q) => q.where({ userId, kind: 'join', status: 'pending' })));
}

export function loggedInUser(user: UserRecord, accessToken: string, tokenExpires: string): LoggedInUser {
  const primary = findCompany(user.primaryCompanyId);
  const lastJoined = findCompany(user.lastJoinedCompanyId);
  return {
    accessToken,
    tokenExpires,
    roles: user.roles,
    primaryCompany: primary ? toPrimaryCompany(primary) : null,
    hasPendingJoinRequest: hasPendingJoinRequest(user.id),
    lastJoinedCompany: lastJoined ? toPrimaryCompany(lastJoined) : null,
    memberships: activeMembershipsOf(user.id),
    user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
  };
}
