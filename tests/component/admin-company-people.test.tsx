import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceAtOnce, expectStatus, expectToast, fastUser, recordRequests } from './data';
import { addCompany, addEmployer, addUser } from './fixtures';
import { renderApp, signInAs } from './render';
import { db } from '../../mocks/db';
import { Role } from '../../src/domain/enums/user';

/** admin/companies/:id: the site's admin sees a company's people, adds an employer found by name, removes one. */

const requests = recordRequests();

/** A company with its admin (Quinn Harlow) and a member (Avery Lundqvist), and an employer of no company (Zebulon Tiller). */
async function companyWithPeople() {
  const company = await addCompany({ name: 'Tamarack Outfitters', city: 'Bend', state: 'OR', country: 'US' });
  const admin = await addEmployer(company.id, { firstName: 'Quinn', lastName: 'Harlow', email: 'quinn@tamarack.test' });
  const member = await addEmployer(company.id, {
    firstName: 'Avery',
    lastName: 'Lundqvist',
    email: 'avery@tamarack.test',
  });
  const membership = db.memberships.findFirst((q) => q.where({ userId: member.id }))!;
  await db.memberships.update(membership, {
    data(m) {
      m.isAdmin = false;
    },
  });
  const loose = await addUser({
    roles: [Role.Employer],
    firstName: 'Zebulon',
    lastName: 'Tiller',
    email: 'zebulon.tiller@example.test',
  });
  await addUser({ roles: [Role.User], firstName: 'Zebulon', lastName: 'Candidate', email: 'zebulon.c@example.test' });
  return { company, admin, member, loose };
}

/**
 * The people table's rows as a wide screen shows them, each as its cells' texts (the button's column left out; the
 * phone's copies of the address and the day, hidden there by the stylesheet jsdom does not load, left out too).
 */
const peopleRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('th, td')].slice(0, 4).map((cell) => {
        const wide = cell.cloneNode(true) as Element;
        wide.querySelectorAll('.people__narrow').forEach((narrow) => narrow.remove());
        return wide.textContent;
      }),
    );

async function openCompany(id: number, query = '') {
  await signInAs('admin@demo.test');
  const view = renderApp(`/admin/companies/${id}${query}`);
  await screen.findByRole('heading', { level: 1, name: 'Tamarack Outfitters' });
  return view;
}

describe('admin/companies/:id', () => {
  it("shows the company and its people, admins first, from the companies' table", async () => {
    const user = fastUser();
    const { company } = await companyWithPeople();
    await signInAs('admin@demo.test');
    renderApp('/admin/companies?search=tamarack');
    await user.click(await screen.findByRole('link', { name: 'Tamarack Outfitters' }));
    await screen.findByRole('heading', { level: 1, name: 'Tamarack Outfitters' });
    expect(screen.getByText(`Company ${company.id}`)).toBeInTheDocument();
    expect(screen.getByText('Bend, Oregon')).toBeInTheDocument();
    expect(peopleRows()).toEqual([
      ['Quinn Harlow', 'quinn@tamarack.test', 'Admin', 'Nov 22, 2026'],
      ['Avery Lundqvist', 'avery@tamarack.test', 'Member', 'Nov 22, 2026'],
    ]);
  });

  it('finds employers by name or address, and adds one as a member; a double click adds once', async () => {
    const user = fastUser();
    const { company, loose } = await companyWithPeople();
    await openCompany(company.id);
    await user.type(screen.getByLabelText('Name or email address'), 'z');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    // The form's schema checks the field asynchronously: the message comes a moment after the click.
    await waitFor(() =>
      expect(screen.getByLabelText('Name or email address')).toHaveAccessibleDescription(
        'Type at least 2 characters of a name or an email address',
      ),
    );
    expect(screen.getByLabelText('Name or email address')).toHaveValue('z');

    await user.type(screen.getByLabelText('Name or email address'), 'ebulon');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await expectStatus('1 employer found');
    expect(screen.getByText('zebulon.tiller@example.test')).toBeInTheDocument();
    expect(screen.queryByText('zebulon.c@example.test')).not.toBeInTheDocument();

    requests.length = 0;
    clickTwiceAtOnce(screen.getByRole('button', { name: 'Add Zebulon Tiller to Tamarack Outfitters' }));
    await expectToast('Zebulon Tiller was added as a member.');
    await waitFor(() =>
      expect(peopleRows()).toContainEqual(['Zebulon Tiller', 'zebulon.tiller@example.test', 'Member', 'Nov 22, 2026']),
    );
    expect(requests.filter((r) => r === 'POST /api/admin/Company/add-user')).toHaveLength(1);
    expect(screen.getByText('Already at Tamarack Outfitters')).toBeInTheDocument();
    expect(db.memberships.findFirst((q) => q.where({ userId: loose.id, companyId: company.id }))?.active).toBe(true);
  });

  it('finds a member already here, and says so instead of offering Add', async () => {
    const { company } = await companyWithPeople();
    await openCompany(company.id, '?find=lundqvist');
    await expectStatus('1 employer found');
    expect(screen.getByText('Already at Tamarack Outfitters')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add / })).not.toBeInTheDocument();
  });

  it('removes a member after asking, the focus on the list; the last admin is not offered', async () => {
    const user = fastUser();
    const { company, member } = await companyWithPeople();
    await openCompany(company.id);
    // Quinn is the only admin: the row says so instead of offering Remove.
    const quinn = screen.getByRole('rowheader', { name: /^Quinn Harlow/ }).closest('tr')!;
    expect(within(quinn).queryByRole('button')).toBeNull();
    expect(within(quinn).getByText('Only admin')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Avery Lundqvist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Avery Lundqvist' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expectToast('Avery Lundqvist was removed from Tamarack Outfitters.');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'People' })).toHaveFocus());
    expect(peopleRows()).toEqual([['Quinn Harlow', 'quinn@tamarack.test', 'Admin', 'Nov 22, 2026']]);
    expect(db.memberships.findFirst((q) => q.where({ userId: member.id, companyId: company.id }))?.active).toBe(false);
  });

  it('a company with no one in it says so, and its first employer added becomes its admin', async () => {
    const user = fastUser();
    const company = await addCompany({ name: 'Tamarack Outfitters' });
    await addUser({
      roles: [Role.Employer],
      firstName: 'Zebulon',
      lastName: 'Tiller',
      email: 'zebulon.tiller@example.test',
    });
    await openCompany(company.id, '?find=tiller');
    expect(screen.getByText('No one belongs to Tamarack Outfitters yet: add an employer below.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Add Zebulon Tiller to Tamarack Outfitters' }));
    await expectToast('Zebulon Tiller was added as its admin.');
    await waitFor(() =>
      expect(peopleRows()).toEqual([['Zebulon Tiller', 'zebulon.tiller@example.test', 'Admin', 'Nov 22, 2026']]),
    );
  });
});
