import { describeStates } from './define';
import type { accountSettingsStates } from '../../mocks/states/account-settings';

export default describeStates<typeof accountSettingsStates>({
  'the user {email} is named {firstName} {lastName} with the pronouns {pronouns}': {
    creates:
      'the user (put afresh, a candidate, unless an earlier state of the interaction put them) has that ' +
      'first and last name and the pronouns (0 She/her, 1 He/him, 2 They/them)',
  },
  'the candidate {email} shows their profile only to employers they applied to': {
    creates:
      "the candidate's `profileVisibility` is 2, Only employers I applied to (a user put afresh has 1, " +
      'public); the user as an earlier state put them, else put afresh',
  },
  'the candidate {email} has asked to change their address to {newEmail} with the link {token}': {
    creates:
      'the candidate (as an earlier state put them, else put afresh) keeps the address `email`, with ' +
      '`newEmail` waiting (`pendingEmail`) and an unused address-change link `token` of this account, sent ' +
      'now to `newEmail` (valid 24 hours)',
  },
  'the address change link {token} of {email} was used': {
    creates:
      "the user's address-change link `token` was sent 2 hours ago and used an hour ago (still within its " +
      '24 hours: only its use refuses it); no change of address waits',
  },
  'the user {email} has changed their password with the token {token} since signing in with the token {oldToken}': {
    creates:
      'a user with that email (a candidate put afresh) signed in twice, with `oldToken` and then with ' +
      '`token` (valid bearer tokens then), then changed their password in the session `token` through the ' +
      "server's own PUT Account/password, not a shortcut of the state: what the change does to the sessions " +
      'is what the interactions verify (`oldToken` answers 401, `token` still works)',
    calls: ['PUT Account/password'],
  },
  'the user {email} has changed their password {oldPassword} to {password} in the session {token}': {
    creates:
      'the user (as an earlier state of the interaction put them, an employer say, else a candidate put ' +
      'afresh, its address confirmed) whose password was `oldPassword`, signed in with `token` (a valid ' +
      "bearer token), who then changed it to `password` in that session through the server's own PUT " +
      'Account/password (`{ currentPassword: oldPassword, password }`), not a shortcut of the state: which ' +
      'password the account then takes is what the interactions verify (`password` signs in, `oldPassword` ' +
      'is refused)',
    calls: ['PUT Account/password'],
  },
  'the user signed in with token {token} has saved the name {firstName} {lastName} with the pronouns {pronouns}': {
    creates:
      'the user of the session `token` (earlier states sign them in and give them their name, address and ' +
      "visibility) has saved `{ firstName, lastName, pronouns }` through the server's own PUT Account in " +
      'that session (`pronouns` a number: 0 She/her, 1 He/him, 2 They/them), not a shortcut of the state: ' +
      'what GET Account then answers (the names and pronouns saved, the address, the address waiting and ' +
      'the visibility as they were) is what the interaction verifies',
    calls: ['PUT Account'],
  },
  'the candidate signed in with token {token} has set who may see their profile to {profileVisibility}': {
    creates:
      'the candidate of the session `token` (earlier states sign them in and give them their name and ' +
      "address) has set `{ profileVisibility }` (1 or 2) through the server's own PUT Account/visibility " +
      'in that session, not a shortcut of the state: what GET Account then answers (the visibility set, ' +
      'the rest as it was) is what the interaction verifies',
    calls: ['PUT Account/visibility'],
  },
  'the candidate signed in with token {token} has deleted their account with the password {password}': {
    creates:
      'nothing of its own: the candidate of the session `token` (earlier states sign them in and give them that ' +
      "password) has deleted their account through the server's own DELETE Account in that session; what the " +
      'reads then show without it, and with the rest as it was, is what the interaction verifies',
    calls: ['DELETE Account'],
  },
});
