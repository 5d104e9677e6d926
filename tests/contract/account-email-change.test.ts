import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { casey, quietFailure } from './account-fixtures';
import {
  account,
  notThePassword,
  settingsClient,
  signedInWithPassword,
  WRONG_PASSWORD,
} from './account-settings-fixtures';
import { bearer, candidate } from './job-fixtures';
import { apiPact, type Interaction } from './pact';
import { Pronouns } from '../../src/domain/enums/profile';

/**
 * src/api/account-settings.ts: a candidate's change of address (calls and shapes proposed here). The new address
 * gets a link (`/account?emailChange={token}`); the account keeps its address until the link is opened. All quiet:
 * the page words the refusals.
 */
const pact = apiPact();

const NEW_EMAIL = 'casey.rivera@example.com';
const LINK = 'email-change-token-casey';
const TAKEN = 'An account already uses this email address.';

/** The candidate's name and pronouns, fixed by the state `named`. */
const caseyRivera = { firstName: 'Casey', lastName: 'Rivera', pronouns: Pronouns.TheyThem };
const named = (interaction: Interaction) =>
  interaction.given('the user {email} is named {firstName} {lastName} with the pronouns {pronouns}', {
    email: candidate.email,
    ...caseyRivera,
  });

/** Nobody has the new address yet. */
const newAddressFree = (interaction: Interaction) =>
  interaction.given('no account has the email {email}', { email: NEW_EMAIL });

describe('POST Account/email-change', () => {
  it('sends a link to the new address and keeps the current one until it is confirmed', async () => {
    const body = { email: NEW_EMAIL, password: casey.password };
    const waiting = account({ ...caseyRivera, pendingEmail: NEW_EMAIL });
    await named(signedInWithPassword(newAddressFree(pact.addInteraction())))
      .uponReceiving('a request to change the address')
      .withRequest('POST', '/Account/email-change', (b) => b.headers(bearer(candidate.token)).jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody({ result: waiting }))
      .executeTest(async (server) => {
        expect(await settingsClient(server.url).requestEmailChange(body)).toEqual(waiting);
      });
  });

  it('refuses a wrong password with 400 beside its field', async () => {
    const body = { email: NEW_EMAIL, password: WRONG_PASSWORD };
    await signedInWithPassword(newAddressFree(pact.addInteraction()))
      .uponReceiving('a request to change the address with a wrong password')
      .withRequest('POST', '/Account/email-change', (b) => b.headers(bearer(candidate.token)).jsonBody(body))
      .willRespondWith(400, (b) => b.jsonBody(notThePassword('password')))
      .executeTest(async (server) => {
        const error = await quietFailure((notify) =>
          settingsClient(server.url, candidate.token, notify).requestEmailChange(body),
        );
        expect([error.status, error.fieldErrors]).toEqual([400, { password: 'The password is not correct' }]);
      });
  });

  it('refuses an address another account has with 409 beside the email field', async () => {
    const taken = { email: 'morgan@example.com', password: 'another-password-1' };
    const body = { email: taken.email, password: casey.password };
    await signedInWithPassword(pact.addInteraction())
      .given('the user {email} exists with password {password}', taken)
      .uponReceiving('a request to change the address to one another account has')
      .withRequest('POST', '/Account/email-change', (b) => b.headers(bearer(candidate.token)).jsonBody(body))
      .willRespondWith(409, (b) => b.jsonBody({ error: M.string(TAKEN), errors: { email: [TAKEN] } }))
      .executeTest(async (server) => {
        const error = await quietFailure((notify) =>
          settingsClient(server.url, candidate.token, notify).requestEmailChange(body),
        );
        expect([error.status, error.fieldErrors]).toEqual([409, { email: TAKEN }]);
      });
  });
});

describe('POST Account/confirm-email-change', () => {
  const waiting = { email: candidate.email, newEmail: NEW_EMAIL, token: LINK };
  const NOT_A_LINK = 'This link is not valid. Ask for a new one.';

  it('changes the address with the link sent to it', async () => {
    // Nothing waits once the address changed.
    const changed = account({ ...caseyRivera, email: NEW_EMAIL });
    await named(
      newAddressFree(pact.addInteraction()).given('the candidate {email} is signed in with token {token}', candidate),
    )
      // Another account's change waits too, its link sent first: the link is found by its token, not as the first.
      .given('the candidate {email} has asked to change their address to {newEmail} with the link {token}', {
        email: 'jamie@example.com',
        newEmail: 'jamie.new@example.com',
        token: 'email-change-link-jamie',
      })
      .given('the candidate {email} has asked to change their address to {newEmail} with the link {token}', waiting)
      .uponReceiving('a confirmation of the new address with its emailed link')
      .withRequest('POST', '/Account/confirm-email-change', (b) =>
        b.headers(bearer(candidate.token)).jsonBody({ token: LINK }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: changed }))
      .executeTest(async (server) => {
        // The app puts the new address in the stored user (the header shows it).
        expect(await settingsClient(server.url).confirmEmailChange(LINK)).toEqual(changed);
      });
  });

  it.each([
    {
      description: 'a confirmation of a new address with an unknown link',
      status: 404,
      message: NOT_A_LINK,
      given: (i: Interaction) => i.given('no emailed link has the token {token}', { token: LINK }),
    },
    {
      description: 'a confirmation of a new address with a link already used',
      status: 409,
      message: 'This link was already used or replaced by a newer one.',
      given: (i: Interaction) =>
        i.given('the address change link {token} of {email} was used', { email: candidate.email, token: LINK }),
    },
    {
      // Another account's link is no link of this one, and tells nothing of that account.
      description: "a confirmation of a new address with another account's link",
      status: 404,
      message: NOT_A_LINK,
      given: (i: Interaction) =>
        i.given('the candidate {email} has asked to change their address to {newEmail} with the link {token}', {
          email: 'jamie@example.com',
          newEmail: 'jamie.new@example.com',
          token: LINK,
        }),
    },
  ])('refuses $description with $status', async ({ description, status, message, given }) => {
    await given(pact.addInteraction().given('the candidate {email} is signed in with token {token}', candidate))
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
