import { Role } from '../../src/domain/enums/user';
import { buildEmailToken } from '../builders';
import { clock } from '../clock';
import { db, type EmailTokenRecord } from '../db';
import { authHandlers } from '../handlers/auth';
import { LINK_LIFETIME_HOURS, resetPassword } from '../mail';
import { defineStates, str, type ReceivedParams } from './define';
import { journal } from './journal';
import { callProvider, ensureUser, put, removeUser, removeWhere, signIn } from './support';

/**
 * Registrations and the emailed links (Auth/register, registration, resend-confirmation, confirm-email,
 * forgot-password, reset-password). A link's dates follow the mock's clock: sent `sentHoursAgo` hours ago, it expires
 * its lifetime (mocks/mail.ts: confirm 24 h, reset 1 h) after that.
 */

type Purpose = EmailTokenRecord['purpose'];

/** No other user has the registration id (a registration is known by it alone). */
async function freeRegistrationId(registrationId: string) {
  await db.users.updateMany((q) => q.where({ registrationId }), {
    data(u) {
      u.registrationId = null;
    },
  });
}

/** The link `token` of the user `email` for the purpose (the user put unconfirmed for a confirmation, unless a state before put it). */
async function putLink(
  p: ReceivedParams<'{email} {token}'>,
  purpose: Purpose,
  sentHoursAgo: number,
  usedHoursAgo: number | null = null,
) {
  const user = await ensureUser(str(p, 'email'), purpose === 'confirm' ? { emailConfirmed: false } : {});
  await put(
    'emailTokens',
    buildEmailToken({
      token: str(p, 'token'),
      userId: user.id,
      purpose,
      expiresAt: clock.hoursFromNow(LINK_LIFETIME_HOURS[purpose] - sentHoursAgo),
      usedDate: usedHoursAgo === null ? null : clock.hoursFromNow(-usedHoursAgo),
    }),
  );
  return user;
}

/** An unconfirmed account just registered, with its registration id and the confirmation link sent now. */
async function registered(p: ReceivedParams<'{email} {registrationId} {token}'>, roles: Role[]) {
  const registrationId = str(p, 'registrationId');
  await freeRegistrationId(registrationId);
  const details = { roles, emailConfirmed: false, registrationId };
  // A user an earlier state put (with the user id the pact names, say) takes the registration's details too.
  await db.users.update(await ensureUser(str(p, 'email'), details), { data: (u) => void Object.assign(u, details) });
  await putLink(p, 'confirm', 0);
}

/** The token of the user's unused link of the purpose: the one in the email the provider sent. */
function emailedLink(email: string, purpose: Purpose) {
  const user = db.users.findFirst((q) => q.where({ email }))!;
  const link = db.emailTokens.findFirst((q) => q.where({ userId: user.id, purpose, usedDate: null }));
  if (!link) throw new Error(`No ${purpose} link was emailed to ${email}`);
  return link.token;
}

/**
 * A registration through the provider's own POST Auth/register (terms accepted), whoever had the email set aside
 * first: the first state of the interaction that names the user. Answers the address.
 */
async function registerThroughProvider(
  p: ReceivedParams<'{accountType} {firstName} {lastName} {email} {password}'>,
): Promise<string> {
  const email = str(p, 'email');
  if (journal.has(`user:${email}`)) throw new Error(`Register ${email} before the other states that name them`);
  removeUser(email);
  journal.mark(`user:${email}`);
  await callProvider(authHandlers, 'POST', 'Auth/register', {
    accountType: str(p, 'accountType'),
    firstName: str(p, 'firstName'),
    lastName: str(p, 'lastName'),
    email,
    password: str(p, 'password'),
    acceptTerms: true,
  });
  return email;
}

/** A state that puts a link and nothing else. */
const link =
  (purpose: Purpose, sentHoursAgo: number, usedHoursAgo: number | null = null) =>
  async (p: ReceivedParams<'{email} {token}'>) => {
    await putLink(p, purpose, sentHoursAgo, usedHoursAgo);
  };

export const accountStates = defineStates({
  'an unconfirmed candidate {email} registered as {registrationId} with the confirmation token {token}': (p) =>
    registered(p, [Role.User]),
  'an unconfirmed employer {email} registered as {registrationId} with the confirmation token {token}': (p) =>
    registered(p, [Role.Employer]),
  // Used an hour ago, to confirm the address: the account is confirmed, and the link is still within its 24 hours.
  'the confirmation token {token} of {email} was used': async (p) => {
    const user = await putLink(p, 'confirm', 1, 1);
    await db.users.update(user, {
      data(u) {
        u.emailConfirmed = true;
      },
    });
  },
  // Sent 25 hours ago and never used: the account is still unconfirmed.
  'the confirmation token {token} of {email} has expired': link('confirm', 25),
  'the user {email} has the password reset token {token}': link('reset', 0),
  // Sent and used half an hour ago: still within its hour.
  'the password reset token {token} of {email} was used': link('reset', 0.5, 0.5),
  'the password reset token {token} of {email} has expired': link('reset', 2),
  'no emailed link has the token {token}': (p) => removeWhere('emailTokens', (t) => t.token === str(p, 'token')),
  'no registration has the id {registrationId}': (p) => freeRegistrationId(str(p, 'registrationId')),
  'no account has the email {email}': (p) => removeUser(str(p, 'email')),
  // Through the provider's own reset (not a state's shortcut): what a reset does to sessions is what the pact checks.
  'the user {email} has reset their password since signing in with the token {token}': async (p) => {
    const user = await ensureUser(str(p, 'email'));
    await signIn(user, str(p, 'token'));
    const resetToken = `reset-after-${str(p, 'token')}`;
    await putLink({ email: user.email, token: resetToken }, 'reset', 0);
    await resetPassword(resetToken, 'a-new-password-1');
  },
  // Through the provider's own calls (not a state's shortcut): the roles the registration chose and the confirmation
  // are what a later sign-in verifies. The first state naming the user (whoever had the email is set aside first).
  'the {accountType} {firstName} {lastName} registered as {email} with the password {password} and confirmed the address':
    async (p) => {
      const email = await registerThroughProvider(p);
      await callProvider(authHandlers, 'POST', 'Auth/confirm-email', { token: emailedLink(email, 'confirm') });
    },
  // The same registration, its emailed link left unused: that the account starts unconfirmed is what a sign-in verifies.
  'the {accountType} {firstName} {lastName} registered as {email} with the password {password} and has not confirmed the address':
    async (p) => {
      await registerThroughProvider(p);
    },
  // Through the provider's own forgot-password and reset-password (the link read from the email it sent): which
  // password a later sign-in takes is what the interactions verify.
  'the user {email} has reset their password {oldPassword} to {password} with the emailed link': async (p) => {
    const email = str(p, 'email');
    const user = await ensureUser(email);
    await db.users.update(user, { data: (u) => void (u.password = str(p, 'oldPassword')) });
    await callProvider(authHandlers, 'POST', 'Auth/forgot-password', { email });
    await callProvider(authHandlers, 'POST', 'Auth/reset-password', {
      token: emailedLink(email, 'reset'),
      password: str(p, 'password'),
    });
  },
});
