import { casey } from './account-fixtures';
import { candidate } from './job-fixtures';
import { recordingNotifier, type Interaction } from './pact';
import { accountSettingsApi } from '../../src/api/account-settings';
import { createHttp, type Notifier } from '../../src/api/http';
import type { Account } from '../../src/api/schemas/account-settings';
import { ProfileVisibility } from '../../src/domain/enums/profile';

/** What the account settings' contract files share (account-settings.test.ts, account-email-change.test.ts). */

export const settingsClient = (url: string, token = candidate.token, notify: Notifier = recordingNotifier().notify) =>
  accountSettingsApi(createHttp({ baseUrl: url, notify, getToken: () => token }));

/** The candidate signed in with the password `casey.password` (the changes that matter ask for it). */
export const signedInWithPassword = (interaction: Interaction) =>
  interaction
    .given('the candidate {email} is signed in with token {token}', candidate)
    .given('the user {email} exists with password {password}', casey);

/**
 * The candidate's settings as put afresh by the states (named Pat Example, no pronouns, a public profile, no change of
 * address waiting), with changes: the answers' bodies too, every value exact (the states fix them all).
 */
export const account = (changes: Partial<Account> = {}): Account => ({
  firstName: 'Pat',
  lastName: 'Example',
  email: candidate.email,
  pendingEmail: null,
  pronouns: null,
  profileVisibility: ProfileVisibility.Public,
  ...changes,
});

export const WRONG_PASSWORD = 'not-the-password-9';
export const notThePassword = (field: string) => ({
  error: 'The password is not correct.',
  errors: { [field]: ['The password is not correct'] },
});
