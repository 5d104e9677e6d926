import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast, fastUser } from './data';
import { addJob } from './fixtures';
import { choose, field, fillJob } from './job-form-page';
import { demoActions, renderApp, signInAs } from './render';
import { db } from '../../mocks/db';
import { JobStatus } from '../../src/domain/enums/job';
import { JobSearchStatusFilter } from '../../src/domain/enums/job-lists';

/**
 * The site admin posts a job for a company chosen in the form and corrects any company's job (issue 25, point 6),
 * through the real route table; the company's admin (employer.admin@demo.test of Summit Trail Outfitters, company 1)
 * reads what happened in the demo mailbox. An employer keeps the form as it was.
 */
const SUMMIT = { id: 1, name: 'Summit Trail Outfitters', admin: 'employer.admin@demo.test' };

const mailboxToggle = async () =>
  within(await screen.findByRole('complementary', { name: 'Demo controls' })).findByRole('button', {
    name: 'Demo controls',
  });

describe('create-job for the site admin', () => {
  it('asks which company the job is for, then posts it for that company and lands on the review queue', async () => {
    const user = fastUser();
    await signInAs('admin@demo.test');
    const view = renderApp('/create-job');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post a job' })).toBeInTheDocument();
    expect(screen.getByText(/^Choose the company the job is for, then describe the role/)).toBeInTheDocument();
    expect(field('Company')).toHaveValue('');
    expect(screen.queryByLabelText('Job title')).not.toBeInTheDocument();

    // Another company first: changing the choice keeps what is typed.
    const other = db.companies.findFirst((q) => q.where({ id: 2 }))!;
    await choose(user, 'Company', other.name);
    await user.type(await screen.findByLabelText('Job title'), 'Canyon Guide for Summit');
    await choose(user, 'Company', SUMMIT.name);
    expect(field('Job title')).toHaveValue('Canyon Guide for Summit');
    await user.clear(field('Job title'));
    await fillJob(user, 'Canyon Guide for Summit');
    await user.click(screen.getByRole('button', { name: 'Send for review' }));

    await waitFor(() => expect(view.path()).toBe('/admin/jobs'));
    await expectToast('“Canyon Guide for Summit” was sent for review. It waits in the queue below.');
    const posted = db.jobs.findFirst((q) => q.where({ title: 'Canyon Guide for Summit' }))!;
    expect(posted).toMatchObject({ companyId: SUMMIT.id, status: JobStatus.PendingReview });
    const admin = db.users.findFirst((q) => q.where({ email: 'admin@demo.test' }))!;
    expect(db.jobChanges.findMany((q) => q.where({ jobId: posted.id }))).toEqual([
      expect.objectContaining({ userId: admin.id, action: 'posted', fields: [], byOutsider: true }),
    ]);
    expect(db.emails.findMany((q) => q.where({ to: SUMMIT.admin }))).toEqual([
      expect.objectContaining({ subject: `An admin posted a job for ${SUMMIT.name}` }),
    ]);
  });
});

describe('update-job/{id} for the site admin', () => {
  it("corrects a company's job, and the company's admin reads what changed in the demo mailbox", async () => {
    const user = fastUser();
    const job = await addJob({ companyId: SUMMIT.id, status: JobStatus.Rejected, title: 'Rafting Guide' });
    await signInAs('admin@demo.test');
    const view = renderApp(`/update-job/${job.id}`, { demo: demoActions() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Correct “Rafting Guide”' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      "You are correcting a company's job: its admins are told by email what you changed.",
    );
    expect(screen.getByRole('link', { name: '← The review queue' })).toHaveAttribute('href', '/admin/jobs');

    await user.clear(field('Job title'));
    await user.type(field('Job title'), 'Whitewater Rafting Guide');
    await user.click(screen.getByRole('button', { name: 'Send again for review' }));
    await waitFor(() => expect(view.path()).toBe('/admin/jobs'));
    await expectToast('“Whitewater Rafting Guide” was sent for review. It waits in the queue below.');
    expect(db.jobs.findFirst((q) => q.where({ id: job.id }))).toMatchObject({
      companyId: SUMMIT.id,
      title: 'Whitewater Rafting Guide',
      status: JobStatus.PendingReview,
    });

    await user.click(await mailboxToggle());
    const mailbox = await screen.findByRole('group', { name: /^Mailbox/ });
    await user.click(
      within(mailbox).getByRole('button', { name: /An admin corrected your job “Whitewater Rafting Guide”/ }),
    );
    const email = screen.getByRole('article', {
      name: 'Email: An admin corrected your job “Whitewater Rafting Guide”',
    });
    expect(within(email).getByText(/^Hello Morgan,/)).toHaveTextContent(
      "Hello Morgan, An admin of the job board corrected “Whitewater Rafting Guide” of Summit Trail Outfitters. What changed: title, status. The change is kept in the job's history.",
    );
    expect(within(mailbox).getByRole('button', { name: /An admin corrected your job/ })).toHaveTextContent(
      `To ${SUMMIT.admin}`,
    );
    expect(within(email).getByRole('link', { name: 'Open the job' })).toHaveAttribute('href', `/update-job/${job.id}`);
  });
});

describe('the job form for an employer', () => {
  it('is unchanged: no company to choose, the job posted for their own company, back on its dashboard', async () => {
    const user = fastUser();
    await signInAs(SUMMIT.admin);
    const view = renderApp('/create-job');
    expect(await screen.findByText(/^For Summit Trail Outfitters\. Describe the role/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Company')).not.toBeInTheDocument();
    await fillJob(user, 'Trail Crew Lead');
    await user.click(screen.getByRole('button', { name: 'Send for review' }));

    await waitFor(() => expect(view.path()).toBe(`/profile?status=${JobSearchStatusFilter.PendingReview}`));
    await expectToast('“Trail Crew Lead” was sent for review. You will see here when it is live.');
    const posted = db.jobs.findFirst((q) => q.where({ title: 'Trail Crew Lead' }))!;
    expect(posted.companyId).toBe(SUMMIT.id);
    expect(db.jobChanges.findMany((q) => q.where({ jobId: posted.id }))).toEqual([
      expect.objectContaining({ action: 'posted', byOutsider: false }),
    ]);
    expect(db.emails.findMany((q) => q.where({ to: SUMMIT.admin }))).toEqual([]);
  });
});
