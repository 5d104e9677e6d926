import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describedBy, expectToast, fastUser, rowTitles } from './data';
import { field, openForm } from './job-form-page';
import { db } from '../../mocks/db';
import { JobStatus } from '../../src/domain/enums/job';

/** A draft keeps whatever is there: only its title is needed; sending it for review asks for the rest. */

describe('a draft job', () => {
  it('is saved with a title alone, waits on the dashboard as it is, and sending it asks for the rest', async () => {
    const user = fastUser();
    const view = await openForm();
    await user.type(field('Job title'), 'Canyon Guide');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await expectToast('“Canyon Guide” was saved as a draft.');
    await waitFor(() => expect(rowTitles()).toContain('Canyon Guide'));
    const saved = db.jobs.all().find((j) => j.title === 'Canyon Guide')!;
    // Based where the company is (the form's preset); nothing else chosen.
    expect([saved.status, saved.jobType, saved.jobFieldId, saved.city, saved.description]).toEqual([
      JobStatus.Draft,
      null,
      null,
      'Boulder',
      '',
    ]);

    const row = screen.getByRole('article', { name: /Canyon Guide/ });
    expect(within(row).getByText('Boulder, CO · No job type yet · N/A')).toBeVisible();
    // It has no page yet: its title opens it to edit.
    await user.click(within(row).getByRole('link', { name: 'Canyon Guide' }));
    await waitFor(() => expect(view.path()).toBe(`/update-job/${saved.id}`));
    expect(await screen.findByLabelText('Job title')).toHaveValue('Canyon Guide');

    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(describedBy(field('Job type'))).toContain('Choose a job type'));
    expect(describedBy(field('Description'))).toContain('Describe the job in 50 characters or more');
    expect(view.path()).toBe(`/update-job/${saved.id}`);
    expect(db.jobs.all().find((j) => j.id === saved.id)?.status).toBe(JobStatus.Draft);
  });

  it('still needs a title', async () => {
    const user = fastUser();
    await openForm();
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(describedBy(field('Job title'))).toContain('Give the job a title'));
    expect(field('Job title')).toHaveFocus();
  });
});
