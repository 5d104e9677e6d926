import { screen, within } from '@testing-library/react';
import { addCompany, addJob } from './fixtures';
import { renderApp } from './render';
import { buildJob } from '../../mocks/builders';
import { clock } from '../../mocks/clock';
import { recountCompany } from '../../mocks/companies';
import { db, nextId, type JobRecord } from '../../mocks/db';

/** What the tests of the job search share (jobs, job-board, search-links, scroll). */

export const PAGE_SIZE = 20;

/** The job search at `path`, once its page is there (its results may still be loading). */
export async function openSearch(path = '/jobs', options: { beta?: boolean } = {}) {
  const view = renderApp(path, options);
  await screen.findByRole('heading', { name: 'Find your next outdoor job', level: 1 });
  return view;
}

export const searchForm = () => screen.getByRole('search');
export const keywordInput = () => within(searchForm()).getByLabelText('Keywords');

/**
 * A keyword no seeded job has (in its title, company, place, field or focus): it finds the jobs with these titles,
 * created here (one at a time: each takes the next free id), and no others.
 */
export const KEYWORD = 'packraft';
export async function addTitled(titles = ['Packraft Guide', 'Packraft Trip Leader']) {
  const jobs: JobRecord[] = [];
  for (const title of titles) jobs.push(await addJob({ title }));
  return jobs;
}

/**
 * Makes the catalogue exactly these jobs, so that a test knows every job its search can find (tests/component/setup.ts
 * puts the seeded ones back after it): each the builder's active job (full-time, remote in region, in Harrisburg, PA,
 * $45,000-60,000 a year) with these details, or this title, of one company, the first created newest, an hour apart.
 * Their ids follow the seeded ones', so no seeded boost or application names them.
 */
export async function onlyJobs(...jobs: Array<string | Partial<JobRecord>>): Promise<JobRecord[]> {
  const firstId = nextId(db.jobs);
  db.jobs.clear();
  const { id: companyId } = await addCompany({ name: 'Juniata Outfitters' });
  const made: JobRecord[] = [];
  for (const [i, job] of jobs.entries()) {
    const details = typeof job === 'string' ? { title: job } : job;
    const createdDate = clock.hoursFromNow(-1 - i);
    made.push(await db.jobs.create(buildJob({ createdDate, ...details, id: firstId + i, companyId })));
  }
  await recountCompany(companyId);
  return made;
}

/** `Guide 1` to `Guide <count>`: titles of jobs that differ only by their place in the list. */
export const guides = (count: number) => Array.from({ length: count }, (_, i) => `Guide ${i + 1}`);

/** The texts of a select's options, in order. */
export const optionTexts = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options, (option) => option.textContent);

/** Every job sort menu (search, review queue, employer dashboard): each field A to Z (ascending) first. */
export const SORT_MENU = [
  'Created date: oldest first',
  'Created date: newest first',
  'Title: A to Z',
  'Title: Z to A',
  'Expire date: soonest first',
  'Expire date: latest first',
];
