import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emailsTo, linkTo, mailbox, PASSWORD_RESET, PASSWORD_RULES, signInOnThePage } from './accounts';
import { describedBy, expectToast, fastUser } from './data';
import { renderApp, signInAs } from './render';
import { createControls } from '../../mocks/controls';
import { appStore, userAtom } from '../../src/state/session';

const controls = createControls(async () => {});
const CANDIDATE = 'candidate@demo.test';
const NEW_PASSWORD = 'summit2027';

const newPassword = () => screen.getByLabelText('New password');
const newPasswordAgain = () => screen.getByLabelText('New password again');
const save = () => screen.getByRole('button', { name: 'Save the new password' });

/** Asks for a reset link on forgot-password: the page's answer. */
async function askForLink(email: string) {
  const user = fastUser();
  const field = screen.getByLabelText('Email');
  await user.clear(field);
  await user.type(field, email);
  await user.click(screen.getByRole('button', { name: /^Send (the link|again)$/ }));
  const said = await screen.findByText(
    (_, element) => element?.tagName === 'P' && element.textContent!.startsWith(`If an account uses ${email},`),
  );
  return said.textContent!;
}

async function openForgotPassword() {
  const view = renderApp('/forgot-password');
  await screen.findByRole('heading', { name: 'Forgot your password?', level: 1 });
  return view;
}

/** Asks for a reset link of the candidate on forgot-password. */
async function requestReset() {
  const forgot = await openForgotPassword();
  await askForLink(CANDIDATE);
  forgot.unmount();
}

/** Opens the newest reset link sent to the candidate (asked for on forgot-password first, unless `asked`). */
async function openResetLink({ asked = false } = {}) {
  if (!asked) await requestReset();
  const view = renderApp(await linkTo(CANDIDATE, PASSWORD_RESET));
  await screen.findByRole('heading', { name: 'Choose a new password', level: 1 });
  return view;
}

async function choosePassword(password: string, again = password) {
  const user = fastUser();
  await user.type(newPassword(), password);
  await user.type(newPasswordAgain(), again);
  await user.click(save());
}

describe('forgot-password', () => {
  it('says the same for a known and an unknown address, and emails only the known one', async () => {
    await openForgotPassword();
    const known = await askForLink(CANDIDATE);
    expect(known).toBe(
      `If an account uses ${CANDIDATE}, we sent it a link to choose a new password. It works once, for an hour.`,
    );
    expect(screen.getByRole('status')).toHaveTextContent(known);
    const unknown = await askForLink('nobody@example.com');
    expect(unknown.replace('nobody@example.com', CANDIDATE)).toBe(known);

    const mail = await mailbox();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: CANDIDATE, subject: PASSWORD_RESET });
    expect(mail[0]!.links).toEqual([
      { label: 'Choose a new password', href: expect.stringMatching(/^\/reset-password\?token=.+/) as unknown },
    ]);
    expect(await emailsTo('nobody@example.com', PASSWORD_RESET)).toEqual([]);
  });
});

describe('reset-password: the emailed link', () => {
  it('asks for the new password twice, under the rules', async () => {
    await openResetLink();
    expect(describedBy(newPassword())).toBe(PASSWORD_RULES);
    expect(newPasswordAgain()).toBeInTheDocument();
    expect(save()).toBeInTheDocument();
  });

  it('two different passwords are refused beside the second field', async () => {
    await openResetLink();
    await choosePassword(NEW_PASSWORD, 'summit2028');

    await waitFor(() => expect(describedBy(newPasswordAgain())).toBe('The two passwords are not the same'));
    expect(newPasswordAgain()).toHaveFocus();
    expect(describedBy(newPassword())).toBe(PASSWORD_RULES);
  });

  it('a weak password is refused with the rule it breaks', async () => {
    await openResetLink();
    await choosePassword('summit');

    await waitFor(() => expect(describedBy(newPassword())).toBe(`${PASSWORD_RULES} Use at least 8 characters`));
    expect(newPassword()).toHaveFocus();
  });

  it('a valid reset lands on sign-in: the old password is refused, the new one works', async () => {
    const view = await openResetLink();
    await choosePassword(NEW_PASSWORD);

    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    expect(view.path()).toBe('/login');
    await expectToast('Your password is changed. Sign in with the new one.');

    await signInOnThePage(CANDIDATE, 'demo1234');
    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form')!;
    expect(await within(form).findByText('The email or password is incorrect.')).toBeVisible();

    await fastUser().clear(screen.getByLabelText('Email'));
    await fastUser().clear(screen.getByLabelText('Password'));
    await signInOnThePage(CANDIDATE, NEW_PASSWORD);
    await screen.findByRole('heading', { name: 'Find your next outdoor job', level: 1 });
    expect(appStore.get(userAtom)?.user.email).toBe(CANDIDATE);
  });

  it('a signed-in user who resets is signed out, to sign in again with the new password', async () => {
    await requestReset();
    await signInAs(CANDIDATE);
    const view = await openResetLink({ asked: true });
    await choosePassword(NEW_PASSWORD);

    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    expect(view.path()).toBe('/login');
    expect(appStore.get(userAtom)).toBeNull();
  });

  it('a used link says so at once, before any password is typed', async () => {
    const first = await openResetLink();
    await choosePassword(NEW_PASSWORD);
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    first.unmount();

    renderApp(await linkTo(CANDIDATE, PASSWORD_RESET));
    await screen.findByRole('heading', { name: 'Choose a new password', level: 1 });
    expect(screen.getByRole('alert')).toHaveTextContent('This link was already used or replaced by a newer one.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('an unknown link says so at once', async () => {
    renderApp('/reset-password?token=not-a-real-link');
    await screen.findByRole('heading', { name: 'Choose a new password', level: 1 });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid. Ask for a new one.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('names the account; a refused save says why and keeps what was typed', async () => {
    await openResetLink();
    expect(screen.getByText(CANDIDATE)).toBeVisible();
    controls.failNext('POST Auth/reset-password', 409);
    await choosePassword('another2027');
    expect(await screen.findByRole('alert')).toHaveTextContent('The demo controls found a conflict (409).');
    expect(newPassword()).toHaveValue('another2027');
  });

  it('without its token, says the link is not complete', async () => {
    renderApp('/reset-password');
    await screen.findByRole('heading', { name: 'Choose a new password', level: 1 });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is not complete. Open it again from the email, or ask for a new one.',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});
