import { db, type StoredCompany, type UserRecord } from './db';
import { conflict, forbidden, notFound } from './http';
import { activeMutation } from './mutation';
import { leavesNoAdmin, LAST_ADMIN_MESSAGE } from '../src/domain/company-admins';
import {
  isCompanyAdmin,
  isCompanyPerson,
  isSiteAdmin,
  mayEditCompany,
  mayManagePeopleOf,
  mayWriteJobsOf,
  maySeeCompanyPrivate,
  type CompanyMembership,
  type CompanyPerson,
  type CompanyRole,
} from '../src/domain/company-roles';
import { ADMINS_MODERATE } from '../src/domain/constants';
import { ApplicationStatus } from '../src/domain/enums/applications';
import { Role } from '../src/domain/enums/user';

/**
 * Who may do what with a company, for every handler: a user's active memberships are read from the db once, then the
 * rules of src/domain/company-roles.ts (the screens' rules too) decide. Handlers ask here, never the memberships.
 */

/** The roles that call a company's endpoints: its people, and the site admins (the rules below say which company). */
export const EMPLOYERS: Role[] = [Role.Employer, Role.Admin];

export const NO_COMPANY = 'This company does not exist.';
const NOT_MEMBER = 'You are not a member of this company.';
const ONLY_ADMINS = "Only the company's admins can change its details.";
const ONLY_ADMINS_MANAGE = "Only the company's admins can manage its people.";

/** The company with this id, or null (also for no id). */
export const findCompany = (id: number | null): StoredCompany | null =>
  id === null ? null : (db.companies.findFirst((q) => q.where({ id })) ?? null);

/** The company with this id; else 404. */
export function requireCompany(id: number): StoredCompany {
  const company = findCompany(id);
  if (!company) throw notFound(NO_COMPANY);
  return company;
}

/** The company whose brand page has this path, the path's case aside; else 404. */
export function requireCompanyByPath(path: string): StoredCompany {
  const wanted = path.toLowerCase();
  const company = db.companies.findFirst((q) => q.where({ path: (p) => p.toLowerCase() === wanted }));
  if (!company) throw notFound(NO_COMPANY);
  return company;
}

/** The user's active memberships, with their role in each company (a former member's are inactive, so not here). */
export const activeMembershipsOf = (userId: number): CompanyMembership[] =>
  db.memberships
    .findMany((q) => q.where({ userId, active: true }))
    .map((m) => ({ companyId: m.companyId, role: m.isAdmin ? 'admin' : 'member' }));

/** The user as the rules see them when they decide about this company (a mutation may stand another in). */
function personOf(user: UserRecord, companyId: number): CompanyPerson {
  const person = { roles: user.roles, memberships: activeMembershipsOf(user.id) };
  return activeMutation()?.companyPerson?.(person, companyId) ?? person;
}

/** Whether the user is one of the company's own people (its admin or an active member). */
export const isPersonOf = (user: UserRecord, companyId: number) =>
  isCompanyPerson(personOf(user, companyId), companyId);

/** Whether the user (or a visitor: null) sees what the company keeps to itself: its people and the site's admins. */
export const maySeePrivate = (user: UserRecord | null, companyId: number) =>
  user !== null && maySeeCompanyPrivate(personOf(user, companyId), companyId);

/**
 * The company, when the user acts for it (boosts its jobs): its own people. The site's admin is refused too, told
 * that boosting is the company's. Else 404 or 403.
 */
export function requireMayActFor(user: UserRecord, companyId: number): StoredCompany {
  const company = requireCompany(companyId);
  if (!isPersonOf(user, companyId)) throw forbidden(isSiteAdmin(user) ? ADMINS_MODERATE : NOT_MEMBER);
  return company;
}

/**
 * The company, when the user may post a job for it or correct one of its jobs: its own people, and the site's admins
 * (on the company's behalf). Else 404 or 403.
 */
