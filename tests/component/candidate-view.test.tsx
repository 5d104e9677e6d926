import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from './data';
import { addApplication, addJob } from './fixtures';
import { renderApp, signInAs } from './render';
import { db } from '../../mocks/db';
import { ApplicationStatus } from '../../src/domain/enums/applications';
import { ProfileVisibility } from '../../src/domain/enums/profile';

/** candidate/{id}/view: a candidate's public profile, as their visibility allows (no guard). */

const CASEY = 1;
const casey = () => db.users.findFirst((q) => q.where({ id: CASEY }))!;
const profile = () => db.candidateProfiles.findFirst((q) => q.where({ userId: CASEY }))!;

async function hide() {
  await db.users.update(casey(), {
    data(u) {
      u.profileVisibility = ProfileVisibility.AppliedEmployers;
    },
  });
}

const NOT_AVAILABLE = 'This profile is not available';

describe('/candidate/{id}/view', () => {
  it("shows a visitor what the candidate shows: name, place, focus, summary, skills; the page's title and description", async () => {
    renderApp(`/candidate/${CASEY}/view`, { beta: false });
    const heading = await screen.findByRole('heading', { name: 'Casey Rivers', level: 1 });
    expect(heading).toBeInTheDocument();
    expect(screen.getByText(/Boulder, Colorado, United States/)).toBeInTheDocument();
    const { professionalSummary, skills } = profile();
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByText(professionalSummary!)).toBeInTheDocument();
    const shown = within(screen.getByRole('region', { name: 'Skills' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(shown).toEqual(skills);
    expect(within(screen.getByRole('list', { name: 'Focus' })).getAllByRole('listitem').length).toBe(
      profile().focus.length,
    );
    await waitFor(() => expect(document.title).toBe('Basecamp - Casey Rivers'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      professionalSummary!.slice(0, 150),
    );
    // Not the candidate's own view.
    expect(screen.queryByText(/This is how employers see your profile/)).not.toBeInTheDocument();
  });

  it('shows the candidate their own profile as employers see it, with who may see it', async () => {
    await signInAs('candidate@demo.test');
    renderApp(`/candidate/${CASEY}/view`);
    const note = await screen.findByText(/This is how employers see your profile/);
    expect(note).toHaveTextContent('Visible to: Anyone with the link.');
    expect(within(note).getByRole('link', { name: 'Change who sees it' })).toHaveAttribute('href', '/account');
  });

  it('a hidden profile is not found for a visitor: the toast and the not-found page', async () => {
    await hide();
    renderApp(`/candidate/${CASEY}/view`, { beta: false });
    expect(await screen.findByRole('heading', { name: NOT_AVAILABLE, level: 1 })).toBeInTheDocument();
    await expectToast('This profile does not exist or is not shared.');
    expect(screen.queryByText('Casey Rivers')).not.toBeInTheDocument();
  });

  it('a hidden profile shows to the people of a company the candidate applied to, and to no other employer', async () => {
    await hide();
    // The member's company (Summit Trail Outfitters, company 1) gets an application of the candidate; Keystone's admin none.
    const applied = db.applications.findMany((q) => q.where({ userId: CASEY, status: ApplicationStatus.Applied }));
    const companies = new Set(applied.map((a) => db.jobs.findFirst((q) => q.where({ id: a.jobId }))!.companyId));
    if (!companies.has(1)) await addApplication({ userId: CASEY, jobId: (await addJob({ companyId: 1 })).id });
    await signInAs('employer.member@demo.test');
    const view = renderApp(`/candidate/${CASEY}/view`);
    expect(await screen.findByRole('heading', { name: 'Casey Rivers', level: 1 })).toBeInTheDocument();
    view.unmount();

    await signInAs('admin@demo.test');
    renderApp(`/candidate/${CASEY}/view`);
    expect(await screen.findByRole('heading', { name: NOT_AVAILABLE, level: 1 })).toBeInTheDocument();
  });

  it('an id of no candidate is not found (an employer is not a candidate)', async () => {
    renderApp('/candidate/3/view', { beta: false });
    expect(await screen.findByRole('heading', { name: NOT_AVAILABLE, level: 1 })).toBeInTheDocument();
  });
});
