import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectStatus, expectToast, fastUser } from './data';
import { addCompany, addJob } from './fixtures';
import { renderApp, signInAs } from './render';
import { behaviour } from '../../mocks/http';
import { JobStatus } from '../../src/domain/enums/job';

/** admin/companies: the admins' list of companies, by membership status, sorted, paged, and as companies.csv. */

const NO_MEMBERSHIP = 1;
const ACTIVE = 2;
const EXPIRED = 3;

/** Four companies whose names no seeded company shares ("Zephyr"), with their jobs. */
async function zephyrCompanies() {
  const peak = await addCompany({
    name: 'Zephyr Peak Outfitters',
    createdDate: '2026-03-14T09:30:00.000Z',
    membershipStatus: NO_MEMBERSHIP,
  });
  await addJob({ companyId: peak.id, status: JobStatus.Active });
  await addJob({ companyId: peak.id, status: JobStatus.Active });
  await addJob({ companyId: peak.id, status: JobStatus.PendingReview });
  const river = await addCompany({
    name: 'Zephyr River Guides',
    createdDate: '2026-06-01T15:00:00.000Z',
    membershipStatus: ACTIVE,
  });
  await addJob({ companyId: river.id, status: JobStatus.Rejected });
  const trail = await addCompany({
    name: 'Zephyr Trail Co',
    createdDate: '2025-12-24T08:00:00.000Z',
    membershipStatus: EXPIRED,
  });
  const lodge = await addCompany({
    name: 'Zephyr Lodge',
    createdDate: '2026-10-05T11:00:00.000Z',
    membershipStatus: ACTIVE,
  });
  return { peak, river, trail, lodge };
}

/** The table's body rows, each as its cells' texts. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const names = () => rows().map((row) => row[1]);
const tab = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Membership status' })).getByRole('link', { name });
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

async function openList(url = '/admin/companies?search=zephyr') {
  await signInAs('admin@demo.test');
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Companies' });
  return view;
}

describe('admin/companies', () => {
  it('shows the companies the search finds, newest first, a tab per membership status with its count', async () => {
    const { peak } = await zephyrCompanies();
    await openList();
    await expectStatus('4 companies');
    expect(names()).toEqual(['Zephyr Lodge', 'Zephyr River Guides', 'Zephyr Peak Outfitters', 'Zephyr Trail Co']);
    expect(rows()[2]).toEqual([
      String(peak.id),
      'Zephyr Peak Outfitters',
      'Mar 14, 2026',
      '2',
      '1',
      '0',
      'No membership',
    ]);
    expect(rows()[1]!.slice(2)).toEqual(['Jun 1, 2026', '0', '0', '1', 'Active membership']);
    const tabs = within(screen.getByRole('navigation', { name: 'Membership status' })).getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'No membership 1',
      'Active membership 2',
      'Expired 1',
      'Brand page edited 0',
      'All 4',
    ]);
    expect(tab(/^All/)).toHaveAttribute('aria-current', 'page');
    expect(header('Created date')).toHaveAttribute('aria-sort', 'descending');
  });

  it('filters by tab and sorts by a column, both ways, the state in the URL', async () => {
    const user = fastUser();
    await zephyrCompanies();
    const view = await openList();
    await expectStatus('4 companies');
    await user.click(tab(/^Active membership/));
    await expectStatus('2 companies');
    expect(names()).toEqual(['Zephyr Lodge', 'Zephyr River Guides']);
    expect(tab(/^Active membership/)).toHaveAttribute('aria-current', 'page');

    await user.click(within(header('Name')).getByRole('link'));
    await waitFor(() => expect(header('Name')).toHaveAttribute('aria-sort', 'ascending'));
    expect(names()).toEqual(['Zephyr Lodge', 'Zephyr River Guides']);
    expect(header('Created date')).not.toHaveAttribute('aria-sort');
    await user.click(within(header('Name')).getByRole('link'));
    await waitFor(() => expect(header('Name')).toHaveAttribute('aria-sort', 'descending'));
    expect(names()).toEqual(['Zephyr River Guides', 'Zephyr Lodge']);
    expect(view.router.state.location.search).toBe('?search=zephyr&membershipStatus=2&sort=name&order=desc');
  });

  it('keeps a search just sent when a tab is clicked before the list has followed it', async () => {
    const user = fastUser();
    await zephyrCompanies();
    const view = await openList('/admin/companies');
    await user.type(screen.getByLabelText('Name'), 'zephyr');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(tab(/^Expired/));
    await expectStatus('1 company');
    expect(names()).toEqual(['Zephyr Trail Co']);
    expect(view.router.state.location.search).toBe('?search=zephyr&membershipStatus=3');
  });

  it('sorts a count column highest first on its first click', async () => {
    const user = fastUser();
    await zephyrCompanies();
    await openList();
    await expectStatus('4 companies');
    await user.click(within(header('Active jobs')).getByRole('link'));
    await waitFor(() => expect(header('Active jobs')).toHaveAttribute('aria-sort', 'descending'));
    expect(names()[0]).toBe('Zephyr Peak Outfitters');
  });

  it('filters by the days the companies were created, and says beside the field when the range is backwards', async () => {
    const user = fastUser();
    await zephyrCompanies();
    await openList();
    await expectStatus('4 companies');
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Created to'), { target: { value: '2026-03-01' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const to = screen.getByLabelText('Created to');
    expect(to).toHaveAccessibleDescription('The last day comes before the first');
    expect(to).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('Created from')).toHaveValue('2026-11-01');
    expect(names()).toHaveLength(4);

    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-03-14' } });
    fireEvent.change(to, { target: { value: '2026-06-01' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expectStatus('2 companies');
    expect(names()).toEqual(['Zephyr River Guides', 'Zephyr Peak Outfitters']);
    expect(screen.getByLabelText('Created to')).not.toHaveAccessibleDescription();
    expect(tab(/^Expired/)).toHaveTextContent('Expired 0');
    expect(tab(/^All/)).toHaveTextContent('All 2');
  });

  it('pages through the companies, 20 a page', async () => {
    const user = fastUser();
    for (let i = 1; i <= 23; i++)
      await addCompany({
        name: `Zephyr Camp ${i}`,
        createdDate: `2026-01-${String(i).padStart(2, '0')}T10:00:00.000Z`,
      });
    await openList('/admin/companies?search=zephyr+camp');
    await expectStatus('23 companies, page 1 of 2');
    expect(names()).toHaveLength(20);
    expect(names()[0]).toBe('Zephyr Camp 23');
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await expectStatus('23 companies, page 2 of 2');
    expect(names()).toEqual(['Zephyr Camp 3', 'Zephyr Camp 2', 'Zephyr Camp 1']);
  });

  it('shows why the list could not be loaded, with a retry', async () => {
    const user = fastUser();
    await zephyrCompanies();
    behaviour.faults.push({ endpoint: 'GET admin/Company/get-all', status: 500, remaining: 1 });
    await openList();
    await expectToast('The demo controls made the server fail (500).');
    expect(screen.getByRole('heading', { name: 'The companies could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on the server. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await expectStatus('4 companies');
  });
});
