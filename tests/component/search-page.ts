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