export function requireMayWriteJobsOf(user: UserRecord, companyId: number): StoredCompany {
  const company = requireCompany(companyId);
  if (!mayWriteJobsOf(personOf(user, companyId), companyId)) throw forbidden(NOT_MEMBER);
  return company;
}

/** The company, when the user may change its details and images: its admins, and the site's admins; else 404 or 403. */
export function requireMayEdit(user: UserRecord, companyId: number): StoredCompany {
  const company = requireCompany(companyId);
  if (!mayEditCompany(personOf(user, companyId), companyId)) throw forbidden(ONLY_ADMINS);
  return company;
}

/** The company, when the user sees what it keeps to itself (its dashboard, its purchases); else 404 or 403. */
export function requireMaySeePrivate(user: UserRecord, companyId: number): StoredCompany {
  const company = requireCompany(companyId);
  if (!maySeePrivate(user, companyId)) throw forbidden(NOT_MEMBER);
  return company;
}

/**
 * Whether the user is one of the people of a company whose job the candidate applied to (a saved job does not
 * count): who may see the candidate's profile when it is not public (docs/product.md §4.8).
 */
export function isPersonOfCompanyAppliedTo(user: UserRecord, candidateId: number): boolean {
  if (activeMembershipsOf(user.id).length === 0) return false;
  const applied = db.applications.findMany((q) => q.where({ userId: candidateId, status: ApplicationStatus.Applied }));
  return applied.some((a) => {
    const job = db.jobs.findFirst((q) => q.where({ id: a.jobId }));
    return job !== undefined && isCompanyPerson(personOf(user, job.companyId), job.companyId);
  });
}

/** The company, when the user manages its people (requests, members, invitations): its admins only; else 404 or 403. */
export function requireCompanyAdmin(user: UserRecord, companyId: number): StoredCompany {
  const company = requireCompany(companyId);
  if (!isCompanyAdmin(personOf(user, companyId), companyId)) throw forbidden(ONLY_ADMINS_MANAGE);
  return company;
}

/**
 * The company, when the user lists its people or removes one: its admins, and the site's admins (who manage any
 * company's people); else 404 or 403.
 */
export function requireMayManagePeople(user: UserRecord, companyId: number): StoredCompany {
  const company = requireCompany(companyId);
  if (!mayManagePeopleOf(personOf(user, companyId), companyId)) throw forbidden(ONLY_ADMINS_MANAGE);
  return company;
}

/** The company, when the user acts as one of its people (its admin or a member); else 404 or 403. */
export function requireCompanyPerson(user: UserRecord, companyId: number): StoredCompany {
  const company = requireCompany(companyId);
  if (!isPersonOf(user, companyId)) throw forbidden(NOT_MEMBER);
  return company;
}

/** The user's role in the company, as the rules see it; null when they are none of its people. */
export function roleIn(user: UserRecord, companyId: number): CompanyRole | null {
  const person = personOf(user, companyId);
  if (isCompanyAdmin(person, companyId)) return 'admin';
  return isCompanyPerson(person, companyId) ? 'member' : null;
}

/** The company's admins (its active admin memberships' users): whom the company's emails go to. */
export const companyAdmins = (companyId: number): UserRecord[] =>
  db.memberships
    .findMany((q) => q.where({ companyId, active: true, isAdmin: true }))
    .flatMap((m) => db.users.findFirst((q) => q.where({ id: m.userId })) ?? []);

/** 409 when the user's new role (null: removed) would leave the company without an admin (src/domain/company-admins.ts). */
export function requireKeepsAnAdmin(companyId: number, userId: number, newRole: CompanyRole | null) {
  const people = db.memberships
    .findMany((q) => q.where({ companyId, active: true }))
    .map((m) => ({ userId: m.userId, role: m.isAdmin ? ('admin' as const) : ('member' as const) }));
  if (leavesNoAdmin(people, userId, newRole)) throw conflict(LAST_ADMIN_MESSAGE);
}
