import { Role } from '../../src/domain/enums/user';
import { demoAccounts } from '../accounts';
import { buildJoinRequest, buildMembership, buildUser } from '../builders';
import { db } from '../db';
import type { SeedContext } from './context';

/** The demo accounts' users (ids 1 to 7, in the order of mocks/accounts.ts), their memberships and join request. */

const roleCodes: Record<string, number[]> = {
  'candidate@demo.test': [Role.User],
  'premium@demo.test': [Role.User, Role.Premium],
  'employer.admin@demo.test': [Role.Employer],
  'employer.member@demo.test': [Role.Employer],
  'employer.pending@demo.test': [Role.Employer],
  'employer.former@demo.test': [Role.Employer],
  'admin@demo.test': [Role.Admin],
};
const primary: Record<string, number> = { 'employer.admin@demo.test': 1, 'employer.member@demo.test': 1 };

export async function seedAccounts({ daysAgo }: SeedContext) {
  for (const [index, account] of demoAccounts.entries()) {
    const [firstName = '', lastName = ''] = account.name.split(' ');
    await db.users.create(
      buildUser({
        id: index + 1,
        email: account.email,
        password: account.password,
        firstName,
        lastName,
        roles: roleCodes[account.email] ?? [Role.User],
        primaryCompanyId: primary[account.email] ?? null,
        lastJoinedCompanyId: account.email === 'employer.former@demo.test' ? 3 : (primary[account.email] ?? null),
        createdDate: daysAgo(120 - index),
      }),
    );
  }
  await db.memberships.create(
    buildMembership({ id: 1, userId: 3, companyId: 1, isAdmin: true, joinedDate: daysAgo(400) }),
  );
  await db.memberships.create(buildMembership({ id: 2, userId: 4, companyId: 1, joinedDate: daysAgo(200) }));
  await db.memberships.create(
    buildMembership({ id: 3, userId: 6, companyId: 3, active: false, joinedDate: daysAgo(300) }),
  );
  // The employer admin's second company: they administer it too, and the pending employer's request waits for them.
  await db.memberships.create(
    buildMembership({ id: 4, userId: 3, companyId: 2, isAdmin: true, joinedDate: daysAgo(150) }),
  );
  await db.joinRequests.create(buildJoinRequest({ id: 1, userId: 5, companyId: 2, createdDate: daysAgo(2) }));
}
