import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobWithApplicants, openApplicants } from './applicants-fixtures';
import { clickTwiceAtOnce, expectToast, fastUser, recordRequests } from './data';
import { addCompany, addEmployer } from './fixtures';
import { renderApp, signInAs } from './render';
import { db } from '../../mocks/db';
import { AppliedByFilter } from '../../src/domain/enums/applications';

/**
 * job-applicants/{id}: the employer of a job sees who applied, with their match and why, by stage, and moves them;
 * the candidate is emailed and sees the stage in their own list.
 */

const requests = recordRequests();

describe('a job’s applicants', () => {
  it('opens from the dashboard and lists who applied, the best match first, with why', async () => {
    const { job } = await jobWithApplicants();
    await signInAs('tamsin@quillback.test');
    renderApp('/profile');
    const user = fastUser();
    await user.click(await screen.findByRole('link', { name: '3 applicants for Quillback Canoe Guide' }));
    await screen.findByRole('heading', { level: 1, name: /Quillback Canoe Guide/ });
    expect(await screen.findByRole('status')).toHaveTextContent('3 applicants at every stage');
    const names = within(screen.getByRole('table'))
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(names).toEqual(['Ines Marrow', 'Yusuf Trell', 'Odile Brask']);
    const ines = screen.getByRole('row', { name: /Ines Marrow/ });
    expect(within(ines).getByText('Canoe guide')).toBeInTheDocument();
    expect(within(ines).getByText('Harrisburg, PA')).toBeInTheDocument();
    await user.click(within(ines).getByText('match'));
    expect(within(ines).getByText('Their focus: Paddling')).toBeVisible();
    expect(within(ines).getByText('Pays their $40,000 minimum or more')).toBeVisible();
    expect(within(ines).getByText('100%')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Odile Brask/ })).getByText('33%')).toBeInTheDocument();
    expect(requests).toContain(`GET /api/admin/Job/${job.id}/applicants`);
  });
});

/** The stage a row of the table shows. */
const stageOf = (name: RegExp) => screen.getByRole('row', { name }).querySelector('.stage')?.textContent;

