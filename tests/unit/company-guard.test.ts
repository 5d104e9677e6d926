import { describe, expect, it, vi } from 'vitest';
import { person, summit } from './users';
import type { LoggedInUser } from '../../src/api/schemas/auth';
import type { PrimaryCompany } from '../../src/api/schemas/company';
import { company, currentMemberships, type GuardContext } from '../../src/app/guards';
import { checkedUser } from '../../src/state/memberships';

vi.mock('../../src/state/memberships', () => ({ checkedUser: vi.fn() }));

/** The company guard (src/app/guards.ts) of an employer: a pending join request, a company left, none yet. */

describe('company guard', () => {
  const pendingEmployer = person([2], { hasPendingJoinRequest: true });
  const keystone: PrimaryCompany = { ...summit, id: 2, name: 'Keystone Paddle Co.', city: 'Harrisburg', state: 'PA' };

  const ctxFor = (user: LoggedInUser, primary: () => Promise<PrimaryCompany | null>): GuardContext => ({
    user,
    beta: true,
    url: '/profile',
    fetchPrimaryCompany: vi.fn(primary),
    storePrimaryCompany: vi.fn(),
  });

  it('with a pending join request and no company, fetches the primary company, stores it and lets the visit through', async () => {
    const ctx = ctxFor(pendingEmployer, async () => keystone);
    await expect(company(ctx)).resolves.toBeNull();
    expect(ctx.fetchPrimaryCompany).toHaveBeenCalledTimes(1);
    expect(ctx.storePrimaryCompany).toHaveBeenCalledWith(keystone);
  });

  it('shows the pending message while the request is still pending (no primary company yet)', async () => {
    const ctx = ctxFor(pendingEmployer, async () => null);
    await expect(company(ctx)).resolves.toEqual({
      message: 'Your company join request is pending approval; thank you for your patience.',
    });
    expect(ctx.fetchPrimaryCompany).toHaveBeenCalledTimes(1);
    expect(ctx.storePrimaryCompany).not.toHaveBeenCalled();
  });

  it('shows the pending message when fetching the primary company fails', async () => {
    const ctx = ctxFor(pendingEmployer, async () => {
      throw new Error('network');
    });
    await expect(company(ctx)).resolves.toEqual({
      message: 'Your company join request is pending approval; thank you for your patience.',
    });
  });

  it('does not fetch when the user already has a company', async () => {
    const ctx = ctxFor(person([2], { primaryCompany: summit, hasPendingJoinRequest: true }), async () => keystone);
    await expect(company(ctx)).resolves.toBeNull();
    expect(ctx.fetchPrimaryCompany).not.toHaveBeenCalled();
  });

  it('sends a user who joined a company before, and has none now, to update-account', async () => {
    const ctx = ctxFor(person([2], { lastJoinedCompany: keystone }), async () => null);
    await expect(company(ctx)).resolves.toEqual({ redirect: '/update-account' });
    expect(ctx.fetchPrimaryCompany).not.toHaveBeenCalled();
  });

  it('sends a user who never had a company to create-company', async () => {
    const ctx = ctxFor(person([2]), async () => null);
    await expect(company(ctx)).resolves.toEqual({ redirect: '/create-company' });
  });
});

describe('the employer pages check the memberships first', () => {
  const member = person([2], { primaryCompany: summit, memberships: [{ companyId: 1, role: 'member' }] });
  const ctxFor = (user: LoggedInUser | null): GuardContext => ({
    user,
    beta: true,
    url: '/profile',
    fetchPrimaryCompany: vi.fn(async () => null),
    storePrimaryCompany: vi.fn(),
  });

  it("an employer's memberships as the server has them now are what the next guards see", async () => {
    const promoted = person([2], { primaryCompany: summit, memberships: [{ companyId: 1, role: 'admin' }] });
    vi.mocked(checkedUser).mockResolvedValueOnce(promoted);
    const ctx = ctxFor(member);
    await expect(currentMemberships(ctx)).resolves.toBeNull();
    expect(checkedUser).toHaveBeenCalledWith(member);
    expect(ctx.user).toEqual(promoted);
  });

  it('a company lost meanwhile: the company guard then sends the employer on', async () => {
    const removed = person([2], { lastJoinedCompany: summit });
    vi.mocked(checkedUser).mockResolvedValueOnce(removed);
    const ctx = ctxFor(member);
    await currentMemberships(ctx);
    await expect(company(ctx)).resolves.toEqual({ redirect: '/update-account' });
  });

  it.each([
    ['a visitor', null],
    ['a candidate', person([1])],
    ['a site admin', person([3])],
  ])('asks nothing for %s', async (_who, user) => {
    vi.mocked(checkedUser).mockClear();
    const ctx = ctxFor(user);
    await expect(currentMemberships(ctx)).resolves.toBeNull();
    expect(checkedUser).not.toHaveBeenCalled();
    expect(ctx.user).toBe(user);
  });
});
