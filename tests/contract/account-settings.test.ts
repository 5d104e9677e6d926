import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it, vi } from 'vitest';
import { casey, DONE, failure, quietFailure } from './account-fixtures';
import {
  account,
  notThePassword,
  settingsClient,
  signedInWithPassword,
  WRONG_PASSWORD,
} from './account-settings-fixtures';
import { bearer, candidate, employer, forbiddenBody } from './job-fixtures';
import { apiPact, type Interaction } from './pact';
import { accountSettingsApi } from '../../src/api/account-settings';
import { createHttp } from '../../src/api/http';
import { Pronouns, ProfileVisibility } from '../../src/domain/enums/profile';

/**
 * src/api/account-settings.ts: the signed-in user's account settings (calls and shapes proposed here). The changes
 * are quiet (the page words their refusals beside its fields); reading them shows the catalogue's toasts. The change
 * of address by its emailed link: account-email-change.test.ts.
 */
const pact = apiPact();

const NEW_EMAIL = 'casey.rivera@example.com';
const caseyRivera = (pronouns: Pronouns) => ({ firstName: 'Casey', lastName: 'Rivera', pronouns });

/** The candidate signed in, named Casey Rivera with the pronouns, a new address waiting for its link. */
const namedWithAChangeWaiting = (interaction: Interaction, pronouns: Pronouns) =>
  interaction
    .given('the candidate {email} is signed in with token {token}', candidate)
    .given('the user {email} is named {firstName} {lastName} with the pronouns {pronouns}', {
      email: candidate.email,
      ...caseyRivera(pronouns),
    })
    .given('the candidate {email} has asked to change their address to {newEmail} with the link {token}', {
      email: candidate.email,
      newEmail: NEW_EMAIL,
      token: 'email-change-token-casey',
    });

describe('GET Account', () => {
  it('reads the settings: name, pronouns, the address and the one waiting for its link, who sees the profile', async () => {
    const settings = account({
      firstName: 'Casey',
      lastName: 'Rivera',
      pronouns: Pronouns.TheyThem,
      pendingEmail: 'casey.rivera@example.com',
      profileVisibility: ProfileVisibility.AppliedEmployers,
    });
    await pact
      .addInteraction()
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given('the user {email} is named {firstName} {lastName} with the pronouns {pronouns}', {
        email: candidate.email,
        firstName: 'Casey',
        lastName: 'Rivera',
        pronouns: Pronouns.TheyThem,
      })
      .given('the candidate {email} shows their profile only to employers they applied to', { email: candidate.email })
      .given('the candidate {email} has asked to change their address to {newEmail} with the link {token}', {
        email: candidate.email,
        newEmail: 'casey.rivera@example.com',
        token: 'email-change-token-casey',
      })
      .uponReceiving('a request for the account settings')
      .withRequest('GET', '/Account', (b) => b.headers(bearer(candidate.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: settings }))
      .executeTest(async (server) => {
        expect(await settingsClient(server.url).get()).toEqual(settings);
      });
  });
});

describe('PUT Account', () => {
  it("saves an employer's name and pronouns (any signed-in user has them)", async () => {
    const details = { firstName: 'Riley', lastName: 'Moss', pronouns: Pronouns.SheHer };
    const saved = account({ ...details, email: employer.email });
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .uponReceiving("a save of an employer's name and pronouns")
      .withRequest('PUT', '/Account', (b) => b.headers(bearer(employer.token)).jsonBody(details))
      .willRespondWith(200, (b) => b.jsonBody({ result: saved }))
      .executeTest(async (server) => {
        expect(await settingsClient(server.url, employer.token).updateDetails(details)).toEqual(saved);
      });
  });

  it("saves a candidate's name and pronouns, keeping the address that waits for its link", async () => {
    const details = { firstName: 'Casey', lastName: 'Rivera', pronouns: null };
    const saved = account({ ...details, pendingEmail: NEW_EMAIL });
    await namedWithAChangeWaiting(pact.addInteraction(), Pronouns.SheHer)
      .uponReceiving("a save of a candidate's name and pronouns while a new address waits for its link")
      .withRequest('PUT', '/Account', (b) => b.headers(bearer(candidate.token)).jsonBody(details))
      .willRespondWith(200, (b) => b.jsonBody({ result: saved }))
      .executeTest(async (server) => {
        expect(await settingsClient(server.url).updateDetails(details)).toEqual(saved);
      });
  });
});

describe('PUT Account/visibility', () => {
  it('limits the profile to the employers the candidate applied to (the rest of the account as it was)', async () => {
    const body = { profileVisibility: ProfileVisibility.AppliedEmployers };
    const saved = account({ ...caseyRivera(Pronouns.HeHim), pendingEmail: NEW_EMAIL, ...body });
    await namedWithAChangeWaiting(pact.addInteraction(), Pronouns.HeHim)
      .uponReceiving("a change of who may see the candidate's profile")
      .withRequest('PUT', '/Account/visibility', (b) => b.headers(bearer(candidate.token)).jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody({ result: saved }))
      .executeTest(async (server) => {
        expect(await settingsClient(server.url).updateVisibility(body)).toEqual(saved);
      });
  });

  it('answers 403 to an employer (they have no public profile)', async () => {
    const body = { profileVisibility: ProfileVisibility.Public };
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .uponReceiving("an employer's change of who may see a profile")
      .withRequest('PUT', '/Account/visibility', (b) => b.headers(bearer(employer.token)).jsonBody(body))
      .willRespondWith(403, (b) => b.jsonBody(forbiddenBody))
      .executeTest(async (server) => {
        const error = await quietFailure((notify) =>
          settingsClient(server.url, employer.token, notify).updateVisibility(body),
        );
        expect(error.status).toBe(403);
      });
  });
});

