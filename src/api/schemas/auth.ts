import { z } from 'zod/mini';
import { codeOf, integer, isoDateTime } from './common';
import { primaryCompanySchema } from './company';
import { COMPANY_ROLES } from '../../domain/company-roles';
import { Role } from '../../domain/enums/user';

// The login form's schema is in ./credentials (it ships with the login page, not with every page).
export type { Credentials } from './credentials';

/**
 * A company the user belongs to, and as what: its `admin` or a `member` (what each may do: src/domain/company-roles).
 * Designed here (contracts/reference.md): the spec's user says nothing of roles in a company, and the app must offer
 * only what the user may do.
 */
export const membershipSchema = z.object({ companyId: integer, role: z.enum(COMPANY_ROLES) });
export type Membership = z.infer<typeof membershipSchema>;

/**
 * The logged-in user as Auth/login returns it and as it is kept in local storage (docs/product.md §3). A stored user
 * of an older shape (before `memberships`) fails this schema and reads as signed out: the user signs in again.
 */
export const loggedInUserSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  tokenExpires: isoDateTime,
  roles: z.array(codeOf(Role, 'Unknown role')),
  primaryCompany: z.nullable(primaryCompanySchema),
  hasPendingJoinRequest: z.boolean(),
  /**
   * The company the user's pending join request asks to join (designed here, contracts/reference.md): the pending
   * page names it. Absent or null without one (and from a server that does not send it: the page then says "a
   * company").
   */
  pendingJoinRequest: z.optional(z.nullable(z.object({ companyId: integer, companyName: z.string() }))),
  lastJoinedCompany: z.nullable(primaryCompanySchema),
  /** The companies the user is an active member of (admins included), each with the user's role there. */
  memberships: z.array(membershipSchema),
  // Who is logged in: not listed in the spec, needed for the header and greetings.
  user: z.object({
    id: integer,
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
});
export type LoggedInUser = z.infer<typeof loggedInUserSchema>;
