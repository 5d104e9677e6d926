import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cards, cardTitles, describedBy, expectStatus, fastUser } from './data';
import { addJob } from './fixtures';
import { onlyJobs } from './fixtures';
import { guides, KEYWORD, keywordInput, openSearch, optionTexts, searchForm, SORT_MENU } from './search-page';
import { location } from '../../mocks/builders';
import { clock } from '../../mocks/clock';
import { JobStatus } from '../../src/domain/enums/job';
import { JobType, RemoteStatus } from '../../src/domain/enums/job';

const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const url = (view: { router: { state: { location: { search: string } } } }) =>
  new URLSearchParams(view.router.state.location.search);

/** Two interns, three full-time jobs (one of each remote kind that counts as Remote Considered) and a part-time one. */
const onsite = { remoteStatus: RemoteStatus.Onsite, remoteCountries: [] };
const mixedJobs = [
  { title: 'Trail Crew Intern', jobType: JobType.Internship, ...onsite },
  { title: 'River Guide', remoteStatus: RemoteStatus.RemoteGlobally, remoteCountries: [] },
  { title: 'Canoe Intern', jobType: JobType.Internship, remoteStatus: RemoteStatus.OnTheRoad, remoteCountries: [] },
  { title: 'Gear Planner' },
  { title: 'Shop Lead', remoteStatus: RemoteStatus.Hybrid, remoteCountries: [] },
  { title: 'Ski Technician', jobType: JobType.PartTime, ...onsite },
];

