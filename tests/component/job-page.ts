import { screen } from '@testing-library/react';
import { renderApp } from './render';
import { db, type JobRecord } from '../../mocks/db';

/** What the tests of a job's page share (job-detail.test.tsx, job-actions.test.tsx). */

export const CANDIDATE_ID = 1;

export const companyOf = (job: JobRecord) => db.companies.findFirst((q) => q.where({ id: job.companyId }))!;
export const candidateHas = (job: JobRecord) =>
  db.applications.findFirst((q) => q.where({ userId: CANDIDATE_ID, jobId: job.id }));

/** The value of a fact of the job's fact list ('Job type' → 'Full-time'). */
export const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
export const jsonLd = () => {
  const script = document.head.querySelector('script[type="application/ld+json"]');
  return script ? (JSON.parse(script.textContent!) as Record<string, unknown>) : null;
};

export async function openJob(job: JobRecord) {
  const view = renderApp(`/job/${job.id}`);
  await screen.findByRole('heading', { name: job.title, level: 1 });
  return view;
}
