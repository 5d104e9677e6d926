import { createContext, useContext } from 'react';
import { api } from '../api';
import { appStore, betaAtom, getUser, signIn, userAtom } from '../state/session';
import type { MockControls } from '../domain/demo-controls';

/**
 * The demo controls of the panel and the browser tests (window.__demo): the mock's own controls plus the
 * ones that act on the app (sign in as, beta flag, expire the session now). Demo mode only.
 */
export interface DemoActions extends MockControls {
  signInAs(email: string): Promise<void>;
  beta(): boolean;
  setBeta(on: boolean): void;
  /** Ends the session on the server and lets the app see its token expire now. */
  expireSessionNow(): Promise<void>;
}

export function createDemoActions(controls: MockControls): DemoActions {
  return {
    ...controls,
    async signInAs(email) {
      const account = controls.accounts.find((a) => a.email === email);
      if (!account) throw new Error(`No demo account ${email}`);
      signIn(await api.auth.login({ email: account.email, password: account.password }));
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

export const DemoContext = createContext<DemoActions | null>(null);
export const useDemo = () => useContext(DemoContext);

declare global {
  interface Window {
    __demo?: DemoActions;
  }
}
