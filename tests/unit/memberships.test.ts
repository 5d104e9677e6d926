import { describe, expect, it } from 'vitest';
import { person, summit } from './users';
import type { PrimaryCompany } from '../../src/api/schemas/company';
import { withCompanies } from '../../src/state/memberships';

/** The stored user as get-user-companies says it is now (src/state/memberships.ts). */

const keystone: PrimaryCompany = { ...summit, id: 2, name: 'Keystone Paddle Co.', city: 'Harrisburg', state: 'PA' };
const listed = (company: PrimaryCompany, role: 'admin' | 'member', isPrimary: boolean) => ({
  ...company,
  role,
  isPrimary,
});
const admin = person([2], {
  primaryCompany: summit,
  memberships: [
    { companyId: 1, role: 'admin' },
    { companyId: 2, role: 'admin' },
  ],
});

describe('the stored user as the server lists their companies', () => {
  it('takes the roles of the list: a demotion and a promotion', () => {
    const user = withCompanies(admin, [listed(keystone, 'member', false), listed(summit, 'admin', true)]);
    expect(user.memberships).toEqual([
      { companyId: 1, role: 'admin' },
      { companyId: 2, role: 'member' },
    ]);
    expect(user.primaryCompany).toEqual(summit);
  });

  it('takes the primary company the server marks, without the role and the mark', () => {
    const user = withCompanies(admin, [listed(keystone, 'admin', true), listed(summit, 'admin', false)]);
    expect(user.primaryCompany).toEqual(keystone);
  });

  it('removed from every company: no primary company, and the lost one is the one they last joined', () => {
    const user = withCompanies(admin, []);
    expect(user).toMatchObject({ memberships: [], primaryCompany: null, lastJoinedCompany: summit });
  });

  it('a pending join request the list shows answered no longer waits', () => {
    const pending = person([2], {
      hasPendingJoinRequest: true,
      pendingJoinRequest: { companyId: 2, companyName: 'Keystone Paddle Co.' },
    });
    expect(withCompanies(pending, [listed(keystone, 'member', true)])).toMatchObject({
      primaryCompany: keystone,
      memberships: [{ companyId: 2, role: 'member' }],
      hasPendingJoinRequest: false,
      pendingJoinRequest: null,
    });
    expect(withCompanies(pending, [])).toMatchObject({
      hasPendingJoinRequest: true,
      pendingJoinRequest: { companyId: 2, companyName: 'Keystone Paddle Co.' },
    });
  });
});
