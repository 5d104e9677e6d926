import { useAtomValue } from 'jotai/react';
import { atom } from 'jotai/vanilla';
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

/** The demo actions once the demo's mock is up; null in a production build and before the mock starts. */
export const demoAtom = atom<DemoActions | null>(null);

export const useDemo = () => useAtomValue(demoAtom);

declare global {
  interface Window {
    __demo?: DemoActions;
  }
}
