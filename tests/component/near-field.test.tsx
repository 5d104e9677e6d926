import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { cards, cardTitles, expectStatus, fastUser } from './data';
import { addJob, onlyJobs } from './fixtures';
import { renderApp } from './render';
import { KEYWORD, keywordInput, openSearch, readGazetteer, searchForm } from './search-page';
import { location } from '../../mocks/builders';
import { RemoteStatus } from '../../src/domain/enums/job';

/**
 * The Near field of the job search: a typeahead of the towns and ZIP or postal codes of the US and Canada (the mock's
 * gazetteer: GeoNames' towns and the zipcodes package's codes), not a fixed list of the board's towns.
 */
const near = () => within(searchForm()).getByLabelText('Near');
const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Places' }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('/jobs: the Near field', () => {
  beforeAll(readGazetteer, 60_000);

  it('Near and Within apply at once, as every other filter does, with the keywords typed so far', async () => {
    const user = fastUser();
    await addJob({ title: 'Packraft Shop Lead', remoteStatus: RemoteStatus.Onsite, ...location('denver-co') });
    await addJob({ title: 'Packraft Lodge Host', remoteStatus: RemoteStatus.Onsite, ...location('anchorage-ak') });
    const view = await openSearch();
    await user.type(keywordInput(), KEYWORD);
    await user.type(within(searchForm()).getByLabelText('Near'), 'Boulder');
    await user.click(await screen.findByRole('option', { name: 'Boulder, CO, United States' }));
    await expectStatus('1 job found');
    expect(view.path()).toBe('/jobs?keyword=packraft&near=boulder-co&radius=50');
    expect(cardTitles()).toEqual(['Packraft Shop Lead']);
    expect(within(searchForm()).getByLabelText('Near')).toHaveDisplayValue('Boulder, CO');

    await user.selectOptions(within(searchForm()).getByLabelText('Within'), '10 mi (16 km)');
    await expectStatus('0 jobs found');
    expect(view.path()).toBe('/jobs?keyword=packraft&near=boulder-co&radius=10');

    // Emptied and left: anywhere.
    await user.clear(within(searchForm()).getByLabelText('Near'));
    await user.tab();
    await expectStatus('2 jobs found');
    expect(view.path()).toBe('/jobs?keyword=packraft');
    expect(within(searchForm()).getByLabelText('Within')).toBeDisabled();
  });

  it('offers the towns a name begins and searches near the one chosen with the keyboard', async () => {
    const user = fastUser();
    await onlyJobs({ title: 'Squamish Climbing Guide', ...location('squamish-bc') });
    const view = await openSearch();
    await user.type(near(), 'Squam');
    await screen.findByRole('option', { name: 'Squamish, BC, Canada' });
    expect(near()).toHaveAttribute('aria-expanded', 'true');
    await expectStatus('1 place found: Enter takes the first, the arrow keys the others.');

    await user.keyboard('{Enter}');
    await expectStatus('1 job found');
    expect(view.path()).toBe('/jobs?near=squamish-bc&radius=50');
    expect(near()).toHaveDisplayValue('Squamish, BC');
    expect(near()).toHaveFocus();
  });

  it('takes a town that is not one of the board’s, and a ZIP code', async () => {
    const user = fastUser();
    await onlyJobs({ title: 'Moab River Guide', ...location('moab-ut') });
    const view = await openSearch();
    await user.type(near(), 'Tellur');
    await user.click(await screen.findByRole('option', { name: 'Telluride, CO, United States' }));
    await expectStatus('0 jobs found');
    expect(view.path()).toBe('/jobs?near=telluride-co&radius=50');

    await user.clear(near());
    await user.type(near(), '84532');
    await user.click(await screen.findByRole('option', { name: 'Moab, UT 84532, United States' }));
    await expectStatus('1 job found');
    expect(view.path()).toBe('/jobs?near=84532&radius=50');
    expect(cardTitles()).toEqual(['Moab River Guide']);
    expect(near()).toHaveDisplayValue('Moab, UT 84532');
  });

  it('lists the towns with a later word the term begins after those it begins', async () => {
    const user = fastUser();
    const view = await openSearch();
    await user.type(near(), 'Placid');
    await screen.findByRole('option', { name: 'Lake Placid, NY, United States' });
    // Placid Lakes (3,716 people), then Lake Placid, NY (2,465) and Lake Placid, FL (2,164).
    expect(optionNames()).toEqual([
      'Placid Lakes, FL, United States',
      'Lake Placid, NY, United States',
      'Lake Placid, FL, United States',
    ]);
    // The arrows move from the first to the next; Enter takes it.
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(view.path()).toBe('/jobs?near=lake-placid-ny&radius=50'));
    await waitFor(() => expect(near()).toHaveDisplayValue('Lake Placid, NY'));
  });

  it('says when no town or code begins with what is typed', async () => {
    const user = fastUser();
    await openSearch();
    await user.type(near(), 'Qxzv');
    // Said under the field (in a note, not only to screen readers).
    expect(await screen.findByText('No town or ZIP code begins with “Qxzv”.')).toHaveClass('near-field__note');
    expect(within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option')).toEqual([]);
  });

  it('keeps what was typed before its code had loaded, and the focus', async () => {
    const user = fastUser();
    await openSearch();
    // The first key focuses the stand-in, which loads the typeahead; the rest may land in either.
    await user.type(near(), 'Bozem');
    await screen.findByRole('option', { name: 'Bozeman, MT, United States' });
    expect(near()).toHaveDisplayValue('Bozem');
    expect(near()).toHaveFocus();
  });

  it('keeps a text that is no place when the field is left: the search stays, Search takes its best match', async () => {
    const user = fastUser();
    await onlyJobs(
      { title: 'Boulder Guide', ...location('boulder-co') },
      { title: 'Moab Guide', ...location('moab-ut') },
    );
    const view = await openSearch('/jobs?near=boulder-co&radius=25');
    await expectStatus('1 job found');
    await user.clear(near());
    await user.type(near(), 'Moab');
    await user.tab();
    // Nothing typed is lost, and nothing is searched until Search.
    expect(near()).toHaveDisplayValue('Moab');
    expect(view.path()).toBe('/jobs?near=boulder-co&radius=25');

    await user.click(within(searchForm()).getByRole('button', { name: 'Search' }));
    await expectStatus('1 job found');
    expect(view.path()).toBe('/jobs?near=moab-ut&radius=25');
    expect(cardTitles()).toEqual(['Moab Guide']);
    expect(near()).toHaveDisplayValue('Moab, UT');
    expect(await screen.findByText('Showing jobs near Moab, UT, the best match for “Moab”.')).toBeVisible();
  });

  it('drops a place no town or code has from a link, and says so', async () => {
    await onlyJobs('Packraft Guide');
    const view = await openSearch('/jobs?near=atlantis-zz&radius=25');
    await expectStatus('1 job found');
    expect(view.path()).toBe('/jobs');
    expect(near()).toHaveDisplayValue('');
    expect(await screen.findByText('The place in this link was not found: showing jobs anywhere.')).toBeVisible();
  });

  it('works on the public job board too, its links keeping the board', async () => {
    const user = fastUser();
    await onlyJobs({ title: 'Squamish Climbing Guide', ...location('squamish-bc') });
    const view = renderApp('/job-board', { beta: false });
    await screen.findByRole('heading', { name: 'Job board', level: 1 });
    await user.type(near(), 'Squam');
    await user.click(await screen.findByRole('option', { name: 'Squamish, BC, Canada' }));
    await expectStatus('1 job found');
    expect(view.path()).toBe('/job-board?near=squamish-bc&radius=50');
  });

  it('follows the back button: the place of each search it goes back to, then none', async () => {
    const user = fastUser();
    await onlyJobs({ title: 'Boulder Guide', ...location('boulder-co'), remoteStatus: RemoteStatus.Onsite });
    const view = await openSearch();
    await user.type(near(), 'Boul');
    await user.click(await screen.findByRole('option', { name: 'Boulder, CO, United States' }));
    await expectStatus('1 job found');
    await user.clear(near());
    await user.type(near(), '80302');
    await user.click(await screen.findByRole('option', { name: 'Boulder, CO 80302, United States' }));
    await waitFor(() => expect(view.path()).toBe('/jobs?near=80302&radius=50'));
    // Back once the page shows that search (its distance from the code's centre), as a user would: the router's address
    // changes before React has drawn it, and a Back before that leaves React nothing of the code's search to draw.
    await waitFor(() => expect(cards()[0]).toHaveTextContent('Boulder, CO · 1 mi (1 km) away'));

    // The field takes the place of the URL it went back to once the page has rendered that URL's search (the
    // combobox's text follows its chosen place a render later): wait for it, as a user would see it.
    await act(() => view.router.navigate(-1));
    await waitFor(() => expect(view.path()).toBe('/jobs?near=boulder-co&radius=50'));
    await waitFor(() => expect(near()).toHaveDisplayValue('Boulder, CO'));
    await act(() => view.router.navigate(-1));
    await waitFor(() => expect(view.path()).toBe('/jobs'));
    await waitFor(() => expect(near()).toHaveDisplayValue(''));
  });

  it('keeps what is typed right after a choice, while the search it started is still loading', async () => {
    const user = fastUser();
    const view = await openSearch();
    await user.type(near(), 'Placid');
    await screen.findByRole('option', { name: 'Lake Placid, NY, United States' });
    await user.keyboard('{ArrowDown}{Enter}');
    await user.clear(near());
    await user.type(near(), 'Qxzv');
    await waitFor(() => expect(view.path()).toBe('/jobs?near=lake-placid-ny&radius=50'));
    await expectStatus('No town or ZIP code begins with “Qxzv”.');
    expect(near()).toHaveDisplayValue('Qxzv');
  });
});
