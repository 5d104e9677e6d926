import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectToast } from './data';
import { demoActions, renderApp } from './render';
import { appStore, userAtom } from '../../src/state/session';
import { showToast } from '../../src/state/toasts';

const emailInput = () => screen.getByLabelText('Email');
const passwordInput = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Sign in' });

/** The error text tied to an input by aria-describedby. */
function describedBy(input: HTMLElement) {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
}

async function openLogin(url = '/login', demo = false) {
  const view = renderApp(url, { demo: demo ? demoActions() : null });
  await screen.findByRole('heading', { name: 'Sign in', level: 1 });
  return view;
}

describe('login page', () => {
  it('an empty submit shows both messages beside their fields and sends nothing', async () => {
    const user = userEvent.setup();
    await openLogin();
    await user.click(submit());

    // The form validates asynchronously (react-hook-form's resolver): wait for its first answer.
    await waitFor(() => expect(emailInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(emailInput())).toBe('Enter a valid email address');
    expect(describedBy(passwordInput())).toBe('Enter your password');
    expect(appStore.get(userAtom)).toBeNull();
  });

  it('a malformed email keeps what was typed, and marks only the wrong field', async () => {
    const user = userEvent.setup();
    await openLogin();
    await user.type(emailInput(), 'casey.rivers');
    await user.type(passwordInput(), 'secret');
    await user.click(submit());

    await waitFor(() => expect(describedBy(emailInput())).toBe('Enter a valid email address'));
    expect(emailInput()).toHaveValue('casey.rivers');
    expect(passwordInput()).toHaveValue('secret');
    expect(passwordInput()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter your password')).not.toBeInTheDocument();
  });

  it("a wrong password shows the server's message and keeps the email", async () => {
    const user = userEvent.setup();
    const view = await openLogin();
    await user.type(emailInput(), 'candidate@demo.test');
    await user.type(passwordInput(), 'not-my-password');
    await user.click(submit());

    const form = submit().closest('form')!;
    expect(await within(form).findByText('The email or password is incorrect.')).toBeVisible();
    expect(emailInput()).toHaveValue('candidate@demo.test');
    expect(view.path()).toBe('/login');
    expect(appStore.get(userAtom)).toBeNull();
    // Said once, beside the form: no toast repeats it. (A toast shown now comes after any the failure showed.)
    showToast('info', 'Marker');
    await expectToast('Marker');
    expect([...document.querySelectorAll('.Toastify__toast')].map((t) => t.textContent)).toEqual(['Marker']);
  });

  it('a sign-in takes the toasts of before off the screen', async () => {
    const user = userEvent.setup();
    await openLogin();
    showToast('warning', 'Something from before signing in.');
    await expectToast('Something from before signing in.');
    await user.type(emailInput(), 'candidate@demo.test');
    await user.type(passwordInput(), 'demo1234');
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Find your next outdoor job', level: 1 });
    // It fades out (jsdom runs no animation, so the faded toast stays in its document: its exit is what shows).
    await waitFor(() =>
      expect(screen.getByText('Something from before signing in.').closest('.Toastify__toast')).toHaveClass(
        'toast-fade-out',
      ),
    );
  });

  it('valid candidate credentials sign in and land on /jobs', async () => {
    const user = userEvent.setup();
    const view = await openLogin();
    await user.type(emailInput(), 'candidate@demo.test');
    await user.type(passwordInput(), 'demo1234');
    await user.click(submit());

    await screen.findByRole('heading', { name: 'Find your next outdoor job', level: 1 });
    expect(view.path()).toBe('/jobs');
    expect(appStore.get(userAtom)?.user.email).toBe('candidate@demo.test');
    expect(JSON.parse(localStorage.getItem('jobboard.user')!)).toMatchObject({ roles: [1] });
  });

  it('signs in and follows the return URL', async () => {
    const user = userEvent.setup();
    const view = await openLogin('/login?returnUrl=%2Frecommended-jobs');
    await user.type(emailInput(), 'candidate@demo.test');
    await user.type(passwordInput(), 'demo1234');
    await user.click(submit());

    await screen.findByRole('heading', { name: 'Recommended jobs', level: 1 });
    expect(view.path()).toBe('/recommended-jobs');
  });

  it('does not follow a return URL that leaves the app', async () => {
    const user = userEvent.setup();
    const view = await openLogin('/login?returnUrl=%2F%2Fevil.example');
    await user.type(emailInput(), 'candidate@demo.test');
    await user.type(passwordInput(), 'demo1234');
    await user.click(submit());

    await screen.findByRole('heading', { name: 'Find your next outdoor job', level: 1 });
    expect(view.path()).toBe('/jobs');
  });

  it('the company admin lands on /home-employer', async () => {
    const user = userEvent.setup();
    const view = await openLogin();
    await user.type(emailInput(), 'employer.admin@demo.test');
    await user.type(passwordInput(), 'demo1234');
    await user.click(submit());

    await screen.findByRole('heading', { name: 'Welcome back, Morgan', level: 1 });
    expect(view.path()).toBe('/home-employer');
    expect(appStore.get(userAtom)?.primaryCompany?.name).toBe('Summit Trail Outfitters');
  });

  it('without demo mode there is no demo accounts list', async () => {
    await openLogin();
    expect(screen.queryByRole('heading', { name: 'Demo accounts' })).not.toBeInTheDocument();
  });

  it('in demo mode lists the demo accounts, and one click signs in', async () => {
    const user = userEvent.setup();
    const view = await openLogin('/login', true);
    const list = screen.getByRole('heading', { name: 'Demo accounts' }).closest('section')!;
    const buttons = within(list).getAllByRole('button');
    expect(buttons).toHaveLength(7);
    expect(within(list).getByText('employer.pending@demo.test · demo1234')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /employer\.admin@demo\.test/ }));
    await screen.findByRole('heading', { name: 'Welcome back, Morgan', level: 1 });
    expect(view.path()).toBe('/home-employer');
    expect(appStore.get(userAtom)?.user.email).toBe('employer.admin@demo.test');
  });
});
