import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { linkTo } from './accounts';
import { fastUser, holdCalls, recordRequests } from './data';
import { renderApp, signInAs } from './render';
import { companyInvitations } from '../../src/api/company-invitations';
import { followOtherTabs } from '../../src/app/follow-tabs';
import { storageKeys } from '../../src/state/keys';

/**
 * Another tab's change reaching this one (src/app/follow-tabs.ts) while this tab's own submission runs: the
 * submission ends as it would alone, and the loaders run again after it. Avery Dunn (employer.former@demo.test) is
 * invited to Summit Trail Outfitters by its admin, Morgan Alder.
 */

/** Another tab stored the user (as a tab does when it refreshes the user's companies). */
function anotherTabStoresTheUser() {
  const stored = localStorage.getItem(storageKeys.user);
  window.dispatchEvent(
    new StorageEvent('storage', { key: storageKeys.user, newValue: stored, storageArea: localStorage }),
  );
}

describe('another tab, while this one submits', () => {
  const requests = recordRequests();

  it('an invitation accepted here while another tab stores the user ends on the page that says the user joined', async () => {
    await signInAs('employer.admin@demo.test');
    await companyInvitations.inviteUser({
      companyId: 1,
      invitedUserEmail: 'employer.former@demo.test',
      invitedUserName: 'Avery Dunn',
    });
    const link = await linkTo('employer.former@demo.test', 'Morgan Alder invited you to Summit Trail Outfitters');
    await signInAs('employer.former@demo.test');
    const view = renderApp(link);
    onTestFinished(followOtherTabs(view.router));
    const accept = await screen.findByRole('button', { name: 'Accept and join Summit Trail Outfitters' });

    const { held, release } = holdCalls('post', '*/api/admin/Company/accept-invite-request');
    await fastUser().click(accept);
    await held;
    act(anotherTabStoresTheUser);
    // The other tab's change is followed after a task (follow-tabs.ts): let it come while the call is held.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    release();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'You joined Summit Trail Outfitters as a member' }),
    ).toBeInTheDocument();
    expect(view.path()).toBe('/accept-request-success/1/summit-trail-outfitters');
    // The other tab's change is followed after it: the page's data is loaded again, once.
    await waitFor(() =>
      expect(requests.filter((r) => r.includes('get-company-details'))).toEqual([
        'GET /api/admin/Company/get-company-details',
        'GET /api/admin/Company/get-company-details',
      ]),
    );
  });
});
