import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectToast, fastUser } from './data';
import { onlyItems, twoCompaniesHiring } from './home-data';
import { renderApp, signInAs } from './render';
import { readGazetteer } from './search-page';
import { createControls } from '../../mocks/controls';
import { server } from '../../mocks/node';

/** home: the candidates' way in, through the real route table and the mock. */

const controls = createControls(async () => {});

const hiringTiles = () =>
  within(screen.getByRole('region', { name: 'Companies hiring now' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('home', () => {
  beforeAll(readGazetteer, 60_000);

  it('features the companies hiring now, the most live jobs first, each to its brand page', async () => {
    await twoCompaniesHiring();
    const user = fastUser();
    const view = renderApp('/home');

    expect(await screen.findByRole('heading', { level: 1, name: 'Find work that gets you outside' })).toBeVisible();
    expect(hiringTiles()).toEqual([
      'TTTamarack Trail Co.Bend, OR3 open jobs',
      'ACAlder Creek RaftingOhiopyle, PA1 open job',
    ]);
    expect(screen.getByText('4 live jobs at 2 companies hiring now.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /^Alder Creek Rafting/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alder Creek Rafting' })).toBeInTheDocument();
    expect(view.path()).toBe('/brand/alder-creek-rafting');
  });

  it('searches the jobs with the keywords and the place chosen', async () => {
    const user = fastUser();
    const view = renderApp('/home');
    const search = await screen.findByRole('search', { name: 'Find jobs' });
    await user.type(within(search).getByLabelText('What'), '  kayak guide ');
    await user.type(within(search).getByLabelText('Where'), 'Boulder');
    await user.click(await screen.findByRole('option', { name: 'Boulder, CO, United States' }));
    await user.click(within(search).getByRole('button', { name: 'Search jobs' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Find your next outdoor job' })).toBeInTheDocument();
    expect(view.path()).toBe('/jobs?near=boulder-co&keyword=kayak+guide&radius=50');
    expect(within(screen.getByRole('search', { name: 'Jobs' })).getByLabelText('Keywords')).toHaveDisplayValue(
      'kayak guide',
    );
  });

  it("quotes the candidates' testimonials in the editors' order, and links the partners in a new tab", async () => {
    await onlyItems('testimonials', [
      { sort: 2, quote: 'Found a ranger job.', author_name: 'Ana Ruiz', author_role: 'Ranger', audience: 'candidate' },
      {
        sort: 1,
        quote: 'A season on the river.',
        author_name: 'Ben Cole',
        author_role: 'Guide',
        audience: 'candidate',
      },
      { sort: 0, quote: 'We hired two.', author_name: 'Cy Park', author_role: 'Owner', audience: 'employer' },
      { sort: 0, quote: 'Draft.', author_name: 'Dee', author_role: 'Draft', audience: 'candidate', status: 'draft' },
    ]);
    await onlyItems('partners', [
      { sort: 1, name: 'Trail Workers Guild', website: 'https://trailworkers.example', description: 'Crew training.' },
    ]);
    renderApp('/home');

    const quotes = await screen.findByRole('region', { name: 'From people who found their job here' });
    expect(
      within(quotes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A season on the river.Ben ColeGuide', 'Found a ranger job.Ana RuizRanger']);
    const partners = screen.getByRole('region', { name: 'Our partners' });
    const partner = within(partners).getByRole('link', { name: 'Trail Workers Guild (opens in a new tab)' });
    expect(partner).toHaveAttribute('href', 'https://trailworkers.example');
    expect(partner).toHaveAttribute('target', '_blank');
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("never links a partner's website that is not a web address: the answer is refused, the rest stays", async () => {
    // A content service that answers what an editor typed, unchecked (the mock's own answers are checked first).
    const partner = { id: 9, name: 'Trail Workers Guild', website: 'javascript:alert(1)', description: 'Training.' };
    server.use(http.get('*/cms/items/partners', () => HttpResponse.json({ data: [partner] })));
    renderApp('/home');
    await expectToast('The server sent a response this page cannot read. Please try again later.');
    expect(screen.getByRole('heading', { level: 1, name: 'Find work that gets you outside' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Our partners' })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('offers the quiz to a visitor, and a candidate their picked jobs instead', async () => {
    const user = fastUser();
    renderApp('/home');
    const offer = await screen.findByRole('region', { name: 'Not sure where to start?' });
    await user.click(within(offer).getByRole('link', { name: 'Take the quiz' }));
    expect(await screen.findByRole('heading', { level: 1, name: /quiz/i })).toBeInTheDocument();

    await signInAs('candidate@demo.test');
    renderApp('/home');
    expect(await screen.findByRole('link', { name: 'See the jobs picked for you' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Not sure where to start?' })).not.toBeInTheDocument();
  });

  it('keeps the page when the companies cannot be loaded, and loads them on a retry', async () => {
    await twoCompaniesHiring();
    controls.failNext('GET Company/get-active-companies', 500);
    const user = fastUser();
    renderApp('/home');

    await expectToast('The demo controls made the server fail (500).');
    const hiring = screen.getByRole('region', { name: 'Companies hiring now' });
    expect(within(hiring).getByRole('status')).toHaveTextContent('The companies hiring now could not be loaded.');
    expect(screen.getByRole('search', { name: 'Find jobs' })).toBeInTheDocument();

    await user.click(within(hiring).getByRole('button', { name: 'Try again' }));
    expect(await within(hiring).findByText('4 live jobs at 2 companies hiring now.')).toBeInTheDocument();
  });
});
