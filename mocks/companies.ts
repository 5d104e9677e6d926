import { db, type CompanyRecord, type StoredCompany, type UserRecord } from './db';
import { forbidden, notFound } from './http';
import { ADMINS_MODERATE } from '../src/domain/constants';
import { JobStatus } from '../src/domain/enums/job';
import { Role } from '../src/domain/enums/user';

/** Who may act for a company, and the company's job counts: shared by the employer and admin handlers. */

/** A company's brand-page path from its name ('Keystone Paddle Co.' -> 'keystone-paddle-co'). */
export const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const isAdmin = (user: UserRecord | null) => Boolean(user?.roles.includes(Role.Admin));

/** Whether the user is an active member of the company (its admin or a member). */
export const isMember = (userId: number, companyId: number) =>
  db.memberships.findFirst((q) => q.where({ userId, companyId, active: true })) !== undefined;

const NOT_MEMBER = 'You are not a member of this company.';

export const NO_COMPANY = 'This company does not exist.';

/** The company with this id; else 404. */
export function companyOfId(companyId: number): StoredCompany {
  const company = db.companies.findFirst((q) => q.where({ id: companyId }));
  if (!company) throw notFound(NO_COMPANY);
  return company;
}

/** The company, when the user may manage it (its active members, and admins); else 404 or 403. */
export function managedCompany(user: UserRecord, companyId: number): CompanyRecord {
  const company = companyOfId(companyId);
  if (!isAdmin(user) && !isMember(user.id, companyId)) throw forbidden(NOT_MEMBER);
  return company;
}

/**
 * The company, when the user is one of its own people (an active member or its admin): who posts and edits its
 * jobs. The site admin is not: they moderate the jobs through the review (403, saying so). Else 404 or 403.
 */
export function memberCompany(user: UserRecord, companyId: number): CompanyRecord {
  const company = companyOfId(companyId);
  if (!isMember(user.id, companyId)) throw forbidden(isAdmin(user) ? ADMINS_MODERATE : NOT_MEMBER);
  return company;
}

/** Keeps a company's counts of active, pending-review and rejected jobs in step with its jobs. */
export async function recountCompany(companyId: number) {
  const company = db.companies.findFirst((q) => q.where({ id: companyId }));
  if (!company) return;
  const jobs = db.jobs.findMany((q) => q.where({ companyId }));
  const count = (status: number) => jobs.filter((j) => j.status === status).length;
  await db.companies.update(company, {
    data(c) {
      c.activeJobsCount = count(JobStatus.Active);
      c.pendingReviewJobsCount = count(JobStatus.PendingReview);
      c.rejectedJobsCount = count(JobStatus.Rejected);
    },
  });
}
