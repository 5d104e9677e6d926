import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clickTwiceAtOnce, expectStatus, fastUser, NOW, recordRequests, rowTitles } from './data';
import { addCompany, addJob, onlyJobs } from './fixtures';
import { renderApp, signInAs } from './render';
import { clock } from '../../mocks/clock';
import { db } from '../../mocks/db';
import { JobStatus } from '../../src/domain/enums/job';
import { appStore, userAtom } from '../../src/state/session';

/**
 * admin/jobs: what the admin is told when a job leaves the list, where the focus goes then, and Close: asked first,
 * and held a few seconds to be undone (sent when the window ends, even from another page; at once on sign-out).
 */

const requests = recordRequests();
const statusCalls = (id: number) => requests.filter((r) => r === `PUT /api/admin/Job/${id}/status`);
const statusOf = (id: number) => db.jobs.findFirst((q) => q.where({ id }))!.status;
const waiting = (title: string, daysAgo: number) => ({
  title,
  status: JobStatus.PendingReview,
  createdDate: clock.daysFromNow(-daysAgo),
});
const button = (name: string) => screen.getByRole('button', { name });
const expectFocus = (name: string) => waitFor(() => expect(button(name)).toHaveFocus());
/** The notice above the list: its message, read out politely, and what sits beside it. */
const notice = () => screen.getByText(/^(Approved|Rejected|Closed|“)/, { selector: '.review-notice [role=status]' });

async function openQueue(path = '/admin/jobs') {
  await signInAs('admin@demo.test');
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Review jobs' });
  return view;
}

