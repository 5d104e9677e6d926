import { describe, expect, it, vi } from 'vitest';
import { person, summit } from './users';
import type { LoggedInUser } from '../../src/api/schemas/auth';
import type { PrimaryCompany } from '../../src/api/schemas/company';
import { company, type GuardContext } from '../../src/app/guards';

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
