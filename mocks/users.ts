import { activeMembershipsOf, findCompany } from './company-access';
import { db, type CompanyRecord, type UserRecord } from './db';
import type { LoggedInUser } from '../src/api/schemas/auth';
import type { PrimaryCompany } from '../src/api/schemas/company';

/** Joins the handlers share: a company as the user's primary company, the user as Auth/login returns it. */

export function toPrimaryCompany(company: CompanyRecord): PrimaryCompany {
  const { id, name, logo, city, country, state, website } = company;
  return { id, name, logo, city, country, state, website };
}

/** The user's pending request to join a company, with the company's name; null without one. */
function pendingJoinRequest(userId: number): { companyId: number; companyName: string } | null {
  const request = db.joinRequests.findFirst((q) => q.where({ userId, kind: 'join', status: 'pending' }));
  if (!request) return null;
  return { companyId: request.companyId, companyName: findCompany(request.companyId)?.name ?? 'a company' };
}

export function loggedInUser(user: UserRecord, accessToken: string, tokenExpires: string): LoggedInUser {
  const primary = findCompany(user.primaryCompanyId);
  const lastJoined = findCompany(user.lastJoinedCompanyId);
  const pending = pendingJoinRequest(user.id);
  return {
    accessToken,
    tokenExpires,
    roles: user.roles,
    primaryCompany: primary ? toPrimaryCompany(primary) : null,
    hasPendingJoinRequest: pending !== null,
    pendingJoinRequest: pending,
    lastJoinedCompany: lastJoined ? toPrimaryCompany(lastJoined) : null,
    memberships: activeMembershipsOf(user.id),
    user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
  };
}
