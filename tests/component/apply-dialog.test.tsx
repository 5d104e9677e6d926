import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fastUser, recordRequests } from './data';
import { addJob } from './fixtures';
import { CANDIDATE_ID, companyOf, openJob } from './job-page';
import { renderApp, signInAs } from './render';
import { db } from '../../mocks/db';

/**
 * The apply dialog says what the application really shares: the résumé only when the candidate's profile has one
 * (the route's loader reads the profile, for a signed-in candidate only).
 */

const requests = recordRequests();

async function giveResume() {
  const casey = db.candidateProfiles.findFirst((q) => q.where({ userId: CANDIDATE_ID }))!;
  await db.candidateProfiles.update(casey, {
    data(p) {
      p.resumeUrl = 'data:application/pdf;base64,JVBERi0=';
    },
  });
}

async function openApply() {
  const user = fastUser();
  const job = await addJob();
  await signInAs('candidate@demo.test');
  await openJob(job);
  await user.click(screen.getByRole('button', { name: 'Apply now' }));
  return { job, dialog: screen.getByRole('dialog', { name: `Apply to ${job.title}` }) };
}

describe('the apply dialog', () => {
  it('without a résumé on the profile, promises none, says so and links to add one', async () => {
    const { job, dialog } = await openApply();
    // The demo candidate has no résumé: the dialog once promised the employer "your résumé" all the same.
    expect(dialog).not.toHaveTextContent(/skills, résumé/);
    expect(dialog).toHaveTextContent(
      `${companyOf(job).name} will see your Basecamp profile: your experience, skills and the way to reach you.`,
    );
    expect(dialog).toHaveTextContent('Your profile has no résumé, so none goes with this application.');
    expect(within(dialog).getByRole('link', { name: 'Add a résumé to your profile' })).toHaveAttribute(
      'href',
      '/profile/edit#profile-resumeUrl',
    );
    expect(within(dialog).getByRole('button', { name: 'Send application' })).toBeInTheDocument();
  });

  it('with a résumé on the profile, says the employer sees it', async () => {
    await giveResume();
    const { job, dialog } = await openApply();
    expect(dialog).toHaveTextContent(
      `${companyOf(job).name} will see your Basecamp profile: your experience, skills, résumé and the way to reach you.`,
    );
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  it('reads the profile for a signed-in candidate only: a visitor on a job page makes no profile call', async () => {
    const job = await addJob();
    renderApp(`/job-board?job=${job.id}`);
    await screen.findByRole('heading', { name: job.title, level: 1 });
    expect(screen.getByRole('link', { name: 'Sign in to apply' })).toBeInTheDocument();
    expect(requests.filter((r) => r.includes('/Profile'))).toEqual([]);

    await signInAs('employer.admin@demo.test');
    await openJob(job);
    expect(requests.filter((r) => r.includes('/Profile'))).toEqual([]);
  });

  it('reads the profile for a candidate (the call the test above looks for)', async () => {
    const job = await addJob();
    await signInAs('candidate@demo.test');
    await openJob(job);
    expect(requests).toContain('GET /api/Profile');
  });
});
