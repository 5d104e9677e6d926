import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { cards, cardTitles, describedBy, expectStatus, expectToast, fastUser, listedJobs, newestFirst } from './data';
import { addJob } from './fixtures';
import { renderApp } from './render';
import {
  addTitled,
  found,
  KEYWORD,
  keywordInput,
  optionTexts,
  PAGE_SIZE,
  searchForm,
  SORT_MENU,
  titled,
} from './search-page';
import { location } from '../../mocks/builders';
import { createControls } from '../../mocks/controls';
import { server } from '../../mocks/node';
import { JobType, RemoteStatus } from '../../src/domain/enums/job';

const controls = createControls(async () => {});

const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const url = (view: { router: { state: { location: { search: string } } } }) =>
  new URLSearchParams(view.router.state.location.search);

async function openSearch(path = '/jobs', options: { beta?: boolean } = {}) {
  const view = renderApp(path, options);
  await screen.findByRole('heading', { name: 'Find your next outdoor job', level: 1 });
  return view;
}

describe('/jobs: the job search', () => {
  it('lists the newest active jobs as cards, with the count and pages announced', async () => {
    const listed = listedJobs();
    await openSearch();
    await expectStatus(found(listed.length));
    expect(found(listed.length)).toMatch(/^\d+ jobs found, page 1 of \d+$/);

    const newest = [...listed].sort(newestFirst).slice(0, PAGE_SIZE);
    expect(cards()).toHaveLength(PAGE_SIZE);
    expect(cardTitles()).toEqual(newest.map((job) => job.title));
    // A card is named by its job title, which links to the job's page.
    const [first] = cards();
    expect(first).toHaveAccessibleName(newest[0]!.title);
    expect(within(first!).getByRole('link', { name: newest[0]!.title })).toHaveAttribute(
      'href',
      `/job/${newest[0]!.id}`,
    );
    expect(screen.queryByText('The jobs could not be loaded')).not.toBeInTheDocument();
  });

  it('a keyword search puts the keyword in the URL and shows only matching jobs', async () => {
    const user = fastUser();
    await addTitled();
    const view = await openSearch();
    await expectStatus(found(listedJobs().length));

    await user.type(keywordInput(), KEYWORD);
    await user.click(within(searchForm()).getByRole('button', { name: 'Search' }));

    const matching = titled(KEYWORD);
    expect(matching.length).toBeGreaterThan(1);
    await expectStatus(found(matching.length));
    expect(url(view).get('keyword')).toBe(KEYWORD);
    expect(cardTitles()).toHaveLength(matching.length);
    for (const title of cardTitles()) expect(title).toMatch(new RegExp(KEYWORD, 'i'));
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
    await expectStatus(found(3));
    const card = (title: string) => cards().find((c) => within(c).queryByRole('link', { name: title }))!;
    expect(card('Packraft Shop Lead')).toHaveTextContent(/· 2\d mi \(\d+ km\) away/);
    expect(card('Packraft Remote Lead')).not.toHaveTextContent(/away/);
    expect(card('Packraft Region Lead')).not.toHaveTextContent(/away/);
  });

  it('Enter in Keywords, or in the pay minimum, searches and leaves the focus in that field', async () => {
    const user = fastUser();
    await addTitled();
    const view = await openSearch();
    await expectStatus(found(listedJobs().length));

    await user.type(keywordInput(), `${KEYWORD}{Enter}`);
    await expectStatus(found(titled(KEYWORD).length));
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
    const view = await openSearch();
    await expectStatus(found(listedJobs().length));

    await user.click(checkbox('Internship'));
    const interns = listedJobs().filter((job) => job.jobType === JobType.Internship);
    await expectStatus(found(interns.length));
    expect(url(view).getAll('jobTypes')).toEqual(['5']);
    expect(checkbox('Internship')).toBeChecked();
    for (const card of cards())
      expect(within(card).getByRole('list', { name: 'Job facts' })).toHaveTextContent('Internship');

    // Remote Considered finds every job that can be done at least partly remotely.
    await user.click(checkbox('Internship'));
    await expectStatus(found(listedJobs().length));
    expect(url(view).has('jobTypes')).toBe(false);
    await user.click(checkbox('Remote Considered'));
    const remoteish: number[] = [RemoteStatus.RemoteGlobally, RemoteStatus.RemoteInRegion, RemoteStatus.Hybrid];
    await expectStatus(found(listedJobs().filter((job) => remoteish.includes(job.remoteStatus)).length));
    expect(url(view).getAll('remoteStatuses')).toEqual(['6']);
    expect(checkbox('Internship')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  it('two quick filter clicks keep both, before the URL has caught up with the first', async () => {
    const view = await openSearch('/jobs?jobTypes=5');
    await expectStatus(found(listedJobs().filter((job) => job.jobType === JobType.Internship).length));
    // No wait between the clicks: the second builds on the first.
    act(() => {
      checkbox('Internship').click();
      checkbox('Full-time').click();
    });
    await waitFor(() => expect(url(view).getAll('jobTypes')).toEqual(['1']));
    await expectStatus(found(listedJobs().filter((job) => job.jobType === JobType.FullTime).length));
    expect(checkbox('Internship')).not.toBeChecked();
    expect(checkbox('Full-time')).toBeChecked();
  });

  it('a shared link opens with its filters checked and applied', async () => {
    await addJob({
      title: 'Trail Crew Intern',
      jobType: JobType.Internship,
      remoteStatus: RemoteStatus.Onsite,
      remoteCountries: [],
    });
    const view = await openSearch('/jobs?jobTypes=5&remoteStatuses=4&keyword=intern');
    const expected = listedJobs().filter(
      (job) =>
        job.jobType === JobType.Internship && job.remoteStatus === RemoteStatus.Onsite && /intern/i.test(job.title),
    );
    expect(expected.length).toBeGreaterThan(0);
    await expectStatus(found(expected.length));
    expect(checkbox('Internship')).toBeChecked();
    expect(checkbox('Onsite')).toBeChecked();
    expect(checkbox('Full-time')).not.toBeChecked();
    expect(keywordInput()).toHaveValue('intern');
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?jobTypes=5&remoteStatuses=4&keyword=intern');
  });

  it('the back button restores the previous search and its results', async () => {
    const user = fastUser();
    await addTitled();
    const view = await openSearch();
    const all = found(listedJobs().length);
    await expectStatus(all);
    const firstPage = cardTitles();

    await user.type(keywordInput(), KEYWORD);
    await user.click(within(searchForm()).getByRole('button', { name: 'Search' }));
    await expectStatus(found(titled(KEYWORD).length));

    await act(() => view.router.navigate(-1));
    await expectStatus(all);
    expect(view.router.state.location.search).toBe('');
    expect(cardTitles()).toEqual(firstPage);
    expect(keywordInput()).toHaveValue('');

    await act(() => view.router.navigate(1));
    await expectStatus(found(titled(KEYWORD).length));
    expect(keywordInput()).toHaveValue(KEYWORD);
  });

  it('sorting by title A to Z orders the cards by title and keeps the sort in the URL', async () => {
    const user = fastUser();
    const view = await openSearch();
    await expectStatus(found(listedJobs().length));

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Title: A to Z');
    expect(url(view).get('sort')).toBe('title');
    expect(url(view).get('order')).toBe('asc');
    const byTitle = listedJobs()
      .map((job) => job.title)
      .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
    await waitFor(() => expect(cardTitles()).toEqual(byTitle.slice(0, PAGE_SIZE)));
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Title: A to Z');
  });

  it('the sort menu offers each order A to Z (ascending) first, then Z to A', async () => {
    await openSearch();
    await expectStatus(found(listedJobs().length));
    expect(optionTexts(screen.getByLabelText('Sort by'))).toEqual(SORT_MENU);
  });

  it('the pager links to page 2 and on with Next', async () => {
    const user = fastUser();
    const listed = [...listedJobs()].sort(newestFirst);
    const view = await openSearch();
    await expectStatus(found(listed.length));
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();

    await user.click(within(pager).getByRole('link', { name: 'Page 2' }));
    await expectStatus(found(listed.length, 2));
    expect(url(view).get('pageNumber')).toBe('2');
    expect(cardTitles()).toEqual(listed.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((job) => job.title));

    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Next' }));
    await expectStatus(found(listed.length, 3));
    expect(url(view).get('pageNumber')).toBe('3');
    expect(cardTitles()).toEqual(listed.slice(2 * PAGE_SIZE, 3 * PAGE_SIZE).map((job) => job.title));
    expect(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Page 3' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('a pay range with the maximum below the minimum is refused beside the field, the URL unchanged', async () => {
    const user = fastUser();
    const view = await openSearch();
    await expectStatus(found(listedJobs().length));
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
    const overlapping = listedJobs().filter((job) => {
      const low = job.salaryMin ?? job.salaryMax;
      const high = job.salaryMax ?? job.salaryMin;
      return low !== null && high !== null && high >= 90_000 && low <= 120_000;
    });
    await expectStatus(found(overlapping.length));
    expect(url(view).get('salaryMin')).toBe('90000');
    expect(url(view).get('salaryMax')).toBe('120000');
    expect(screen.queryByText('The maximum must be at least the minimum')).not.toBeInTheDocument();
  });

  it('an empty result says so, and "Clear the search" starts over', async () => {
    const user = fastUser();
    const view = await openSearch('/jobs?keyword=snowshoe%20astronaut&jobTypes=5');
    await expectStatus('0 jobs found');
    expect(screen.getByRole('heading', { name: 'No jobs match this search' })).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await expectStatus(found(listedJobs().length));
    expect(view.router.state.location.search).toBe('');
    expect(keywordInput()).toHaveValue('');
    expect(checkbox('Internship')).not.toBeChecked();
  });

  it('a 500 from the search shows that the jobs could not be loaded and a toast; Try again loads them', async () => {
    const user = fastUser();
    controls.failNext('GET Job/search', 500);
    await openSearch();
    expect(await screen.findByRole('heading', { name: 'The jobs could not be loaded' })).toBeInTheDocument();
    await expectStatus('The jobs could not be loaded.');
    await expectToast('The demo controls made the server fail (500).');
    expect(cards()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await expectStatus(found(listedJobs().length));
    expect(screen.queryByRole('heading', { name: 'The jobs could not be loaded' })).not.toBeInTheDocument();
  });

  it("a server's own 500 body: the toast shows its exception message", async () => {
    server.use(
      http.get('*/api/Job/search', () =>
        HttpResponse.json({ exceptionMessage: 'The search index is being rebuilt.' }, { status: 500 }),
      ),
    );
    await openSearch();
    await expectToast('The search index is being rebuilt.');
    expect(screen.getByRole('heading', { name: 'The jobs could not be loaded' })).toBeInTheDocument();
  });

  it('a malformed answer does not crash the page: the jobs are reported missing and a toast says so', async () => {
    server.use(http.get('*/api/Job/search', () => HttpResponse.json({ result: { items: 'none', totalCount: '12' } })));
    // In development the HTTP layer prints the schema issues for the developer; keep the test output clean.
    const printed = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await openSearch();
    expect(await screen.findByRole('heading', { name: 'The jobs could not be loaded' })).toBeInTheDocument();
    await expectToast('The server sent a response this page cannot read. Please try again later.');
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    expect(printed).toHaveBeenCalled();
    printed.mockRestore();
  });
});
