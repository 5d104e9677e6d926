import type { Guarded } from './guarded';
import { job } from './job-fixtures';
import { companyInvitationsApi } from '../../src/api/company-invitations';
import { companyPeopleApi } from '../../src/api/company-people';
import { userCompaniesApi } from '../../src/api/user-companies';
import { Role } from '../../src/domain/enums/user';

/** The membership calls of a company (src/api/company-people.ts), for the token cases of ./guarded-calls.ts. */

const companyId = String(job.companyId);
const invitation = { companyId: job.companyId, invitedUserEmail: 'sam.new@example.com', invitedUserName: 'Sam New' };

export const membershipCalls: Guarded[] = [
  {
    description: "a request for a company's people without a token",
    method: 'GET',
    path: `/admin/Company/employers/${companyId}`,
    role: Role.Employer,
    call: (h) => companyPeopleApi(h).employers(job.companyId),
  },
  {
    description: 'an acceptance of a join request without a token',
    method: 'POST',
    path: '/admin/Company/accept-join-request',
    role: Role.Employer,
    request: (b) => b.query({ requestId: '31' }),
    call: (h) => companyPeopleApi(h).acceptJoinRequest(31),
  },
  {
    description: 'a join request declined without a token',
    method: 'POST',
    path: '/admin/Company/decline-join-request',
    role: Role.Employer,
    request: (b) => b.query({ requestId: '31' }),
    call: (h) => companyPeopleApi(h).declineJoinRequest(31),
  },
  {
    description: 'a removal of a member from a company without a token',
    method: 'DELETE',
    path: '/admin/Company/remove-user',
    role: Role.Employer,
    request: (b) => b.query({ userId: '22', companyId }),
    call: (h) => companyPeopleApi(h).removeUser(22, job.companyId),
  },
  {
    description: 'a member who asked made an admin without a token',
    method: 'POST',
    path: '/admin/Company/make-an-admin',
    role: Role.Employer,
    request: (b) => b.query({ requestId: '32', companyId }),
    call: (h) => companyPeopleApi(h).makeAnAdmin(32, job.companyId),
  },
  {
    description: 'a request to become an admin of a company without a token',
    method: 'POST',
    path: '/admin/Company/send-admin-request',
    role: Role.Employer,
    request: (b) => b.query({ companyId }),
    call: (h) => companyPeopleApi(h).sendAdminRequest(job.companyId),
  },
  {
    description: 'an invitation to join a company without a token',
    method: 'POST',
    path: '/admin/Company/invite-user',
    role: Role.Employer,
    request: (b) => b.jsonBody(invitation),
    call: (h) => companyInvitationsApi(h).inviteUser(invitation),
  },
  {
    description: 'an invitation to join a company as an admin without a token',
    method: 'POST',
    path: '/admin/Company/invite-admin',
    role: Role.Employer,
    request: (b) => b.jsonBody(invitation),
    call: (h) => companyInvitationsApi(h).inviteAdmin(invitation),
  },
  {
    description: 'an invitation to take over as admin of a company without a token',
    method: 'POST',
    path: '/admin/Company/invite-transfer-admin',
    role: Role.Employer,
    request: (b) => b.query({ companyId, invitedUserEmail: invitation.invitedUserEmail }),
    call: (h) => companyInvitationsApi(h).inviteTransferAdmin(job.companyId, invitation.invitedUserEmail),
  },
  {
    description: 'an invitation accepted without a token',
    method: 'POST',
    path: '/admin/Company/accept-invite-request',
    role: Role.Employer,
    request: (b) => b.query({ invitationId: '41' }),
    call: (h) => companyInvitationsApi(h).acceptInvitation(41),
  },
  {
    description: 'an invitation opened without a token',
    method: 'GET',
    path: '/admin/Company/invitation/41',
    role: Role.Employer,
    call: (h) => companyInvitationsApi(h).invitation(41),
  },
  {
    description: 'an invitation cancelled without a token',
    method: 'DELETE',
    path: '/admin/Company/invitation',
    role: Role.Employer,
    request: (b) => b.query({ invitationId: '41' }),
    call: (h) => companyInvitationsApi(h).cancelInvitation(41),
  },
  {
    description: "a company's admin role handed over to a member without a token",
    method: 'POST',
    path: '/admin/Company/transfer-admin',
    role: Role.Employer,
    request: (b) => b.query({ employerId: '22', companyId }),
    call: (h) => companyInvitationsApi(h).transferAdmin(22, job.companyId),
  },
  {
    description: "a request for the employer's companies without a token",
    method: 'GET',
    path: '/admin/Company/get-user-companies',
    role: Role.Employer,
    call: (h) => userCompaniesApi(h).userCompanies(),
  },
  {
    description: "a request for the employer's companies in short without a token",
    method: 'GET',
    path: '/admin/Company/get-basic-user-companies',
    role: Role.Employer,
    call: (h) => userCompaniesApi(h).basicUserCompanies(),
  },
  {
    description: "a change of the employer's primary company without a token",
    method: 'PUT',
    path: '/admin/Company/change-primary-company',
    role: Role.Employer,
    request: (b) => b.query({ companyId }),
    call: (h) => userCompaniesApi(h).changePrimaryCompany(job.companyId),
  },
  {
    description: "a request for a company's details by one of its members without a token",
    method: 'GET',
    path: '/admin/Company/get-company-details',
    role: Role.Employer,
    request: (b) => b.query({ companyId }),
    call: (h) => userCompaniesApi(h).companyDetails(job.companyId),
  },
  {
    description: 'an employer added to a company by a site admin without a token',
    method: 'POST',
    path: '/admin/Company/add-user',
    role: Role.Admin,
    request: (b) => b.query({ userId: '23', companyId }),
    call: (h) => userCompaniesApi(h).addUser(23, job.companyId),
  },
  {
    description: 'a search for employers by a site admin without a token',
    method: 'GET',
    path: '/admin/Company/find-employers',
    role: Role.Admin,
    request: (b) => b.query({ term: 'reed' }),
    call: (h) => userCompaniesApi(h).findEmployers('reed'),
  },
];
