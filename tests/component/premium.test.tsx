import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobWithApplicants, openApplicants } from './applicants-fixtures';
import { addUser } from './fixtures';
import { renderApp, signInAs } from './render';
import { buildCandidateResponse } from '../../mocks/builders';
import { clock } from '../../mocks/clock';
import { db, nextId } from '../../mocks/db';
import { Role } from '../../src/domain/enums/user';

/** What Premium adds (docs/hiring.md): applications that stand out, and the employers interested in the candidate. */

describe('Premium', () => {
  it("marks a Premium candidate's application for the employer", async () => {
    const { job, odile } = await jobWithApplicants();
    await db.users.update((q) => q.where({ id: odile.user.id }), {
      data(u) {
        u.roles = [Role.User, Role.Premium];
      },
    });
    await openApplicants(job.id);
    expect(within(screen.getByRole('row', { name: /Odile Brask/ })).getByText('Premium')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Ines Marrow/ })).queryByText('Premium')).not.toBeInTheDocument();
  });

  it('shows a Premium candidate the employers who marked them interested, and others what Premium would show', async () => {
    const { job } = await jobWithApplicants();
    const premium = await addUser({
      firstName: 'Sunniva',
      lastName: 'Holt',
      email: 'sunniva@premium.test',
      password: 'demo1234',
      roles: [Role.User, Role.Premium],
    });
    await db.candidateResponses.create(
      buildCandidateResponse({
        id: nextId(db.candidateResponses),
        jobId: job.id,
        userId: premium.id,
        kind: 0,
        message: null,
        createdDate: clock.iso(),
      }),
    );
    await signInAs('sunniva@premium.test');
    const view = renderApp('/recommended-jobs?tab=invited');
    const panel = await screen.findByRole('region', { name: 'Employers interested in you Premium' });
    expect(await within(panel).findByText('Quillback Outfitters')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Quillback Canoe Guide' })).toBeInTheDocument();

    view.unmount();
    await signInAs('yusuf@applicants.test');
    renderApp('/recommended-jobs?tab=invited');
    const teaser = await screen.findByRole('region', { name: 'Employers interested in you Premium' });
    expect(
      within(teaser).getByText(
        'With Premium you see which employers marked you interested, and your applications stand out to employers.',
      ),
    ).toBeInTheDocument();
  });
});
