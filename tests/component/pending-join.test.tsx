import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceAtOnce, expectToast, fastUser, recordRequests } from './data';
import { renderApp, signInAs } from './render';
import { db } from '../../mocks/db';
import { appStore, userAtom } from '../../src/state/session';

/**
 * An employer whose request to join a company waits for its admins (employer.pending@demo.test asked to join
 * Keystone Paddle Co.): the company page names the company and offers ways on; Post a job says why not yet and links
 * back.
 */

const PENDING = 'Your company join request is pending approval; thank you for your patience.';

describe('a pending join request', () => {
  const requests = recordRequests();

  it('/profile names the company asked, says what happens next and what to do meanwhile', async () => {
    await signInAs('employer.pending@demo.test');
    // Auth/login names the company of the pending request.
    expect(appStore.get(userAtom)?.pendingJoinRequest).toEqual({ companyId: 2, companyName: 'Keystone Paddle Co.' });
    const view = renderApp('/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Waiting to join Keystone Paddle Co.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(PENDING);
    expect(screen.getByText(/You asked to join/)).toHaveTextContent(
      "You asked to join Keystone Paddle Co. on Basecamp. One of its admins accepts or declines the request; once you are in, this page is Keystone Paddle Co.'s dashboard",
    );
    expect(screen.getByRole('link', { name: 'Browse the jobs on Basecamp' })).toHaveAttribute('href', '/jobs');
    expect(screen.getByRole('link', { name: 'Set up another company' })).toHaveAttribute('href', '/create-company');
    expect(screen.getByRole('button', { name: 'Withdraw my request to join Keystone Paddle Co.' })).toBeEnabled();
    expect(view.path()).toBe('/profile');
  });

  it('a double click withdraws the request once: the set-up page opens, and the company page no longer waits', async () => {
    await signInAs('employer.pending@demo.test');
    const view = renderApp('/profile');
    clickTwiceAtOnce(await screen.findByRole('button', { name: 'Withdraw my request to join Keystone Paddle Co.' }));
    await expectToast('You withdrew your request to join Keystone Paddle Co.');
    await waitFor(() => expect(view.path()).toBe('/create-company'));
    expect(requests.filter((r) => r.startsWith('DELETE'))).toEqual(['DELETE /api/admin/Company/join-request']);
    expect(appStore.get(userAtom)).toMatchObject({ hasPendingJoinRequest: false, pendingJoinRequest: null });
    // Signed in again, the server says nothing waits either.
    await signInAs('employer.pending@demo.test');
    expect(appStore.get(userAtom)?.pendingJoinRequest).toBeNull();
  });

  it('when the request no longer waits (answered meanwhile), says so and stops waiting: the set-up page opens', async () => {
    const user = fastUser();
    await signInAs('employer.pending@demo.test');
    const view = renderApp('/profile');
    const withdraw = await screen.findByRole('button', { name: 'Withdraw my request to join Keystone Paddle Co.' });
    await db.joinRequests.deleteMany((q) => q.where({ companyId: 2, status: 'pending' }));
    await user.click(withdraw);
    await expectToast('You have no request waiting to join Keystone Paddle Co.');
    await waitFor(() => expect(view.path()).toBe('/create-company'));
    expect(appStore.get(userAtom)).toMatchObject({ hasPendingJoinRequest: false, pendingJoinRequest: null });
  });

  it('Post a job says why it cannot be posted yet, names the company, and leads back to the company page', async () => {
    const user = fastUser();
    await signInAs('employer.pending@demo.test');
    const view = renderApp('/create-job');
    const why = await screen.findByText(/^You cannot post a job yet\./);
    expect(why).toHaveTextContent(
      'Jobs are posted for a company, and your request to join Keystone Paddle Co. is still waiting for one of its admins to accept it.',
    );
    expect(screen.queryByLabelText('Job title')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to your company page' }));
    await waitFor(() => expect(view.path()).toBe('/profile'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Waiting to join Keystone Paddle Co.' }),
    ).toBeInTheDocument();
  });

  it('once the admins declined the request, says so and opens join-company: the session stops waiting', async () => {
    await signInAs('employer.pending@demo.test');
    await db.joinRequests.update((q) => q.where({ userId: 5, companyId: 2 }), {
      data: (r) => {
        r.status = 'declined';
      },
    });
    const view = renderApp('/profile');
    await expectToast(
      "Keystone Paddle Co.'s admins declined your request to join. Set up your company, or ask another to let you in.",
    );
    await waitFor(() => expect(view.path()).toBe('/join-company'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Join your company' })).toBeInTheDocument();
    expect(appStore.get(userAtom)).toMatchObject({ hasPendingJoinRequest: false, pendingJoinRequest: null });
  });

  it('once the admins accepted the request, /profile is the company it joined', async () => {
    await signInAs('employer.admin@demo.test');
    const employerAdmin = appStore.get(userAtom)!;
    await signInAs('employer.pending@demo.test');
    // The admin's own call, with the admin's token: the request is accepted as the People tab accepts it.
    const response = await fetch('/api/admin/Company/accept-join-request?requestId=1', {
      method: 'POST',
      headers: { Authorization: `Bearer ${employerAdmin.accessToken}` },
    });
    expect(response.status).toBe(200);
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Keystone Paddle Co.' })).toBeInTheDocument();
    expect(appStore.get(userAtom)?.primaryCompany?.name).toBe('Keystone Paddle Co.');
  });
});
