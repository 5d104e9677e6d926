import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectStatus, expectToast, fastUser, rowTitles } from './data';
import { addCompany, addJob } from './fixtures';
import { onlyItems } from './home-data';
import { renderApp } from './render';
import { buildOrganization, location } from '../../mocks/builders';
import { db } from '../../mocks/db';

/** state-company/pennsylvania: the state's organization, its content and its companies, through the mock. */

/**
 * The only organization, companies and jobs: the office's two members (one hiring), a company in PA outside it, and
 * one of neither in Colorado.
 */
async function pennsylvania() {
  db.organizations.clear();
  await db.organizations.create(
    buildOrganization({ id: 5, name: 'Keystone Outdoors Office', abbreviation: 'PA', state: 'PA' }),
  );
  db.companies.clear();
  db.jobs.clear();
  const tioga = await addCompany({ name: 'Tioga Paddle Co.', path: 'tioga-paddle-co', organizationId: 5 });
  await addJob({ companyId: tioga.id, title: 'Canoe Guide' });
  await addCompany({ name: 'Allegheny Trail Outfitters', city: 'Pittsburgh', organizationId: 5 });
  await addCompany({ name: 'Juniata Outfitters', city: 'Lewistown' });
  const frontRange = await addCompany({ name: 'Front Range Guides', city: 'Boulder', state: 'CO' });
  await addJob({ companyId: frontRange.id, title: 'Climbing Guide', ...location('boulder-co') });
  await onlyItems('state_pages', [
    {
      state: 'PA',
      section: 'about',
      sort: 1,
      title: 'About',
      body: '<p>Rivers, forests and the people who work there.</p>',
    },
    {
      state: 'PA',
      section: 'faq',
      sort: 3,
      title: 'Is housing included?',
      body: '<h2>Housing</h2><p>Some jobs include it.<script>window.hacked = true</script><img src=x onerror="window.hacked=true"></p>',
    },
    { state: 'PA', section: 'faq', sort: 2, title: 'When do jobs open?', body: '<h2>Seasons</h2><p>From January.</p>' },
    { state: 'CO', section: 'faq', sort: 1, title: 'A Colorado question', body: '<p>Not this state.</p>' },
  ]);
}

const tiles = (region: string) =>
  within(screen.getByRole('region', { name: region }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('state-company/pennsylvania', () => {
  it("shows the state's organization, its companies, and every company in the state", async () => {
    await pennsylvania();
    renderApp('/state-company/pennsylvania');

    expect(await screen.findByRole('heading', { level: 1, name: 'Outdoor jobs in Pennsylvania' })).toBeInTheDocument();
    expect(screen.getByText('With Keystone Outdoors Office')).toBeInTheDocument();
    expect(screen.getByText('Rivers, forests and the people who work there.')).toBeInTheDocument();
    expect(tiles('Companies of Keystone Outdoors Office')).toEqual([
      'ATAllegheny Trail OutfittersPittsburgh, PANo open job now',
      'TPTioga Paddle Co.Harrisburg, PA1 open job',
    ]);
    expect(tiles('Every company in Pennsylvania')).toEqual([
      'ATAllegheny Trail OutfittersPittsburgh, PANo open job now',
      'JOJuniata OutfittersLewistown, PANo open job now',
      'TPTioga Paddle Co.Harrisburg, PA1 open job',
    ]);
  });

  it("searches the state's live jobs only, with the job search's filters in the URL", async () => {
    await pennsylvania();
    const user = fastUser();
    const view = renderApp('/state-company/pennsylvania');
    expect(await screen.findByRole('heading', { level: 2, name: 'Live jobs in Pennsylvania' })).toBeInTheDocument();
    await expectStatus('1 job found');
    expect(rowTitles()).toEqual(['Canoe Guide']);

    const search = screen.getByRole('search', { name: 'Jobs' });
    await user.type(within(search).getByLabelText('Keywords'), 'kayak');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await expectStatus('0 jobs found');
    expect(view.path()).toBe('/state-company/pennsylvania?keyword=kayak');
    expect(screen.getByRole('heading', { level: 1, name: 'Outdoor jobs in Pennsylvania' })).toBeInTheDocument();
  });

  it("answers the FAQ's questions on demand, in the editors' order, without running what the text hides", async () => {
    await pennsylvania();
    const user = fastUser();
    renderApp('/state-company/pennsylvania');

    await screen.findByRole('region', { name: 'Questions people ask' });
    // Each look finds the page's nodes afresh: a render may set an answer's text again (new nodes), not open it.
    const faq = () => screen.getByRole('region', { name: 'Questions people ask' });
    const questions = within(faq()).getAllByRole('group');
    expect(questions.map((q) => within(q).getByText(/\?$/).textContent)).toEqual([
      'When do jobs open?',
      'Is housing included?',
    ]);
    const answer = () => within(faq()).getByText('Some jobs include it.');
    expect(answer()).not.toBeVisible();
    await user.click(within(faq()).getByText('Is housing included?'));
    expect(answer()).toBeVisible();
    expect(faq().querySelector('script, img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    // Each answer's headings have ids of their own: no id is on the page twice.
    const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
    expect(
      within(faq())
        .getAllByRole('heading', { level: 2, hidden: true })
        .map((h) => h.textContent),
    ).toEqual(['Questions people ask', 'Seasons', 'Housing']);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("opens a company's brand page from its tile", async () => {
    await pennsylvania();
    const user = fastUser();
    const view = renderApp('/state-company/PA');
    const members = await screen.findByRole('region', { name: 'Companies of Keystone Outdoors Office' });
    await user.click(within(members).getByRole('link', { name: /^Tioga Paddle Co\./ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tioga Paddle Co.' })).toBeInTheDocument();
    expect(view.path()).toBe('/brand/tioga-paddle-co');
  });

  it("is a not-found page, with the catalogue's toast, when the state has no organization", async () => {
    db.organizations.clear();
    renderApp('/state-company/pennsylvania');
    expect(await screen.findByRole('heading', { level: 1, name: 'This state has no section yet' })).toBeInTheDocument();
    await expectToast('This organization does not exist.');
  });
});

describe('state-company/:state', () => {
  it('is the state section of the state the path names, by its name or its letters', async () => {
    await pennsylvania();
    renderApp('/state-company/pa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Outdoor jobs in Pennsylvania' })).toBeInTheDocument();
  });

  it('a state without an organization is the not-found page, with the toast', async () => {
    renderApp('/state-company/new-york');
    expect(await screen.findByRole('heading', { level: 1, name: 'This state has no section yet' })).toBeInTheDocument();
    await expectToast('This organization does not exist.');
  });

  it('a path that names no US state is the not-found page', async () => {
    renderApp('/state-company/atlantis');
    expect(await screen.findByRole('heading', { level: 1, name: 'This state has no section yet' })).toBeInTheDocument();
  });
});
