import { screen, within } from '@testing-library/react';
import { addJob } from './fixtures';
import { renderApp } from './render';
import type { JobRecord } from '../../mocks/db';
import { gazetteer } from '../../mocks/gazetteer';

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

/**
 * Reads the mock's gazetteer (its towns and its postal codes: seconds in Node, once a worker), for a test file whose
 * Near field is typed in: in a `beforeAll`, so that a test waits for a typeahead's answer, not for the reading.
 */
export async function readGazetteer() {
  await Promise.all([gazetteer.byId('boulder-co'), gazetteer.byId('80302')]);
}
