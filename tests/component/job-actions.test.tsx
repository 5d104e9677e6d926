import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceAtOnce, expectStatus, expectToast, fastUser, recordRequests } from './data';
import { addApplication, addCompany, addJob } from './fixtures';
import { CANDIDATE_ID, candidateHas, companyOf, fact, jsonLd, openJob } from './job-page';
import { renderApp, signInAs } from './render';
import { db } from '../../mocks/db';
import { jobCandidate } from '../../src/api/job-candidate';
import { ApplicationStatus, AppliedByFilter } from '../../src/domain/enums/applications';
import { JobStatus } from '../../src/domain/enums/job';

/** A job's page: what candidates, visitors and employers may do on it, and the jobs it cannot show. */

const requests = recordRequests();

describe('job/:id: who can do what', () => {
  it('a visitor is offered to sign in to apply, and comes back to the job', async () => {
    const user = fastUser();
    const job = await addJob();
    const view = await openJob(job);
    const signIn = screen.getByRole('link', { name: 'Sign in to apply' });
    expect(signIn).toHaveAttribute('href', `/login?returnUrl=${encodeURIComponent(`/job/${job.id}`)}`);
    expect(screen.queryByRole('button', { name: /Save job/ })).not.toBeInTheDocument();

    await user.click(signIn);
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    await user.type(screen.getByLabelText('Email'), 'candidate@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: job.title, level: 1 });
    expect(view.path()).toBe(`/job/${job.id}`);
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeInTheDocument();
  });

  it('a candidate saves a job, and can unsave it', async () => {
    const user = fastUser();
    const job = await addJob();
    await signInAs('candidate@demo.test');
    await openJob(job);

    const save = screen.getByRole('button', { name: '☆ Save job' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    const saved = await screen.findByRole('button', { name: '★ Saved' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expectStatus('Saved. You will find it under Saved in your jobs.');
    expect(candidateHas(job)?.status).toBe(ApplicationStatus.Watching);

    await user.click(saved);
    expect(await screen.findByRole('button', { name: '☆ Save job' })).toHaveAttribute('aria-pressed', 'false');
    await expectStatus('Removed from your saved jobs.');
    expect(candidateHas(job)).toBeUndefined();
  });

  it('a double click on Save job saves it once (not saved, then unsaved), and on Send application applies once', async () => {
    const user = fastUser();
    const job = await addJob();
    await signInAs('candidate@demo.test');
    await openJob(job);
    requests.length = 0;
    clickTwiceAtOnce(screen.getByRole('button', { name: '☆ Save job' }));
    await expectStatus('Saved. You will find it under Saved in your jobs.');
    expect(await screen.findByRole('button', { name: '★ Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(requests.filter((r) => !r.startsWith('GET '))).toEqual(['POST /api/Job/watch']);

    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    requests.length = 0;
    clickTwiceAtOnce(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send application' }));
    await expectStatus(`Application sent to ${companyOf(job).name}.`);
    expect(requests.filter((r) => !r.startsWith('GET '))).toEqual(['POST /api/Job/apply']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a candidate applies through the dialog and then sees the date and stage', async () => {
    const user = fastUser();
    const job = await addJob();
    const company = companyOf(job);
    await signInAs('candidate@demo.test');
    await openJob(job);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Cancel sends nothing.
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    await user.click(
      within(screen.getByRole('dialog', { name: `Apply to ${job.title}` })).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).not.toContain('POST /api/Job/apply');
    // Focus is back on what opened the dialog, after Cancel as after Escape.
    expect(screen.getByRole('button', { name: 'Apply now' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply now' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    const dialog = screen.getByRole('dialog', { name: `Apply to ${job.title}` });
    expect(dialog).toHaveTextContent(`${company.name} will see your Basecamp profile`);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));

    const applied = await screen.findByText('Applied on Nov 22, 2026');
    // The Apply now button is gone: the focus is on what replaced it, not dropped to the page.
    await waitFor(() => expect(applied.closest('p')).toHaveFocus());
    // The stage badge.
    expect(screen.getByText('Applied')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your applications' })).toHaveAttribute(
      'href',
      '/recommended-jobs?tab=applied',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save job|Saved/ })).not.toBeInTheDocument();
    await expectStatus(`Application sent to ${company.name}.`);
    expect(candidateHas(job)?.status).toBe(ApplicationStatus.Applied);
  });

  it('a company whose name ends with a full stop gets one full stop in the confirmation', async () => {
    const user = fastUser();
    const company = await addCompany({ name: 'Pine Gear Co.' });
    const job = await addJob({ companyId: company.id });
    await signInAs('candidate@demo.test');
    await openJob(job);
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send application' }));
    await expectStatus('Application sent to Pine Gear Co.');
    expect(screen.queryByText(/Co\.\./)).not.toBeInTheDocument();
  });

  it("applying takes the job out of the nav's count of recommended jobs at once", async () => {
    const user = fastUser();
    await signInAs('candidate@demo.test');
    const recommended = await jobCandidate.recommended({ pageSize: 1 });
    const job = db.jobs.findFirst((q) => q.where({ id: recommended.items[0]!.id }))!;
    await openJob(job);
    const myJobs = () => screen.getByRole('link', { name: /^My jobs/ });
    await waitFor(() => expect(myJobs()).toHaveAccessibleName(`My jobs, ${recommended.totalCount} recommended`));
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send application' }));
    await expectStatus(`Application sent to ${companyOf(job).name}.`);
    await waitFor(() => expect(myJobs()).toHaveAccessibleName(`My jobs, ${recommended.totalCount - 1} recommended`));
  });

  it("a job the candidate applied to earlier shows the application's stage", async () => {
    const job = await addJob();
    await addApplication({
      userId: CANDIDATE_ID,
      jobId: job.id,
      status: ApplicationStatus.Applied,
      stage: AppliedByFilter.Interviewing,
      createdDate: '2026-11-09T15:30:00.000Z',
    });
    await signInAs('candidate@demo.test');
    await openJob(job);
    expect(screen.getByText('Applied on Nov 9, 2026')).toBeInTheDocument();
    expect(screen.getByText('Interviewing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('an employer sees neither apply nor save', async () => {
    const job = await addJob();
    await signInAs('employer.admin@demo.test');
    await openJob(job);
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save job|Saved/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to apply' })).not.toBeInTheDocument();
    expect(fact('Job type')).toBe('Full-time');
  });
});

describe('job/:id: jobs that cannot be shown', () => {
  it("an unknown id shows that the job is not available, and a toast with the server's reason", async () => {
    renderApp('/job/999999');
    expect(await screen.findByRole('heading', { name: 'This job is not available', level: 1 })).toBeInTheDocument();
    await expectToast('This job does not exist or is no longer listed.');
    expect(screen.getByRole('link', { name: 'Search all jobs' })).toHaveAttribute('href', '/jobs');
    await waitFor(() => expect(document.title).toBe('Basecamp - Job not found'));
    expect(jsonLd()).toBeNull();
  });

  it('a draft is not available to a visitor', async () => {
    const draft = await addJob({ status: JobStatus.Draft });
    renderApp(`/job/${draft.id}`);
    expect(await screen.findByRole('heading', { name: 'This job is not available', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: draft.title })).not.toBeInTheDocument();
  });

  it('an id that is not a number shows the not-found page without asking the server', async () => {
    renderApp('/job/not-a-number');
    expect(await screen.findByRole('heading', { name: 'This job is not available', level: 1 })).toBeInTheDocument();
    expect(requests.filter((r) => r.includes('Job/by-id'))).toEqual([]);
  });
});
