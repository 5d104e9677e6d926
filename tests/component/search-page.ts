import { screen, within } from '@testing-library/react';
import { listedJobs } from './data';
import { addJob } from './fixtures';

/** What the tests of the job search share (jobs.test.tsx, job-board.test.tsx). */

export const PAGE_SIZE = 20;
const pages = (count: number) => Math.ceil(count / PAGE_SIZE);
/** The count the search announces ('312 jobs found, page 1 of 16'). */
export const found = (count: number, page = 1) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'job' : 'jobs'} found${pages(count) > 1 ? `, page ${page} of ${pages(count)}` : ''}`;

export const searchForm = () => screen.getByRole('search');
export const keywordInput = () => within(searchForm()).getByLabelText('Keywords');

/** Listed jobs whose title holds the word. */
export const titled = (word: string) => listedJobs().filter((job) => job.title.toLowerCase().includes(word));

/**
 * A keyword no seeded job has (in its title, company, place, field or focus): it finds the jobs with these titles,
 * created here (one at a time: each takes the next free id), and no others.
 */
export const KEYWORD = 'packraft';
export async function addTitled(titles = ['Packraft Guide', 'Packraft Trip Leader']) {
  for (const title of titles) await addJob({ title });
}

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
