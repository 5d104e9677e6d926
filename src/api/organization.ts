import { apiHttp } from './bindings';
import type { Http } from './http';
import { envelope } from './schemas/common';
import { organizationCompaniesSchema, organizationSchema } from './schemas/organization';

/** A state's organization and its companies (the spec's Organization calls). */
export const organizationApi = (http: Http) => ({
  /** GET Organization?abbreviation: the organization of a state, by its two letters (any case). */
  getByAbbreviation: async (abbreviation: string) =>
    (await http.request(envelope(organizationSchema), 'GET', 'Organization', { query: { abbreviation } })).result,

  /** GET Organization/companies: an organization's companies, or a state's, by name, each with its live jobs. */
  getCompanies: async (by: { organizationId: number } | { state: string }) =>
    (await http.request(envelope(organizationCompaniesSchema), 'GET', 'Organization/companies', { query: by })).result,
});

/** The app's client of this area, bound to the session (src/api/bindings.ts). */
export const organization = organizationApi(apiHttp);
