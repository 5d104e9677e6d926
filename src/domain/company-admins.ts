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
