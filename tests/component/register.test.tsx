import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION,
  emailsTo,
  linkTo,
  mailbox,
  NEWCOMER,
  PASSWORD_RULES,
  register,
  resendConfirmation,
  signInOnThePage,
} from './accounts';
import { clickTwiceAtOnce, describedBy, expectStatus, fastUser, NOW } from './data';
import { renderApp } from './render';
import { clock } from '../../mocks/clock';
import { db } from '../../mocks/db';
import { appStore, signOut, userAtom } from '../../src/state/session';

const TAKEN = 'An account already uses this email address. Sign in, or reset its password.';

const candidateChoice = () => screen.getByRole('radio', { name: /I am looking for work/ });
const terms = () => screen.getByRole('checkbox', { name: /I accept the terms and conditions/ });
const createAccount = () => screen.getByRole('button', { name: 'Create account' });
/** The radio group's error, tied to its fieldset. */
const choiceError = () => describedBy(screen.getByRole('group', { name: 'How will you use the job board?' }));

async function openRegister() {
  const view = renderApp('/register');
  await screen.findByRole('heading', { name: 'Create an account', level: 1 });
  return view;
}

/** Fills the whole registration form, as the newcomer (with these changes). */
async function fillRegistration(values: { email?: string; password?: string } = {}) {
  const user = fastUser();
  await user.click(candidateChoice());
  await user.type(screen.getByLabelText('First name'), NEWCOMER.firstName);
  await user.type(screen.getByLabelText('Last name'), NEWCOMER.lastName);
  await user.type(screen.getByLabelText('Email'), values.email ?? NEWCOMER.email);
  await user.type(screen.getByLabelText('Password'), values.password ?? NEWCOMER.password);
  await user.click(terms());
  return user;
}

/** Opens the page of the newest confirmation link sent to `email`. */
async function openConfirmationLink(email: string = NEWCOMER.email) {
  const view = renderApp(await linkTo(email, CONFIRMATION));
  await screen.findByRole('heading', { name: 'Confirm your email address', level: 1 });
  return view;
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm my email address' });

describe('register', () => {
  it('an empty submit shows every message beside its field, focuses the first, and sends nothing', async () => {
    const user = fastUser();
    await openRegister();
    expect(describedBy(screen.getByLabelText('Password'))).toBe(PASSWORD_RULES);
    await user.click(createAccount());

    await waitFor(() => expect(choiceError()).toBe('Choose how you will use the job board'));
    expect(describedBy(screen.getByLabelText('First name'))).toBe('Enter your first name');
    expect(describedBy(screen.getByLabelText('Last name'))).toBe('Enter your last name');
    expect(describedBy(screen.getByLabelText('Email'))).toBe('Enter a valid email address');
    expect(describedBy(screen.getByLabelText('Password'))).toBe(`${PASSWORD_RULES} Use at least 8 characters`);
    expect(describedBy(terms())).toBe('Accept the terms to create an account');
    expect(terms()).toHaveAttribute('aria-invalid', 'true');
    expect(candidateChoice()).toHaveFocus();
    expect(await mailbox()).toEqual([]);
  });

  it('a password without a number is refused beside the field, under its rules', async () => {
    await openRegister();
    const user = await fillRegistration({ password: 'trailhead' });
    await user.click(createAccount());

    await waitFor(() =>
      expect(describedBy(screen.getByLabelText('Password'))).toBe(`${PASSWORD_RULES} Use at least one number`),
    );
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(await mailbox()).toEqual([]);
  });

  it('a taken address says so beside the email field and keeps everything typed', async () => {
    const view = await openRegister();
    const user = await fillRegistration({ email: 'candidate@demo.test' });
    await user.click(createAccount());

    await waitFor(() => expect(describedBy(screen.getByLabelText('Email'))).toBe(TAKEN));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(view.path()).toBe('/register');
    expect(candidateChoice()).toBeChecked();
    expect(screen.getByLabelText('First name')).toHaveValue(NEWCOMER.firstName);
    expect(screen.getByLabelText('Last name')).toHaveValue(NEWCOMER.lastName);
    expect(screen.getByLabelText('Email')).toHaveValue('candidate@demo.test');
    expect(screen.getByLabelText('Password')).toHaveValue(NEWCOMER.password);
    expect(terms()).toBeChecked();
    expect(await mailbox()).toEqual([]);
  });

  it('a double click on Create account registers once: its page, one email, no "already uses this email"', async () => {
    await openRegister();
    await fillRegistration();
    clickTwiceAtOnce(createAccount());

    await screen.findByRole('heading', { name: 'Check your inbox', level: 1 });
    expect(screen.queryByText(TAKEN)).not.toBeInTheDocument();
    expect(db.users.all().filter((u) => u.email === NEWCOMER.email)).toHaveLength(1);
    expect(await mailbox()).toHaveLength(1);
  });

  it('a valid registration lands on its page, which says where the link went, and the link is emailed', async () => {
    const view = await openRegister();
    const user = await fillRegistration();
    await user.click(createAccount());

    await screen.findByRole('heading', { name: 'Check your inbox', level: 1 });
    expect(screen.getByText(/We sent a link to/)).toHaveTextContent(
      `We sent a link to ${NEWCOMER.email}. Open it to confirm your address: it works once, for 24 hours.`,
    );
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
    expect(appStore.get(userAtom)).toBeNull();

    const mail = await mailbox();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: NEWCOMER.email, subject: CONFIRMATION, read: false });
    expect(mail[0]!.links).toEqual([
      {
        label: 'Confirm my email address',
        href: expect.stringMatching(/^\/register-confirmation\/[^/?]+\?token=.+/) as unknown,
      },
    ]);
    // The link opens the page the registration landed on.
    expect(mail[0]!.links[0]!.href.split('?')[0]).toBe(view.path());
  });
});

