import { z } from 'zod/mini';
import { apiHttp } from './bindings';
import type { Http } from './http';
import { envelope } from './schemas/common';
import {
  acceptedInvitationSchema,
  companyEmployerSchema,
  inviteeInvitationSchema,
  pendingInvitationSchema,
  type InvitationInput,
} from './schemas/company-people';
import { noResultSchema } from './schemas/job-candidate';

/**
 * Invitations to a company and the admin role handed over (admin/Company/*; contracts/reference.md, "Company
 * membership"). Inviting an address again resends its invitation (the earlier link stops working).
 */
export const companyInvitationsApi = (http: Http) => ({
  /** POST admin/Company/invite-user: emails an invitation to join as a member; answers it as the admins list it. */
  inviteUser: async (invitation: InvitationInput) =>
    (
      await http.request(envelope(pendingInvitationSchema), 'POST', 'admin/Company/invite-user', {
        body: invitation,
      })
    ).result,

  /** POST admin/Company/invite-admin: emails an invitation to join as an admin. */
  inviteAdmin: async (invitation: InvitationInput) =>
    (
      await http.request(envelope(pendingInvitationSchema), 'POST', 'admin/Company/invite-admin', {
        body: invitation,
      })
    ).result,

  /** POST admin/Company/invite-transfer-admin?companyId&invitedUserEmail: invites someone to take over as admin. */
  inviteTransferAdmin: async (companyId: number, invitedUserEmail: string) =>
    (
      await http.request(envelope(pendingInvitationSchema), 'POST', 'admin/Company/invite-transfer-admin', {
        query: { companyId, invitedUserEmail },
      })
    ).result,

  /** GET admin/Company/invitation/{id}: the invitation as its invitee sees it (the signed-in account must be theirs). */
  invitation: async (invitationId: number, signal?: AbortSignal) =>
    (
      await http.request(envelope(inviteeInvitationSchema), 'GET', `admin/Company/invitation/${invitationId}`, {
        signal,
      })
    ).result,

  /** DELETE admin/Company/invitation?invitationId: a company admin cancels a pending invitation (its link stops working). */
  cancelInvitation: async (invitationId: number) =>
    (
      await http.request(envelope(noResultSchema), 'DELETE', 'admin/Company/invitation', {
        query: { invitationId },
      })
    ).result,

  /** POST admin/Company/accept-invite-request?invitationId: the signed-in account (the invited address) accepts. */
  acceptInvitation: async (invitationId: number) =>
    (
      await http.request(envelope(acceptedInvitationSchema), 'POST', 'admin/Company/accept-invite-request', {
        query: { invitationId },
      })
    ).result,

  /** POST admin/Company/transfer-admin?employerId&companyId: the member becomes an admin, the caller a member. */
  transferAdmin: async (employerId: number, companyId: number) =>
    (
      await http.request(envelope(z.array(companyEmployerSchema)), 'POST', 'admin/Company/transfer-admin', {
        query: { employerId, companyId },
      })
    ).result,
});

export const companyInvitations = companyInvitationsApi(apiHttp);
