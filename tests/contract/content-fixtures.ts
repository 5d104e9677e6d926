import type { Interaction } from './pact';
import type { ContentTokenStore } from '../../src/api/bindings';
import type { ContentToken } from '../../src/api/schemas/content';

/** What the content service's contract files share: its API key, a token store, and the tokens it refuses. */

export const KEY = 'job-board-demo-key';

/** A token store in memory, holding `initial` (none by default); `current` is what it holds now. */
export function memoryTokens(
  initial: ContentToken | null = null,
): ContentTokenStore & { current: ContentToken | null } {
  const store = {
    current: initial,
    get: () => store.current,
    set: (token: ContentToken | null) => {
      store.current = token;
    },
  };
  return store;
}

/** A token the app believes valid (it expires long after the clock). */
export const valid = (accessToken: string): ContentToken => ({ accessToken, expires: '2999-01-01T00:00:00.000Z' });

/** The tokens the service refuses with 401 for a call (`what`: 'the tooltips'), each with its state. */
export const refusedTokens = (what: string) => [
  {
    description: `a request for ${what} with an expired token`,
    token: 'stale-token',
    given: (i: Interaction) => i.given('the content token {token} has expired', { token: 'stale-token' }),
  },
  {
    description: `a request for ${what} with an unknown token`,
    token: 'unknown-content-token',
    given: (i: Interaction) => i.given('no content session has the token {token}', { token: 'unknown-content-token' }),
  },
];
