import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInOnThePage } from './accounts';
import { fastUser } from './data';
import { renderApp, signInAs } from './render';
import { createControls } from '../../mocks/controls';
import { appStore, signOut, userAtom } from '../../src/state/session';

/**
 * What a signed-in user typed and had not saved outlives a session that ends under the form (signed out in another
 * tab, expired, refused by the server): after signing in again, the tab is back on its page with it, and may discard
 * it. Left on purpose, it is gone (src/components/form/drafts.tsx).
 */

const controls = createControls(async () => {});
const SAVED_NEXT_JOB = 'A year-round climbing guide role with a chance to train new guides.';
const nextJob = () => screen.getByRole('textbox', { name: 'Your next job' });
const website = () => screen.getByRole('textbox', { name: 'Website' });
const region = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const BACK = 'Your changes from before you were signed out are back. They are not saved yet.';
const editor = () => screen.findByRole('heading', { name: 'Edit your profile', level: 1 });
const login = () => screen.findByRole('heading', { name: 'Sign in', level: 1 });

/** Whether reloading or closing the tab now gets the browser's question. */
function reloadAsks() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** Another tab signs out: this tab's stored user goes (a storage event), and its guards run again. */
async function signedOutElsewhere(view: ReturnType<typeof renderApp>) {
  act(() => appStore.set(userAtom, null));
  await act(() => view.router.revalidate());
}

async function editProfile() {
  const user = fastUser();
  const view = renderApp('/profile/edit');
  await editor();
  await user.type(nextJob(), ' Soon.');
  await user.type(website(), 'https://casey.example');
  return { user, view };
}

describe('drafts of unsaved changes', () => {
  beforeEach(() => signInAs('candidate@demo.test'));

  it('signed out in another tab: signing in again brings the page back with what was typed, to save or discard', async () => {
    const { user, view } = await editProfile();
    await signedOutElsewhere(view);
    await login();
    expect(view.path()).toBe('/login?returnUrl=%2Fprofile%2Fedit');

    await signInOnThePage('candidate@demo.test', 'demo1234');
    await editor();
    expect(view.path()).toBe('/profile/edit');
    expect(nextJob()).toHaveValue(`${SAVED_NEXT_JOB} Soon.`);
    expect(website()).toHaveValue('https://casey.example');
    expect(within(region('Qualifications')).getByRole('status')).toHaveTextContent(BACK);
    expect(within(region('About')).getByRole('status')).toHaveTextContent(BACK);

    // Still unsaved: reloading or leaving asks.
    await waitFor(() => expect(reloadAsks()).toBe(true));
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Jobs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));

    await user.click(within(region('Qualifications')).getByRole('button', { name: 'Discard changes' }));
    expect(nextJob()).toHaveValue(SAVED_NEXT_JOB);
    expect(within(region('Qualifications')).queryByText(BACK)).not.toBeInTheDocument();
    expect(website()).toHaveValue('https://casey.example');
  });

  it('a save the server refuses with a 401 keeps what was typed through the sign-in', async () => {
    const { user, view } = await editProfile();
    controls.failNext('*', 401);
    await user.click(screen.getByRole('button', { name: 'Save qualifications' }));
    await login();
    await signInOnThePage('candidate@demo.test', 'demo1234');
    await editor();
    expect(view.path()).toBe('/profile/edit');
    expect(nextJob()).toHaveValue(`${SAVED_NEXT_JOB} Soon.`);
  });

  it('a page left on purpose forgets what was typed', async () => {
    const { user, view } = await editProfile();
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Jobs' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(view.path()).toBe('/jobs'));
    await screen.findByRole('heading', { name: 'Find your next outdoor job', level: 1 });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'My profile' }),
    );
    await editor();
    expect(nextJob()).toHaveValue(SAVED_NEXT_JOB);
    expect(website()).toHaveValue('');
    expect(screen.queryByText(BACK)).not.toBeInTheDocument();
  });

  it('signing out in this tab forgets it; so does saving', async () => {
    const { user, view } = await editProfile();
    await user.click(screen.getByRole('button', { name: 'Save about' }));
    await screen.findByText('Your about section is saved.');
    act(() => void signOut());
    await login();
    await signInOnThePage('candidate@demo.test', 'demo1234');
    await act(() => view.router.navigate('/profile/edit'));
    await editor();
    expect(nextJob()).toHaveValue(SAVED_NEXT_JOB);
    expect(website()).toHaveValue('https://casey.example');
    expect(screen.queryByText(BACK)).not.toBeInTheDocument();
  });

  it('another account signing in on that tab does not get it', async () => {
    const { view } = await editProfile();
    await signedOutElsewhere(view);
    await login();
    await signInOnThePage('premium@demo.test', 'demo1234');
    await editor();
    // Parker's own profile, not what Casey typed.
    expect(nextJob()).toHaveValue('Content or social lead at an outdoor brand, remote or in Pittsburgh.');
    expect(screen.queryByText(BACK)).not.toBeInTheDocument();
  });

  it('a password typed is never kept; the new address is', async () => {
    const user = fastUser();
    const view = renderApp('/account');
    await screen.findByRole('heading', { name: 'Account settings', level: 1 });
    const email = () => within(region('Email address')).getByLabelText('New email address');
    const password = () => within(region('Email address')).getByLabelText('Current password');
    await user.type(email(), 'casey.new@example.com');
    await user.type(password(), 'demo1234');
    expect(JSON.stringify(sessionStorage)).toContain('casey.new@example.com');
    expect(JSON.stringify(sessionStorage)).not.toContain('demo1234');
    await signedOutElsewhere(view);
    await login();
    await signInOnThePage('candidate@demo.test', 'demo1234');
    await screen.findByRole('heading', { name: 'Account settings', level: 1 });
    expect(email()).toHaveValue('casey.new@example.com');
    expect(password()).toHaveValue('');
  });
});

describe('a draft of a job', () => {
  it('a session that expires keeps the half-written job for the employer', async () => {
    const user = fastUser();
    await signInAs('employer.admin@demo.test');
    const view = renderApp('/create-job');
    await user.type(await screen.findByLabelText('Job title'), 'Canyon Guide');
    act(() => void signOut('expired'));
    await login();
    await signInOnThePage('employer.admin@demo.test', 'demo1234');
    expect(await screen.findByLabelText('Job title')).toHaveValue('Canyon Guide');
    expect(view.path()).toBe('/create-job');
    expect(await screen.findByText(BACK)).toBeVisible();
  });
});
