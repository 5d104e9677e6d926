import { describe, expect, it } from 'vitest';
import { account, settingsClient } from './account-settings-fixtures';
import { candidate, employer } from './job-fixtures';
import { bearer } from './job-fixtures';
import { apiPact } from './pact';

/**
 * A change of password ends the other sessions of that account only: another user signed in before it keeps theirs
 * (a server that ends every session but the one that made the change fails this).
 */
const pact = apiPact();

describe('GET Account of another user after a change of password', () => {
  it("keeps another user's session", async () => {
    const changed = {
      email: candidate.email,
      token: 'candidate-token-after-change',
      oldToken: 'candidate-token-before-change',
    };
    const theirs = account({ email: employer.email });
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given(
        'the user {email} has changed their password with the token {token} since signing in with the token {oldToken}',
        changed,
      )
      .uponReceiving("a request for the account settings of another user, signed in before someone's password change")
      .withRequest('GET', '/Account', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: theirs }))
      .executeTest(async (server) => {
        expect(await settingsClient(server.url, employer.token).get()).toEqual(theirs);
      });
  });
});
