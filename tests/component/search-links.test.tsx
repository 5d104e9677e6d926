import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cards, cardTitles, expectStatus, expectToast } from './data';
import { onlyJobs } from './fixtures';
import { renderApp } from './render';
import { addTitled, guides, keywordInput, searchForm } from './search-page';
import { location } from '../../mocks/builders';
import { JobType } from '../../src/domain/enums/job';

/**
 * Links the search cannot take as they are (hand-edited, old, or from elsewhere): /jobs opens the search it can do,
 * puts that in the URL, says what changed, and what the filters show is what the list is filtered by.
 */

async function openLink(search: string) {
  const view = renderApp(`/jobs${search}`);
  await screen.findByRole('heading', { name: 'Find your next outdoor job', level: 1 });
  return view;
}
/** Jobs at 0, 24, 28, 236 and about 300 miles from Boulder, CO, and one across the country. */
const aroundBoulder = [
  { title: 'Boulder Guide', ...location('boulder-co') },
  { title: 'Denver Guide', ...location('denver-co') },
  { title: 'Estes Park Guide', ...location('estes-park-co') },
  { title: 'Durango Guide', ...location('durango-co') },
  { title: 'Santa Fe Guide', ...location('santa-fe-nm') },
  { title: 'Pittsburgh Guide', ...location('pittsburgh-pa') },
];
const fieldSelect = () => within(screen.getByRole('group', { name: 'Job field' })).getByLabelText('Job field');

describe('/jobs from an odd link', () => {
  it('a page past the last opens the last page, and says so', async () => {
    await onlyJobs(...guides(45));
    const view = await openLink('?pageNumber=999');
    await expectStatus('45 jobs found, page 3 of 3');
    expect(view.path()).toBe('/jobs?pageNumber=3');
    expect(cardTitles()).toEqual(guides(45).slice(40));
    await expectToast('This search has 3 pages: here is the last.');
  });

  it('a distance that is not offered becomes the nearest one, shown and searched', async () => {
    await onlyJobs(...aroundBoulder);
    const view = await openLink('?near=boulder-co&radius=99999');
    await expectStatus('4 jobs found');
    expect(cardTitles()).toEqual(['Boulder Guide', 'Denver Guide', 'Estes Park Guide', 'Durango Guide']);
    expect(view.path()).toBe('/jobs?near=boulder-co&radius=250');
    expect(within(searchForm()).getByLabelText('Near')).toHaveDisplayValue('Boulder, CO');
    expect(within(searchForm()).getByLabelText('Within')).toHaveDisplayValue('250 mi (402 km)');
    await expectToast('Distances go from 10 to 250 mi: showing jobs within 250 mi of Boulder.');
  });

  it('a place without a distance is searched within the 50 miles the search bar shows', async () => {
    await onlyJobs(...aroundBoulder);
    const view = await openLink('?near=boulder-co');
    await expectStatus('3 jobs found');
    expect(cardTitles()).toEqual(['Boulder Guide', 'Denver Guide', 'Estes Park Guide']);
    expect(view.path()).toBe('/jobs?near=boulder-co&radius=50');
    expect(within(searchForm()).getByLabelText('Within')).toHaveDisplayValue('50 mi (80 km)');
  });

  it('a job field that does not exist is left out: the filter reads "All fields" and every job is listed', async () => {
    await onlyJobs('River Guide', { title: 'Product Designer', jobFieldId: 4, focusId: null });
    const view = await openLink('?jobFieldId=999');
    await expectStatus('2 jobs found');
    expect(view.path()).toBe('/jobs');
    expect(fieldSelect()).toHaveDisplayValue('All fields');
    await expectToast('The job field in this link does not exist: showing every field.');
  });

  it('a focus brings its job field, so the filters show what the list is filtered by', async () => {
    await onlyJobs(
      { title: 'Climbing Guide', focusId: 1 },
      { title: 'Paddling Guide', focusId: 2 },
      { title: 'Climbing Instructor', focusId: 1 },
    );
    const view = await openLink('?focusIds=1');
    await expectStatus('2 jobs found');
    expect(cardTitles()).toEqual(['Climbing Guide', 'Climbing Instructor']);
    expect(view.path()).toBe('/jobs?jobFieldId=1&focusIds=1');
    expect(fieldSelect()).toHaveDisplayValue('Guiding & Instruction');
    expect(screen.getByRole('checkbox', { name: 'Climbing' })).toBeChecked();
  });

  it('keywords past 100 characters are cut to the first 100, searched and shown, and the cut is said', async () => {
    await addTitled();
    const long = `packraft ${'guide '.repeat(400)}`;
    const kept = long.slice(0, 100).trim();
    const view = await openLink(`?keyword=${encodeURIComponent(long)}`);
    await expectStatus('1 job found');
    expect(new URLSearchParams(view.router.state.location.search).get('keyword')).toBe(kept);
    expect(keywordInput()).toHaveValue(kept);
    expect(cards().map((card) => within(card).getByRole('link').textContent)).toEqual(['Packraft Guide']);
    await expectToast('Keywords are limited to 100 characters: this search uses the first 100.');
  });

  it('a value that is not valid is left out alone, and said so', async () => {
    await onlyJobs('River Guide', { title: 'Ski Technician', jobType: JobType.PartTime }, 'Gear Planner');
    const view = await openLink('?jobTypes=1&jobTypes=99');
    await expectStatus('2 jobs found');
    expect(cardTitles()).toEqual(['River Guide', 'Gear Planner']);
    expect(view.path()).toBe('/jobs?jobTypes=1');
    expect(screen.getByRole('checkbox', { name: 'Full-time' })).toBeChecked();
    await expectToast('Some filters in this link are not valid: they were left out.');
  });
});