describe('moving applicants', () => {
  it('moves one to Interviewing: they are emailed, and their own Applied tab shows it', async () => {
    const { job } = await jobWithApplicants();
    const view = await openApplicants(job.id);
    const user = fastUser();
    const row = screen.getByRole('row', { name: /Ines Marrow/ });
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Move Ines Marrow to' }), 'Interviewing');
    await user.click(within(row).getByRole('button', { name: 'Move' }));
    await expectToast('Ines Marrow moved to Interviewing.');
    await waitFor(() => expect(stageOf(/Ines Marrow/)).toBe('Interviewing'));
    expect(screen.getByRole('link', { name: 'Interviewing 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Applied 2' })).toBeInTheDocument();
    const mail = db.emails.findFirst((q) => q.where({ to: 'ines@applicants.test' }));
    expect(mail?.subject).toBe('Quillback Outfitters would like to interview you');
    expect(mail?.text).toContain('has moved your application for “Quillback Canoe Guide” to interviewing');

    view.unmount();
    await signInAs('ines@applicants.test');
    renderApp(`/recommended-jobs?tab=applied&appliedBy=${AppliedByFilter.Interviewing}`);
    const card = (await screen.findByRole('link', { name: 'Quillback Canoe Guide' })).closest('article')!;
    expect(within(card as HTMLElement).getByText('Interviewing')).toBeInTheDocument();
  });

  it('moves the selected applicants at once, with one request however fast Move is pressed twice', async () => {
    const { job } = await jobWithApplicants();
    await openApplicants(job.id);
    const user = fastUser();
    await user.click(screen.getByRole('checkbox', { name: 'Select Odile Brask' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Yusuf Trell' }));
    const bar = screen.getByRole('group', { name: 'Selected applicants' });
    expect(bar).toHaveTextContent('2 selected');
    await user.selectOptions(
      within(bar).getByRole('combobox', { name: 'Move the selected applicants to' }),
      'Not hired',
    );
    clickTwiceAtOnce(within(bar).getByRole('button', { name: 'Move' }));
    await expectToast('2 applicants moved to Not hired.');
    await waitFor(() => expect(stageOf(/Odile Brask/)).toBe('Not hired'));
    expect(stageOf(/Yusuf Trell/)).toBe('Not hired');
    expect(stageOf(/Ines Marrow/)).toBe('Applied');
    expect(requests.filter((r) => r === `PUT /api/admin/Job/${job.id}/applicants/stage`)).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Selected applicants' })).toHaveTextContent('Select applicants to move');
    // The bulk move's controls went with the selection: the focus stays in the bar.
    expect(
      within(screen.getByRole('group', { name: 'Selected applicants' })).getByText(/^Select applicants/),
    ).toHaveFocus();
  });

  it('lists one stage from its tab, and sorts by name, in the URL', async () => {
    const { job, odile } = await jobWithApplicants();
    await db.applications.update((q) => q.where({ id: odile.application.id }), {
      data(a) {
        a.stage = AppliedByFilter.ReceivedOffer;
      },
    });
    const view = await openApplicants(job.id);
    const user = fastUser();
    await user.click(screen.getByRole('link', { name: 'Received Offer 1' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 applicant at Received Offer'));
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Odile Brask']);
    expect(view.router.state.location.search).toBe('?stage=2');
    await user.click(screen.getByRole('link', { name: 'All 3' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name');
    await waitFor(() =>
      expect(
        within(screen.getByRole('table'))
          .getAllByRole('rowheader')
          .map((h) => h.textContent),
      ).toEqual(['Odile Brask', 'Ines Marrow', 'Yusuf Trell']),
    );
    expect(view.router.state.location.search).toBe('?candidateSort=0');
  });

  it('keeps those the pay reaches, and those within their travel distance', async () => {
    const { job } = await jobWithApplicants();
    const view = await openApplicants(job.id);
    const user = fastUser();
    await user.click(screen.getByRole('checkbox', { name: 'The pay reaches their minimum' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 applicants at every stage'));
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Ines Marrow', 'Yusuf Trell']);
    expect(view.router.state.location.search).toBe('?range=WithinRange');
  });
});

describe('the board of stages', () => {
  it('moves a card by its buttons, and the focus follows it to its new column', async () => {
    const { job } = await jobWithApplicants();
    await openApplicants(job.id, '?view=board');
    const user = fastUser();
    const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
    expect(
      within(column('Applied'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Ines Marrow', 'Yusuf Trell', 'Odile Brask']);
    const card = (name: string, stage: string) =>
      within(column(stage)).getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
    const moveMenu = (li: HTMLElement) =>
      within(li)
        .getByText(/^Move to/)
        .closest('summary') as HTMLElement;
    await user.click(moveMenu(card('Ines Marrow', 'Applied')));
    await user.click(within(card('Ines Marrow', 'Applied')).getByRole('button', { name: 'Received Offer' }));
    await expectToast('Ines Marrow moved to Received Offer.');
    await waitFor(() =>
      expect(
        within(column('Received Offer'))
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Ines Marrow']),
    );
    expect(document.activeElement).toBe(moveMenu(card('Ines Marrow', 'Received Offer')));
    expect(
      within(column('Applied'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Yusuf Trell', 'Odile Brask']);
  });
});

describe('who may see them', () => {
  it("shows another company's job as not theirs", async () => {
    const { job } = await jobWithApplicants();
    const other = await addCompany({ name: 'Larchmont Paddles' });
    await addEmployer(other.id, { email: 'wren@larchmont.test' });
    await signInAs('wren@larchmont.test');
    renderApp(`/job-applicants/${job.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('You are not a member of this company.')).toBeInTheDocument();
    expect(screen.queryByText('Ines Marrow')).not.toBeInTheDocument();
  });
});
