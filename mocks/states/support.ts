import { Role } from '../../src/domain/enums';
import { buildCompany, buildJob, buildSession, buildUser } from '../builders';
import { recountCompany } from '../companies';
import { db, nextId, type CompanyRecord, type JobRecord, type StoredJob, type StoredUser, type UserRecord } from '../db';
import { num, str, type ReceivedParams } from './define';

/** What the areas' states share: their users, companies and jobs, created when missing. */

export const EMPLOYER = { roles: [Role.Employer] };

/** The user with this email; created (from the builder's defaults and these details) when there is none. */
export async function ensureUser(email: string, details: Partial<UserRecord> = {}) {
  return db.users.findFirst((q) => q.where({ email })) ?? db.users.create(buildUser({ id: nextId(db.users), email, ...details }));
}

/** A valid bearer token of the user. */
export const signIn = (user: UserRecord, token: string) => db.sessions.create(buildSession({ token, userId: user.id }));

export async function setPrimaryCompany(user: StoredUser, companyId: number) {
  await db.users.update(user, {
    data(u) {
      u.primaryCompanyId = companyId;
    },
  });
}

/** The company with this id; created (from the builder's defaults and these details) when there is none. */
export async function ensureCompany(id: number, details: Partial<CompanyRecord> = {}) {
  return db.companies.findFirst((q) => q.where({ id })) ?? db.companies.create(buildCompany({ id, ...details }));
}

/** The company the states' jobs belong to: every nullable field of its card filled in. */
export const jobCompany = (id: number) =>
  ensureCompany(id, {
    name: 'Keystone Paddle Co.',
    path: 'keystone-paddle-co',
    description: 'Guided paddling trips on the Susquehanna since 1998.',
    logo: '/logos/keystone-paddle-co.svg',
    website: 'https://keystone-paddle.example',
  });

/**
 * The job of a state's `{jobId}`, `{title}` and `{companyId}`: the builder's active job as contracts/README.md
 * describes it (mocks/builders/jobs.ts), with these changes.
 */
export const jobOfState = (p: ReceivedParams<'{jobId} {title} {companyId}'>, changes: Partial<JobRecord> = {}): JobRecord =>
  buildJob({ id: num(p, 'jobId'), companyId: num(p, 'companyId'), title: str(p, 'title'), ...changes });

/** Adds jobs (and their company when missing), keeping the companies' job counts right. */
export async function addJobs(...jobs: JobRecord[]) {
  for (const job of jobs) {
    await jobCompany(job.companyId);
    await db.jobs.create(job);
  }
  for (const companyId of new Set(jobs.map((j) => j.companyId))) await recountCompany(companyId);
}

export function existingJob(jobId: number): StoredJob {
  const job = db.jobs.findFirst((q) => q.where({ id: jobId }));
  if (!job) throw new Error(`The job ${jobId} must exist first (give its state before this one)`);
  return job;
}
