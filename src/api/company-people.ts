import { apiHttp } from './bindings';
import type { Http } from './http';
import { envelope } from './schemas/common';
import { companyEmployerSchema, companyPeopleSchema } from './schemas/company-people';
import { joinRequestSchema } from './schemas/company-profile';
import { noResultSchema } from './schemas/job-candidate';

/** A company's people, as its admins manage them (admin/Company/*; contracts/reference.md, "Company membership"). */
export const companyPeopleApi = (http: Http) => ({
  /** GET admin/Company/employers/{id}: the employers with their role and since when, and what waits for the admins. */
  employers: async (companyId: number) =>
    (await http.request(envelope(companyPeopleSchema), 'GET', `admin/Company/employers/${companyId}`)).result,

  /** POST admin/Company/accept-join-request?requestId: the sender joins as a member; answers them as an employer. */
  acceptJoinRequest: async (requestId: number) =>
    (
      await http.request(envelope(companyEmployerSchema), 'POST', 'admin/Company/accept-join-request', {
        query: { requestId },
      })
    ).result,

  /** POST admin/Company/decline-join-request?requestId: a join or admin request declined. */
  declineJoinRequest: async (requestId: number) =>
    (
      await http.request(envelope(noResultSchema), 'POST', 'admin/Company/decline-join-request', {
        query: { requestId },
      })
    ).result,

  /** DELETE admin/Company/remove-user?userId&companyId: one of the company's people removed (never its last admin). */
  removeUser: async (userId: number, companyId: number) =>
    (
      await http.request(envelope(noResultSchema), 'DELETE', 'admin/Company/remove-user', {
        query: { userId, companyId },
      })
    ).result,

  /** POST admin/Company/make-an-admin?requestId&companyId: the sender of an admin request made an admin. */
  makeAnAdmin: async (requestId: number, companyId: number) =>
    (
      await http.request(envelope(companyEmployerSchema), 'POST', 'admin/Company/make-an-admin', {
        query: { requestId, companyId },
      })
    ).result,

  /** POST admin/Company/send-admin-request?companyId: a member asks the admins to make them an admin. */
  sendAdminRequest: async (companyId: number) =>
    (
      await http.request(envelope(joinRequestSchema), 'POST', 'admin/Company/send-admin-request', {
        query: { companyId },
      })
    ).result,
});

export const companyPeople = companyPeopleApi(apiHttp);
