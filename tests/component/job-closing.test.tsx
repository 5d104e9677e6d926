import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobWithApplicants, openApplicants } from './applicants-fixtures';
import { expectToast, fastUser } from './data';
import { renderApp, signInAs } from './render';
import { db } from '../../mocks/db';
import { AppliedByFilter } from '../../src/domain/enums/applications';

/** How a job ends: its employer closes it saying how; those not hired are told, and the dashboard files it. */

const stageOf = (name: RegExp) => screen.getByRole('row', { name }).querySelector('.stage')?.textContent;

describe('closing a job', () => {
  it('asks how it ended, and refuses a role filled through Basecamp with no one at Received Offer', async () => {
    const { job } = await jobWithApplicants();
    await openApplicants(job.id);
    const user = fastUser();
    await user.click(screen.getByRole('button', { name: 'Close this job…' }));
    const dialog = screen.getByRole('dialog', { name: 'Close “Quillback Canoe Guide”' });
    await user.click(within(dialog).getByRole('button', { name: 'Close the job' }));
    expect(await within(dialog).findByText('Choose how the job ended')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Filled through Basecamp/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Close the job' }));
    expect(
      await within(dialog).findByText(
        'No applicant is at Received Offer: move the person you hired there first, or say the role was filled elsewhere.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Filled through Basecamp/ })).toBeChecked();
    expect(db.jobs.findFirst((q) => q.where({ id: job.id }))?.status).toBe(3);
  });

  it('closes it as filled through Basecamp: the hire keeps the offer, the others are told they were not hired', async () => {
    const { job, ines } = await jobWithApplicants();
    await db.applications.update((q) => q.where({ id: ines.application.id }), {
      data(a) {
        a.stage = AppliedByFilter.ReceivedOffer;
      },
    });
    const view = await openApplicants(job.id);
    const user = fastUser();
    await user.click(screen.getByRole('button', { name: 'Close this job…' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /Filled through Basecamp/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Close the job' }));
    await expectToast('“Quillback Canoe Guide” is closed: filled through Basecamp.');
    const closed = await screen.findByText(
      'This job is closed: its applicants keep the stage they had when it closed.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The dialog's opener went with the open job: the notice takes the focus.
    await waitFor(() => expect(closed).toHaveFocus());
    await waitFor(() => expect(stageOf(/Odile Brask/)).toBe('Not hired'));
    expect(stageOf(/Yusuf Trell/)).toBe('Not hired');
    expect(stageOf(/Ines Marrow/)).toBe('Received Offer');
    expect(screen.queryByRole('button', { name: 'Move' })).not.toBeInTheDocument();
    const mail = db.emails.findFirst((q) => q.where({ to: 'yusuf@applicants.test' }));
    expect(mail?.subject).toBe('“Quillback Canoe Guide” is closed');
    expect(db.emails.findMany((q) => q.where({ to: 'ines@applicants.test' }))).toEqual([]);

    view.unmount();
    await signInAs('yusuf@applicants.test');
    renderApp(`/recommended-jobs?tab=applied&appliedBy=${AppliedByFilter.Rejected}`);
    const card = (await screen.findByRole('link', { name: 'Quillback Canoe Guide' })).closest('article')!;
    expect(within(card as HTMLElement).getByText('Not hired')).toBeInTheDocument();
  });

  it('files the closed job on the dashboard under Inactive, by how it ended', async () => {
    const { job } = await jobWithApplicants();
    await db.jobs.update((q) => q.where({ id: job.id }), {
      data(j) {
        j.status = 6;
        j.roleFilled = 'external';
      },
    });
    await signInAs('tamsin@quillback.test');
    const view = renderApp('/profile?status=4');
    const user = fastUser();
    await user.click(await screen.findByRole('radio', { name: 'Role filled - External' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=4&orderStatus=RoleFilledExternal'));
    const row = await screen.findByRole('article', { name: 'Quillback Canoe Guide' });
    expect(within(row).getByText('Role filled - External')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Role filled - Basecamp' }));
    expect(await screen.findByText('No jobs in Inactive')).toBeInTheDocument();
  });
});
