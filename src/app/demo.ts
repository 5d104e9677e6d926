import { auth } from '../api/auth';
import type { MockControls } from '../domain/demo-controls';
import type { DemoActions } from '../state/demo';
import { clearLookups } from '../state/lookups';
import { appStore, betaAtom, getUser, signIn, userAtom } from '../state/session';

/** The demo actions over the mock's controls (main.tsx in demo mode, and the component tests). */
export function createDemoActions(controls: MockControls): DemoActions {
  return {
    ...controls,
    async reset() {
      await controls.reset();
      // The lookups were read from the data before the reset.
      clearLookups();
    },
    async signInAs(email) {
      const account = controls.accounts.find((a) => a.email === email);
      if (!account) throw new Error(`No demo account ${email}`);
      // After an email change in account settings the account signs in with its new address.
      signIn(await auth.login({ email: controls.currentEmailOf(account.email), password: account.password }));
    },
    beta: () => appStore.get(betaAtom),
    setBeta: (on) => appStore.set(betaAtom, on),
    async expireSessionNow() {
      await controls.expireSessions();
      const user = getUser();
      if (user) appStore.set(userAtom, { ...user, tokenExpires: new Date().toISOString() });
    },
  };
}
