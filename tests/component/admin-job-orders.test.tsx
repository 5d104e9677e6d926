import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cards, clickTwiceAtOnce, describedBy, expectStatus, fastUser, recordRequests, rowTitles } from './data';
import { addCompany, addJob, onlyJobs } from './fixtures';
import { field, openForm } from './job-form-page';
import { companyOf } from './job-page';
import { renderApp, signInAs } from './render';
import { clock } from '../../mocks/clock';
import { db } from '../../mocks/db';
import { JobStatus } from '../../src/domain/enums/job';

/** admin/jobs: every job by order status, a tab each with its count, and asking an employer for missing information. */

const requests = recordRequests();
const tabs = () => within(screen.getByRole('navigation', { name: 'Order status' }));
/** Each tab's name and count as the admin reads them. */
const tabTexts = () =>
  tabs()
    .getAllByRole('link')
    .map((tab) => [tab.firstChild?.textContent, tab.querySelector('.tabs__count')?.textContent ?? null]);
const rowOf = (id: number) => {
  const row = cards().find((c) => c.querySelector(`h3 a[href="/job/${id}"]`));
  if (!row) throw new Error(`job ${id} is not listed`);
  return row;
};

async function openJobs(path = '/admin/jobs') {
  await signInAs('admin@demo.test');
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Review jobs' });
  return view;
}

/** A job in every order status (and a draft, in none), oldest first in this order. */
const everyOrderStatus = () =>
  onlyJobs(
    { title: 'Raft Guide', status: JobStatus.PendingReview },
    { title: 'Ski Patroller', status: JobStatus.PendingReview },
    { title: 'Canyon Guide', status: JobStatus.Active },
    { title: 'Zip Line Lead', status: JobStatus.Active, expireDate: clock.daysFromNow(-2) },
    { title: 'Boathouse Attendant', status: JobStatus.ApplicationClosed, expireDate: clock.daysFromNow(-5) },
    { title: 'Trail Crew Lead', status: JobStatus.ApplicationClosed, roleFilled: 'external' },
    { title: 'Climbing Coach', status: JobStatus.ApplicationClosed, roleFilled: 'basecamp' },
    { title: 'Store Clerk', status: JobStatus.Rejected, rejectReason: 'The posting does not say what the job pays.' },
    { title: 'Kayak Coach', status: JobStatus.MissingInformation, rejectReason: 'Add the season’s dates.' },
    { title: 'Draft Ranger', status: JobStatus.Draft },
  );

describe('admin/jobs: every job by order status', () => {
  it('shows a tab per order status with its count, the queue first, drafts in none', async () => {
    await everyOrderStatus();
    await openJobs();
    await expectStatus('2 jobs waiting for review');
    await waitFor(() =>
      expect(tabTexts()).toEqual([
        ['Pending Review', '2'],
        ['Active', '1'],
        ['Role filled - External', '1'],
        ['Role filled - Basecamp', '1'],
        ['Expired', '1'],
        ['Closed', '1'],
        ['Rejected', '1'],
        ['Missing Information', '1'],
        ['All', '9'],
      ]),
    );
    expect(tabs().getByRole('link', { current: 'page' })).toHaveTextContent('Pending Review');
    expect(rowTitles()).toEqual(['Ski Patroller', 'Raft Guide']);
  });

  it("lists a tab's jobs, each to its page, with the decisions its status allows", async () => {
    const user = fastUser();
    const jobs = await everyOrderStatus();
    const view = await openJobs();
    await expectStatus('2 jobs waiting for review');
    await user.click(tabs().getByRole('link', { name: /^Expired/ }));
    await expectStatus('1 job in Expired');
    expect(view.path()).toBe('/admin/jobs?orderStatus=Expired');
    expect(rowTitles()).toEqual(['Zip Line Lead']);
    expect(within(rowOf(jobs[3]!.id)).getByRole('link', { name: 'Zip Line Lead' })).toHaveAttribute(
      'href',
      `/job/${jobs[3]!.id}`,
    );
    // Still active (past its deadline): it can be closed, as before.
    expect(
      within(rowOf(jobs[3]!.id))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Close Zip Line Lead']);

    await user.click(tabs().getByRole('link', { name: /^Role filled - Basecamp/ }));
    await expectStatus('1 job in Role filled - Basecamp');
    expect(rowTitles()).toEqual(['Climbing Coach']);

    await user.click(tabs().getByRole('link', { name: /^Missing Information/ }));
    await expectStatus('1 job in Missing Information');
    const row = rowOf(jobs[8]!.id);
    expect(row).toHaveTextContent('Missing information: Add the season’s dates.');
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Approve Kayak Coach', 'Reject Kayak Coach']);

    await user.click(tabs().getByRole('link', { name: /^All/ }));
    await expectStatus('9 jobs in all');
    expect(rowTitles()).not.toContain('Draft Ranger');
  });

  it('counts follow the company and keywords, which every tab keeps', async () => {
    const user = fastUser();
    await everyOrderStatus();
    const company = await addCompany({ name: 'Lehigh Gorge Rafting' });
    for (const title of ['Raft Guide', 'Shuttle Driver'])
      await addJob({ companyId: company.id, title, status: JobStatus.Active });
    const view = await openJobs();
    await waitFor(() => expect(tabTexts()[1]).toEqual(['Active', '3']));
    await user.selectOptions(screen.getByLabelText('Company'), String(company.id));
    await waitFor(() => expect(tabTexts()[1]).toEqual(['Active', '2']));
    expect(tabTexts()[0]).toEqual(['Pending Review', '0']);
    await user.type(screen.getByLabelText('Keywords'), 'shuttle');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(tabTexts()[1]).toEqual(['Active', '1']));
    await user.click(tabs().getByRole('link', { name: /^Active/ }));
    await expectStatus('1 job in Active');
    expect(rowTitles()).toEqual(['Shuttle Driver']);
    const url = new URLSearchParams(view.router.state.location.search);
    expect([url.get('orderStatus'), url.get('companyId'), url.get('keyword')]).toEqual([
      'Active',
      String(company.id),
      'shuttle',
    ]);
  });
});

