import type { ContentTokenStore } from './content';
import type { Notifier } from './http';

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
