import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cards, cardTitles, clickTwiceAtOnce, expectStatus, fastUser, recordRequests } from './data';
import { addApplication, addJob, addUser } from './fixtures';
import { openMyJobs } from './recommended-page';
import { signInAs } from './render';
import { clock } from '../../mocks/clock';
import { db } from '../../mocks/db';
import { ApplicationStatus, AppliedByFilter } from '../../src/domain/enums/applications';

/** /recommended-jobs: a candidate's saved jobs and applications. */

/** The ids of the jobs the candidate saved. */
const savedJobIds = (userId: number) =>
  db.applications.findMany((q) => q.where({ userId, status: ApplicationStatus.Watching })).map((a) => a.jobId);

/** A new candidate (no profile, nothing saved or applied to yet), signed in. */
async function asNewCandidate() {
  const candidate = await addUser();
  await signInAs(candidate.email, candidate.password);
  return candidate;
}

const requests = recordRequests();

describe('/recommended-jobs: the Saved and Applied tabs', () => {
  it('the Saved tab lists the saved jobs; Remove announces it and the job goes', async () => {
    const user = fastUser();
    const candidate = await asNewCandidate();
    const save = async (title: string, daysAgo: number) => {
      const job = await addJob({ title });
      await addApplication({
        userId: candidate.id,
        jobId: job.id,
        status: ApplicationStatus.Watching,
        createdDate: clock.daysFromNow(-daysAgo),
      });
      return job;
    };
    const older = await save('Climbing Wall Supervisor', 4);
    await save('Canoe Livery Attendant', 1);
    await openMyJobs('/recommended-jobs?tab=saved');
    await expectStatus('2 saved jobs');
    expect(screen.getByRole('link', { name: 'Saved' })).toHaveAttribute('aria-current', 'page');
    // The latest saved first.
    expect(cardTitles()).toEqual(['Canoe Livery Attendant', 'Climbing Wall Supervisor']);
    expect(screen.queryByText(/% match$/)).not.toBeInTheDocument();

    const card = cards()[0]!;
    expect(within(card).getByText(/^Saved on /)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /^Remove ?Canoe Livery Attendant$/ }));
    await expectStatus('Canoe Livery Attendant was removed from your saved jobs.');
    await expectStatus('1 saved job');
    expect(cardTitles()).toEqual(['Climbing Wall Supervisor']);
    expect(savedJobIds(candidate.id)).toEqual([older.id]);
  });

  it('a double click on Remove removes the job once, with no error', async () => {
    const candidate = await asNewCandidate();
    const job = await addJob({ title: 'Canoe Livery Attendant' });
    await addApplication({ userId: candidate.id, jobId: job.id, status: ApplicationStatus.Watching });
    await openMyJobs('/recommended-jobs?tab=saved');
    await expectStatus('1 saved job');
    requests.length = 0;
    clickTwiceAtOnce(within(cards()[0]!).getByRole('button', { name: /^Remove ?Canoe Livery Attendant$/ }));
    await expectStatus('Canoe Livery Attendant was removed from your saved jobs.');
    expect(requests.filter((r) => !r.startsWith('GET '))).toEqual(['DELETE /api/Job/watch']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(savedJobIds(candidate.id)).toEqual([]);
  });

  it('the Applied tab filters the applications by stage', async () => {
    const user = fastUser();
    const candidate = await asNewCandidate();
    // One application at each stage, the newest first: Applied, Interviewing, Received Offer, Not hired.
    const atEachStage = [
      AppliedByFilter.Applied,
      AppliedByFilter.Interviewing,
      AppliedByFilter.ReceivedOffer,
      AppliedByFilter.Rejected,
    ];
    for (const [i, stage] of atEachStage.entries()) {
      const job = await addJob({ title: `Trail Crew Member ${i + 1}` });
      await addApplication({ userId: candidate.id, jobId: job.id, stage, createdDate: clock.daysFromNow(-1 - i) });
    }
    const view = await openMyJobs('/recommended-jobs?tab=applied');
    await expectStatus('4 applications');
    const stages = screen.getByRole('group', { name: 'Applied by stage' });
    expect(
      within(stages)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Applied', 'Interviewing', 'Received Offer', 'Not hired', 'All']);
    expect(within(stages).getByRole('radio', { name: 'All' })).toBeChecked();
    const badges = () =>
      cards().map((card) => within(card).getByText(/^(Applied|Interviewing|Received Offer|Not hired)$/).textContent);
    expect(badges()).toEqual(['Applied', 'Interviewing', 'Received Offer', 'Not hired']);

    for (const [label, stage, title] of [
      ['Interviewing', 1, 'Trail Crew Member 2'],
      ['Not hired', 3, 'Trail Crew Member 4'],
      ['Received Offer', 2, 'Trail Crew Member 3'],
      ['Applied', 0, 'Trail Crew Member 1'],
    ] as const) {
      await user.click(within(stages).getByRole('radio', { name: label }));
      expect(new URLSearchParams(view.router.state.location.search).get('appliedBy')).toBe(String(stage));
      await waitFor(() => expect(cardTitles()).toEqual([title]));
      await expectStatus('1 application');
      expect(badges()).toEqual([label]);
      expect(within(stages).getByRole('radio', { name: label })).toBeChecked();
    }

    await user.click(within(stages).getByRole('radio', { name: 'All' }));
    await expectStatus('4 applications');
    expect(new URLSearchParams(view.router.state.location.search).has('appliedBy')).toBe(false);
  });
});
