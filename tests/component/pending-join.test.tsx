import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fastUser } from './data';
import { renderApp, signInAs } from './render';
import { appStore, userAtom } from '../../src/state/session';

/**
 * An employer whose request to join a company waits for its admins (employer.pending@demo.test asked to join
 * Keystone Paddle Co.): the company page names the company and offers ways on; Post a job says why not yet and links
 * back.
 */

const PENDING = 'Your company join request is pending approval; thank you for your patience.';

describe('a pending join request', () => {
  it('/profile names the company asked, says what happens next, what to do meanwhile and whom to ask to withdraw it', async () => {
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
    // The API has no call to withdraw a request: the page says whom to ask instead.
    const withdraw = screen.getByRole('heading', { level: 2, name: 'Withdrawing the request' }).nextElementSibling!;
    expect(withdraw).toHaveTextContent("Ask Keystone Paddle Co.'s admins to decline it");
    expect(within(withdraw as HTMLElement).getByRole('link', { name: 'Feedback' })).toHaveAttribute(
      'href',
      '/feedback',
    );
    expect(view.path()).toBe('/profile');
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
});