describe('PUT Account/password', () => {
  const change = { currentPassword: casey.password, password: 'new-trail-mix-7' };

  it('changes the password with the current one', async () => {
    await signedInWithPassword(pact.addInteraction())
      .uponReceiving('a change of password')
      .withRequest('PUT', '/Account/password', (b) => b.headers(bearer(candidate.token)).jsonBody(change))
      .willRespondWith(200, (b) => b.jsonBody(DONE))
      .executeTest(async (server) => {
        await expect(settingsClient(server.url).changePassword(change)).resolves.toBeUndefined();
      });
  });

  it('refuses a wrong current password with 400 beside its field', async () => {
    const wrong = { ...change, currentPassword: WRONG_PASSWORD };
    await signedInWithPassword(pact.addInteraction())
      .uponReceiving('a change of password with a wrong current password')
      .withRequest('PUT', '/Account/password', (b) => b.headers(bearer(candidate.token)).jsonBody(wrong))
      .willRespondWith(400, (b) => b.jsonBody(notThePassword('currentPassword')))
      .executeTest(async (server) => {
        const error = await quietFailure((notify) =>
          settingsClient(server.url, candidate.token, notify).changePassword(wrong),
        );
        expect([error.status, error.fieldErrors]).toEqual([400, { currentPassword: 'The password is not correct' }]);
      });
  });

  // The state changes the password through the provider's own PUT Account/password, in the session `token`.
  const changed = {
    email: candidate.email,
    token: 'candidate-token-after-change',
    oldToken: 'candidate-token-before-change',
  };
  const changedElsewhere = (interaction: Interaction) =>
    interaction.given(
      'the user {email} has changed their password with the token {token} since signing in with the token {oldToken}',
      changed,
    );

  it('ends the other sessions: a token from before the change is refused with 401', async () => {
    await changedElsewhere(pact.addInteraction())
      .uponReceiving('a request for the account settings with a token from before a password change in another session')
      .withRequest('GET', '/Account', (b) => b.headers(bearer(changed.oldToken)))
      .willRespondWith(401, (b) =>
        b.jsonBody({ error: M.string('Your session has expired or is not valid. Please sign in again.') }),
      )
      .executeTest(async (server) => {
        const onUnauthorized = vi.fn();
        const error = await failure(
          accountSettingsApi(
            createHttp({ baseUrl: server.url, getToken: () => changed.oldToken, onUnauthorized }),
          ).get(),
        );
        expect(error.status).toBe(401);
        expect(onUnauthorized).toHaveBeenCalledOnce();
      });
  });

  it('keeps the session that made the change (the page stays signed in)', async () => {
    await changedElsewhere(pact.addInteraction())
      .uponReceiving('a request for the account settings in the session that changed the password')
      .withRequest('GET', '/Account', (b) => b.headers(bearer(changed.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: account() }))
      .executeTest(async (server) => {
        expect(await settingsClient(server.url, changed.token).get()).toEqual(account());
      });
  });
});

describe('DELETE Account', () => {
  it("deletes the candidate's account with the password", async () => {
    await signedInWithPassword(pact.addInteraction())
      .uponReceiving("a deletion of the candidate's account")
      .withRequest('DELETE', '/Account', (b) =>
        b.headers(bearer(candidate.token)).jsonBody({ password: casey.password }),
      )
      .willRespondWith(200, (b) => b.jsonBody(DONE))
      .executeTest(async (server) => {
        await expect(settingsClient(server.url).deleteAccount({ password: casey.password })).resolves.toBeUndefined();
      });
  });

  it('refuses a wrong password with 400 beside its field', async () => {
    await signedInWithPassword(pact.addInteraction())
      .uponReceiving("a deletion of the candidate's account with a wrong password")
      .withRequest('DELETE', '/Account', (b) =>
        b.headers(bearer(candidate.token)).jsonBody({ password: WRONG_PASSWORD }),
      )
      .willRespondWith(400, (b) => b.jsonBody(notThePassword('password')))
      .executeTest(async (server) => {
        const error = await quietFailure((notify) =>
          settingsClient(server.url, candidate.token, notify).deleteAccount({ password: WRONG_PASSWORD }),
        );
        expect([error.status, error.fieldErrors]).toEqual([400, { password: 'The password is not correct' }]);
      });
  });

  it("answers 403 to an employer (an employer's account is not deleted here)", async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the user {email} exists with password {password}', { email: employer.email, password: casey.password })
      .uponReceiving("an employer's deletion of their account")
      .withRequest('DELETE', '/Account', (b) =>
        b.headers(bearer(employer.token)).jsonBody({ password: casey.password }),
      )
      .willRespondWith(403, (b) => b.jsonBody(forbiddenBody))
      .executeTest(async (server) => {
        const error = await quietFailure((notify) =>
          settingsClient(server.url, employer.token, notify).deleteAccount({ password: casey.password }),
        );
        expect(error.status).toBe(403);
      });
  });
});
