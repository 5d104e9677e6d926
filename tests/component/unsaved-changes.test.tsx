import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fastUser } from './data';
import { renderApp, signInAs } from './render';
import { signOut } from '../../src/state/session';

/** Every form of the form abstraction asks before what was typed is lost (src/components/form). */

const navLink = (name: string) => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });
const confirmDialog = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

/** The job form, reached from the dashboard as an employer does (so Back has somewhere to go). */
async function openJobForm() {
  const user = fastUser();
  await signInAs('employer.admin@demo.test');
  const view = renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: 'Summit Trail Outfitters' });
  await user.click(navLink('Post a job'));
  const title = await screen.findByLabelText('Job title');
  return { user, view, title };
}

describe('leaving a form with unsaved changes', () => {
  it('a link away from a half-written job asks first: Stay keeps what was typed, Leave goes', async () => {
    const { user, view, title } = await openJobForm();
    await user.type(title, 'Canyon Guide');
    await user.click(navLink('Jobs'));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByText(/not saved/)).toBeInTheDocument();
    expect(view.path()).toBe('/create-job');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(confirmDialog()).not.toBeInTheDocument());
    expect(view.path()).toBe('/create-job');
    expect(screen.getByLabelText('Job title')).toHaveValue('Canyon Guide');

    await user.click(navLink('Jobs'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(view.path()).toBe('/jobs'));
  });

  it('Back asks too; Leave goes back', async () => {
    const { user, view, title } = await openJobForm();
    await user.type(title, 'Canyon Guide');
    await act(() => view.router.navigate(-1));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(view.path()).toBe('/create-job');
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(view.path()).toBe('/profile'));
    expect(confirmDialog()).not.toBeInTheDocument();
  });

  it('reloading or closing the tab with changes gets the browser’s question; without changes, none', async () => {
    const { user, title } = await openJobForm();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await user.type(title, 'Canyon Guide');
    expect(leave()).toBe(true);
    await user.clear(title);
    expect(leave()).toBe(false);
  });

  it('nothing changed, nothing asked', async () => {
    const { user, view } = await openJobForm();
    await user.click(navLink('Jobs'));
    await waitFor(() => expect(view.path()).toBe('/jobs'));
    expect(confirmDialog()).not.toBeInTheDocument();
  });

  it('a change of session does not ask: signed out, the user goes where the guards say', async () => {
    const { user, view, title } = await openJobForm();
    await user.type(title, 'Canyon Guide');
    act(() => void signOut());
    await waitFor(() => expect(view.path()).toBe('/home-employer'));
    expect(confirmDialog()).not.toBeInTheDocument();
  });

  it('Sign out with a half-written job asks first: Stay keeps the form and the session, Sign out goes', async () => {
    const { user, view, title } = await openJobForm();
    await user.type(title, 'Canyon Guide');
    const signOutButton = screen.getByRole('button', { name: 'Sign out' });
    await user.click(signOutButton);
    const dialog = await screen.findByRole('dialog', { name: 'Sign out without saving?' });
    expect(within(dialog).getByText(/not saved/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(signOutButton).toHaveFocus();
    expect(view.path()).toBe('/create-job');
    expect(screen.getByLabelText('Job title')).toHaveValue('Canyon Guide');

    await user.click(signOutButton);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sign out without saving?' })).getByRole('button', {
        name: 'Sign out',
      }),
    );
    await waitFor(() => expect(view.path()).toBe('/home-employer'));
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Sign out with nothing changed signs out at once', async () => {
    const { user, view } = await openJobForm();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(view.path()).toBe('/home-employer'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
