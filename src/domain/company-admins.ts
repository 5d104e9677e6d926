import type { CompanyRole } from './company-roles';

/**
 * A company always keeps at least one admin (docs/product.md, "Company membership"): removing its only admin, or
 * making them a member, is refused. The one rule of the mock (409 with this message) and of the screens (they do not
 * offer the change).
 */

export const LAST_ADMIN_MESSAGE =
  'A company always keeps at least one admin: make another member an admin before you remove or step down this one.';

/** Someone of the company, by user, and as what. */
export interface CompanyPersonRole {
  userId: number;
  role: CompanyRole;
}

/**
 * Whether giving the user the new role (null: removed from the company) leaves a company that has admins without
 * any: the user is its only admin and would stop being one.
 */
export function leavesNoAdmin(people: readonly CompanyPersonRole[], userId: number, newRole: CompanyRole | null) {
  const admins = people.filter((p) => p.role === 'admin');
  return newRole !== 'admin' && admins.length === 1 && admins[0]?.userId === userId;
}

/** How many days an emailed invitation to a company works (docs/product.md, "Company membership"). */
export const INVITATION_LIFETIME_DAYS = 7;

/**
 * What became of an invitation, as its invitee sees it: waiting for an answer (`pending`), accepted (`accepted`),
 * cancelled by the company's admins (`cancelled`), replaced by a newer one to the same address (`replaced`), or
 * past its days while it waited (`expired`).
 */
export const INVITATION_STATUSES = ['pending', 'accepted', 'cancelled', 'replaced', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** When an invitation sent at this date stops working (ISO 8601). */
export const invitationExpiry = (createdDate: string) =>
  new Date(Date.parse(createdDate) + INVITATION_LIFETIME_DAYS * 86_400_000).toISOString();

/**
 * An invitation's status at the moment `now` (ms): what the admins or the invitee did with it, else `expired` once
 * its days are past. The one rule of the invitation's page and of the refusals of an invitation no longer pending.
 */
export function invitationStatus(
  invitation: { status: Exclude<InvitationStatus, 'expired'>; createdDate: string },
  now: number,
): InvitationStatus {
  if (invitation.status !== 'pending') return invitation.status;
  return Date.parse(invitationExpiry(invitation.createdDate)) <= now ? 'expired' : 'pending';
}
