import { z } from 'zod/mini';
import {
  acceptedInvitationSchema,
  companyEmployerSchema,
  invitationIdQuerySchema,
  invitationInputSchema,
  inviteeInvitationSchema,
  pendingInvitationSchema,
  transferAdminQuerySchema,
  transferInvitationQuerySchema,
} from '../../src/api/schemas/company-people';
import { noResultSchema } from '../../src/api/schemas/job-candidate';
import {
  INVITATION_LIFETIME_DAYS,
  invitationExpiry,
  invitationStatus,
  type InvitationStatus,
} from '../../src/domain/company-admins';
import type { CompanyRole } from '../../src/domain/company-roles';
import { Role } from '../../src/domain/enums/user';
import { sentence } from '../../src/domain/text';
import { clock } from '../clock';
import { requireCompany, requireCompanyAdmin } from '../company-access';
import { addToCompany, membershipOf, peopleOf, setAdmin } from '../company-people';
import { db, nextId, type UserRecord } from '../db';
import { conflict, forbidden, idPath, notFound, route } from '../http';
import { sendAdminTransferNotices, sendInvitation } from '../mail';

/**
 * Invitations to a company, sent by its admins to an address and accepted through the emailed link by the account
 * of that address; and the admin role handed over to a member. Shapes designed here (contracts/reference.md).
 */

type Kind = 'member' | 'admin' | 'transfer-admin';

/**
 * An invitation to the address, emailed. Inviting an address again resends: its earlier pending invitation to the
 * company stops working (cancelled). 409 when the address is already a member (for `member`) or an admin.
 */
async function invite(user: UserRecord, companyId: number, email: string, name: string, kind: Kind) {
  const company = requireCompanyAdmin(user, companyId);
  const invitee = db.users.findFirst((q) => q.where({ email: (e) => e.toLowerCase() === email }));
  const membership = invitee ? membershipOf(invitee.id, companyId) : null;
  if (membership?.isAdmin) throw conflict(sentence(`${email} is already an admin of ${company.name}`));
  if (membership && kind === 'member') throw conflict(sentence(`${email} is already a member of ${company.name}`));
  await db.invitations.updateMany((q) => q.where({ companyId, invitedUserEmail: email, status: 'pending' }), {
    data(i) {
      i.status = 'replaced';
    },
  });
  const created = await db.invitations.create({
    id: nextId(db.invitations),
    companyId,
    invitedUserEmail: email,
    invitedUserName: name,
    kind,
    status: 'pending',
    invitedByUserId: user.id,
    createdDate: clock.iso(),
  });
  await sendInvitation(created, company.name, user, INVITATION_LIFETIME_DAYS);
  return {
    id: created.id,
    invitedUserEmail: email,
    invitedUserName: name,
    kind,
    createdDate: created.createdDate,
    expiresDate: invitationExpiry(created.createdDate),
  };
}

const WRONG_ACCOUNT = 'This invitation was sent to another email address: sign in with the account it was sent to.';
const NO_INVITATION = 'This invitation does not exist.';

/** Why an invitation that is no longer pending cannot be accepted (409), by its status. */
const NOT_ACCEPTABLE: Record<Exclude<InvitationStatus, 'pending'>, string> = {
  accepted: 'This invitation has already been used.',
  cancelled: "This invitation was cancelled by the company's admins: ask them to invite you again.",
  replaced: 'This invitation was replaced by a newer one: use the link in the latest email.',
  expired: "This invitation has expired: ask the company's admins to invite you again.",
};

/** Why an invitation that is no longer pending cannot be cancelled (409), by its status. */
const NOT_CANCELLABLE: Record<Exclude<InvitationStatus, 'pending'>, string> = {
  accepted: 'This invitation was already accepted: remove the person from the company instead.',
  cancelled: 'This invitation was already cancelled.',
  replaced: 'This invitation was replaced by a newer one: cancel that one instead.',
  expired: 'This invitation has expired: it can no longer be accepted.',
};

/** The invitation with this id; else 404. */
function requireInvitation(invitationId: number) {
  const invitation = db.invitations.findFirst((q) => q.where({ id: invitationId }));
  if (!invitation) throw notFound(NO_INVITATION);
  return invitation;
}

/** The invitation, when the signed-in user is the account it was sent to; else 404 or 403. */
function requireInvitee(user: UserRecord, invitationId: number) {
  const invitation = requireInvitation(invitationId);
  if (user.email.toLowerCase() !== invitation.invitedUserEmail) throw forbidden(WRONG_ACCOUNT);
  return invitation;
}

/** The invitation's status now (src/domain/company-admins.ts). */
const statusOf = (invitation: { status: Exclude<InvitationStatus, 'expired'>; createdDate: string }) =>
  invitationStatus(invitation, clock.now());

/** The invitation the signed-in user may accept now; else 404, 403 (another account's) or 409 (no longer pending). */
function requireAcceptable(user: UserRecord, invitationId: number) {
  const invitation = requireInvitee(user, invitationId);
  const status = statusOf(invitation);
  if (status !== 'pending') throw conflict(NOT_ACCEPTABLE[status]);
  return invitation;
}

const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;

