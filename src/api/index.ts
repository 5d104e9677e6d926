import { createHttp, type Notifier } from './http';
import { authApi } from './auth';
import { adminCompanyApi } from './admin-company';
import { jobApi } from './job';
import { contentApi, type ContentTokenStore } from './content';
import { contentTokenDataSchema } from './schemas/content';
import { appStore, signOut, userAtom } from '../state/session';
import { storageKeys } from '../state/keys';
import { readJson } from '../state/storage';
import { showToast } from '../state/toasts';

/**
 * The app's clients, bound to the environment. Consumer tests build their own from the same factories
 * against the Pact mock server.
 */
const env = import.meta.env;
export const API_BASE_URL: string = env.VITE_API_BASE_URL || '/api';
export const CONTENT_BASE_URL: string =
  env.VITE_CONTENT_BASE_URL || (typeof location === 'undefined' ? 'http://127.0.0.1/cms' : `${location.origin}/cms`);
const CONTENT_KEY: string = env.VITE_CONTENT_API_KEY || 'job-board-demo-key';

/** The error catalogue's messages appear as toasts. */
const toasts: Notifier = {
  warning: (message) => showToast('warning', message),
  error: (message) => showToast('error', message),
};

/** The product API's HTTP client, for clients bound in modules of their own (./job-candidate-client). */
export const apiHttp = createHttp({
  baseUrl: API_BASE_URL,
  notify: toasts,
  getToken: () => appStore.get(userAtom)?.accessToken,
  onUnauthorized: () => {
    if (appStore.get(userAtom)) signOut();
  },
});

const tokenSchema = contentTokenDataSchema;
const contentTokens: ContentTokenStore = {
  get: () => readJson(localStorage, storageKeys.contentToken, tokenSchema),
  set: (token) =>
    token ? localStorage.setItem(storageKeys.contentToken, JSON.stringify(token)) : localStorage.removeItem(storageKeys.contentToken),
};

export const api = {
  auth: authApi(apiHttp),
  adminCompany: adminCompanyApi(apiHttp),
  job: jobApi(apiHttp),
  content: contentApi({ baseUrl: CONTENT_BASE_URL, key: CONTENT_KEY, tokens: contentTokens, notify: toasts }),
};
