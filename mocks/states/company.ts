import { buildJoinRequest, buildMembership } from '../builders';
import { clock } from '../clock';
import { db, nextId } from '../db';
import { defineStates, num, str, type ReceivedParams } from './define';
import { journal } from './journal';
import { EMPLOYER, ensureCompany, ensureUser, jobCompany, removeWhere, setPrimaryCompany } from './support';

/** Companies: their members and admins, join requests, and decoys for name searches. */

/** The employer (created if missing) an active member of the company (created as the jobs' if missing), their primary one. */
async function addMember(p: ReceivedParams<'{email} {companyId}'>, isAdmin: boolean) {
  const user = await ensureUser(str(p, 'email'), EMPLOYER);
  const company = await jobCompany(num(p, 'companyId'));
  await db.memberships.create(
    buildMembership({
      id: nextId(db.memberships),
      userId: user.id,
      companyId: company.id,
      isAdmin,
      joinedDate: clock.daysFromNow(-30),
    }),
  );
  await setPrimaryCompany(user, company.id);
}

export const companyStates = defineStates({
  // The companies the states before it put in place, and no other (the others are set aside until teardown).
  'no other company exists': () => {
    removeWhere('companies', (company) => !journal.has(`company:${company.id}`));
  },
  'the employer {email} is a member of company {companyId}': (p) => addMember(p, false),
  'the employer {email} is an admin of company {companyId}': (p) => addMember(p, true),
  'the employer {email} has asked to join company {companyId}': async (p) => {
    const user = await ensureUser(str(p, 'email'), EMPLOYER);
    await db.joinRequests.create(
      buildJoinRequest({
        id: nextId(db.joinRequests),
        userId: user.id,
        companyId: num(p, 'companyId'),
        createdDate: clock.daysFromNow(-1),
      }),
    );
  },
  'a company named {name} exists': async (p) => {
    const name = str(p, 'name');
    if (!db.companies.findFirst((q) => q.where({ name })))
      await ensureCompany(Math.max(nextId(db.companies), 50), { name });
  },
});
