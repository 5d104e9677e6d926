import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  accounts,
  enableBeta,
  expect,
  MOCK_DB_KEY,
  open,
  PERSONA_KEYS,
  personaStateFile,
  sharedPersonas,
  signInAs,
  storedMockData,
  storedUser,
  test as setup,
} from './fixtures';

/**
 * The `setup` project, run before the browser tests that use `openSignedIn`: signs in each shared persona once,
 * like a user (its demo account's button on /login), and stores what a browser then keeps as a Playwright
 * storage-state file: the beta flag, the signed-in user, and the mock's data with that user's session in it
 * (the mock answers a token only when its session is in its data). One page signs them in one after the other;
 * signing out ends no session in the mock (the app forgets the token), so each file's data is that of the first
 * visit plus the sessions signed in so far.
 */
setup('sign in each shared persona once and store its state', async ({ page, context }, testInfo) => {
  await enableBeta(page);
  await open(page, 'login');
  for (const persona of sharedPersonas) {
    await setup.step(persona, async () => {
      await signInAs(page, accounts[persona]);
      const user = await storedUser(page);
      expect(user?.user.email).toBe(accounts[persona]);
      // The mock's data holds the new session (written before the sign-in's answer).
      const data = await storedMockData(page);
      expect(data).toContain(user!.accessToken);

      // The data goes under the key an earlier version kept it in local storage: the mock moves it into IndexedDB.
      const state = await context.storageState();
      const origins = state.origins.map((o) => ({
        ...o,
        localStorage: [
          ...o.localStorage.filter((e) => PERSONA_KEYS.includes(e.name)),
          { name: MOCK_DB_KEY, value: data! },
        ],
      }));
      const file = personaStateFile(testInfo, persona);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ cookies: [], origins }));

      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    });
  }
});