describe('admin/jobs: a decided job leaves the list with a word, and the focus goes on', () => {
  it('Approve names the job in the notice and moves the focus to the row that took its place', async () => {
    await onlyJobs(waiting('Canyon Guide', 10), waiting('Ski Patroller', 5));
    await openQueue();
    await expectStatus('2 jobs waiting for review');
    clickTwiceAtOnce(button('Approve Canyon Guide'));
    await expectStatus('Approved “Canyon Guide” by Juniata Outfitters. It is on the job search now.');
    expect(notice().parentElement).toHaveClass('notice');
    await expectStatus('1 job waiting for review');
    expect(rowTitles()).toEqual(['Ski Patroller']);
    await expectFocus('Approve Ski Patroller');
    // One decision sent: a second one would have been refused (409) with an error toast.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('approving the last job moves the focus to the empty queue’s heading', async () => {
    await onlyJobs(waiting('Canyon Guide', 10));
    await openQueue();
    await expectStatus('1 job waiting for review');
    clickTwiceAtOnce(button('Approve Canyon Guide'));
    await expectStatus('Approved “Canyon Guide” by Juniata Outfitters. It is on the job search now.');
    const heading = await screen.findByRole('heading', { level: 2, name: 'The queue is empty' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('a company whose name ends in a full stop ends the sentence once', async () => {
    const company = await addCompany({ name: 'Keystone Paddle Co.' });
    await addJob({ companyId: company.id, ...waiting('Raft Guide', 400) });
    await openQueue(`/admin/jobs?companyId=${company.id}`);
    clickTwiceAtOnce(await screen.findByRole('button', { name: 'Approve Raft Guide' }));
    await expectStatus('Approved “Raft Guide” by Keystone Paddle Co. It is on the job search now.');
  });

  it('Reject, once the reason is sent, names the job and moves the focus to the row before when it was last', async () => {
    const user = fastUser();
    const [, last] = await onlyJobs(waiting('Ski Patroller', 10), waiting('Canyon Guide', 5));
    await openQueue();
    await expectStatus('2 jobs waiting for review');
    await user.click(button('Reject Canyon Guide'));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Canyon Guide”' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Please add the pay range for the season.');
    clickTwiceAtOnce(within(dialog).getByRole('button', { name: 'Reject job' }));
    await expectStatus('Rejected “Canyon Guide” by Juniata Outfitters. The employer sees your reason beside the job.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(rowTitles()).toEqual(['Ski Patroller']));
    await expectFocus('Approve Ski Patroller');
    expect(statusCalls(last!.id)).toHaveLength(1);
    expect(statusOf(last!.id)).toBe(JobStatus.Rejected);
  });
});

describe('admin/jobs: Close is asked first and can be undone for a few seconds', () => {
  beforeEach(() => {
    // The undo window runs on the test's clock (timers as well as Date), which also runs on by itself.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(NOW));
  });
  const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const openLive = async () => {
    const jobs = await onlyJobs('Boathouse Attendant', 'Canyon Guide');
    const view = await openQueue(`/admin/jobs?orderStatus=Active&sort=title&order=asc`);
    await waitFor(() => expect(rowTitles()).toEqual(['Boathouse Attendant', 'Canyon Guide']));
    return { jobs, view };
  };
  const closeAndConfirm = async (title: string) => {
    clickTwiceAtOnce(button(`Close ${title}`));
    const dialog = await screen.findByRole('dialog', { name: `Close “${title}”?` });
    clickTwiceAtOnce(within(dialog).getByRole('button', { name: 'Close job' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  };

  it('asks first: Cancel comes first and Escape cancels, back on Close, and nothing is sent', async () => {
    const { jobs } = await openLive();
    // Clicked, a button takes the focus (fireEvent does not give it).
    button('Close Boathouse Attendant').focus();
    clickTwiceAtOnce(button('Close Boathouse Attendant'));
    const dialog = await screen.findByRole('dialog', { name: 'Close “Boathouse Attendant”?' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Close job']);
    expect(dialog).toHaveTextContent(
      'It leaves the job search and takes no more applications. Juniata Outfitters cannot edit or reopen it. You can undo this for 5 seconds.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button('Close Boathouse Attendant')).toHaveFocus();
    await pass(6000);
    expect(rowTitles()).toEqual(['Boathouse Attendant', 'Canyon Guide']);
    expect(statusCalls(jobs[0]!.id)).toEqual([]);
  });

  it('closing takes the row away at once with Undo beside the notice, and sends the close when the window ends', async () => {
    const { jobs } = await openLive();
    const [boathouse] = jobs;
    await closeAndConfirm('Boathouse Attendant');
    await expectStatus('Closed “Boathouse Attendant” by Juniata Outfitters. It takes no more applications.');
    await expectStatus('1 job in Active');
    expect(rowTitles()).toEqual(['Canyon Guide']);
    await expectFocus('Close Canyon Guide');
    expect(button('Undo closing Boathouse Attendant')).toBeVisible();
    // Not sent yet.
    await pass(4000);
    expect(statusCalls(boathouse!.id)).toEqual([]);
    expect(statusOf(boathouse!.id)).toBe(JobStatus.Active);
    // Undo has the focus as the window ends: the notice takes it when Undo goes.
    button('Undo closing Boathouse Attendant').focus();
    await pass(1500);
    await waitFor(() => expect(statusOf(boathouse!.id)).toBe(JobStatus.ApplicationClosed));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument());
    expect(statusCalls(boathouse!.id)).toHaveLength(1);
    expect(rowTitles()).toEqual(['Canyon Guide']);
    expect(notice().parentElement).toHaveFocus();
    expect(notice()).toHaveTextContent(
      'Closed “Boathouse Attendant” by Juniata Outfitters. It takes no more applications.',
    );
  });

  it('Undo puts the job back, says so, returns the focus to its Close, and nothing is sent', async () => {
    const { jobs } = await openLive();
    await closeAndConfirm('Canyon Guide');
    await expectFocus('Close Boathouse Attendant');
    clickTwiceAtOnce(button('Undo closing Canyon Guide'));
    await expectStatus('“Canyon Guide” by Juniata Outfitters stays open: closing it was undone.');
    await waitFor(() => expect(rowTitles()).toEqual(['Boathouse Attendant', 'Canyon Guide']));
    await expectFocus('Close Canyon Guide');
    await pass(6000);
    expect(statusCalls(jobs[1]!.id)).toEqual([]);
    expect(statusOf(jobs[1]!.id)).toBe(JobStatus.Active);
  });

  it('leaving the page within the window still sends the close when the window ends', async () => {
    const { jobs, view } = await openLive();
    await closeAndConfirm('Boathouse Attendant');
    await act(() => view.router.navigate('/jobs'));
    await waitFor(() => expect(view.path()).toBe('/jobs'));
    expect(statusOf(jobs[0]!.id)).toBe(JobStatus.Active);
    await pass(5500);
    await waitFor(() => expect(statusOf(jobs[0]!.id)).toBe(JobStatus.ApplicationClosed));
    expect(statusCalls(jobs[0]!.id)).toHaveLength(1);
  });

  it('signing out within the window sends the close first, with the admin’s session', async () => {
    const { jobs, view } = await openLive();
    await closeAndConfirm('Boathouse Attendant');
    clickTwiceAtOnce(button('Sign out'));
    await waitFor(() => expect(view.path()).toBe('/login'));
    expect(appStore.get(userAtom)).toBeNull();
    expect(statusOf(jobs[0]!.id)).toBe(JobStatus.ApplicationClosed);
    expect(statusCalls(jobs[0]!.id)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
