import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cards, cardTitles, expectStatus, fastUser } from './data';
import { addApplication, addJob, addUser } from './fixtures';
import { openMyJobs } from './recommended-page';
import { signInAs } from './render';
import { clock } from '../../mocks/clock';
import { db } from '../../mocks/db';
import { ApplicationStatus, AppliedByFilter } from '../../src/domain/enums/applications';

/** /recommended-jobs: a candidate's saved jobs and applications. */

const candidateJobs = (userId: number, status: number) =>
  db.applications
    .findMany((q) => q.where({ userId, status }))
    .map((a) => ({ ...a, job: db.jobs.findFirst((q) => q.where({ id: a.jobId }))! }));

/** A new candidate (no profile, nothing saved or applied to yet), signed in. */
async function asNewCandidate() {
  const candidate = await addUser();
  await signInAs(candidate.email, candidate.password);
  return candidate;
}

describe('/recommended-jobs: the Saved and Applied tabs', () => {
  it('the Saved tab lists the saved jobs; Remove announces it and the job goes', async () => {
    const user = fastUser();
    const candidate = await asNewCandidate();
    for (const [title, daysAgo] of [
      ['Canoe Livery Attendant', 1],
      ['Climbing Wall Supervisor', 4],
    ] as const) {
      const job = await addJob({ title });
      await addApplication({
        userId: candidate.id,
        jobId: job.id,
        status: ApplicationStatus.Watching,
        createdDate: clock.daysFromNow(-daysAgo),
      });
    }
    const saved = candidateJobs(candidate.id, ApplicationStatus.Watching).sort((a, b) =>
      b.createdDate.localeCompare(a.createdDate),
    );
    expect(saved).toHaveLength(2);
    await openMyJobs('/recommended-jobs?tab=saved');
    await expectStatus('2 saved jobs');
    expect(screen.getByRole('link', { name: 'Saved' })).toHaveAttribute('aria-current', 'page');
    expect(cardTitles()).toEqual(saved.map((s) => s.job.title));
    expect(screen.queryByText(/% match$/)).not.toBeInTheDocument();

    const [gone, kept] = saved;
    const card = cards()[0]!;
    expect(within(card).getByText(/^Saved on /)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: new RegExp(`^Remove ?${gone!.job.title}$`) }));
    await expectStatus(`${gone!.job.title} was removed from your saved jobs.`);
    await expectStatus('1 saved job');
    expect(cardTitles()).toEqual([kept!.job.title]);
    expect(candidateJobs(candidate.id, ApplicationStatus.Watching).map((s) => s.jobId)).toEqual([kept!.jobId]);
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
    const applied = candidateJobs(candidate.id, ApplicationStatus.Applied);
    const atStage = (stage: number) => applied.filter((a) => a.stage === stage).map((a) => a.job.title);
    const view = await openMyJobs('/recommended-jobs?tab=applied');
    await expectStatus(`${applied.length} applications`);
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

    for (const [label, stage] of [
      ['Interviewing', 1],
      ['Not hired', 3],
      ['Received Offer', 2],
      ['Applied', 0],
    ] as const) {
      await user.click(within(stages).getByRole('radio', { name: label }));
      expect(new URLSearchParams(view.router.state.location.search).get('appliedBy')).toBe(String(stage));
      await waitFor(() => expect(cardTitles()).toEqual(atStage(stage)));
      await expectStatus('1 application');
      expect(badges()).toEqual([label]);
      expect(within(stages).getByRole('radio', { name: label })).toBeChecked();
    }

    await user.click(within(stages).getByRole('radio', { name: 'All' }));
    await expectStatus(`${applied.length} applications`);
    expect(new URLSearchParams(view.router.state.location.search).has('appliedBy')).toBe(false);
  });
});
