import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fastUser, recordRequests } from './data';
import { renderApp } from './render';
import { companyHeading, navLink, twoCompanies } from './two-companies';
import { db } from '../../mocks/db';
import { storageKeys } from '../../src/state/keys';
import { appStore, userAtom } from '../../src/state/session';

/**
 * A role changed by someone else (an admission, a promotion, a demotion, a removal) reaches the stored user, and so
 * every tab, on the next employer page: at most every 30 seconds, and at once after the tab was hidden
 * (docs/decisions/0022).
 */

describe('a role changed by someone else', () => {
  const requests = recordRequests();
  const checks = () => requests.filter((r) => r === 'GET /api/admin/Company/get-user-companies');

  it('applies on the next employer page once 30 seconds have passed; sooner, nothing is asked', async () => {
    const user = fastUser();
    const { canyon, juniata, employer } = await twoCompanies();
    renderApp('/create-job');
    expect(await screen.findByText(/^For Canyon Works\./)).toBeInTheDocument();
    expect(checks()).toHaveLength(1);
    // Juniata's admin makes them an admin there; Canyon Works' admin takes their admin role away.
    const membership = (companyId: number) =>
      db.memberships.findFirst((q) => q.where({ userId: employer.id, companyId }))!;
    await db.memberships.update(membership(juniata.id), { data: (m) => void (m.isAdmin = true) });
    await db.memberships.update(membership(canyon.id), { data: (m) => void (m.isAdmin = false) });

    await user.click(navLink('Company'));
    expect(await companyHeading('Canyon Works')).toBeInTheDocument();
    expect(checks()).toHaveLength(1);
    expect(appStore.get(userAtom)?.memberships).toContainEqual({ companyId: canyon.id, role: 'admin' });

    vi.setSystemTime(Date.now() + 31_000);
    await user.click(navLink('Post a job'));
    expect(await screen.findByText(/^For Canyon Works\./)).toBeInTheDocument();
    expect(checks()).toHaveLength(2);
    expect(appStore.get(userAtom)?.memberships).toEqual([
      { companyId: canyon.id, role: 'member' },
      { companyId: juniata.id, role: 'admin' },
    ]);
    // The stored user is the one every tab reads.
    expect(JSON.parse(localStorage.getItem(storageKeys.user)!)).toMatchObject({
      memberships: [
        { companyId: canyon.id, role: 'member' },
        { companyId: juniata.id, role: 'admin' },
      ],
    });
  });

  it('a tab that was hidden checks on its next employer page: removed from their primary company, they act for the other', async () => {
    const user = fastUser();
    const { canyon, juniata, employer } = await twoCompanies();
    renderApp('/profile');
    expect(await companyHeading('Canyon Works')).toBeInTheDocument();
    await db.memberships.update(
      db.memberships.findFirst((q) => q.where({ userId: employer.id, companyId: canyon.id }))!,
      { data: (m) => void (m.active = false) },
    );
    await db.users.update(
      db.users.findFirst((q) => q.where({ id: employer.id }))!,
      {
        data: (u) => void (u.primaryCompanyId = juniata.id),
      },
    );
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();

    await user.click(navLink('Post a job'));
    expect(await screen.findByText(/^For Juniata Outfitters\./)).toBeInTheDocument();
    expect(appStore.get(userAtom)).toMatchObject({
      primaryCompany: { id: juniata.id, name: 'Juniata Outfitters' },
      memberships: [{ companyId: juniata.id, role: 'member' }],
    });
    // One company left: the header shows its logo, no switcher.
    expect(await screen.findByRole('link', { name: 'Juniata Outfitters, your company' })).toBeInTheDocument();
  });
});