describe('/jobs: the job search', () => {
  it('lists the newest active jobs as cards, with the count and pages announced', async () => {
    const [first] = await onlyJobs(
      ...guides(24),
      { title: 'Draft Guide', status: JobStatus.Draft, createdDate: clock.iso() },
      { title: 'Expired Guide', expireDate: clock.daysFromNow(-1), createdDate: clock.iso() },
    );
    await openSearch();
    await expectStatus('24 jobs found, page 1 of 2');
    expect(cardTitles()).toEqual(guides(20));
    // A card is named by its job title, which links to the job's page.
    expect(cards()[0]).toHaveAccessibleName('Guide 1');
    expect(within(cards()[0]!).getByRole('link', { name: 'Guide 1' })).toHaveAttribute('href', `/job/${first!.id}`);
    expect(screen.queryByText('The jobs could not be loaded')).not.toBeInTheDocument();
  });

  it('a keyword search puts the keyword in the URL and shows only matching jobs', async () => {
    const user = fastUser();
    await onlyJobs('Packraft Guide', 'River Guide', 'Packraft Trip Leader', 'Ski Technician');
    const view = await openSearch();
    await expectStatus('4 jobs found');

    await user.type(keywordInput(), KEYWORD);
    await user.click(within(searchForm()).getByRole('button', { name: 'Search' }));

    await expectStatus('2 jobs found');
    expect(url(view).get('keyword')).toBe(KEYWORD);
    expect(cardTitles()).toEqual(['Packraft Guide', 'Packraft Trip Leader']);
  });

  it("a card near the searched place says how far it is, but not a remote job's (its office says nothing of a commute)", async () => {
    await addJob({ title: 'Packraft Shop Lead', remoteStatus: RemoteStatus.Onsite, ...location('denver-co') });
    await addJob({
      title: 'Packraft Remote Lead',
      remoteStatus: RemoteStatus.RemoteGlobally,
      ...location('denver-co'),
    });
    await addJob({
      title: 'Packraft Region Lead',
      remoteStatus: RemoteStatus.RemoteInRegion,
      remoteCountries: ['US'],
      ...location('denver-co'),
    });
    await openSearch('/jobs?keyword=packraft&near=boulder-co&radius=50');
    await expectStatus('3 jobs found');
    const card = (title: string) => cards().find((c) => within(c).queryByRole('link', { name: title }))!;
    expect(card('Packraft Shop Lead')).toHaveTextContent(/· 2\d mi \(\d+ km\) away/);
    expect(card('Packraft Remote Lead')).not.toHaveTextContent(/away/);
    expect(card('Packraft Region Lead')).not.toHaveTextContent(/away/);
  });

  it('Enter in Keywords, or in the pay minimum, searches and leaves the focus in that field', async () => {
    const user = fastUser();
    await onlyJobs('Packraft Guide', 'Packraft Trip Leader', 'River Guide');
    const view = await openSearch();
    await expectStatus('3 jobs found');

    await user.type(keywordInput(), `${KEYWORD}{Enter}`);
    await expectStatus('2 jobs found');
    expect(url(view).get('keyword')).toBe(KEYWORD);
    expect(keywordInput()).toHaveFocus();
    expect(keywordInput()).toHaveValue(KEYWORD);

    await user.type(screen.getByLabelText('Minimum ($)'), '40000{Enter}');
    // The router's location changes once the new search has loaded (its loader has run).
    await waitFor(() => expect(url(view).get('salaryMin')).toBe('40000'));
    expect(screen.getByLabelText('Minimum ($)')).toHaveFocus();
    expect(screen.getByLabelText('Minimum ($)')).toHaveValue('40000');
  });

  it('a filter checkbox narrows the results and goes into the URL', async () => {
    const user = fastUser();
    await onlyJobs(...mixedJobs);
    const view = await openSearch();
    await expectStatus('6 jobs found');

    await user.click(checkbox('Internship'));
    await expectStatus('2 jobs found');
    expect(cardTitles()).toEqual(['Trail Crew Intern', 'Canoe Intern']);
    expect(url(view).getAll('jobTypes')).toEqual(['5']);
    expect(checkbox('Internship')).toBeChecked();
    for (const card of cards())
      expect(within(card).getByRole('list', { name: 'Job facts' })).toHaveTextContent('Internship');

    // Remote Considered finds every job that can be done at least partly remotely.
    await user.click(checkbox('Internship'));
    await expectStatus('6 jobs found');
    expect(url(view).has('jobTypes')).toBe(false);
    await user.click(checkbox('Remote Considered'));
    await expectStatus('3 jobs found');
    expect(cardTitles()).toEqual(['River Guide', 'Gear Planner', 'Shop Lead']);
    expect(url(view).getAll('remoteStatuses')).toEqual(['6']);
    expect(checkbox('Internship')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  it('two quick filter clicks keep both, before the URL has caught up with the first', async () => {
    await onlyJobs(...mixedJobs);
    const view = await openSearch('/jobs?jobTypes=5');
    await expectStatus('2 jobs found');
    // No wait between the clicks: the second builds on the first.
    act(() => {
      checkbox('Internship').click();
      checkbox('Full-time').click();
    });
    await waitFor(() => expect(url(view).getAll('jobTypes')).toEqual(['1']));
    await expectStatus('3 jobs found');
    expect(checkbox('Internship')).not.toBeChecked();
    expect(checkbox('Full-time')).toBeChecked();
  });

  it('a shared link opens with its filters checked and applied', async () => {
    await onlyJobs(...mixedJobs, { title: 'Intern Coordinator', ...onsite });
    const view = await openSearch('/jobs?jobTypes=5&remoteStatuses=4&keyword=intern');
    await expectStatus('1 job found');
    expect(cardTitles()).toEqual(['Trail Crew Intern']);
    expect(checkbox('Internship')).toBeChecked();
    expect(checkbox('Onsite')).toBeChecked();
    expect(checkbox('Full-time')).not.toBeChecked();
    expect(keywordInput()).toHaveValue('intern');
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?jobTypes=5&remoteStatuses=4&keyword=intern');
  });

  it('the back button restores the previous search and its results', async () => {
    const user = fastUser();
    await onlyJobs('Packraft Guide', 'River Guide', 'Packraft Trip Leader');
    const view = await openSearch();
    await expectStatus('3 jobs found');

    await user.type(keywordInput(), KEYWORD);
    await user.click(within(searchForm()).getByRole('button', { name: 'Search' }));
    await expectStatus('2 jobs found');

    await act(() => view.router.navigate(-1));
    await expectStatus('3 jobs found');
    expect(view.router.state.location.search).toBe('');
    expect(cardTitles()).toEqual(['Packraft Guide', 'River Guide', 'Packraft Trip Leader']);
    expect(keywordInput()).toHaveValue('');

    await act(() => view.router.navigate(1));
    await expectStatus('2 jobs found');
    expect(keywordInput()).toHaveValue(KEYWORD);
  });

  it('sorting by title A to Z orders the cards by title and keeps the sort in the URL', async () => {
    const user = fastUser();
    await onlyJobs('Zip Line Guide', 'canoe Instructor', 'Bike Mechanic', 'Avalanche Forecaster');
    const view = await openSearch();
    await expectStatus('4 jobs found');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Title: A to Z');
    expect(url(view).get('sort')).toBe('title');
    expect(url(view).get('order')).toBe('asc');
    // Whatever the case of their first letter.
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Avalanche Forecaster', 'Bike Mechanic', 'canoe Instructor', 'Zip Line Guide']),
    );
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Title: A to Z');
  });

  it('the sort menu offers each order A to Z (ascending) first, then Z to A', async () => {
    await onlyJobs('River Guide');
    await openSearch();
    await expectStatus('1 job found');
    expect(optionTexts(screen.getByLabelText('Sort by'))).toEqual(SORT_MENU);
  });

  it('the pager links to page 2 and on with Next', async () => {
    const user = fastUser();
    await onlyJobs(...guides(45));
    const view = await openSearch();
    await expectStatus('45 jobs found, page 1 of 3');
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();

    await user.click(within(pager).getByRole('link', { name: 'Page 2' }));
    await expectStatus('45 jobs found, page 2 of 3');
    expect(url(view).get('pageNumber')).toBe('2');
    expect(cardTitles()).toEqual(guides(40).slice(20));

    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Next' }));
    await expectStatus('45 jobs found, page 3 of 3');
    expect(url(view).get('pageNumber')).toBe('3');
    expect(cardTitles()).toEqual(guides(45).slice(40));
    expect(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Page 3' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('a pay range with the maximum below the minimum is refused beside the field, the URL unchanged', async () => {
    const user = fastUser();
    const pay = (title: string, salaryMin: number | null, salaryMax: number | null) => ({
      title,
      salaryMin,
      salaryMax,
    });
    await onlyJobs(
      pay('Low Pay', 30_000, 40_000),
      pay('Mid Pay', 80_000, 95_000),
      pay('Top Pay', 125_000, 150_000),
      pay('From 100k', 100_000, null),
      pay('Up to 85k', null, 85_000),
      pay('No Pay', null, null),
      pay('Wide Range', 50_000, 200_000),
    );
    const view = await openSearch();
    await expectStatus('7 jobs found');
    const min = screen.getByLabelText('Minimum ($)');
    const max = screen.getByLabelText('Maximum ($)');

    await user.type(min, '90000');
    await user.type(max, '40000');
    await user.click(screen.getByRole('button', { name: 'Apply pay' }));

    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(max)).toBe('The maximum must be at least the minimum');
    expect(min).toHaveValue('90000');
    expect(max).toHaveValue('40000');
    expect(view.router.state.location.search).toBe('');

    // Corrected, the range applies: jobs whose pay overlaps it.
    await user.clear(max);
    await user.type(max, '120000');
    await user.click(screen.getByRole('button', { name: 'Apply pay' }));
    await expectStatus('3 jobs found');
    expect(cardTitles()).toEqual(['Mid Pay', 'From 100k', 'Wide Range']);
    expect(url(view).get('salaryMin')).toBe('90000');
    expect(url(view).get('salaryMax')).toBe('120000');
    expect(screen.queryByText('The maximum must be at least the minimum')).not.toBeInTheDocument();
  });

  it('an empty result says so, and "Clear the search" starts over', async () => {
    const user = fastUser();
    await onlyJobs('River Guide', 'Snowshoe Guide');
    const view = await openSearch('/jobs?keyword=snowshoe%20astronaut&jobTypes=5');
    await expectStatus('0 jobs found');
    expect(screen.getByRole('heading', { name: 'No jobs match this search' })).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await expectStatus('2 jobs found');
    expect(view.router.state.location.search).toBe('');
    expect(keywordInput()).toHaveValue('');
    expect(checkbox('Internship')).not.toBeChecked();
  });
});
