import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast, fastUser } from './data';
import { addCompany, addJob } from './fixtures';
import { jsonLd, openJob } from './job-page';
import { renderApp, signInAs } from './render';
import { JobStatus } from '../../src/domain/enums/job';

/** brand/{name}: a company's public page (Company/by-path), through the real route table and the mock. */

const tuscarora = {
  name: 'Tuscarora River Outfitters',
  path: 'tuscarora-river-outfitters',
  description: 'Canoe and kayak trips on the Juniata and its creeks, with guides who grew up on the water.',
  website: 'https://tuscarora-river.example',
  city: 'Lewistown',
  state: 'PA',
  country: 'US',
};

/** The company with two live jobs (one of them older), a draft, and a live job of another company. */
async function companyWithJobs() {
  const company = await addCompany(tuscarora);
  await addJob({ companyId: company.id, title: 'Canoe Guide', createdDate: '2026-11-10T09:00:00.000Z' });
  await addJob({ companyId: company.id, title: 'Kayak Instructor', createdDate: '2026-11-20T09:00:00.000Z' });
  await addJob({ companyId: company.id, title: 'Shuttle Driver', status: JobStatus.Draft, publishedDate: null });
  await addJob({ title: 'Raft Guide' });
  return company;
}

const jobTitles = () =>
  within(screen.getByRole('list', { name: /open jobs?$/ }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('brand/:name', () => {
  it('shows the company by its path in any case, and its live jobs, newest first', async () => {
    await companyWithJobs();
    renderApp('/brand/Tuscarora-River-Outfitters');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tuscarora River Outfitters' })).toBeInTheDocument();
    expect(screen.getByText('Lewistown, Pennsylvania', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(tuscarora.description)).toBeInTheDocument();
    const website = screen.getByRole('link', { name: 'tuscarora-river.example (opens in a new tab)' });
    expect(website).toHaveAttribute('href', 'https://tuscarora-river.example');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');

    expect(screen.getByRole('heading', { level: 2, name: '2 open jobs' })).toBeInTheDocument();
    expect(jobTitles()).toEqual(['Kayak Instructor', 'Canoe Guide']);
    expect(screen.queryByRole('link', { name: 'Edit your company' })).not.toBeInTheDocument();
  });

  it('has the title, the meta description and the Organization markup of the company', async () => {
    await companyWithJobs();
    renderApp('/brand/tuscarora-river-outfitters');
    await screen.findByRole('heading', { level: 1, name: 'Tuscarora River Outfitters' });

    // Written by an effect once the page is up (with the description and the markup): it may follow the heading.
    await waitFor(() => expect(document.title).toBe('Basecamp - Tuscarora River Outfitters'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', tuscarora.description);
    expect(jsonLd()).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'Organization',
      name: 'Tuscarora River Outfitters',
      url: 'http://localhost:3000/brand/tuscarora-river-outfitters',
      description: tuscarora.description,
      sameAs: 'https://tuscarora-river.example',
      address: { '@type': 'PostalAddress', addressLocality: 'Lewistown', addressRegion: 'PA', addressCountry: 'US' },
    });
  });

  it('opens a job from the list, and the job page leads back to the company page', async () => {
    await companyWithJobs();
    renderApp('/brand/tuscarora-river-outfitters');
    const user = fastUser();
    await user.click(await screen.findByRole('link', { name: 'Canoe Guide' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Canoe Guide' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Company page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tuscarora River Outfitters' })).toBeInTheDocument();
  });

  it('says when the company has no open job', async () => {
    await addCompany({ ...tuscarora, name: 'Quiet Creek Canoes', path: 'quiet-creek-canoes' });
    renderApp('/brand/quiet-creek-canoes');
    expect(await screen.findByRole('heading', { level: 2, name: '0 open jobs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'No open jobs right now' })).toBeInTheDocument();
  });

  it("an unknown path is a page that says so, and the catalogue's toast", async () => {
    await companyWithJobs();
    renderApp('/brand/tuscarora-river');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This company page does not exist' }),
    ).toBeInTheDocument();
    await expectToast('This company does not exist.');
    await waitFor(() => expect(document.title).toBe('Basecamp - Company not found'));
  });

  it("offers its admin to edit the company, and not its members or others' admins", async () => {
    const job = await addJob({ companyId: 1, title: 'Trail Crew Lead' });
    await signInAs('employer.admin@demo.test');
    const admin = await openJob(job);
    await fastUser().click(screen.getByRole('link', { name: 'Company page' }));
    expect(await screen.findByRole('link', { name: 'Edit your company' })).toHaveAttribute('href', '/profile');
    admin.unmount();

    await signInAs('employer.member@demo.test');
    const member = await openJob(job);
    await fastUser().click(screen.getByRole('link', { name: 'Company page' }));
    await screen.findByRole('heading', { level: 2, name: /open jobs?$/ });
    expect(screen.queryByRole('link', { name: 'Edit your company' })).not.toBeInTheDocument();
    member.unmount();

    await companyWithJobs();
    await signInAs('employer.admin@demo.test');
    renderApp('/brand/tuscarora-river-outfitters');
    await screen.findByRole('heading', { level: 2, name: '2 open jobs' });
    expect(screen.queryByRole('link', { name: 'Edit your company' })).not.toBeInTheDocument();
  });
});
