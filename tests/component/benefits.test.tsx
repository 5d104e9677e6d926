import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fastUser } from './data';
import { onlyItems, twoCompaniesHiring } from './home-data';
import { renderApp, signInAs } from './render';

/** benefits-candidates and benefits-employers: what each side gets, the board's figures, and the way in. */

beforeEach(async () => {
  await twoCompaniesHiring();
  await onlyItems('testimonials', [
    { sort: 1, quote: 'A season on the river.', author_name: 'Ben Cole', author_role: 'Guide', audience: 'candidate' },
    { sort: 2, quote: 'We hired two.', author_name: 'Cy Park', author_role: 'Owner', audience: 'employer' },
  ]);
});

const actions = () =>
  within(screen.getByRole('region', { name: /^(Work where you play|Hire people who would rather be outside)$/ }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
const quotes = (heading: string) =>
  within(screen.getByRole('region', { name: heading }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('benefits-candidates', () => {
  it("shows the board's figures, what a candidate gets, the candidates' testimonials, and the way in", async () => {
    const user = fastUser();
    const view = renderApp('/benefits-candidates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Work where you play' })).toBeInTheDocument();
    expect(screen.getByText('4 live jobs at 2 companies hiring now')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'What you get' })).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(6);
    expect(quotes('From people who found their job here')).toEqual(['A season on the river.Ben ColeGuide']);
    expect(actions()).toEqual([
      ['Create your account', '/register'],
      ['Take the quiz', '/quiz'],
    ]);

    await user.click(screen.getByRole('link', { name: 'Create your account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    expect(view.path()).toBe('/register');
  });

  it('sends a signed-in candidate to their picked jobs', async () => {
    await signInAs('candidate@demo.test');
    renderApp('/benefits-candidates');
    await screen.findByRole('heading', { level: 1, name: 'Work where you play' });
    expect(actions()).toEqual([['See the jobs picked for you', '/recommended-jobs']]);
  });
});

describe('benefits-employers', () => {
  it("shows what an employer gets with the boosts' prices, the employers' testimonials, and posting after sign-in", async () => {
    renderApp('/benefits-employers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hire people who would rather be outside' }),
    ).toBeInTheDocument();
    expect(screen.getByText('4 live jobs at 2 companies hiring now')).toBeInTheDocument();
    expect(screen.getByText(/^From \$49 a week, a boost tags the job Sponsored/)).toHaveTextContent(
      'The Newsletter boost ($149 a week) also features it in the weekly jobs email.',
    );
    expect(quotes('From companies that hired here')).toEqual(['We hired two.Cy ParkOwner']);
    expect(actions()).toEqual([
      ['Post a job', '/login?returnUrl=%2Fcreate-job'],
      ['See the candidates near you', '/home-employer'],
    ]);
  });

  it("offers an employer to post a job and to boost one from their company's jobs", async () => {
    await signInAs('employer.admin@demo.test');
    renderApp('/benefits-employers');
    await screen.findByRole('heading', { level: 1, name: 'Hire people who would rather be outside' });
    expect(actions()).toEqual([
      ['Post a job', '/create-job'],
      ['Boost a live job', '/profile'],
    ]);
  });
});
