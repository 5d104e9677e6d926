import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cards, expectStatus, fastUser, rowTitles } from './data';
import { addCompany, addEmployer, addJob } from './fixtures';
import { renderApp, signInAs } from './render';
import { optionTexts, SORT_MENU } from './search-page';
import { clock } from '../../mocks/clock';
import type { JobRecord } from '../../mocks/db';
import { JobStatus } from '../../src/domain/enums/job';

/** The employer dashboard (profile): a company's jobs by status and creation interval, as the company's admin. */
describe('the employer dashboard (profile)', () => {
  const statusOption = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });
  const REJECT_REASON = 'Please add the pay range.';

  /** Canyon Works and its admin, signed in on the dashboard, with a job of every status (created days ago). */
  async function openDashboard() {
    const company = await addCompany({ name: 'Canyon Works' });
    const admin = await addEmployer(company.id, { email: 'dana@example.com' });
    const job = (title: string, status: JobStatus, createdDaysAgo: number, more: Partial<JobRecord> = {}) =>
      addJob({ companyId: company.id, title, status, createdDate: clock.daysFromNow(-createdDaysAgo), ...more });
    await job('Kayak Instructor', JobStatus.PendingReview, 1);
    await job('River Guide', JobStatus.Active, 2);
    await job('Canyon Guide', JobStatus.Draft, 3);
    await job('eBike Mechanic', JobStatus.Active, 5);
    const rejected = await job('Ropes Lead', JobStatus.Rejected, 10, { rejectReason: REJECT_REASON });
    await job('Gear Tech', JobStatus.MissingInformation, 40);
    await job('Ski Patroller', JobStatus.Active, 100, { expireDate: clock.daysFromNow(-5) });
    await job('Shop Clerk', JobStatus.ApplicationClosed, 200);
    await signInAs(admin.email);
    const view = renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Canyon Works' })).toBeInTheDocument();
    await expectStatus('8 jobs');
    return { view, rejected };
  }

  it("counts the company's jobs per status, and lists one status when it is chosen", async () => {
    const user = fastUser();
    const { view, rejected } = await openDashboard();
    expect(statusOption('All')).toHaveAccessibleName('All (8)');
    expect(statusOption('Action Required')).toHaveAccessibleName('Action Required (3)');
    expect(statusOption('Pending Review')).toHaveAccessibleName('Pending Review (1)');
    expect(statusOption('Active')).toHaveAccessibleName('Active (2)');
    expect(statusOption('Inactive')).toHaveAccessibleName('Inactive (2)');

    await user.click(statusOption('Action Required'));
    await expectStatus('3 jobs');
    expect(view.path()).toBe('/profile?status=1');
    expect([...rowTitles()].sort()).toEqual(['Canyon Guide', 'Gear Tech', 'Ropes Lead']);
    // A rejected job says why, and every job there can be edited.
    const row = cards().find((c) => within(c).queryByRole('link', { name: 'Ropes Lead' }))!;
    expect(row).toHaveTextContent(`Sent back by an admin: ${REJECT_REASON}`);
    expect(within(row).getByRole('link', { name: 'Edit Ropes Lead' })).toHaveAttribute(
      'href',
      `/update-job/${rejected.id}`,
    );

    const others = [
      ['Pending Review', 2, ['Kayak Instructor']],
      ['Active', 3, ['River Guide', 'eBike Mechanic']],
      // Inactive: closed, or active but past its expiry date.
      ['Inactive', 4, ['Shop Clerk', 'Ski Patroller']],
    ] as const;
    for (const [name, status, titles] of others) {
      await user.click(statusOption(name));
      await waitFor(() => expect(view.path()).toBe(`/profile?status=${status}`));
      await waitFor(() => expect([...rowTitles()].sort()).toEqual(titles));
    }
  });

  it('keeps the jobs created within the chosen interval, in the chosen order', async () => {
    const user = fastUser();
    await openDashboard();
    await user.selectOptions(screen.getByLabelText('Created'), 'Last Week');
    await expectStatus('4 jobs');
    expect(rowTitles()).toEqual(['Kayak Instructor', 'River Guide', 'Canyon Guide', 'eBike Mechanic']);
    expect(optionTexts(screen.getByLabelText('Sort by'))).toEqual(SORT_MENU);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Title: A to Z');
    await waitFor(() =>
      expect(rowTitles()).toEqual(['Canyon Guide', 'eBike Mechanic', 'Kayak Instructor', 'River Guide']),
    );
  });
});