/** invite-user and invite-admin: the same call for the role offered. */
const inviteAs = (path: 'invite-user' | 'invite-admin', role: 'member' | 'admin', aRole: string) =>
  route(
    'post',
    `admin/Company/${path}`,
    {
      summary: `Invites someone by email to join the company as ${aRole}`,
      spec: 'documented',
      auth: [Role.Employer],
      body: invitationInputSchema,
      response: pendingInvitationSchema,
      errors: [404, 409],
    },
    ({ body, user }) => invite(user!, body.companyId, body.invitedUserEmail, body.invitedUserName, role),
  );

export const companyInvitationHandlers = [
  inviteAs('invite-user', 'member', 'a member'),
  inviteAs('invite-admin', 'admin', 'an admin'),

  route(
    'post',
    'admin/Company/invite-transfer-admin',
    {
      summary: 'Invites someone by email to take over as the company’s admin',
      spec: 'documented',
      auth: [Role.Employer],
      query: transferInvitationQuerySchema,
      response: pendingInvitationSchema,
      errors: [404, 409],
    },
    ({ query, user }) => invite(user!, query.companyId, query.invitedUserEmail, '', 'transfer-admin'),
  ),

  route(
    'get',
    'admin/Company/invitation/:id',
    {
      summary: 'An invitation as the account it was sent to sees it before answering',
      spec: 'proposed',
      auth: [Role.Employer],
      ...idPath(NO_INVITATION),
      response: inviteeInvitationSchema,
    },
    ({ params, user }) => {
      const invitation = requireInvitee(user!, params.id);
      const company = requireCompany(invitation.companyId);
      const inviter = db.users.findFirst((q) => q.where({ id: invitation.invitedByUserId ?? 0 }));
      return {
        id: invitation.id,
        companyId: company.id,
        companyName: company.name,
        companyLogo: company.logo,
        kind: invitation.kind,
        invitedUserEmail: invitation.invitedUserEmail,
        invitedUserName: invitation.invitedUserName,
        inviterName: inviter ? nameOf(inviter) : null,
        expiresDate: invitationExpiry(invitation.createdDate),
        status: statusOf(invitation),
      };
    },
  ),

  route(
    'delete',
    'admin/Company/invitation',
    {
      summary: 'Cancels a pending invitation: its link stops working',
      spec: 'proposed',
      auth: [Role.Employer],
      query: invitationIdQuerySchema,
      response: noResultSchema,
      errors: [404, 409],
    },
    async ({ query, user }) => {
      const invitation = requireInvitation(query.invitationId);
      requireCompanyAdmin(user!, invitation.companyId);
      const status = statusOf(invitation);
      if (status !== 'pending') throw conflict(NOT_CANCELLABLE[status]);
      await db.invitations.update(invitation, {
        data(i) {
          i.status = 'cancelled';
        },
      });
      return null;
    },
  ),

  route(
    'post',
    'admin/Company/accept-invite-request',
    {
      summary: 'Accepts an invitation, as the account it was sent to',
      spec: 'documented',
      auth: [Role.Employer],
      query: invitationIdQuerySchema,
      response: acceptedInvitationSchema,
      errors: [404, 409],
    },
    async ({ query, user }) => {
      const invitation = requireAcceptable(user!, query.invitationId);
      const company = requireCompany(invitation.companyId);
      const current = membershipOf(user!.id, company.id);
      const role: CompanyRole = invitation.kind === 'member' ? 'member' : 'admin';
      if (current && (role === 'member' || current.isAdmin))
        throw conflict(sentence(`You are already ${current.isAdmin ? 'an admin' : 'a member'} of ${company.name}`));
      await addToCompany(
        db.users.findFirst((q) => q.where({ id: user!.id }))!,
        company.id,
        role,
      );
      const inviter = db.users.findFirst((q) => q.where({ id: invitation.invitedByUserId ?? 0 }));
      if (invitation.kind === 'transfer-admin' && inviter && membershipOf(inviter.id, company.id)?.isAdmin) {
        await setAdmin(inviter.id, company.id, false);
        await sendAdminTransferNotices(company.name, user!, inviter);
      }
      await db.invitations.update(invitation, {
        data(i) {
          i.status = 'accepted';
        },
      });
      return { companyId: company.id, companyName: company.name, role };
    },
  ),

  route(
    'post',
    'admin/Company/transfer-admin',
    {
      summary: 'Hands the admin role over to a member: they become an admin, the caller a member',
      spec: 'documented',
      auth: [Role.Employer],
      query: transferAdminQuerySchema,
      response: z.array(companyEmployerSchema),
      errors: [404, 409],
    },
    async ({ query, user }) => {
      const company = requireCompanyAdmin(user!, query.companyId);
      const target = membershipOf(query.employerId, company.id);
      const newAdmin = db.users.findFirst((q) => q.where({ id: query.employerId }));
      if (!target || !newAdmin) throw notFound(sentence(`This employer is not a member of ${company.name}`));
      if (target.isAdmin) throw conflict(sentence(`${newAdmin.firstName} ${newAdmin.lastName} is already an admin`));
      await setAdmin(newAdmin.id, company.id, true);
      await setAdmin(user!.id, company.id, false);
      await sendAdminTransferNotices(company.name, newAdmin, user!);
      return peopleOf(company.id).employers;
    },
  ),
];
