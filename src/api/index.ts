import { createHttp, type Notifier } from './http';
import { authApi } from './auth';
import { jobApi } from './job';
import { appStore, signOut, userAtom } from '../state/session';
import { showToast } from '../state/toasts';
import { gatedFetch } from './gate';

/**
 * The app's clients, bound to the environment. Consumer tests build their own from the same factories
 * against the Pact mock server. Only what the first page of /jobs needs is bound here (its JavaScript has a
 * budget); the other clients are bound in modules the screens that use them load: ./job-candidate-client,
 * ./back-office-client, ./content-client.
 */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL || '/api';

/** The error catalogue's messages appear as toasts. */
export const toasts: Notifier = {
  warning: (message) => showToast('warning', message),
  error: (message) => showToast('error', message),
};

/** The product API's HTTP client, for the clients bound in modules of their own. */
export const apiHttp = createHttp({
  baseUrl: API_BASE_URL,
  // Demo mode: calls wait for the in-browser mock (a production build drops this and the gate with it).
  fetch: import.meta.env.VITE_MOCKS === 'off' ? undefined : gatedFetch,
  notify: toasts,
  getToken: () => appStore.get(userAtom)?.accessToken,
  onUnauthorized: () => {
    if (appStore.get(userAtom)) signOut();
  },
});

export const api = {
  auth: authApi(apiHttp),
  job: jobApi(apiHttp),
};
