import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cards, expectStatus, fastUser } from './data';
import { onlyJobs } from './fixtures';
import { renderApp } from './render';
import { addTitled, KEYWORD, keywordInput, searchForm } from './search-page';

describe('/job-board: the public board', () => {
  it('a visitor without beta access searches the same jobs', async () => {
    const user = fastUser();
    await onlyJobs('Packraft Guide', 'River Guide', 'Packraft Trip Leader');
    const view = renderApp('/job-board', { beta: false });
    expect(await screen.findByRole('heading', { name: 'Job board', level: 1 })).toBeInTheDocument();
    await expectStatus('3 jobs found');
    expect(view.path()).toBe('/job-board');

    await user.type(keywordInput(), KEYWORD);
    await user.click(within(searchForm()).getByRole('button', { name: 'Search' }));
    await expectStatus('2 jobs found');
    expect(view.path()).toBe(`/job-board?keyword=${KEYWORD}`);
    expect(screen.queryByRole('heading', { name: /Launching soon/ })).not.toBeInTheDocument();
  });

  it('a visitor without beta access opens a job on the board itself, and goes back to the search', async () => {
    const user = fastUser();
    const [guide] = await addTitled();
    const view = renderApp(`/job-board?keyword=${KEYWORD}`, { beta: false });
    await expectStatus('2 jobs found');
    // A card links to the job on the board (job/{id} is behind the beta gate).
    const link = within(cards()[0]!).getByRole('link');
    expect(link).toHaveTextContent('Packraft Guide');

    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Packraft Guide', level: 1 })).toBeInTheDocument();
    expect(view.path()).toBe(`/job-board?keyword=${KEYWORD}&job=${guide!.id}`);
    // Signing in is for beta access: without it, the way to apply leads to early access, not to a dead end.
    expect(screen.queryByRole('link', { name: 'Sign in to apply' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get early access to apply' })).toHaveAttribute('href', '/launching-soon');

    await user.click(screen.getByRole('link', { name: '← Back to the job board' }));
    await expectStatus('2 jobs found');
    expect(view.path()).toBe(`/job-board?keyword=${KEYWORD}`);
    expect(keywordInput()).toHaveValue(KEYWORD);
  });

  it('without beta access, every way out of the board works: the header offers the board and early access, and launching-soon leads back', async () => {
    const user = fastUser();
    const view = renderApp('/job-board', { beta: false });
    await screen.findByRole('heading', { name: 'Job board', level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // No link to a beta page (each would end on launching-soon): the board, and early access instead of Sign in.
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => `${l.textContent} ${l.getAttribute('href')}`),
    ).toEqual(['Job board /job-board', 'Get early access /launching-soon']);

    await user.click(within(nav).getByRole('link', { name: 'Get early access' }));
    await screen.findByRole('heading', { name: /Launching soon/, level: 1 });
    await user.click(screen.getByRole('link', { name: 'Browse the open jobs' }));
    expect(await screen.findByRole('heading', { name: 'Job board', level: 1 })).toBeInTheDocument();
    expect(view.path()).toBe('/job-board');
  });
});
