import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { cardTitles, fastUser } from './data';
import { onlyJobs } from './fixtures';
import { renderApp } from './render';
import { server } from '../../mocks/node';
import { onFirstPage } from '../../src/app/first-page';

/**
 * The moment the first page is up (src/app/first-page.ts): the demo's mock puts off its worker and a first visit's
 * write until then (main.tsx), so that neither competes with the first page.
 */

/** Holds the job search until `release`; `arrived` resolves once it is held. It then reaches the mock's handler. */
function holdSearch() {
  let release!: () => void;
  let arrived!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = new Promise<void>((resolve) => (arrived = resolve));
  server.use(
    http.get('*/api/Job/search', async () => {
      arrived();
      await released;
    }),
  );
  return { held, release };
}

describe('the first page is up', () => {
  it('is told once the jobs of /jobs are loaded, not while they load, and not again on the next page', async () => {
    await onlyJobs('River Guide');
    const { held, release } = holdSearch();
    const view = renderApp('/jobs');
    const settled = vi.fn();
    onTestFinished(onFirstPage(view.router, settled));

    await held;
    expect(cardTitles()).toEqual([]);
    expect(settled).not.toHaveBeenCalled();

    release();
    await waitFor(() => expect(cardTitles()).toEqual(['River Guide']));
    expect(settled).toHaveBeenCalledTimes(1);

    await fastUser().click(screen.getByRole('link', { name: 'River Guide' }));
    expect(await screen.findByRole('heading', { name: 'River Guide', level: 1 })).toBeInTheDocument();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('is told at once when the page is already up', async () => {
    await onlyJobs('River Guide');
    const view = renderApp('/jobs');
    await waitFor(() => expect(cardTitles()).toEqual(['River Guide']));
    const settled = vi.fn();
    onTestFinished(onFirstPage(view.router, settled));
    expect(settled).toHaveBeenCalledTimes(1);
  });
});
