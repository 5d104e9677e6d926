// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { person } from './users';
import type { LoggedInUser } from '../../src/api/schemas/auth';
import { mayEditCompany, mayWriteJobsOf, postsForChosenCompany } from '../../src/domain/company-roles';
import { Role } from '../../src/domain/enums/user';

/** Who administers which company: the rule, and the signed-in user who carries it (stored, and kept up to date). */

const summit = {
  id: 1,
  name: 'Summit Trail Outfitters',
  logo: null,
  city: 'Boulder',
  country: 'US',
  state: 'CO',
  website: null,
};
const employer = (memberships: LoggedInUser['memberships']): LoggedInUser =>
  person([Role.Employer], {
    tokenExpires: '2099-01-01T00:00:00.000Z',
    primaryCompany: summit,
    lastJoinedCompany: summit,
    memberships,
    user: { id: 3, email: 'employer.admin@demo.test', firstName: 'Morgan', lastName: 'Lee' },
  });

const loadSession = async () => {
  vi.resetModules();
  return import('../../src/state/session');
};

afterEach(() => localStorage.clear());

describe('mayEditCompany', () => {
  it("lets a company's admins and the site's admins change it; not its members, nor anyone else", () => {
    expect(mayEditCompany(employer([{ companyId: 1, role: 'admin' }]), 1)).toBe(true);
    expect(mayEditCompany(employer([{ companyId: 1, role: 'member' }]), 1)).toBe(false);
    expect(mayEditCompany(employer([{ companyId: 2, role: 'admin' }]), 1)).toBe(false);
    expect(mayEditCompany({ roles: [Role.Admin], memberships: [] }, 1)).toBe(true);
  });
});

describe('mayWriteJobsOf and postsForChosenCompany', () => {
  it("lets a company's people and the site's admins post and correct its jobs; nobody else", () => {
    expect(mayWriteJobsOf(employer([{ companyId: 1, role: 'admin' }]), 1)).toBe(true);
    expect(mayWriteJobsOf(employer([{ companyId: 1, role: 'member' }]), 1)).toBe(true);
    expect(mayWriteJobsOf(employer([{ companyId: 2, role: 'admin' }]), 1)).toBe(false);
    expect(mayWriteJobsOf({ roles: [Role.Admin], memberships: [] }, 1)).toBe(true);
    expect(mayWriteJobsOf({ roles: [Role.User], memberships: [] }, 1)).toBe(false);
  });

  it('asks the site admin which company a job is for; an employer, a site admin who is one included, posts for their own', () => {
    expect(postsForChosenCompany({ roles: [Role.Admin] })).toBe(true);
    expect(postsForChosenCompany({ roles: [Role.Admin, Role.Employer] })).toBe(false);
    expect(postsForChosenCompany({ roles: [Role.Employer] })).toBe(false);
    expect(postsForChosenCompany({ roles: [Role.User] })).toBe(false);
  });
});

describe('the stored user', () => {
  it('a user stored before memberships were kept reads as signed out on the next load: sign in again, nothing breaks', async () => {
    const { memberships: _none, ...old } = employer([]);
    localStorage.setItem('jobboard.user', JSON.stringify(old));
    const session = await loadSession();
    expect(session.getUser()).toBeNull();
  });

  it("a company's creator becomes its admin in the session at once; a rename keeps the roles", async () => {
    const session = await loadSession();
    session.signIn(employer([{ companyId: 1, role: 'member' }]));
    const cascade = { ...summit, id: 61, name: 'Cascade Canyon Guides' };
    session.setPrimaryCompany(cascade, 'admin');
    expect(session.getUser()?.memberships).toEqual([
      { companyId: 1, role: 'member' },
      { companyId: 61, role: 'admin' },
    ]);
    session.setPrimaryCompany({ ...cascade, name: 'Cascade Canyon Guides Co.' });
    expect(session.getUser()?.memberships).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('jobboard.user')!)).toMatchObject({
      primaryCompany: { name: 'Cascade Canyon Guides Co.' },
      memberships: [{ companyId: 1 }, { companyId: 61, role: 'admin' }],
    });
  });
});
