import { API_BASE_URL, MOCKS_ON } from '../env';
import { gatedFetch } from './gate';
import { createHttp, type Notifier } from './http';
import type { ContentToken } from './schemas/content';

/** Where the content service's token is kept between calls (local storage in the app, memory in tests). */
export interface ContentTokenStore {
  get(): ContentToken | null;
  set(token: ContentToken | null): void;
}

/**
 * What the app's clients need from the rest of the app, handed in once by `src/app/bind-api.ts` (the api layer
 * imports no state): the session's token and what a 401 does, where the catalogue's messages go, where the content
 * token is kept, and who is told of a new logo. Until bound (Node, unit tests) the clients are anonymous and quiet.
 */
export interface ApiBindings {
  getToken(): string | null | undefined;
  /** A 401 answered a request sent with this token (null: none). */
  onUnauthorized(token: string | null): void;
  notify: Notifier;
  contentTokens: ContentTokenStore;
  onLogoUploaded(companyId: number, logo: string): void;
}

let memoryToken: Parameters<ContentTokenStore['set']>[0] = null;

export const bindings: ApiBindings = {
  getToken: () => null,
  onUnauthorized: () => {},
  notify: { warning: () => {}, error: () => {} },
  contentTokens: { get: () => memoryToken, set: (token) => void (memoryToken = token) },
  onLogoUploaded: () => {},
};

export function bindApi(given: ApiBindings) {
  Object.assign(bindings, given);
}

/** The catalogue's messages, through whatever notifier is bound when they are shown. */
export const boundNotifier: Notifier = {
  warning: (message) => bindings.notify.warning(message),
  error: (message) => bindings.notify.error(message),
};

/**
 * The product API's HTTP client, bound to the session: each API area's module binds its own client with it (its
 * factory stays free for the contract tests, which bind theirs to the Pact mock server).
 */
export const apiHttp = createHttp({
  baseUrl: API_BASE_URL,
  // Demo mode: calls wait for the in-browser mock (a build with mocks off drops this and the gate with it).
  fetch: MOCKS_ON ? gatedFetch : undefined,
  notify: boundNotifier,
  getToken: () => bindings.getToken(),
  onUnauthorized: (token) => bindings.onUnauthorized(token),
});
