import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceAtOnce, describedBy, expectToast, fastUser, recordRequests, rowTitles } from './data';
import { addJob } from './fixtures';
import { choose, field, fillJob, openForm } from './job-form-page';
import { renderApp, signInAs } from './render';
import { db } from '../../mocks/db';
import { JobStatus } from '../../src/domain/enums/job';
import { JobSearchStatusFilter } from '../../src/domain/enums/job-lists';

/** create-job and update-job/{id}, as the demo employer of Summit Trail Outfitters (company 1). */
const COMPANY = 1;
const AMOUNT_MESSAGE = 'Enter a whole amount in digits, like 45000 or 45,000 (up to 99,999,999)';

const requests = recordRequests();
describe('create-job', () => {
  it('bad input gets a message beside each field, the first takes the focus, and nothing typed is lost', async () => {
    const user = fastUser();
    await openForm();
    await user.type(field('Job title'), 'Ra');
    await user.type(field('Description'), 'Too short.');
    await user.type(field('Minimum ($)'), '5000');
    await user.type(field('Maximum ($)'), '100');
    await choose(user, 'Remote status', 'Remote in region');
    // The countries of remote-in-region work come preset to the default set (US and CA): clear both.
    await user.click(screen.getByRole('checkbox', { name: 'United States' }));
    await user.click(screen.getByRole('checkbox', { name: 'Canada' }));
    await user.click(screen.getByRole('button', { name: 'Send for review' }));

    expect(await screen.findByText(/Check the \d+ fields marked below\./)).toHaveAttribute('role', 'alert');
    expect(describedBy(field('Job title'))).toContain('Give the job a title (3 characters or more)');
    expect(describedBy(field('Description'))).toContain('Describe the job in 50 characters or more');
    expect(describedBy(field('Job type'))).toContain('Choose a job type');
    expect(describedBy(field('Job field'))).toContain('Choose a job field');
    expect(describedBy(field('Maximum ($)'))).toContain('The maximum must be at least the minimum');
    expect(screen.getByText('Choose the countries applicants can work from')).toBeInTheDocument();
    expect(field('Job title')).toHaveFocus();
    expect(field('Job title')).toHaveValue('Ra');
    expect(field('Maximum ($)')).toHaveValue('100');
    expect(requests).not.toContain('POST /api/admin/Job');
  });

  it('pay takes digits, with commas between thousands, and nothing else', async () => {
    const user = fastUser();
    const view = await openForm();
    await fillJob(user);
    await choose(user, 'Paid', 'per year');
    const refused = [
      ['1e5', '$45000'],
      ['0x10', '45.000'],
      ['45,00', '-5'],
    ];
    for (const [min, max] of refused) {
      await user.clear(field('Minimum ($)'));
      await user.type(field('Minimum ($)'), min!);
      await user.clear(field('Maximum ($)'));
      await user.type(field('Maximum ($)'), max!);
      await user.click(screen.getByRole('button', { name: 'Send for review' }));
      await waitFor(() => expect(describedBy(field('Minimum ($)'))).toContain(AMOUNT_MESSAGE));
      expect(describedBy(field('Maximum ($)'))).toContain(AMOUNT_MESSAGE);
    }
    expect(requests).not.toContain('POST /api/admin/Job');

    await user.clear(field('Minimum ($)'));
    await user.type(field('Minimum ($)'), '45,000');
    await user.clear(field('Maximum ($)'));
    await user.type(field('Maximum ($)'), '1234567');
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(view.path()).toBe(`/profile?status=${JobSearchStatusFilter.PendingReview}`));
    expect(db.jobs.all().find((j) => j.title === 'Canyoneering Guide')).toMatchObject({
      salaryMin: 45_000,
      salaryMax: 1_234_567,
    });
  });

  it('offers the focuses of the chosen job field only, and clears a focus of another field', async () => {
    const user = fastUser();
    await openForm();
    expect(field('Focus')).toBeDisabled();
    await choose(user, 'Job field', 'Guiding & Instruction');
    const names = () =>
      within(field('Focus'))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(names()).toEqual(['Any focus of the field', 'Climbing', 'Paddling', 'Ski & Snowboard']);
    await choose(user, 'Focus', 'Paddling');
    await choose(user, 'Job field', 'Retail & Sales');
    expect(names()).toEqual(['Any focus of the field', 'Store Management', 'Wholesale']);
    expect(field('Focus')).toHaveValue('');
  });

  it('shows the listing score of what is typed, and what would raise it', async () => {
    const user = fastUser();
    await openForm();
    const score = screen.getByRole('meter', { name: 'Listing score' }) as HTMLMeterElement;
    expect(score.value).toBe(0);
    expect(screen.getByText('Show the pay')).toBeInTheDocument();
    await user.type(field('Minimum ($)'), '20');
    expect(score.value).toBe(30);
    expect(screen.queryByText('Show the pay')).not.toBeInTheDocument();
  });

  it('a complete job sent for review lands on the dashboard under Pending Review', async () => {
    const user = fastUser();
    const view = await openForm();
    await fillJob(user);
    await user.click(screen.getByRole('button', { name: 'Send for review' }));

    await expectToast('“Canyoneering Guide” was sent for review. You will see here when it is live.');
    await waitFor(() => expect(view.path()).toBe(`/profile?status=${JobSearchStatusFilter.PendingReview}`));
    await waitFor(() => expect(rowTitles()).toContain('Canyoneering Guide'));
    const saved = db.jobs.all().find((j) => j.title === 'Canyoneering Guide')!;
    expect(saved).toMatchObject({
      companyId: COMPANY,
      status: JobStatus.PendingReview,
      city: 'Moab',
      state: 'UT',
      salaryMin: 180,
      salaryMax: 240,
      salaryCompensationId: 2,
      focusId: 1,
      isHousingIncluded: true,
      publishedDate: null,
    });
    expect(saved.score).toBe(70);
  });

  it('a double click on Send for review posts the job once', async () => {
    const user = fastUser();
    await openForm();
    await fillJob(user, 'Slot Canyon Guide');
    requests.length = 0;
    clickTwiceAtOnce(screen.getByRole('button', { name: 'Send for review' }));

    await expectToast('“Slot Canyon Guide” was sent for review. You will see here when it is live.');
    await waitFor(() => expect(rowTitles()).toContain('Slot Canyon Guide'));
    expect(requests.filter((r) => r === 'POST /api/admin/Job')).toEqual(['POST /api/admin/Job']);
    expect(db.jobs.all().filter((j) => j.title === 'Slot Canyon Guide')).toHaveLength(1);
  });

  it('saved as a draft, the job waits under Action Required', async () => {
    const user = fastUser();
    const view = await openForm();
    await fillJob(user, 'Canyoneering Guide (draft)');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await expectToast('“Canyoneering Guide (draft)” was saved as a draft.');
    await waitFor(() => expect(view.path()).toBe(`/profile?status=${JobSearchStatusFilter.ActionRequired}`));
    await waitFor(() => expect(rowTitles()).toContain('Canyoneering Guide (draft)'));
    const draft = db.jobs.all().find((j) => j.title === 'Canyoneering Guide (draft)')!;
    expect(draft.status).toBe(JobStatus.Draft);
    // Complete or not, a draft is not listed yet: its title opens it to edit.
    expect(screen.getByRole('link', { name: 'Canyoneering Guide (draft)' })).toHaveAttribute(
      'href',
      `/update-job/${draft.id}`,
    );
  });

  it("the server's field error (a deadline in the past) shows beside its field", async () => {
    const user = fastUser();
    await openForm();
    await fillJob(user);
    fireEvent.change(field('Application deadline'), { target: { value: '2020-01-31' } });
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(describedBy(field('Application deadline'))).toContain('Pick a deadline after today'));
    await expectToast('Pick a deadline after today');
    expect(field('Job title')).toHaveValue('Canyoneering Guide');
    expect(db.jobs.all().some((j) => j.title === 'Canyoneering Guide')).toBe(false);
  });

  it('asks a visitor to sign in, and an employer without a company to set one up or wait for their request', async () => {
    const visitor = renderApp('/create-job');
    expect(await screen.findByText('Sign in with your employer account to post a job.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Fcreate-job',
    );
    visitor.unmount();

    await signInAs('employer.former@demo.test');
    const former = renderApp('/create-job');
    expect(await screen.findByRole('link', { name: 'Set up your company' })).toHaveAttribute('href', '/create-company');
    expect(screen.queryByLabelText('Job title')).not.toBeInTheDocument();
    former.unmount();

    await signInAs('employer.pending@demo.test');
    renderApp('/create-job');
    expect(await screen.findByText(/^You cannot post a job yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your company page' })).toHaveAttribute('href', '/profile');
  });
});

describe('update-job/{id}', () => {
  it('shows why an admin rejected the job, and sends it, rewritten, again for review', async () => {
    const user = fastUser();
    const job = await addJob({
      companyId: COMPANY,
      status: JobStatus.Rejected,
      rejectReason: 'Please add the pay range and where the job is based.',
    });
    const view = await openForm(`/update-job/${job.id}`);
    expect(screen.getByRole('heading', { level: 1, name: `Edit “${job.title}”` })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(job.rejectReason!);
    expect(field('Job title')).toHaveValue(job.title);
    expect(field('Description')).toHaveValue(job.description);

    await user.clear(field('Job title'));
    await user.type(field('Job title'), `${job.title} (rewritten)`);
    await user.click(screen.getByRole('button', { name: 'Send again for review' }));
    await waitFor(() => expect(view.path()).toBe(`/profile?status=${JobSearchStatusFilter.PendingReview}`));
    const saved = db.jobs.findFirst((q) => q.where({ id: job.id }))!;
    expect(saved).toMatchObject({
      title: `${job.title} (rewritten)`,
      status: JobStatus.PendingReview,
      rejectReason: null,
    });
    expect(requests).toContain(`PUT /api/admin/Job/${job.id}`);
  });

  it("another company's job cannot be edited (403)", async () => {
    const other = await addJob({ status: JobStatus.Draft });
    await signInAs('employer.admin@demo.test');
    renderApp(`/update-job/${other.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This job belongs to another company' }),
    ).toBeInTheDocument();
    await expectToast('You are not a member of this company.');
    expect(screen.queryByLabelText('Job title')).not.toBeInTheDocument();
  });

  it('a closed job is shown, not offered for editing', async () => {
    const closed = await addJob({ companyId: COMPANY, status: JobStatus.ApplicationClosed });
    await signInAs('employer.admin@demo.test');
    renderApp(`/update-job/${closed.id}`);
    expect(await screen.findByText(/This job is closed: it stays as candidates last saw it/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Job title')).not.toBeInTheDocument();
  });
});
