import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectStatus, fastUser } from './data';
import { demoActions, renderApp } from './render';
import { db } from '../../mocks/db';
import { getUser } from '../../src/state/session';

/** The demo controls' one-click sign-in, for an account whose address was changed in account settings. */
describe("the demo controls' Sign in as", () => {
  it('signs a demo account in with the address it changed to', async () => {
    // Casey confirmed a new address in account settings (the seed's first account).
    db.users.update((q) => q.where({ email: 'candidate@demo.test' }), {
      data(user) {
        user.email = 'casey.rivers@example.com';
      },
    });
    renderApp('/jobs', { demo: demoActions() });
    const user = fastUser();
    const strip = await screen.findByRole('complementary', { name: 'Demo controls' });
    await user.click(await within(strip).findByRole('button', { name: 'Demo controls' }));
    await user.selectOptions(screen.getByLabelText('Demo account'), 'Candidate');
    await user.click(
      within(screen.getByRole('group', { name: 'Sign in as' })).getByRole('button', { name: 'Sign in' }),
    );
    await expectStatus('Signed in as candidate@demo.test.');
    await waitFor(() => expect(getUser()?.user.email).toBe('casey.rivers@example.com'));
  });
});
