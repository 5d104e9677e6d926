import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cards, expectStatus, fastUser } from './data';
import { onlyJobs } from './fixtures';
import { renderApp } from './render';
import { guides, PAGE_SIZE } from './search-page';
import { JobType } from '../../src/domain/enums/job';

/**
 * Back from a job's page to the list it was opened from comes back to the exact place in the list, with the whole
 * list there: by the browser's Back, and by the page's own back link. jsdom does not lay out or scroll, so the test
 * plays the browser's part: it sets the window's scroll position, and records where the app scrolls to and how many
 * cards the list holds at that moment.
 */

let scrollY = 0;
const scrolls: Array<{ y: number; cards: number }> = [];
beforeEach(() => {
  scrollY = 0;
  scrolls.length = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
    scrollY = y;
    scrolls.push({ y, cards: cards().length });
  }) as typeof window.scrollTo);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The search at `path`, scrolled to `y`, then the job of its 15th card opened. */
async function openFromList(path: string, y: number) {
  const user = fastUser();
  await onlyJobs(...guides(25), { title: 'Ski Technician', jobType: JobType.PartTime });
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Find your next outdoor job', level: 1 });
  await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE));
  const card = cards()[14]!;
  const title = within(card).getByRole('link').textContent!;
  scrollY = y;
  await user.click(within(card).getByRole('link'));
  await screen.findByRole('heading', { level: 1, name: title });
  expect(scrollY).toBe(0);
  scrolls.length = 0;
  return { user, view };
}

describe('back from a job to the list it was opened from', () => {
  it("the browser's Back: the list is back at the exact position, with every card there", async () => {
    const { view } = await openFromList('/jobs?jobTypes=1', 2400);
    await act(() => view.router.navigate(-1));
    await expectStatus('25 jobs found, page 1 of 2');
    expect(view.path()).toBe('/jobs?jobTypes=1');
    expect(scrolls.at(-1)).toEqual({ y: 2400, cards: PAGE_SIZE });
  });

  it("the page's own back link: to the same search (not all jobs), at the exact position, with every card there", async () => {
    const { user, view } = await openFromList('/jobs?jobTypes=1', 3100);
    await user.click(screen.getByRole('link', { name: '← Back to the list' }));
    await expectStatus('25 jobs found, page 1 of 2');
    expect(view.path()).toBe('/jobs?jobTypes=1');
    expect(scrolls.at(-1)).toEqual({ y: 3100, cards: PAGE_SIZE });
  });

  it('a job page opened directly still offers all jobs, from the top', async () => {
    const user = fastUser();
    const [job] = await onlyJobs('River Guide');
    const view = renderApp(`/job/${job!.id}`);
    const back = await screen.findByRole('link', { name: '← All jobs' });
    // Read down the job's page first: the list must still open at its top.
    scrollY = 1800;
    await user.click(back);
    await screen.findByRole('heading', { name: 'Find your next outdoor job', level: 1 });
    expect(view.path()).toBe('/jobs');
    await waitFor(() => expect(scrolls.at(-1)).toMatchObject({ y: 0 }));
  });
});
