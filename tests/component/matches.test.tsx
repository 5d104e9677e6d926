import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast, fastUser } from './data';
import { addCompany, addEmployer, addJob, addUser } from './fixtures';
import { renderApp, signInAs } from './render';
import { buildCandidateProfile, location } from '../../mocks/builders';
import { db } from '../../mocks/db';

/**
 * job-matches/{id}: the employer of a live job sees the candidates whose profile matches it, best first; marks them,
 * hides them (undoable) or invites them with a message; the candidate sees the invitation under My jobs.
 */

/**
 * Only these candidates have a profile: Fenna Quist (a paddler near the job, 100 %) and Lorcan Vey (follows
 * paddling from Pittsburgh, 80 %); the job "Quillback Canoe Guide" (the builder's: full-time paddling, remote in
 * region) of Tamsin Orwell's company.
 */
async function jobWithMatches() {
  db.candidateProfiles.clear();
  const company = await addCompany({ name: 'Quillback Outfitters' });
  await addEmployer(company.id, { firstName: 'Tamsin', lastName: 'Orwell', email: 'tamsin@quillback.test' });
  const job = await addJob({ companyId: company.id, title: 'Quillback Canoe Guide' });
  const fenna = await addUser({
    firstName: 'Fenna',
    lastName: 'Quist',
    email: 'fenna@matches.test',
    password: 'demo1234',
  });
  await db.candidateProfiles.create(
    buildCandidateProfile({
      userId: fenna.id,
      currentLocation: location('harrisburg-pa'),
      isRemoteConsidered: true,
      jobType: [1],
      focus: [2],
      salaries: [{ min: 40_000, max: null, compensationId: 5 }],
    }),
  );
  const lorcan = await addUser({
    firstName: 'Lorcan',
    lastName: 'Vey',
    email: 'lorcan@matches.test',
    password: 'demo1234',
  });
  await db.candidateProfiles.create(
    buildCandidateProfile({ userId: lorcan.id, currentLocation: location('pittsburgh-pa'), focus: [2] }),
  );
  return { job, fenna, lorcan };
}

const names = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent);
const card = (name: string) => screen.getByRole('article', { name });

async function openMatches(jobId: number) {
  await signInAs('tamsin@quillback.test');
  const view = renderApp(`/job-matches/${jobId}`);
  await screen.findByRole('heading', { level: 1, name: /Matching candidates\s*for Quillback Canoe Guide/ });
  await screen.findByText('2 matching candidates');
  return view;
}

describe('matching candidates', () => {
  it('opens from the applicants and lists those who match, the best first, with why', async () => {
    const { job } = await jobWithMatches();
    await signInAs('tamsin@quillback.test');
    renderApp(`/job-applicants/${job.id}`);
    const user = fastUser();
    await user.click(await screen.findByRole('link', { name: 'Find matching candidates' }));
    expect(await screen.findByText('2 matching candidates')).toBeInTheDocument();
    expect(names()).toEqual(['Fenna Quist', 'Lorcan Vey']);
    expect(within(card('Fenna Quist')).getByText('100%')).toBeInTheDocument();
    expect(within(card('Lorcan Vey')).getByText('80%')).toBeInTheDocument();
    expect(within(card('Lorcan Vey')).getByText('Pittsburgh, PA')).toBeInTheDocument();
  });

  it('invites one with a message: checked beside the field, emailed, and under the candidate’s invitations', async () => {
    const { job } = await jobWithMatches();
    const view = await openMatches(job.id);
    const user = fastUser();
    await user.click(within(card('Lorcan Vey')).getByRole('button', { name: 'Invite Lorcan Vey to apply' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Lorcan Vey to apply' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Apply!');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(dialog).findByText('Write a message of 10 to 500 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Your message' })).toHaveValue('Apply!');
    await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), ' Your river days fit this job.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    await expectToast('Lorcan Vey is invited to apply: they have an email.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card('Lorcan Vey')).findByText('Invited: message pending')).toBeInTheDocument();
    // Invited once is enough: the button is gone, and the focus is on the card's first action left.
    expect(within(card('Lorcan Vey')).queryByRole('button', { name: 'Invite Lorcan Vey to apply' })).toBeNull();
    await waitFor(() =>
      expect(within(card('Lorcan Vey')).getByRole('button', { name: 'Interested in Lorcan Vey' })).toHaveFocus(),
    );
    const mail = db.emails.findFirst((q) => q.where({ to: 'lorcan@matches.test' }));
    expect(mail?.subject).toBe('Quillback Outfitters invites you to apply for “Quillback Canoe Guide”');

    view.unmount();
    await signInAs('lorcan@matches.test');
    const candidate = renderApp('/recommended-jobs?tab=invited');
    const invited = (await screen.findByRole('link', { name: 'Quillback Canoe Guide' })).closest('article')!;
    expect(within(invited as HTMLElement).getByText('New')).toBeInTheDocument();
    expect(within(invited as HTMLElement).getByText('Apply! Your river days fit this job.')).toBeInTheDocument();
    await waitFor(() =>
      expect(db.candidateResponses.findFirst((q) => q.where({ jobId: job.id }))?.seenDate).not.toBeNull(),
    );

    candidate.unmount();
    await openMatches(job.id);
    expect(within(card('Lorcan Vey')).getByText('Invited: message sent')).toBeInTheDocument();
  });

  it('marks one interested: said on the card, whose first action then takes the focus from the button gone', async () => {
    const { job } = await jobWithMatches();
    await openMatches(job.id);
    const user = fastUser();
    await user.dblClick(within(card('Fenna Quist')).getByRole('button', { name: 'Interested in Fenna Quist' }));
    await expectToast('Fenna Quist is marked interested.');
    // The word, not the button of the same text: that one stays, busy, until the response is listed.
    await waitFor(() =>
      expect(within(card('Fenna Quist')).getByText('Interested', { selector: 'strong' })).toBeInTheDocument(),
    );
    expect(within(card('Fenna Quist')).queryByRole('button', { name: 'Interested in Fenna Quist' })).toBeNull();
    await waitFor(() =>
      expect(within(card('Fenna Quist')).getByRole('button', { name: 'Invite Fenna Quist to apply' })).toHaveFocus(),
    );
    expect(db.candidateResponses.findMany((q) => q.where({ jobId: job.id }))).toHaveLength(1);
  });

  it('hides one marked not interested, lists them apart, and undoes it', async () => {
    const { job } = await jobWithMatches();
    const view = await openMatches(job.id);
    const user = fastUser();
    await user.click(within(card('Fenna Quist')).getByRole('button', { name: 'Not interested in Fenna Quist' }));
    await expectToast('Fenna Quist is marked not interested and hidden from the matches.');
    await waitFor(() => expect(names()).toEqual(['Lorcan Vey']));
    // Her card went, its buttons with it: the focus goes on to the card that took its place.
    await waitFor(() =>
      expect(within(card('Lorcan Vey')).getByRole('button', { name: 'Invite Lorcan Vey to apply' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('link', { name: 'Show those marked not interested' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?notInterested=1'));
    await waitFor(() => expect(names()).toEqual(['Fenna Quist']));
    await user.click(within(card('Fenna Quist')).getByRole('button', { name: 'Undo not interested in Fenna Quist' }));
    await expectToast('Fenna Quist is back among the matches.');
    // The list of those marked not interested is empty now: the page's heading takes the focus.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    await user.click(screen.getByRole('link', { name: 'Back to the matches' }));
    await waitFor(() => expect(names()).toEqual(['Fenna Quist', 'Lorcan Vey']));
  });
});
