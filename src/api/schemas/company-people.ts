import { z } from 'zod/mini';
import { bodyId, integer, isoDateTime, queryId } from './common';
import { INVITATION_STATUSES } from '../../domain/company-admins';
import { COMPANY_ROLES } from '../../domain/company-roles';
import { EMPLOYER_SEARCH_MAX, EMPLOYER_SEARCH_MIN } from '../../domain/employer-search';

/**
 * A company's people as its admins manage them (GET admin/Company/employers/{id}) and the calls that change them:
 * join and admin requests answered, members removed, invitations sent and accepted. Shapes designed here
 * (contracts/reference.md, "Company membership").
 */

const companyRoleSchema = z.enum(COMPANY_ROLES);

/** One of the company's employers: who, as what, and since when (the day they joined, or last changed role). */
export const companyEmployerSchema = z.object({
  userId: integer,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: companyRoleSchema,
  since: isoDateTime,
});
export type CompanyEmployer = z.infer<typeof companyEmployerSchema>;

/** A request waiting for the admins: to join the company (`join`), or a member's to become an admin (`admin`). */
const pendingRequestSchema = z.object({
  id: integer,
  userId: integer,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  kind: z.enum(['join', 'admin']),
  createdDate: isoDateTime,
});

export const INVITATION_KINDS = ['member', 'admin', 'transfer-admin'] as const;

/** An invitation sent and not yet answered, until it expires. */
export const pendingInvitationSchema = z.object({
  id: integer,
  invitedUserEmail: z.string(),
  invitedUserName: z.string(),
  kind: z.enum(INVITATION_KINDS),
  createdDate: isoDateTime,
  expiresDate: isoDateTime,
});

/** GET admin/Company/employers/{id}: the employers (admins first, then by name) and what waits for the admins. */
export const companyPeopleSchema = z.object({
  companyId: integer,
  employers: z.array(companyEmployerSchema),
  joinRequests: z.array(pendingRequestSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type CompanyPeople = z.infer<typeof companyPeopleSchema>;

/** POST admin/Company/accept-join-request and decline-join-request: the request answered. */
export const requestIdQuerySchema = z.object({ requestId: queryId('Unknown request') });

/** POST admin/Company/make-an-admin: the member's admin request, in its company. */
export const adminRequestQuerySchema = z.object({
  requestId: queryId('Unknown request'),
  companyId: queryId('Unknown company'),
});

/** DELETE admin/Company/remove-user and POST admin/Company/add-user: the user, in the company. */
/** GET admin/Company/find-employers?term (site admins): 2 to 100 characters of a name or an address. */
export const employerSearchQuerySchema = z.object({
  term: z
    .string('Type a name or an email address')
    .check(
      z.trim(),
      z.minLength(EMPLOYER_SEARCH_MIN, `Type at least ${EMPLOYER_SEARCH_MIN} characters of a name or an email address`),
      z.maxLength(EMPLOYER_SEARCH_MAX, `Keep the search under ${EMPLOYER_SEARCH_MAX} characters`),
    ),
});

/** An employer a search found: who they are, and how many companies they belong to. */
export const foundEmployerSchema = z.object({
  userId: integer,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companiesCount: integer,
});
export type FoundEmployer = z.infer<typeof foundEmployerSchema>;

export const userInCompanyQuerySchema = z.object({
  userId: queryId('Unknown user'),
  companyId: queryId('Unknown company'),
});

/**
 * POST admin/Company/invite-user and invite-admin: who is invited to the company (the spec's company invitation). The
 * invite form, the mock and the API validate with it.
 */
export const invitationInputSchema = z.object({
  companyId: bodyId('Choose a company'),
  invitedUserEmail: z
    .string('Enter their email address')
    .check(
      z.trim(),
      z.toLowerCase(),
      z.email('Enter a valid email address'),
      z.maxLength(254, 'Keep it under 254 characters'),
    ),
  invitedUserName: z
    .string('Enter their name')
    .check(z.trim(), z.minLength(1, 'Enter their name'), z.maxLength(100, 'Keep it under 100 characters')),
});
export type InvitationInput = z.infer<typeof invitationInputSchema>;

/** POST admin/Company/invite-transfer-admin: the company, and the address of who is to become its admin. */
export const transferInvitationQuerySchema = z.object({
  companyId: queryId('Unknown company'),
  invitedUserEmail: z
    .string('Enter their email address')
    .check(z.trim(), z.toLowerCase(), z.email('Enter a valid email address')),
});

/**
 * GET admin/Company/invitation/{id}: the invitation as its invitee sees it before answering: the company, the role
 * offered, who sent it, until when, and what became of it (src/domain/company-admins.ts, `invitationStatus`).
 */
export const inviteeInvitationSchema = z.object({
  id: integer,
  companyId: integer,
  companyName: z.string(),
  companyLogo: z.nullable(z.string()),
  kind: z.enum(INVITATION_KINDS),
  invitedUserEmail: z.string(),
  invitedUserName: z.string(),
  /** The admin who sent it; null when no one did (the demo's seed). */
  inviterName: z.nullable(z.string()),
  expiresDate: isoDateTime,
  status: z.enum(INVITATION_STATUSES),
});
export type InviteeInvitation = z.infer<typeof inviteeInvitationSchema>;

/** POST admin/Company/accept-invite-request and DELETE admin/Company/invitation: the invitation the call names. */
export const invitationIdQuerySchema = z.object({ invitationId: queryId('Unknown invitation') });

/** POST admin/Company/accept-invite-request: the company joined, and as what (accept-request-success shows it). */
export const acceptedInvitationSchema = z.object({
  companyId: integer,
  companyName: z.string(),
  role: companyRoleSchema,
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

/** POST admin/Company/transfer-admin: the member who becomes the admin, in the company. */
export const transferAdminQuerySchema = z.object({
  employerId: queryId('Unknown employer'),
  companyId: queryId('Unknown company'),
});
