import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cards, describedBy, expectStatus, expectToast, fastUser, NOW, rowTitles } from './data';
import { addCompany, addJob, onlyJobs } from './fixtures';
import { companyOf } from './job-page';
import { renderApp, signInAs } from './render';
import { optionTexts, SORT_MENU } from './search-page';
import { clock } from '../../mocks/clock';
import { db, type JobRecord } from '../../mocks/db';
import { behaviour } from '../../mocks/http';
import { job as jobs } from '../../src/api/job';
import { JobStatus } from '../../src/domain/enums/job';

/** admin/jobs: the admin's review queue and decisions, and what the employer then sees. */

/** A job waiting for review, created before any seeded job: first in the queue (oldest first). */
const addPending = (overrides: Partial<JobRecord> = {}) =>
  addJob({ status: JobStatus.PendingReview, createdDate: clock.daysFromNow(-200), ...overrides });

/** A job waiting for review, created `daysAgo`. */
const waitingSince = (title: string, daysAgo: number, more: Partial<JobRecord> = {}) => ({
  title,
  status: JobStatus.PendingReview,
  createdDate: clock.daysFromNow(-daysAgo),
  ...more,
});
/** The row of a job, by the link to its page (titles repeat in the seed). */
const rowOf = (id: number) => {
  const row = cards().find((c) => c.querySelector(`h3 a[href="/job/${id}"]`));
  if (!row) throw new Error(`job ${id} is not listed`);
  return row;
};
const listed = (id: number) => cards().some((c) => c.querySelector(`h3 a[href="/job/${id}"]`));
const waiting = (n: number) => `${n} ${n === 1 ? 'job' : 'jobs'} waiting for review`;

async function openQueue(path = '/admin/jobs') {
  await signInAs('admin@demo.test');
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Review jobs' });
  return view;
}

