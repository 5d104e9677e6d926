import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cards, expectStatus, expectToast, listedJobs } from './data';
import { renderApp } from './render';
import { addTitled, found, keywordInput, PAGE_SIZE, searchForm } from './search-page';
import { haversineMiles } from '../../src/domain/distance';
import { placeById } from '../../src/domain/places';

/**
 * Links the search cannot take as they are (hand-edited, old, or from elsewhere): /jobs opens the search it can do,
 * puts that in the URL, says what changed, and what the filters show is what the list is filtered by.
 */

async function openLink(search: string) {
  const view = renderApp(`/jobs${search}`);
  await screen.findByRole('heading', { name: 'Find your next outdoor job', level: 1 });
  return view;
}
const fieldSelect = () => within(screen.getByRole('group', { name: 'Job field' })).getByLabelText('Job field');

describe('/jobs from an odd link', () => {
  it('a page past the last opens the last page, and says so', async () => {
    const total = listedJobs().length;
    const last = Math.ceil(total / PAGE_SIZE);
    expect(last).toBeGreaterThan(1);
    const view = await openLink('?pageNumber=999');
    await expectStatus(found(total, last));
    expect(view.path()).toBe(`/jobs?pageNumber=${last}`);
    expect(cards()).toHaveLength(total - PAGE_SIZE * (last - 1));
    await expectToast(`This search has ${last} pages: here is the last.`);
  });

  it('a distance that is not offered becomes the nearest one, shown and searched', async () => {
    const boulder = placeById('boulder-co')!;
    const within250 = listedJobs().filter((job) => haversineMiles(boulder, job) <= 250);
    expect(within250.length).toBeLessThan(listedJobs().length);
    const view = await openLink('?near=boulder-co&radius=99999');
    await expectStatus(found(within250.length));
    expect(view.path()).toBe('/jobs?near=boulder-co&radius=250');
    expect(within(searchForm()).getByLabelText('Near')).toHaveDisplayValue('Boulder, CO');
    expect(within(searchForm()).getByLabelText('Within')).toHaveDisplayValue('250 mi (402 km)');
    await expectToast('Distances go from 10 to 250 mi: showing jobs within 250 mi of Boulder.');
  });

  it('a place without a distance is searched within the 50 miles the search bar shows', async () => {
    const boulder = placeById('boulder-co')!;
    const view = await openLink('?near=boulder-co');
    await expectStatus(found(listedJobs().filter((job) => haversineMiles(boulder, job) <= 50).length));
    expect(view.path()).toBe('/jobs?near=boulder-co&radius=50');
    expect(within(searchForm()).getByLabelText('Within')).toHaveDisplayValue('50 mi (80 km)');
  });

  it('a job field that does not exist is left out: the filter reads "All fields" and every job is listed', async () => {
    const view = await openLink('?jobFieldId=999');
    await expectStatus(found(listedJobs().length));
    expect(view.path()).toBe('/jobs');
    expect(fieldSelect()).toHaveDisplayValue('All fields');
    await expectToast('The job field in this link does not exist: showing every field.');
  });

  it('a focus brings its job field, so the filters show what the list is filtered by', async () => {
    const view = await openLink('?focusIds=1');
    await expectStatus(found(listedJobs().filter((job) => job.focusId === 1).length));
    expect(view.path()).toBe('/jobs?jobFieldId=1&focusIds=1');
    expect(fieldSelect()).toHaveDisplayValue('Guiding & Instruction');
    expect(screen.getByRole('checkbox', { name: 'Climbing' })).toBeChecked();
  });

  it('keywords past 100 characters are cut to the first 100, searched and shown, and the cut is said', async () => {
    await addTitled();
    const long = `packraft ${'guide '.repeat(400)}`;
    const kept = long.slice(0, 100).trim();
    const view = await openLink(`?keyword=${encodeURIComponent(long)}`);
    await expectStatus(found(1));
    expect(new URLSearchParams(view.router.state.location.search).get('keyword')).toBe(kept);
    expect(keywordInput()).toHaveValue(kept);
    expect(cards().map((card) => within(card).getByRole('link').textContent)).toEqual(['Packraft Guide']);
    await expectToast('Keywords are limited to 100 characters: this search uses the first 100.');
  });

  it('a value that is not valid is left out alone, and said so', async () => {
    const view = await openLink('?jobTypes=1&jobTypes=99');
    await expectStatus(found(listedJobs().filter((job) => job.jobType === 1).length));
    expect(view.path()).toBe('/jobs?jobTypes=1');
    expect(screen.getByRole('checkbox', { name: 'Full-time' })).toBeChecked();
    await expectToast('Some filters in this link are not valid: they were left out.');
  });
});
