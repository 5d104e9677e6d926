import { z } from 'zod/mini';
import { apiHttp } from './bindings';
import type { Http } from './http';
import { envelope } from './schemas/common';
import { primaryCompanySchema } from './schemas/company';
import { companyEmployerSchema, foundEmployerSchema } from './schemas/company-people';
import { basicUserCompanySchema, companyDetailsForPersonSchema, userCompanySchema } from './schemas/user-companies';

/** An employer's several companies, and a site admin adding a user to one (admin/Company/*; contracts/reference.md). */
export const userCompaniesApi = (http: Http) => ({
  /**
   * GET admin/Company/get-user-companies?onlyAdmin: the user's companies by name, with their role (only admin: true).
   * `quiet`: a check made in the background shows no toast of its failure.
   */
  userCompanies: async (onlyAdmin = false, { quiet = false } = {}) =>
    (
      await http.request(envelope(z.array(userCompanySchema)), 'GET', 'admin/Company/get-user-companies', {
        query: { onlyAdmin: onlyAdmin || undefined },
        quiet,
      })
    ).result,

  /** GET admin/Company/get-basic-user-companies: the user's companies by name, as a switcher names them. */
  basicUserCompanies: async () =>
    (await http.request(envelope(z.array(basicUserCompanySchema)), 'GET', 'admin/Company/get-basic-user-companies'))
      .result,

  /** PUT admin/Company/change-primary-company?companyId: answers the new primary company, for the stored user. */
  changePrimaryCompany: async (companyId: number) =>
    (
      await http.request(envelope(primaryCompanySchema), 'PUT', 'admin/Company/change-primary-company', {
        query: { companyId },
      })
    ).result,

  /** GET admin/Company/get-company-details?companyId: the company as its people see it, with the caller's role. */
  companyDetails: async (companyId: number) =>
    (
      await http.request(envelope(companyDetailsForPersonSchema), 'GET', 'admin/Company/get-company-details', {
        query: { companyId },
      })
    ).result,

  /** GET admin/Company/find-employers?term (site admins): at most 10 employers whose name or address holds the term. */
  findEmployers: async (term: string, signal?: AbortSignal) =>
    (
      await http.request(envelope(z.array(foundEmployerSchema)), 'GET', 'admin/Company/find-employers', {
        query: { term },
        signal,
      })
    ).result,

  /** POST admin/Company/add-user?userId&companyId (site admins): the employer added, its admin if it had none. */
  addUser: async (userId: number, companyId: number) =>
    (
      await http.request(envelope(companyEmployerSchema), 'POST', 'admin/Company/add-user', {
        query: { userId, companyId },
      })
    ).result,
});

export const userCompanies = userCompaniesApi(apiHttp);
