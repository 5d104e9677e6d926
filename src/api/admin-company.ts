import { apiHttp } from './bindings';
import type { Http } from './http';
import { envelope } from './schemas/common';
import { companyNamesSchema, primaryCompanyOrNullSchema } from './schemas/company';
import {
  companyPageSchema,
  membershipCountsSchema,
  type CompanyCountsQuery,
  type CompanyListQuery,
} from './schemas/company-list';
import {
  companyDetailSchema,
  joinRequestOrNullSchema,
  joinRequestSchema,
  type CompanyInput,
} from './schemas/company-profile';
import { noResultSchema } from './schemas/job-candidate';
import { toQuery } from './schemas/query';

export const adminCompanyApi = (http: Http) => ({
  /** GET admin/Company/get-primary: the logged-in employer's primary company, null while they have none. */
  getPrimary: async () =>
    (await http.request(envelope(primaryCompanyOrNullSchema), 'GET', 'admin/Company/get-primary')).result,

  /** GET admin/Company/all-names: every company's id and name, by name (admins' company filters). */
  allNames: async () => (await http.request(envelope(companyNamesSchema), 'GET', 'admin/Company/all-names')).result,

  /** GET admin/Company/get-all: a page of every company (site admins), filtered and sorted; newest first by default. */
  list: async (query: CompanyListQuery, signal?: AbortSignal) =>
    (
      await http.request(envelope(companyPageSchema), 'GET', 'admin/Company/get-all', {
        query: toQuery(query),
        signal,
      })
    ).result,

  /** GET admin/Company/grouped-counts: how many companies the filters find per membership status, and in all. */
  membershipCounts: async (query: CompanyCountsQuery, signal?: AbortSignal) =>
    (
      await http.request(envelope(membershipCountsSchema), 'GET', 'admin/Company/grouped-counts', {
        query: toQuery(query),
        signal,
      })
    ).result,

  /** POST admin/Company: a new company; an employer who creates it becomes its admin, and it their primary company. */
  create: async (company: CompanyInput) =>
    (await http.request(envelope(companyDetailSchema), 'POST', 'admin/Company', { body: company })).result,

  /** PUT admin/Company/{id}: the company's details rewritten (its admins, and site admins). */
  update: async (id: number, company: CompanyInput) =>
    (await http.request(envelope(companyDetailSchema), 'PUT', `admin/Company/${id}`, { body: company })).result,

  /** POST admin/Company/send-join-request?companyId: asks the company's admins to let the user in. */
  sendJoinRequest: async (companyId: number) =>
    (
      await http.request(envelope(joinRequestSchema), 'POST', 'admin/Company/send-join-request', {
        query: { companyId },
      })
    ).result,

  /**
   * GET admin/Company/join-request (proposed): the signed-in employer's latest request to join a company, pending,
   * accepted or declined; null when they have none (a withdrawn request is gone).
   */
  ownJoinRequest: async () =>
    (await http.request(envelope(joinRequestOrNullSchema), 'GET', 'admin/Company/join-request')).result,

  /** DELETE admin/Company/join-request?companyId: withdraws the user's request to join, while it waits. */
  withdrawJoinRequest: async (companyId: number) =>
    (await http.request(envelope(noResultSchema), 'DELETE', 'admin/Company/join-request', { query: { companyId } }))
      .result,
});

/** The app's client of this area, bound to the session (src/api/bindings.ts). */
export const adminCompany = adminCompanyApi(apiHttp);
