import { toasts } from '.';
import { contentApi, type ContentTokenStore } from './content';
import { gatedFetch } from './gate';
import { contentTokenDataSchema } from './schemas/content';
import { storageKeys } from '../state/keys';
import { readJson } from '../state/storage';

/** The app's content-service client (its own base URL, key and token), bound like those of ./index. */
const env = import.meta.env;
export const CONTENT_BASE_URL: string =
  env.VITE_CONTENT_BASE_URL || (typeof location === 'undefined' ? 'http://127.0.0.1/cms' : `${location.origin}/cms`);
const CONTENT_KEY: string = env.VITE_CONTENT_API_KEY || 'job-board-demo-key';

const contentTokens: ContentTokenStore = {
  get: () => readJson(localStorage, storageKeys.contentToken, contentTokenDataSchema),
  set: (token) =>
    token ? localStorage.setItem(storageKeys.contentToken, JSON.stringify(token)) : localStorage.removeItem(storageKeys.contentToken),
};

export const content = contentApi({
  baseUrl: CONTENT_BASE_URL,
  key: CONTENT_KEY,
  tokens: contentTokens,
  notify: toasts,
  fetch: import.meta.env.VITE_MOCKS === 'off' ? undefined : gatedFetch,
});