describe('register-confirmation: the emailed link', () => {
  it('confirms a candidate, signs them in and lands on their profile', async () => {
    await register();
    const view = await openConfirmationLink();
    expect(
      screen.getByText(`Confirm that ${NEWCOMER.email} is yours, and your candidate account is ready.`),
    ).toBeInTheDocument();
    await fastUser().click(confirmButton());

    await screen.findByRole('heading', { name: 'Edit your profile', level: 1 });
    expect(view.path()).toBe('/profile/edit');
    expect(appStore.get(userAtom)?.user.email).toBe(NEWCOMER.email);
  });

  it('confirms an employer, who goes on to set up a company', async () => {
    await register({ accountType: 'employer', email: 'hiring@example.com' });
    const view = await openConfirmationLink('hiring@example.com');
    await fastUser().click(confirmButton());

    await screen.findByRole('heading', { name: 'Set up your company', level: 1 });
    expect(view.path()).toBe('/confirm-email');
    expect(appStore.get(userAtom)?.user.email).toBe('hiring@example.com');
  });

  it('opened again once confirmed, says the address is confirmed: to continue where a new account starts, or to sign in', async () => {
    await register();
    const link = await linkTo(NEWCOMER.email, CONFIRMATION);
    const first = await openConfirmationLink();
    await fastUser().click(confirmButton());
    await screen.findByRole('heading', { name: 'Edit your profile', level: 1 });
    first.unmount();

    // Signed in (as the confirmation left them): on to the profile.
    const again = renderApp(link);
    await screen.findByRole('heading', { name: 'Your email address is confirmed', level: 1 });
    expect(screen.getByText(`${NEWCOMER.email} is confirmed, and you are signed in.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/profile/edit');
    again.unmount();

    // Signed out (another browser, say): to sign in.
    signOut();
    renderApp(link);
    await screen.findByRole('heading', { name: 'Your email address is confirmed', level: 1 });
    expect(screen.getByText(`${NEWCOMER.email} is confirmed. Sign in to continue.`)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  /** Opens a confirmation link replaced by a newer one, and tries it. */
  async function tryReplacedLink() {
    await register();
    const replaced = await linkTo(NEWCOMER.email, CONFIRMATION);
    await resendConfirmation();
    renderApp(replaced);
    await screen.findByRole('heading', { name: 'Confirm your email address', level: 1 });
    await fastUser().click(confirmButton());
  }

  it('a link replaced by a newer one says it was used, and sends a new one', async () => {
    await tryReplacedLink();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link was already used or replaced by a newer one.',
    );
    await fastUser().click(screen.getByRole('button', { name: 'Send a new link' }));
    await expectStatus(`We sent a new link to ${NEWCOMER.email}.`);
    expect(await emailsTo(NEWCOMER.email, CONFIRMATION)).toHaveLength(3);
    expect(appStore.get(userAtom)).toBeNull();
  });

  it("once a new link is sent from a dead link's page, the dead link is not offered again", async () => {
    await tryReplacedLink();
    await fastUser().click(await screen.findByRole('button', { name: 'Send a new link' }));
    await expectStatus(`We sent a new link to ${NEWCOMER.email}.`);
    // The dead link cannot confirm: its button would only fail again. A further link may still be asked for.
    expect(screen.queryByRole('button', { name: 'Confirm my email address' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });

  it('an expired link says so, and sends a new one that works', async () => {
    await register();
    clock.set(Date.parse(NOW) + 24 * 3_600_000 + 60_000);
    const view = await openConfirmationLink();
    const user = fastUser();
    await user.click(confirmButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired. Ask for a new one.');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    await expectStatus(`We sent a new link to ${NEWCOMER.email}.`);
    expect(await emailsTo(NEWCOMER.email, CONFIRMATION)).toHaveLength(2);

    await view.router.navigate(await linkTo(NEWCOMER.email, CONFIRMATION));
    await user.click(await screen.findByRole('button', { name: 'Confirm my email address' }));
    await screen.findByRole('heading', { name: 'Edit your profile', level: 1 });
  });

  it('an unknown registration says it does not exist', async () => {
    renderApp('/register-confirmation/no-such-registration');
    expect(
      await screen.findByRole('heading', { name: 'This registration does not exist', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });
});

describe('sign-in before the address is confirmed', () => {
  it('is refused with a way to get a new link; once confirmed, signing in works', async () => {
    await register();
    const view = renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    await signInOnThePage(NEWCOMER.email, NEWCOMER.password);

    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Confirm your email address first: open the link we emailed you, or ask for a new one.',
    );
    expect(appStore.get(userAtom)).toBeNull();
    await fastUser().click(screen.getByRole('button', { name: 'Send a new confirmation link' }));
    await expectStatus(`We sent a new link to ${NEWCOMER.email}.`);
    expect(await emailsTo(NEWCOMER.email, CONFIRMATION)).toHaveLength(2);

    // The new link confirms; signed out again, the account signs in with its password.
    await view.router.navigate(await linkTo(NEWCOMER.email, CONFIRMATION));
    await fastUser().click(await screen.findByRole('button', { name: 'Confirm my email address' }));
    await screen.findByRole('heading', { name: 'Edit your profile', level: 1 });
    await fastUser().click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    await signInOnThePage(NEWCOMER.email, NEWCOMER.password);
    await screen.findByRole('heading', { name: 'Find your next outdoor job', level: 1 });
    expect(view.path()).toBe('/jobs');
    expect(appStore.get(userAtom)?.user.email).toBe(NEWCOMER.email);
    expect(db.users.findFirst((q) => q.where({ email: NEWCOMER.email }))?.emailConfirmed).toBe(true);
  });
});
