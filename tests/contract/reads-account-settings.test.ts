import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { casey, JSON_HEADERS, quietFailure } from './account-fixtures';
import { account, settingsClient } from './account-settings-fixtures';
import { loginAnswer } from './auth-fixtures';
import { bearer, candidate, employer } from './job-fixtures';
import { apiPact, type Interaction } from './pact';
import { authApi } from '../../src/api/auth';
import { createHttp } from '../../src/api/http';
import { Pronouns, ProfileVisibility } from '../../src/domain/enums/profile';

/**
 * What the account settings' writes stored, read back. Each state makes the write through the provider's own call
 * (PUT Account/password, PUT Account, PUT Account/visibility: mocks/states/account-settings.ts), not a state's
 * shortcut, so these reads verify what those calls do: the password a sign-in then takes, the names and the
 * visibility GET Account then answers, and what each write left as it was.
 */
const pact = apiPact();

const login = (url: string, credentials: { email: string; password: string }) =>
  authApi(createHttp({ baseUrl: url })).login(credentials);

describe('POST Auth/login after a change of password', () => {
  const CHANGED = 'the user {email} has changed their password {oldPassword} to {password} in the session {token}';
  const change = (email: string, token: string) => ({
    email,
    oldPassword: casey.password,
    password: 'new-trail-mix-7',
    token,
  });

  it('signs the candidate in with the new password', async () => {
    const changed = change(candidate.email, candidate.token);
    const credentials = { email: changed.email, password: changed.password };
    const answer = loginAnswer(changed.email);
    await pact
      .addInteraction()
      .given(CHANGED, changed)
      .uponReceiving('a login with the password a change of password set')
      .withRequest('POST', '/Auth/login', (b) => b.headers(JSON_HEADERS).jsonBody(credentials))
      .willRespondWith(200, (b) => b.jsonBody({ result: answer }))
      .executeTest(async (server) => {
        const user = await login(server.url, credentials);
        expect([user.roles, user.user.email]).toEqual([[1], changed.email]);
      });
  });

  it('refuses the password from before the change with 400', async () => {
    const changed = change(candidate.email, candidate.token);
    const credentials = { email: changed.email, password: changed.oldPassword };
    const message = 'The email or password is incorrect.';
    await pact
      .addInteraction()
      .given(CHANGED, changed)
      .uponReceiving('a login with the password from before a change of password')
      .withRequest('POST', '/Auth/login', (b) => b.headers(JSON_HEADERS).jsonBody(credentials))
      .willRespondWith(400, (b) => b.jsonBody({ error: M.string(message) }))
      .executeTest(async (server) => {
        const error = await quietFailure((notify) =>
          authApi(createHttp({ baseUrl: server.url, notify })).login(credentials),
        );
        expect([error.status, error.message]).toEqual([400, message]);
      });
  });

  it('signs an employer in with the password their change set (any signed-in user changes theirs)', async () => {
    const changed = change(employer.email, employer.token);
    const credentials = { email: changed.email, password: changed.password };
    const answer = loginAnswer(changed.email, { roles: [2] });
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given(CHANGED, changed)
      .uponReceiving('a login of an employer with the password their change of password set')
      .withRequest('POST', '/Auth/login', (b) => b.headers(JSON_HEADERS).jsonBody(credentials))
      .willRespondWith(200, (b) => b.jsonBody({ result: answer }))
      .executeTest(async (server) => {
        const user = await login(server.url, credentials);
        expect([user.roles, user.user.email]).toEqual([[2], changed.email]);
      });
  });
});

const NEW_EMAIL = 'casey.rivera@example.com';

/** The candidate signed in, named Casey Rivera with the pronouns, a new address waiting for its link. */
const namedWithAChangeWaiting = (interaction: Interaction, pronouns: Pronouns) =>
  interaction
    .given('the candidate {email} is signed in with token {token}', candidate)
    .given('the user {email} is named {firstName} {lastName} with the pronouns {pronouns}', {
      email: candidate.email,
      firstName: 'Casey',
      lastName: 'Rivera',
      pronouns,
    })
    .given('the candidate {email} has asked to change their address to {newEmail} with the link {token}', {
      email: candidate.email,
      newEmail: NEW_EMAIL,
      token: 'email-change-token-casey',
    });

const hidden = (interaction: Interaction) =>
  interaction.given('the candidate {email} shows their profile only to employers they applied to', {
    email: candidate.email,
  });

const readSettings = (interaction: Interaction, description: string, settings: ReturnType<typeof account>) =>
  interaction
    .uponReceiving(description)
    .withRequest('GET', '/Account', (b) => b.headers(bearer(candidate.token)))
    .willRespondWith(200, (b) => b.jsonBody({ result: settings }))
    .executeTest(async (server) => {
      expect(await settingsClient(server.url).get()).toEqual(settings);
    });

describe('GET Account after a save of the name and pronouns', () => {
  it('shows the names and pronouns saved, the address, the one waiting and the visibility as they were', async () => {
    const details = { firstName: 'Jordan', lastName: 'Lee', pronouns: Pronouns.TheyThem };
    const settings = account({
      ...details,
      pendingEmail: NEW_EMAIL,
      profileVisibility: ProfileVisibility.AppliedEmployers,
    });
    await readSettings(
      hidden(namedWithAChangeWaiting(pact.addInteraction(), Pronouns.SheHer)).given(
        'the user signed in with token {token} has saved the name {firstName} {lastName} with the pronouns {pronouns}',
        { token: candidate.token, ...details },
      ),
      'a request for the account settings after the name and pronouns were saved',
      settings,
    );
  });
});

describe('GET Account after a change of who may see the profile', () => {
  const SET = 'the candidate signed in with token {token} has set who may see their profile to {profileVisibility}';
  const named = { firstName: 'Casey', lastName: 'Rivera', pronouns: Pronouns.HeHim, pendingEmail: NEW_EMAIL };

  it('shows the profile limited to the employers applied to, the rest of the account as it was', async () => {
    const visibility = ProfileVisibility.AppliedEmployers;
    await readSettings(
      namedWithAChangeWaiting(pact.addInteraction(), Pronouns.HeHim).given(SET, {
        token: candidate.token,
        profileVisibility: visibility,
      }),
      'a request for the account settings after the profile was limited to the employers applied to',
      account({ ...named, profileVisibility: visibility }),
    );
  });

  it('shows the profile public again after it was limited (the value sent, not a fixed one)', async () => {
    const visibility = ProfileVisibility.Public;
    await readSettings(
      hidden(namedWithAChangeWaiting(pact.addInteraction(), Pronouns.HeHim)).given(SET, {
        token: candidate.token,
        profileVisibility: visibility,
      }),
      'a request for the account settings after the profile was made public again',
      account({ ...named, profileVisibility: visibility }),
    );
  });
});
