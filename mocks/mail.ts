import { clock } from './clock';
import { db, nextId, type EmailRecord, type EmailTokenRecord, type StoredUser, type UserRecord } from './db';
import { conflict, notFound } from './http';
import { endOtherSessions, newToken } from './tokens';
import { href } from '../src/domain/paths';

/**
 * The emails the product sends, kept in the mock's outbox (the demo mailbox: the demo controls list it, and
 * `npm run mock:server` serves it at /_demo/mailbox), and the single-use, expiring links they carry
 * (docs/product.md §4, "Accounts").
 */

/** How long an emailed link stays valid. */
export const LINK_LIFETIME_HOURS: Record<EmailTokenRecord['purpose'], number> = {
  confirm: 24,
  reset: 1,
  'email-change': 24,
};

export async function sendEmail(to: string, subject: string, text: string, links: EmailRecord['links']) {
  await db.emails.create({ id: nextId(db.emails), to, subject, text, links, sentDate: clock.iso(), read: false });
}

/** Ends the user's unused links (of one purpose, or all). */
async function endLinks(userId: number, purpose?: EmailTokenRecord['purpose']) {
  const now = clock.iso();
  await db.emailTokens.updateMany(
    (q) => q.where((t) => t.userId === userId && (!purpose || t.purpose === purpose) && t.usedDate === null),
    {
      data(t) {
        t.usedDate = now;
      },
    },
  );
}

/** A new link token of the user for the purpose; the earlier unused ones of that purpose stop working. */
async function newLinkToken(user: UserRecord, purpose: EmailTokenRecord['purpose']): Promise<string> {
  await endLinks(user.id, purpose);
  const token = newToken();
  await db.emailTokens.create({
    token,
    userId: user.id,
    purpose,
    expiresAt: clock.hoursFromNow(LINK_LIFETIME_HOURS[purpose]),
    usedDate: null,
  });
  return token;
}

export const greeting = (user: UserRecord) => `Hello ${user.firstName},`;

/** The address confirmation: its link opens the registration's page, which confirms it. */
export async function sendConfirmation(user: UserRecord & { registrationId: string }) {
  const token = await newLinkToken(user, 'confirm');
  const link = href('registerConfirmation', { id: user.registrationId }, { token });
  await sendEmail(
    user.email,
    'Confirm your email address',
    `${greeting(user)}\n\nConfirm your email address to start using the job board. The link works once, for ${LINK_LIFETIME_HOURS.confirm} hours.`,
    [{ label: 'Confirm my email address', href: link }],
  );
}

/** The password reset: its link opens reset-password with the token. */
export async function sendPasswordReset(user: UserRecord) {
  const token = await newLinkToken(user, 'reset');
  await sendEmail(
    user.email,
    'Reset your password',
    `${greeting(user)}\n\nSomeone asked to reset the password of your account. If it was you, choose a new one: the link works once, for ${LINK_LIFETIME_HOURS.reset} hour. If it was not, ignore this email: your password stays as it is.`,
    [{ label: 'Choose a new password', href: href('resetPassword', null, { token }) }],
  );
}

/** An address change: a link to the new address (it takes effect once confirmed), a notice to the current one. */
export async function sendEmailChange(user: UserRecord, newEmail: string) {
  const token = await newLinkToken(user, 'email-change');
  await sendEmail(
    newEmail,
    'Confirm your new email address',
    `${greeting(user)}\n\nConfirm that this is the new address of your job board account. Until you do, your account keeps ${user.email}. The link works once, for ${LINK_LIFETIME_HOURS['email-change']} hours.`,
    [{ label: 'Confirm my new email address', href: href('account', null, { emailChange: token }) }],
  );
  await sendEmail(
    user.email,
    'Your email address is changing',
    `${greeting(user)}\n\nSomeone signed in to your account asked to change its address to ${newEmail}. It changes only once that address is confirmed. If it was not you, change your password now.`,
    [],
  );
}

/** The link token of an email while it can be used, and its account: else 404 (no such link), or 409 (used, or expired). */
export function usableLinkToken(token: string, purpose: EmailTokenRecord['purpose']) {
  const record = db.emailTokens.findFirst((q) => q.where({ token, purpose }));
  const user = record && db.users.findFirst((q) => q.where({ id: record.userId }));
  if (!record || !user) throw notFound('This link is not valid. Ask for a new one.');
  if (record.usedDate !== null) throw conflict('This link was already used or replaced by a newer one.');
  if (Date.parse(record.expiresAt) <= clock.now()) throw conflict('This link has expired. Ask for a new one.');
  return { record, user };
}

/** The link token of an email, used up: else 404 or 409 as usableLinkToken. */
export async function redeemLinkToken(token: string, purpose: EmailTokenRecord['purpose']): Promise<StoredUser> {
  const { record, user } = usableLinkToken(token, purpose);
  await db.emailTokens.update(record, {
    data(t) {
      t.usedDate = clock.iso();
    },
  });
  return user;
}

/**
 * The password reset link used: the new password set, the address confirmed (the link proved it is the user's), and
 * every session and every other emailed link of the account ended (whoever knew the old password, or read an older
 * email, is out). Else 404 or 409 as redeemLinkToken.
 */
