import { ProfileVisibility } from '../../src/domain/enums/profile';
import { buildEmailToken } from '../builders';
import { clock } from '../clock';
import { db, type UserRecord } from '../db';
import { accountSettingsHandlers } from '../handlers/account-settings';
import { LINK_LIFETIME_HOURS } from '../mail';
import { defineStates, num, str, type ReceivedParams } from './define';
import { callProvider, ensureUser, put, signIn } from './support';

/**
 * Account settings (Account/*): the name and pronouns, who may see the profile, an address change waiting for its
 * emailed link, and a password changed in another session (through the provider's own Account/password).
 */

/** The user's record changed (the user put afresh, a candidate, unless a state before put them). */
async function editUser(email: string, edit: (user: UserRecord) => void) {
  return (await db.users.update(await ensureUser(email), { data: edit }))!;
}

/** The address change link `token` of the user, sent `sentHoursAgo` hours ago (and used `usedHoursAgo` hours ago). */
async function putChangeLink(
  p: ReceivedParams<'{email} {token}'>,
  sentHoursAgo: number,
  usedHoursAgo: number | null = null,
) {
  const user = await ensureUser(str(p, 'email'));
  await put(
    'emailTokens',
    buildEmailToken({
      token: str(p, 'token'),
      userId: user.id,
      purpose: 'email-change',
      expiresAt: clock.hoursFromNow(LINK_LIFETIME_HOURS['email-change'] - sentHoursAgo),
      usedDate: usedHoursAgo === null ? null : clock.hoursFromNow(-usedHoursAgo),
    }),
  );
}

/** The password the state of a password change starts from (and the one it sets). */
const OLD_PASSWORD = 'an-old-password-1';
const NEW_PASSWORD = 'a-new-password-1';

export const accountSettingsStates = defineStates({
  'the user {email} is named {firstName} {lastName} with the pronouns {pronouns}': async (p) => {
    await editUser(str(p, 'email'), (u) => {
      u.firstName = str(p, 'firstName');
      u.lastName = str(p, 'lastName');
      u.pronouns = num(p, 'pronouns');
    });
  },
  'the candidate {email} shows their profile only to employers they applied to': async (p) => {
    await editUser(str(p, 'email'), (u) => void (u.profileVisibility = ProfileVisibility.AppliedEmployers));
  },
  // Asked now: the link to the new address is unused and valid for its 24 hours; the account keeps its address.
  'the candidate {email} has asked to change their address to {newEmail} with the link {token}': async (p) => {
    await putChangeLink(p, 0);
    await editUser(str(p, 'email'), (u) => void (u.pendingEmail = str(p, 'newEmail')));
  },
  // Sent 2 hours ago, used an hour ago (still within its 24 hours: only its use refuses it); nothing waits.
  'the address change link {token} of {email} was used': (p) => putChangeLink(p, 2, 1),
  // Signed in twice; the change made in the session {token}, through the provider's own PUT Account/password.
  'the user {email} has changed their password with the token {token} since signing in with the token {oldToken}':
    async (p) => {
      const user = await editUser(str(p, 'email'), (u) => void (u.password = OLD_PASSWORD));
      await signIn(user, str(p, 'oldToken'));
      await signIn(user, str(p, 'token'));
      await callProvider(
        accountSettingsHandlers,
        'PUT',
        'Account/password',
        { currentPassword: OLD_PASSWORD, password: NEW_PASSWORD },
        str(p, 'token'),
      );
    },
  // Through the provider's own PUT Account/password, in the session {token} (the user as an earlier state put them,
  // else a candidate put afresh): which password a later sign-in takes is what the interactions verify.
  'the user {email} has changed their password {oldPassword} to {password} in the session {token}': async (p) => {
    const user = await editUser(str(p, 'email'), (u) => void (u.password = str(p, 'oldPassword')));
    await signIn(user, str(p, 'token'));
    await callProvider(
      accountSettingsHandlers,
      'PUT',
      'Account/password',
      { currentPassword: str(p, 'oldPassword'), password: str(p, 'password') },
      str(p, 'token'),
    );
  },
  // Through the provider's own PUT Account, in the session {token} (an earlier state signs the user in): what the
  // save stored, and what it left as it was, is what GET Account verifies.
  'the user signed in with token {token} has saved the name {firstName} {lastName} with the pronouns {pronouns}': (p) =>
    callProvider(
      accountSettingsHandlers,
      'PUT',
      'Account',
      { firstName: str(p, 'firstName'), lastName: str(p, 'lastName'), pronouns: num(p, 'pronouns') },
      str(p, 'token'),
    ),
  // Through the provider's own PUT Account/visibility, in the candidate's session {token} (an earlier state signs
  // them in).
  'the candidate signed in with token {token} has set who may see their profile to {profileVisibility}': (p) =>
    callProvider(
      accountSettingsHandlers,
      'PUT',
      'Account/visibility',
      { profileVisibility: num(p, 'profileVisibility') },
      str(p, 'token'),
    ),
  // Through the provider's own DELETE Account, in the candidate's session {token} with their password {password}
  // (earlier states sign them in and set it): what the deletion took away, and what it left, later calls verify.
  'the candidate signed in with token {token} has deleted their account with the password {password}': (p) =>
    callProvider(accountSettingsHandlers, 'DELETE', 'Account', { password: str(p, 'password') }, str(p, 'token')),
});
