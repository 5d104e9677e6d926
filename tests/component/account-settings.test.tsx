import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { linkTo } from './accounts';
import { describedBy, expectToast, fastUser } from './data';
import { renderApp, signInAs } from './render';
import { db } from '../../mocks/db';
import { auth } from '../../src/api/auth';
import { ProfileVisibility, Pronouns } from '../../src/domain/enums/profile';
import { getUser } from '../../src/state/session';

/** account (candidates) and update-account: sections saved on their own, each refusal beside its field. */

const CANDIDATE = 'candidate@demo.test';
const casey = () => db.users.findFirst((q) => q.where({ id: 1 }))!;
const section = (name: string) => screen.getByRole('region', { name });

async function openSettings(url = '/account') {
  const view = renderApp(url);
  await screen.findByRole('heading', { name: 'Account settings', level: 1 });
  return view;
}

describe('/account', () => {
  beforeEach(() => signInAs(CANDIDATE));

  it('saves the name and pronouns: the header greets the new name at once', async () => {
    const user = fastUser();
    await openSettings();
    const details = section('Name and pronouns');
    const first = within(details).getByRole('textbox', { name: 'First name' });
    expect(first).toHaveValue('Casey');
    await user.clear(first);
    await user.type(first, 'Cass');
    await user.selectOptions(within(details).getByRole('combobox', { name: 'Pronouns' }), 'They/them');
    await user.click(within(details).getByRole('button', { name: 'Save' }));
    await expectToast('Your details are saved.');
    expect(casey()).toMatchObject({ firstName: 'Cass', pronouns: Pronouns.TheyThem });
    expect(getUser()?.user.firstName).toBe('Cass');
    expect(screen.getByRole('link', { name: 'Account settings, signed in as Cass Rivers' })).toHaveTextContent('Cass');
  });

  it('shows a blank name beside its field, and keeps what was typed elsewhere', async () => {
    const user = fastUser();
    await openSettings();
    const details = section('Name and pronouns');
    await user.clear(within(details).getByRole('textbox', { name: 'First name' }));
    const last = within(details).getByRole('textbox', { name: 'Last name' });
    await user.clear(last);
    await user.type(last, 'Brook');
    await user.click(within(details).getByRole('button', { name: 'Save' }));
    const first = within(details).getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(describedBy(first)).toContain('Enter your first name'));
    expect(first).toHaveFocus();
    expect(last).toHaveValue('Brook');
    expect(casey().firstName).toBe('Casey');
  });

  it('changes the address only once the new one is confirmed from the emailed link', async () => {
    const user = fastUser();
    const view = await openSettings();
    const email = section('Email address');
    await user.type(within(email).getByRole('textbox', { name: 'New email address' }), 'casey.new@example.com');
    await user.type(within(email).getByLabelText('Current password'), 'demo1234');
    await user.click(within(email).getByRole('button', { name: 'Send a confirmation link' }));
    await expectToast('We sent a confirmation link to your new address.');
    expect(await within(section('Email address')).findByText(/Waiting for confirmation/)).toHaveTextContent(
      'casey.new@example.com',
    );
    expect(casey().email).toBe(CANDIDATE);
    view.unmount();

    const link = await linkTo('casey.new@example.com', 'Confirm your new email address');
    renderApp(link);
    const confirm = await screen.findByRole('button', { name: 'Confirm my new address' });
    expect(screen.getByRole('heading', { name: 'Confirm your new email address' })).toHaveFocus();
    await user.click(confirm);
    await expectToast('Your new email address is confirmed.');
    expect(casey()).toMatchObject({ email: 'casey.new@example.com', pendingEmail: null });
    expect(getUser()?.user.email).toBe('casey.new@example.com');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Confirm my new address' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('casey.new@example.com', { selector: '.lead strong' })).toBeInTheDocument();
  });

  it('refuses a taken address and a wrong password beside their fields', async () => {
    const user = fastUser();
    await openSettings();
    const email = section('Email address');
    const address = within(email).getByRole('textbox', { name: 'New email address' });
    const password = within(email).getByLabelText('Current password');
    await user.type(address, 'premium@demo.test');
    await user.type(password, 'demo1234');
    await user.click(within(email).getByRole('button', { name: 'Send a confirmation link' }));
    await waitFor(() => expect(describedBy(address)).toContain('An account already uses this email address.'));
    expect(address).toHaveValue('premium@demo.test');
    await user.clear(address);
    await user.type(address, 'casey.other@example.com');
    await user.clear(password);
    await user.type(password, 'wrong-password1');
    await user.click(within(email).getByRole('button', { name: 'Send a confirmation link' }));
    await waitFor(() => expect(describedBy(password)).toContain('The password is not correct'));
    expect(casey().pendingEmail).toBeNull();
  });

  it('changes the password and signs the other sessions out', async () => {
    const user = fastUser();
    const other = await auth.login({ email: CANDIDATE, password: 'demo1234' });
    await openSettings();
    const password = section('Password');
    await user.type(within(password).getByLabelText('Current password'), 'demo1234');
    await user.type(within(password).getByLabelText('New password'), 'summit2027');
    await user.type(within(password).getByLabelText('New password again'), 'summit2027');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    await expectToast('Your password is changed. Your other sessions are signed out.');
    expect(casey().password).toBe('summit2027');
    expect(db.sessions.findFirst((q) => q.where({ token: other.accessToken }))).toBeUndefined();
    // This session stays: its token still finds its user.
    const token = getUser()!.accessToken;
    expect(db.sessions.findFirst((q) => q.where({ token }))).toMatchObject({ token, userId: 1 });
    // The form is emptied: no password stays on screen.
    expect(within(password).getByLabelText('Current password')).toHaveValue('');
  });

  it('sets who may see the profile', async () => {
    const user = fastUser();
    await openSettings();
    const visibility = section('Who can see your profile');
    expect(within(visibility).getByRole('radio', { name: /Anyone with the link/ })).toBeChecked();
    await user.click(within(visibility).getByRole('radio', { name: /Only employers I applied to/ }));
    await user.click(within(visibility).getByRole('button', { name: 'Save' }));
    await expectToast('Who may see your profile is saved.');
    expect(casey().profileVisibility).toBe(ProfileVisibility.AppliedEmployers);
  });

  it('deletes the account after the question and the password: signed out, its applications gone', async () => {
    const user = fastUser();
    const view = await openSettings();
    expect(db.applications.findMany((q) => q.where({ userId: 1 })).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const password = within(dialog).getByLabelText('Password');
    await user.type(password, 'not-it-123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(describedBy(password)).toContain('The password is not correct'));
    expect(casey()).toMatchObject({ email: CANDIDATE });
    await user.clear(password);
    await user.type(password, 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await expectToast('Your account is deleted.');
    await waitFor(() => expect(view.path()).toBe('/login'));
    expect(getUser()).toBeNull();
    expect(db.users.findFirst((q) => q.where({ id: 1 }))).toBeUndefined();
    expect(db.applications.findMany((q) => q.where({ userId: 1 }))).toEqual([]);
  });

  it('asks before leaving with unsaved changes in any section', async () => {
    const user = fastUser();
    const view = await openSettings();
    await user.type(within(section('Email address')).getByRole('textbox', { name: 'New email address' }), 'half@');
    await user.click(screen.getByRole('link', { name: 'See your profile as employers see it' }));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Stay on this page' }));
    expect(view.path()).toBe('/account');
    expect(within(section('Email address')).getByRole('textbox', { name: 'New email address' })).toHaveValue('half@');
  });
});

describe('/update-account', () => {
  it('offers an employer who left a company the next step, and saves their name', async () => {
    await signInAs('employer.former@demo.test');
    const user = fastUser();
    renderApp('/update-account');
    await screen.findByRole('heading', { name: 'Update your account', level: 1 });
    expect(screen.getByText(/You are no longer part of/)).toHaveTextContent('Allegheny Ridge Guides');
    expect(screen.getByRole('link', { name: 'Create a company' })).toHaveAttribute('href', '/create-company');
    expect(screen.getByRole('link', { name: 'Ask to join a company' })).toHaveAttribute('href', '/join-company');
    expect(screen.queryByRole('combobox', { name: 'Pronouns' })).not.toBeInTheDocument();
    const details = section('Your name');
    const last = within(details).getByRole('textbox', { name: 'Last name' });
    await user.clear(last);
    await user.type(last, 'Dunn-Ruiz');
    await user.click(within(details).getByRole('button', { name: 'Save' }));
    await expectToast('Your details are saved.');
    expect(getUser()?.user.lastName).toBe('Dunn-Ruiz');
  });
});

describe('the name in the header', () => {
  it("opens the user's settings: a candidate's account settings, an employer's update-account (no next step with a company)", async () => {
    const user = fastUser();
    await signInAs('employer.admin@demo.test');
    const view = renderApp('/profile');
    await user.click(await screen.findByRole('link', { name: 'Account settings, signed in as Morgan Alder' }));
    await screen.findByRole('heading', { name: 'Update your account', level: 1 });
    expect(view.path()).toBe('/update-account');
    expect(screen.getByText('Your name, and the password you sign in with.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create a company' })).not.toBeInTheDocument();
    view.unmount();

    await signInAs(CANDIDATE);
    const candidate = renderApp('/jobs');
    await user.click(await screen.findByRole('link', { name: 'Account settings, signed in as Casey Rivers' }));
    await screen.findByRole('heading', { name: 'Account settings', level: 1 });
    expect(candidate.path()).toBe('/account');
  });
});
