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
});
