import { bindings, boundNotifier } from './bindings';
import { contentApi } from './content';
import { gatedFetch } from './gate';

/** The app's content-service client (its own base URL, key and token), bound like those of ./index. */
const env = import.meta.env;
export const CONTENT_BASE_URL: string =
  env.VITE_CONTENT_BASE_URL || (typeof location === 'undefined' ? 'http://127.0.0.1/cms' : `${location.origin}/cms`);
const CONTENT_KEY: string = env.VITE_CONTENT_API_KEY || 'job-board-demo-key';

export const content = contentApi({
  baseUrl: CONTENT_BASE_URL,
  key: CONTENT_KEY,
  tokens: { get: () => bindings.contentTokens.get(), set: (token) => bindings.contentTokens.set(token) },
  notify: boundNotifier,
  fetch: import.meta.env.VITE_MOCKS === 'off' ? undefined : gatedFetch,
});
