import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectStatus, expectToast, fastUser, recordRequests, rowTitles } from './data';
import { addCompany, addEmployer } from './fixtures';
import { renderApp, signInAs } from './render';
import { companyHeading, navLink, switcher, twoCompanies } from './two-companies';
import { createControls } from '../../mocks/controls';
import { userCompanies } from '../../src/api/user-companies';
import { followOtherTabs } from '../../src/app/follow-tabs';
import { storageKeys } from '../../src/state/keys';
import { appStore, userAtom } from '../../src/state/session';

/**
 * An employer of several companies: the header's switcher makes another the primary one, and every page of company
 * data and every tab follow (the switch-company route, docs/decisions/0022).
 */

const controls = createControls(async () => {});

describe('the company switcher', () => {
  const requests = recordRequests();

  it('shows the primary company with the role there, lists the others, and switches: the page and the header follow', async () => {
    const user = fastUser();
    const { juniata } = await twoCompanies();
    const view = renderApp('/profile');
    expect(await companyHeading('Canyon Works')).toBeInTheDocument();
    await expectStatus('1 job');
    expect(rowTitles()).toEqual(['River Guide']);

    const toggle = await switcher('Canyon Works');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(await within(panel).findByText('Admin · 1 person')).toBeInTheDocument();
    const others = within(panel).getByRole('list', { name: 'Your other companies' });
    expect(within(others).getAllByRole('button')).toHaveLength(1);
    // "Switch to" is read once, in each button's name: the visible line above the list is hidden from screen readers.
    expect(within(panel).getByText('Switch to', { selector: 'p' })).toHaveAttribute('aria-hidden', 'true');

    await user.click(within(others).getByRole('button', { name: 'Switch to Juniata Outfitters' }));
    await expectToast('Switched to Juniata Outfitters. Its company page and jobs are shown now.');
    expect(await companyHeading('Juniata Outfitters')).toBeInTheDocument();
    await waitFor(() => expect(rowTitles()).toEqual(['Sea Kayak Guide']));
    // The panel closed, and the focus is back on its button, which names the company now.
    const now = await switcher('Juniata Outfitters');
    expect(now).toHaveFocus();
    expect(now).toHaveAttribute('aria-expanded', 'false');
    expect(appStore.get(userAtom)?.primaryCompany).toMatchObject({ id: juniata.id, name: 'Juniata Outfitters' });
    expect(appStore.get(userAtom)?.memberships).toContainEqual({ companyId: juniata.id, role: 'member' });
    expect(requests.filter((r) => r.startsWith('PUT'))).toEqual(['PUT /api/admin/Company/change-primary-company']);

    // Post a job is for the new company too; the panel now offers the first one back, with the role there.
    await user.click(navLink('Post a job'));
    expect(await screen.findByText(/^For Juniata Outfitters\./)).toBeInTheDocument();
    expect(view.path()).toBe('/create-job');
    await user.click(now);
    expect(
      await within(screen.getByRole('list', { name: 'Your other companies' })).findByRole('button'),
    ).toHaveAccessibleName('Switch to Canyon Works');
    expect(await screen.findByText('Member · 2 people')).toBeInTheDocument();
  });

  it('is a disclosure the keyboard opens and Escape closes, giving the focus back', async () => {
    const user = fastUser();
    await twoCompanies();
    renderApp('/profile');
    await expectStatus('1 job');
    const toggle = await switcher('Canyon Works');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const choice = await screen.findByRole('button', { name: 'Switch to Juniata Outfitters' });
    await user.tab();
    expect(choice).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Switch to Juniata Outfitters' })).not.toBeInTheDocument();
  });

  it.each([
    [403, 'The demo controls refused this request (403).'],
    [404, 'The demo controls could not find this (404).'],
  ])('a %s from change-primary-company leaves everything as it was, with the toast', async (status, toast) => {
    const user = fastUser();
    const { canyon } = await twoCompanies();
    renderApp('/profile');
    await expectStatus('1 job');
    await user.click(await switcher('Canyon Works'));
    const choice = await screen.findByRole('button', { name: 'Switch to Juniata Outfitters' });
    controls.failNext('PUT admin/Company/change-primary-company', status);
    await user.click(choice);
    await expectToast(toast);
    expect(choice).toHaveFocus();
    expect(await switcher('Canyon Works')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Canyon Works' })).toBeInTheDocument();
    expect(rowTitles()).toEqual(['River Guide']);
    expect(appStore.get(userAtom)?.primaryCompany?.id).toBe(canyon.id);
  });

  it('an employer of one company has the logo, a link to the company page, and no switcher', async () => {
    const company = await addCompany({ name: 'Canyon Works' });
    const employer = await addEmployer(company.id);
    await signInAs(employer.email);
    renderApp('/profile');
    expect(await screen.findByRole('link', { name: 'Canyon Works, your company' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: /switch company/ })).not.toBeInTheDocument();
  });

  it('the switch-company page lists the companies and switches too, the focus then on its heading', async () => {
    const user = fastUser();
    await twoCompanies();
    renderApp('/switch-company');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your companies' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    await user.click(await within(main).findByRole('button', { name: 'Switch to Juniata Outfitters' }));
    await expectToast('Switched to Juniata Outfitters. Its company page and jobs are shown now.');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Your companies' })).toHaveFocus());
    expect(await within(main).findByRole('button', { name: 'Switch to Canyon Works' })).toBeInTheDocument();
    expect(within(main).getByText('Juniata Outfitters')).toBeInTheDocument();
  });
});

describe('another tab', () => {
  it('follows a switch made there: the stored user changes, and the page shows the new company', async () => {
    const { juniata } = await twoCompanies();
    const view = renderApp('/profile');
    const stop = followOtherTabs(view.router);
    expect(await companyHeading('Canyon Works')).toBeInTheDocument();
    // The other tab switched: the server has the new primary company, and local storage the user it stored.
    const answer = await userCompanies.changePrimaryCompany(juniata.id);
    const stored = JSON.stringify({ ...appStore.get(userAtom), primaryCompany: answer });
    act(() => {
      localStorage.setItem(storageKeys.user, stored);
      window.dispatchEvent(
        new StorageEvent('storage', { key: storageKeys.user, newValue: stored, storageArea: localStorage }),
      );
    });
    expect(await companyHeading('Juniata Outfitters')).toBeInTheDocument();
    await waitFor(() => expect(rowTitles()).toEqual(['Sea Kayak Guide']));
    expect(await switcher('Juniata Outfitters')).toBeInTheDocument();
    stop();
  });
});
