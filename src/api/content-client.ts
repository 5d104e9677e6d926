import { bindings, boundNotifier } from './bindings';
import { contentApi } from './content';
import { gatedFetch } from './gate';

/** The app's content-service client (its own base URL, key and token), bound like those of ./index. */
const env = import.meta.env;
const CONTENT_BASE_URL: string =
  env.VITE_CONTENT_BASE_URL || (typeof location === 'undefined' ? 'http://127.0.0.1/cms' : `${location.origin}/cms`);
/**
 * The content service's key. It ships in the JavaScript every visitor loads, so it is public: a read-only key for
 * published content, never a secret. The demo's mock takes the demo key; a production build (VITE_MOCKS=off) carries
 * only a key it is given, and without one calls no content service (there is no field help). `VITE_MOCKS` is read
 * as `import.meta.env.VITE_MOCKS`, which the production build replaces with 'off' (vite.config.ts): the demo key is
 * then dropped from the bundle.
 */
const CONTENT_KEY: string | null =
  env.VITE_CONTENT_API_KEY || (import.meta.env.VITE_MOCKS === 'off' ? null : 'job-board-demo-key');

export const content = contentApi({
  baseUrl: CONTENT_BASE_URL,
  key: CONTENT_KEY,
  tokens: { get: () => bindings.contentTokens.get(), set: (token) => bindings.contentTokens.set(token) },
  notify: boundNotifier,
  fetch: import.meta.env.VITE_MOCKS === 'off' ? undefined : gatedFetch,
});
