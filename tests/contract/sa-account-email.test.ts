import { describe, expect, it } from 'vitest';
import { casey, quietFailure } from './account-fixtures';
import { account, settingsClient, signedInWithPassword } from './account-settings-fixtures';
import { bearer, candidate } from './job-fixtures';
import { apiPact } from './pact';

/**
 * A change of address, its near misses: the account's own address (400), a free address while other accounts exist
 * (a server that counts any other account as holding it refuses), an address taken between the request and the link
 * (409 at the confirmation), an unknown link (404, its reason exact). All quiet: the page words the refusals.
 */
const pact = apiPact();

const NEW_EMAIL = 'casey.rivera@example.com';
const LINK = 'email-change-token-casey';
const TAKEN = 'An account already uses this email address.';
const OTHER = { email: 'morgan@example.com', password: 'another-password-1' };

describe('POST Account/email-change', () => {
  it("refuses the account's own address with 400 under email", async () => {
    const body = { email: candidate.email, password: casey.password };
    const reason = 'This is already your address.';
    await signedInWithPassword(pact.addInteraction())
      .uponReceiving("a request to change the address to the account's own")
      .withRequest('POST', '/Account/email-change', (b) => b.headers(bearer(candidate.token)).jsonBody(body))
      .willRespondWith(400, (b) => b.jsonBody({ error: reason, errors: { email: ['This is already your address'] } }))
      .executeTest(async (server) => {
        const error = await quietFailure((notify) =>
          settingsClient(server.url, candidate.token, notify).requestEmailChange(body),
        );
        expect([error.status, error.fieldErrors]).toEqual([400, { email: 'This is already your address' }]);
      });
  });

  it('takes a free address while another account exists', async () => {
    const body = { email: NEW_EMAIL, password: casey.password };
    const waiting = account({ pendingEmail: NEW_EMAIL });
    await signedInWithPassword(pact.addInteraction())
      .given('the user {email} exists with password {password}', OTHER)
      .given('no account has the email {email}', { email: NEW_EMAIL })
      .uponReceiving('a request to change the address to a free one while another account exists')
      .withRequest('POST', '/Account/email-change', (b) => b.headers(bearer(candidate.token)).jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody({ result: waiting }))
      .executeTest(async (server) => {
        expect(await settingsClient(server.url).requestEmailChange(body)).toEqual(waiting);
      });
  });
});

describe('POST Account/confirm-email-change', () => {
  it.each([
    {
      description: 'a confirmation of a new address another account took meanwhile',
      status: 409,
      message: TAKEN,
      taken: true,
    },
    {
      description: 'a confirmation of a new address with a link of no account',
      status: 404,
      message: 'This link is not valid. Ask for a new one.',
      taken: false,
    },
  ])('refuses $description with $status, its reason exact', async ({ description, status, message, taken }) => {
    let interaction = pact.addInteraction().given('the candidate {email} is signed in with token {token}', candidate);
    interaction = taken
      ? interaction
          .given('the candidate {email} has asked to change their address to {newEmail} with the link {token}', {
            email: candidate.email,
            newEmail: OTHER.email,
            token: LINK,
          })
          .given('the user {email} exists with password {password}', OTHER)
      : interaction.given('no emailed link has the token {token}', { token: LINK });
    await interaction
      .uponReceiving(description)
      .withRequest('POST', '/Account/confirm-email-change', (b) =>
        b.headers(bearer(candidate.token)).jsonBody({ token: LINK }),
      )
      .willRespondWith(status, (b) => b.jsonBody({ error: message }))
      .executeTest(async (server) => {
        const error = await quietFailure((notify) =>
          settingsClient(server.url, candidate.token, notify).confirmEmailChange(LINK),
        );
        expect([error.status, error.message]).toEqual([status, message]);
      });
  });
});
