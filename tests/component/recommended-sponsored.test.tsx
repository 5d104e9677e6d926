import { render, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { cards } from './data';
import { addMatches } from './recommended-page';
import { signInAs } from './render';
import { server } from '../../mocks/node';
import { jobCandidate } from '../../src/api/job-candidate';
import type { RecommendedJob } from '../../src/api/schemas/job-candidate';
import { loader } from '../../src/features/recommended/recommended.data';
import { RecommendedList } from '../../src/features/recommended/RecommendedJobsPage';

/** The recommended list puts sponsored jobs first: which, and how many, drawn with the random source it is given. */

const isSponsored = (card: HTMLElement) => within(card).queryByText('Sponsored') !== null;

/** A seeded pseudo-random source in [0, 1) (mulberry32). */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const asCandidate = () => signInAs('candidate@demo.test');

describe('RecommendedList: sponsored jobs first', () => {
  beforeEach(asCandidate);

  function renderList(props: { random: () => number; sponsoredCount: number }) {
    // The list shows what the route's loader got (the recommended-jobs loader, at a URL without a tab).
    const router = createMemoryRouter([
      { path: '/', loader, element: <RecommendedList random={props.random} sponsoredCount={props.sponsoredCount} /> },
    ]);
    return render(<RouterProvider router={router} />);
  }

  /**
   * The candidate's real first page of recommendations, served with exactly the jobs at `positions` sponsored (so
   * the test does not depend on where the seed's sponsored jobs happen to fall).
   */
  async function serveSponsoredAt(positions: number[]) {
    await addMatches();
    const served = await jobCandidate.recommended({});
    expect(served.items.length).toBeGreaterThan(Math.max(...positions));
    const items: RecommendedJob[] = served.items.map((job, i) => ({ ...job, isSponsored: positions.includes(i) }));
    server.use(http.get('*/api/Job/recommended', () => HttpResponse.json({ result: { ...served, items } })));
    return items;
  }

  /** The job ids of the cards, in order, as a list drawn with `random` shows them. */
  async function shownOrder(random: () => number, sponsoredCount: number, expected: number) {
    const view = renderList({ random, sponsoredCount });
    await waitFor(() => expect(cards()).toHaveLength(expected));
    const ids = cards().map((card) => Number(within(card).getByRole('link').getAttribute('href')!.split('/').pop()));
    expect(cards().filter(isSponsored).length).toBeGreaterThan(0);
    view.unmount();
    return ids;
  }

  it('with one sponsored job on the page, it goes first (whatever the count)', async () => {
    const items = await serveSponsoredAt([6]);
    const sponsored = items[6]!;
    const rest = items.filter((job) => job !== sponsored).map((job) => job.id);

    for (const sponsoredCount of [3, 1, 0]) {
      const ids = await shownOrder(seeded(1), sponsoredCount, items.length);
      expect(ids).toEqual([sponsored.id, ...rest]);
    }
  });

  it('with several, a random choice of at most `sponsoredCount` goes first, the same for the same random', async () => {
    // Five of the page's jobs sponsored, spread over it.
    const items = await serveSponsoredAt([1, 5, 9, 13, 17]);
    const sponsoredIds = new Set(items.filter((job) => job.isSponsored).map((job) => job.id));
    const order = (random: () => number, sponsoredCount: number) => shownOrder(random, sponsoredCount, items.length);
    const check = (ids: number[], count: number) => {
      const first = ids.slice(0, count);
      for (const id of first) expect(sponsoredIds.has(id)).toBe(true);
      // Everything else keeps the order the server sent, unchosen sponsored jobs included.
      expect(ids.slice(count)).toEqual(items.map((job) => job.id).filter((id) => !first.includes(id)));
      return first;
    };

    const chosen = check(await order(seeded(7), 3), 3);
    expect(check(await order(seeded(7), 3), 3)).toEqual(chosen);
    expect(check(await order(seeded(8), 3), 3)).not.toEqual(chosen);
    expect(check(await order(seeded(7), 2), 2)).toHaveLength(2);
    // No more than there are.
    expect(check(await order(seeded(7), 10), 5)).toHaveLength(5);
  });
});
