import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { cardTitles, fastUser, holdCalls } from './data';
import { onlyJobs } from './fixtures';
import { renderApp } from './render';
import { onFirstPage } from '../../src/app/first-page';

/**
 * The moment the first page is up (src/app/first-page.ts): the demo's mock puts off its worker and a first visit's
 * write until then (main.tsx), so that neither competes with the first page.
 */

describe('the first page is up', () => {
  it('is told once the jobs of /jobs are loaded, not while they load, and not again on the next page', async () => {
    await onlyJobs('River Guide');
    const { held, release } = holdCalls('get', '*/api/Job/search');
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
