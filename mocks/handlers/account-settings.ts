import { doneSchema } from '../../src/api/schemas/account';
import {
  accountDetailsSchema,
  accountSchema,
  confirmEmailChangeSchema,
  deleteAccountSchema,
  emailChangeSchema,
  passwordChangeSchema,
  profileVisibilitySchema,
  type Account,
} from '../../src/api/schemas/account-settings';
import { Role } from '../../src/domain/enums/user';
import { db, type StoredUser, type UserRecord } from '../db';
import { badRequest, bearer, conflict, HttpProblem, notFound, route } from '../http';
import { redeemLinkToken, sendEmailChange, usableLinkToken } from '../mail';
import { endOtherSessions } from '../tokens';
import { ADDRESS_TAKEN } from './auth';

/**
 * Account settings (Account/*, proposed: contracts/reference.md): the signed-in user's name and pronouns (any user);
 * the address, the profile's visibility and the account's deletion (candidates, whose settings page has them); the
 * password (any user). A change that matters asks for the current password.
 */

const CANDIDATES = [Role.User];

const toAccount = (user: UserRecord): Account => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  pendingEmail: user.pendingEmail,
  pronouns: user.pronouns,
  profileVisibility: user.profileVisibility,
});

async function change(user: StoredUser, edit: (u: UserRecord) => void): Promise<Account> {
  return toAccount((await db.users.update(user, { data: edit }))!);
}

/** The current password, else 400 beside the field that asked for it. */
function checkPassword(user: UserRecord, password: string, field: string) {
  if (user.password !== password)
    throw badRequest('The password is not correct.', { [field]: ['The password is not correct'] });
}

const takenBySomeoneElse = (email: string, userId: number) =>
  Boolean(db.users.findFirst((q) => q.where((u) => u.id !== userId && u.email === email)));

const accountCall = { spec: 'proposed', response: accountSchema } as const;

export const accountSettingsHandlers = [
  route(
    'get',
    'Account',
    { ...accountCall, auth: true, summary: "The signed-in user's account settings" },
    ({ user }) => toAccount(user!),
  ),

  route(
    'put',
    'Account',
    { ...accountCall, auth: true, summary: "Saves the user's name and pronouns", body: accountDetailsSchema },
    ({ body, user }) => change(user! as StoredUser, (u) => Object.assign(u, body)),
  ),

  route(
    'put',
    'Account/visibility',
    {
      ...accountCall,
      auth: CANDIDATES,
      summary: "Sets who may see the candidate's public profile",
      body: profileVisibilitySchema,
    },
    ({ body, user }) => change(user! as StoredUser, (u) => void (u.profileVisibility = body.profileVisibility)),
  ),

  route(
    'post',
    'Account/email-change',
    {
      ...accountCall,
      auth: CANDIDATES,
      summary: 'Emails a confirmation link to a new address; the address changes once it is confirmed',
      body: emailChangeSchema,
      errors: [409],
    },
    async ({ body, user }) => {
      checkPassword(user!, body.password, 'password');
      if (body.email === user!.email)
        throw badRequest('This is already your address.', { email: ['This is already your address'] });
      if (takenBySomeoneElse(body.email, user!.id))
        throw new HttpProblem(409, { error: ADDRESS_TAKEN, errors: { email: [ADDRESS_TAKEN] } });
      await sendEmailChange(user!, body.email);
      return change(user! as StoredUser, (u) => void (u.pendingEmail = body.email));
    },
  ),

  route(
    'post',
    'Account/confirm-email-change',
    {
      ...accountCall,
      auth: CANDIDATES,
      summary: "Confirms the new address with the emailed link's token: the account's address changes",
      body: confirmEmailChangeSchema,
      errors: [404, 409],
    },
    async ({ body, user }) => {
      const owner = db.emailTokens.findFirst((q) => q.where({ token: body.token, purpose: 'email-change' }));
      // Another account's link is no link of this one (and says nothing of that account).
      if (!owner || owner.userId !== user!.id) throw notFound('This link is not valid. Ask for a new one.');
      // A used or expired link says so first; a change that cannot happen leaves the link as it was (it is used up
      // only by the change it makes).
      usableLinkToken(body.token, 'email-change');
      if (!user!.pendingEmail) throw conflict('No change of address is waiting.');
      if (takenBySomeoneElse(user!.pendingEmail, user!.id)) throw conflict(ADDRESS_TAKEN);
      await redeemLinkToken(body.token, 'email-change');
      return change(user! as StoredUser, (u) => {
        u.email = u.pendingEmail!;
        u.pendingEmail = null;
      });
    },
  ),

  route(
    'put',
    'Account/password',
    {
      spec: 'proposed',
      auth: true,
      summary: "Changes the password; the account's other sessions end",
      body: passwordChangeSchema,
      response: doneSchema,
    },
    async ({ body, user, request }) => {
      checkPassword(user!, body.currentPassword, 'currentPassword');
      await db.users.update(user! as StoredUser, {
        data(u) {
          u.password = body.password;
        },
      });
      await endOtherSessions(user!.id, bearer(request));
      return null;
    },
  ),

  route(
    'delete',
    'Account',
    {
      spec: 'proposed',
      auth: CANDIDATES,
      summary: "Deletes the candidate's account with its profile, applications and saved jobs; every session ends",
      body: deleteAccountSchema,
      response: doneSchema,
    },
    async ({ body, user }) => {
      checkPassword(user!, body.password, 'password');
      const userId = user!.id;
      await db.applications.deleteMany((q) => q.where({ userId }));
      await db.candidateProfiles.deleteMany((q) => q.where({ userId }));
      await db.emailTokens.deleteMany((q) => q.where({ userId }));
      await db.sessions.deleteMany((q) => q.where({ userId }));
      db.users.delete(user! as StoredUser);
      return null;
    },
  ),
];