describe('admin/jobs: asking for missing information', () => {
  it('asks what is missing (checked before sending), sends one request, and the employer is told and sees it', async () => {
    const user = fastUser();
    const job = await addJob({ companyId: 1, status: JobStatus.PendingReview, title: 'Harbor Kayak Guide' });
    const missing = 'Add the season’s start and end dates, and the hours per week.';
    await openJobs('/admin/jobs?companyId=1');
    await user.click(
      within(await waitFor(() => rowOf(job.id))).getByRole('button', {
        name: 'Ask for information Harbor Kayak Guide',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ask for information on “Harbor Kayak Guide”' });
    await user.type(within(dialog).getByLabelText('What is missing'), 'Dates.');
    await user.click(within(dialog).getByRole('button', { name: 'Send to the employer' }));
    await waitFor(() =>
      expect(describedBy(within(dialog).getByLabelText('What is missing'))).toContain(
        'Tell the employer what is missing (10 characters or more)',
      ),
    );
    expect(requests.filter((r) => r === `PUT /api/admin/Job/${job.id}/status`)).toEqual([]);

    await user.clear(within(dialog).getByLabelText('What is missing'));
    await user.type(within(dialog).getByLabelText('What is missing'), missing);
    clickTwiceAtOnce(within(dialog).getByRole('button', { name: 'Send to the employer' }));
    await expectStatus(
      `Asked for information on “Harbor Kayak Guide” by ${companyOf(job).name}. The employer is emailed and sees what is missing beside the job.`,
    );
    expect(requests.filter((r) => r === `PUT /api/admin/Job/${job.id}/status`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(db.jobs.findFirst((q) => q.where({ id: job.id }))).toMatchObject({
      status: JobStatus.MissingInformation,
      rejectReason: missing,
    });
    const email = db.emails.findFirst((q) =>
      q.where({ to: 'employer.admin@demo.test', subject: 'Your job “Harbor Kayak Guide” needs more information' }),
    );
    expect(email?.text).toContain(missing);

    // The employer of company 1 finds it under Action Required, with what is missing.
    await signInAs('employer.admin@demo.test');
    renderApp('/profile?status=1');
    const row = await waitFor(() => rowOf(job.id));
    expect(row).toHaveTextContent(`Missing information: ${missing}`);
  });
});

describe('update-job/{id}: a job sent back for missing information', () => {
  it('shows what is missing, and sent again it is back in the queue without it', async () => {
    const user = fastUser();
    const missing = 'Add the season’s start and end dates, and the hours per week.';
    const job = await addJob({ companyId: 1, status: JobStatus.MissingInformation, rejectReason: missing });
    const view = await openForm(`/update-job/${job.id}`);
    expect(screen.getByRole('note')).toHaveTextContent(
      `Missing information: ${missing} Edit the job and send it again for review.`,
    );
    await user.clear(field('Job title'));
    await user.type(field('Job title'), `${job.title}, June to September`);
    await user.click(screen.getByRole('button', { name: 'Send again for review' }));
    await waitFor(() => expect(view.path()).toBe('/profile?status=2'));
    expect(db.jobs.findFirst((q) => q.where({ id: job.id }))).toMatchObject({
      status: JobStatus.PendingReview,
      rejectReason: null,
    });
  });
});
