import { authApi } from './auth';
import { bindings, boundNotifier } from './bindings';
import { gatedFetch } from './gate';
import { createHttp } from './http';
import { jobApi } from './job';

/**
 * The app's clients, bound to the environment. Consumer tests build their own from the same factories
 * against the Pact mock server. Only what the first page of /jobs needs is bound here (its JavaScript has a
 * budget); the other clients are bound in modules the screens that use them load: ./job-candidate-client,
 * ./back-office-client, ./content-client. The session comes from ./bindings (src/app/bind-api.ts fills it).
 */
const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL || '/api';

/** The product API's HTTP client, for the clients bound in modules of their own. */
export const apiHttp = createHttp({
  baseUrl: API_BASE_URL,
  // Demo mode: calls wait for the in-browser mock (a production build drops this and the gate with it).
  fetch: import.meta.env.VITE_MOCKS === 'off' ? undefined : gatedFetch,
  notify: boundNotifier,
  getToken: () => bindings.getToken(),
  onUnauthorized: (token) => bindings.onUnauthorized(token),
});

export const api = {
  auth: authApi(apiHttp),
  job: jobApi(apiHttp),
};
