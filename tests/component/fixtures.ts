import {
  buildApplication,
  buildBoost,
  buildCompany,
  buildJob,
  buildMembership,
  buildPayment,
  buildUser,
} from '../../mocks/builders';
import { clock } from '../../mocks/clock';
import { recountCompany } from '../../mocks/companies';
import {
  db,
  nextId,
  type ApplicationRecord,
  type BoostRecord,
  type CompanyRecord,
  type JobRecord,
  type PaymentRecord,
  type UserRecord,
} from '../../mocks/db';
import { boostPrice } from '../../src/domain/boost';
import type { AdPlacementType } from '../../src/domain/enums/boost';
import { Role } from '../../src/domain/enums/user';

/**
 * The records a component test needs, made by the builders (mocks/builders: their defaults, the test's overrides)
 * and put in the mock database with the next free id, so they never meet a seeded record. A test creates exactly
 * the records whose properties it checks; they vanish after it (tests/component/setup.ts restores the seed).
 * Await each before the next (not Promise.all): the next free id is read when a record is made.
 */

/** A company (the builder's: `Company <id>` in Harrisburg, PA, no website), with these details. */
export const addCompany = (overrides: Partial<CompanyRecord> = {}): Promise<CompanyRecord> =>
  db.companies.create(buildCompany({ id: nextId(db.companies), ...overrides }));

/**
 * A job (the builder's: active, full-time, remote in region, posted yesterday, paid yearly), with these details;
 * of its own new company unless a `companyId` is given (that company must exist). The company's job counts follow.
 */
export async function addJob(overrides: Partial<JobRecord> = {}): Promise<JobRecord> {
  const { companyId = (await addCompany()).id } = overrides;
  if (!db.companies.findFirst((q) => q.where({ id: companyId }))) throw new Error(`No company has the id ${companyId}`);
  const job = await db.jobs.create(buildJob({ ...overrides, id: nextId(db.jobs), companyId }));
  await recountCompany(companyId);
  return job;
}

/**
 * Makes the jobs exactly these, so that a test knows every job a search or a list can find (tests/component/setup.ts
 * puts the seeded ones back after it): each the builder's active job (full-time, remote in region, in Harrisburg, PA,
 * $45,000-60,000 a year) with these details, or this title, of one company, the first created newest, an hour apart.
 * Their ids follow the seeded ones', so no seeded boost or application names them.
 */
export async function onlyJobs(...jobs: Array<string | Partial<JobRecord>>): Promise<JobRecord[]> {
  const firstId = nextId(db.jobs);
  db.jobs.clear();
  const { id: companyId } = await addCompany({ name: 'Juniata Outfitters' });
  const made: JobRecord[] = [];
  for (const [i, job] of jobs.entries()) {
    const details = typeof job === 'string' ? { title: job } : job;
    const createdDate = clock.hoursFromNow(-1 - i);
    made.push(await db.jobs.create(buildJob({ createdDate, ...details, id: firstId + i, companyId })));
  }
  await recountCompany(companyId);
  return made;
}

/** An application (by default the demo candidate's, user 1, at stage Applied, made now) to the job. */
export const addApplication = (
  overrides: Partial<ApplicationRecord> & Pick<ApplicationRecord, 'jobId'>,
): Promise<ApplicationRecord> =>
  db.applications.create(buildApplication({ id: nextId(db.applications), ...overrides }));

/**
 * A boost of the job (by default Sponsored, 2 weeks from today) and its payment of the boost's price (by default
 * not made yet), with these details.
 */
export async function addBoost(
  overrides: Partial<BoostRecord> & Pick<BoostRecord, 'jobId'>,
  payment: Partial<PaymentRecord> = {},
): Promise<BoostRecord> {
  const boost = await db.boosts.create(buildBoost({ id: nextId(db.boosts), ...overrides }));
  const amount = boostPrice(boost.placement as AdPlacementType, boost.weeks);
  await db.payments.create(
    buildPayment({ id: nextId(db.payments), boostId: boost.id, amount, createdDate: boost.createdDate, ...payment }),
  );
  return boost;
}

/** A user (the builder's candidate: role User, `user<id>@example.com`, no profile), with these details. */
export const addUser = (overrides: Partial<UserRecord> = {}): Promise<UserRecord> =>
  db.users.create(buildUser({ id: nextId(db.users), ...overrides }));

/** An employer who signs in with the demo password, admin of the company (their primary company), with these details. */
export async function addEmployer(companyId: number, overrides: Partial<UserRecord> = {}): Promise<UserRecord> {
  const user = await addUser({
    roles: [Role.Employer],
    password: 'demo1234',
    primaryCompanyId: companyId,
    ...overrides,
  });
  await db.memberships.create(
    buildMembership({ id: nextId(db.memberships), userId: user.id, companyId, isAdmin: true }),
  );
  return user;
}