export async function resetPassword(token: string, password: string): Promise<void> {
  const user = await redeemLinkToken(token, 'reset');
  await db.users.update(user, {
    data(u) {
      u.password = password;
      u.emailConfirmed = true;
    },
  });
  await endOtherSessions(user.id, null);
  await endLinks(user.id);
}

const INVITED_AS: Record<'member' | 'admin' | 'transfer-admin', string> = {
  member: 'join it as a member',
  admin: 'join it as an admin',
  'transfer-admin': 'take over as its admin',
};

/**
 * A company's invitation: its link opens accept-request/{id}, where the invited account accepts it. The link names the
 * address (`?email=`): the page tells someone signed in with another account which one to use, and registration
 * starts with it.
 */
export async function sendInvitation(
  invitation: { id: number; invitedUserEmail: string; invitedUserName: string; kind: keyof typeof INVITED_AS },
  companyName: string,
  inviter: UserRecord,
  lifetimeDays: number,
) {
  const hello = invitation.invitedUserName ? `Hello ${invitation.invitedUserName},` : 'Hello,';
  await sendEmail(
    invitation.invitedUserEmail,
    `${inviter.firstName} ${inviter.lastName} invited you to ${companyName}`,
    `${hello}\n\n${inviter.firstName} ${inviter.lastName} invited you to ${INVITED_AS[invitation.kind]} of ${companyName} on the job board. Sign in (or register as an employer) with this address, ${invitation.invitedUserEmail}, and accept: the invitation works once, for ${lifetimeDays} days.`,
    [
      {
        label: 'See the invitation',
        href: href('acceptRequest', { id: invitation.id }, { email: invitation.invitedUserEmail }),
      },
    ],
  );
}

/** The admin role handed over: the new admin and the former one (now a member) are both told. */
export async function sendAdminTransferNotices(companyName: string, newAdmin: UserRecord, formerAdmin: UserRecord) {
  await sendEmail(
    newAdmin.email,
    `You are now an admin of ${companyName}`,
    `${greeting(newAdmin)}\n\n${formerAdmin.firstName} ${formerAdmin.lastName} handed the admin role of ${companyName} over to you: you now manage its details and its people.`,
    [],
  );
  await sendEmail(
    formerAdmin.email,
    `${newAdmin.firstName} ${newAdmin.lastName} is now an admin of ${companyName}`,
    `${greeting(formerAdmin)}\n\nYou handed the admin role of ${companyName} over to ${newAdmin.firstName} ${newAdmin.lastName}. You stay a member of the company.`,
    [],
  );
}

/** A join request accepted: the requester is told, with a link to the company's dashboard. */
export async function sendJoinAccepted(requester: UserRecord, companyName: string) {
  await sendEmail(
    requester.email,
    `You joined ${companyName}`,
    `${greeting(requester)}\n\nAn admin of ${companyName} accepted your request: you are now a member of the company on the job board.`,
    [{ label: 'Open the company dashboard', href: href('profile') }],
  );
}

/** A join request declined: the requester is told, and offered to create a company or ask another one. */
export async function sendJoinDeclined(requester: UserRecord, companyName: string) {
  await sendEmail(
    requester.email,
    `Your request to join ${companyName} was declined`,
    `${greeting(requester)}\n\nAn admin of ${companyName} declined your request to join the company. You can add your own company to the job board, or ask to join another one.`,
    [
      { label: 'Create a company', href: href('createCompany') },
      { label: 'Join another company', href: href('joinCompany') },
    ],
  );
}

/**
 * A site admin wrote one of the company's jobs (posted it on the company's behalf, or corrected it): each of the
 * company's admins is told what changed, with a link to the job.
 */
export async function sendJobWrittenByAdmin(
  to: UserRecord,
  change: { companyName: string; jobId: number; title: string; action: 'posted' | 'edited'; fields: string[] },
) {
  const what = change.fields.length ? `What changed: ${change.fields.join(', ')}.` : 'Nothing in it changed.';
  const [subject, text] =
    change.action === 'posted'
      ? [
          `An admin posted a job for ${change.companyName}`,
          `An admin of the job board posted “${change.title}” for ${change.companyName}. It is your company's job now: you can edit it like any other.`,
        ]
      : [
          `An admin corrected your job “${change.title}”`,
          `An admin of the job board corrected “${change.title}” of ${change.companyName}. ${what} The change is kept in the job's history.`,
        ];
  await sendEmail(to.email, subject, `${greeting(to)}\n\n${text}`, [
    { label: 'Open the job', href: href('updateJob', { id: change.jobId }) },
  ]);
}

/** A site admin asked for missing information on one of the company's jobs: each of its admins is told what is missing. */
export async function sendMissingInformation(
  to: UserRecord,
  job: { companyName: string; jobId: number; title: string; reason: string },
) {
  await sendEmail(
    to.email,
    `Your job “${job.title}” needs more information`,
    `${greeting(to)}\n\nAn admin of the job board reviewed “${job.title}” of ${job.companyName} and needs more information before it can go live: ${job.reason}\n\nEdit the job and send it again for review.`,
    [{ label: 'Edit the job', href: href('updateJob', { id: job.jobId }) }],
  );
}