describe('admin/jobs: the review queue', () => {
  it('lists the jobs waiting for review, oldest first, each with its posting', async () => {
    await onlyJobs(
      waitingSince('Raft Guide', 3),
      waitingSince('Ski Patroller', 10),
      { title: 'River Trip Planner' },
      waitingSince('Trail Crew Lead', 5),
      { title: 'Canyon Guide', status: JobStatus.Draft, createdDate: clock.daysFromNow(-20) },
    );
    await openQueue();
    await expectStatus(waiting(3));
    expect(rowTitles()).toEqual(['Ski Patroller', 'Trail Crew Lead', 'Raft Guide']);
    const first = cards()[0]!;
    expect(within(first).getByText('Read the posting')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Approve Ski Patroller' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Reject Ski Patroller' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /^Close/ })).not.toBeInTheDocument();
    // Its sort menu offers each order A to Z (ascending) first.
    expect(optionTexts(screen.getByLabelText('Sort by'))).toEqual(SORT_MENU);
  });

  it('narrows the queue to one company', async () => {
    const user = fastUser();
    await onlyJobs(waitingSince('Ski Patroller', 10), waitingSince('Trail Crew Lead', 5));
    const company = await addCompany({ name: 'Lehigh Gorge Rafting' });
    for (const title of ['Raft Guide', 'Shuttle Driver'])
      await addJob({ companyId: company.id, title, status: JobStatus.PendingReview });
    const view = await openQueue();
    await expectStatus(waiting(4));
    await user.selectOptions(screen.getByLabelText('Company'), String(company.id));
    await expectStatus(waiting(2));
    expect(new URLSearchParams(view.router.state.location.search).get('companyId')).toBe(String(company.id));
    expect([...rowTitles()].sort()).toEqual(['Raft Guide', 'Shuttle Driver']);
    for (const row of cards()) expect(row).toHaveTextContent('Lehigh Gorge Rafting');
  });

  it('approving a job publishes it: it leaves the queue and candidates find it', async () => {
    const user = fastUser();
    const [job] = await onlyJobs(waitingSince('Canoe Livery Dispatcher', 10), waitingSince('Ski Patroller', 5));
    await openQueue();
    await expectStatus(waiting(2));
    await user.click(within(rowOf(job!.id)).getByRole('button', { name: 'Approve Canoe Livery Dispatcher' }));
    await expectStatus('Approved “Canoe Livery Dispatcher” by Juniata Outfitters. It is on the job search now.');
    await expectStatus(waiting(1));
    // Published now.
    expect(db.jobs.findFirst((q) => q.where({ id: job!.id }))).toMatchObject({
      status: JobStatus.Active,
      publishedDate: NOW,
    });
    expect(rowTitles()).toEqual(['Ski Patroller']);
    const found = await jobs.search({ keyword: 'Canoe Livery Dispatcher' });
    expect(found.items.map((j) => j.id)).toEqual([job!.id]);
  });

  it('while a decision is on its way its buttons say so, keep the focus and send nothing more', async () => {
    const user = fastUser();
    const job = await addPending({ title: 'Canoe Livery Dispatcher' });
    await openQueue();
    behaviour.latency = 'realistic';
    const approve = within(rowOf(job.id)).getByRole('button', { name: `Approve ${job.title}` });
    await user.click(approve);
    // Unavailable, not disabled: a disabled button would drop the focus to the page.
    expect(approve).toHaveAttribute('aria-disabled', 'true');
    expect(approve).toHaveFocus();
    await user.click(approve);
    await expectStatus(`Approved “${job.title}” by ${companyOf(job).name}. It is on the job search now.`);
    // One decision sent: a second approval would have been refused (409) with an error toast.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('rejecting asks for a reason (checked before sending), which the employer then sees on their dashboard', async () => {
    const user = fastUser();
    const job = await addJob({ companyId: 1, status: JobStatus.PendingReview });
    const reason = 'Please add the pay range and where the job is based.';
    await openQueue('/admin/jobs?companyId=1');
    await user.click(within(await waitFor(() => rowOf(job.id))).getByRole('button', { name: `Reject ${job.title}` }));

    const dialog = await screen.findByRole('dialog', { name: `Reject “${job.title}”` });
    await user.type(within(dialog).getByLabelText('Reason'), 'No.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject job' }));
    await waitFor(() =>
      expect(describedBy(within(dialog).getByLabelText('Reason'))).toContain(
        'Tell the employer why (10 characters or more)',
      ),
    );
    expect(db.jobs.findFirst((q) => q.where({ id: job.id }))!.status).toBe(JobStatus.PendingReview);

    await user.clear(within(dialog).getByLabelText('Reason'));
    await user.type(within(dialog).getByLabelText('Reason'), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Reject job' }));
    await expectStatus(
      `Rejected “${job.title}” by ${companyOf(job).name}. The employer sees your reason beside the job.`,
    );
    expect(db.jobs.findFirst((q) => q.where({ id: job.id }))).toMatchObject({
      status: JobStatus.Rejected,
      rejectReason: reason,
    });

    // The employer of company 1 finds it under Action Required, with the reason.
    await signInAs('employer.admin@demo.test');
    renderApp('/profile?status=1');
    const row = await waitFor(() => rowOf(job.id));
    expect(row).toHaveTextContent(`Sent back by an admin: ${reason}`);
  });

  it('a decision the job no longer allows is refused with the catalogue’s error, and the list is refreshed', async () => {
    const user = fastUser();
    const job = await addPending();
    await openQueue();
    await waitFor(() => rowOf(job.id));
    // Meanwhile, another admin approved it.
    await db.jobs.update(
      db.jobs.findFirst((q) => q.where({ id: job.id }))!,
      {
        data(j) {
          j.status = JobStatus.Active;
        },
      },
    );
    await user.click(within(rowOf(job.id)).getByRole('button', { name: `Approve ${job.title}` }));
    await expectToast('This job is Active: it cannot be approved.');
    await waitFor(() => expect(listed(job.id)).toBe(false));
  });

  it('is for admins only: an employer is sent to their home with a notice', async () => {
    await signInAs('employer.admin@demo.test');
    const view = renderApp('/admin/jobs');
    await waitFor(() => expect(view.path()).toBe('/home-employer'));
    await expectToast('Only admins can open this page.');
  });
});
