import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { cards, expectStatus, expectToast, fastUser } from './data';
import { onlyJobs } from './fixtures';
import { openSearch } from './search-page';
import { createControls } from '../../mocks/controls';
import { server } from '../../mocks/node';

/** /jobs when the search fails: the page stays, says so, and offers to try again. */

const controls = createControls(async () => {});

describe('/jobs: a search that fails', () => {
  it('a 500 from the search shows that the jobs could not be loaded and a toast; Try again loads them', async () => {
    const user = fastUser();
    await onlyJobs('River Guide');
    controls.failNext('GET Job/search', 500);
    await openSearch();
    expect(await screen.findByRole('heading', { name: 'The jobs could not be loaded' })).toBeInTheDocument();
    await expectStatus('The jobs could not be loaded.');
    await expectToast('The demo controls made the server fail (500).');
    expect(cards()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await expectStatus('1 job found');
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
