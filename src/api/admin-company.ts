import { z } from 'zod/mini';
import type { Http } from './http';
import { envelope } from './schemas/common';
import { companyNameSchema, primaryCompanySchema } from './schemas/company';

export const adminCompanyApi = (http: Http) => ({
  /** GET admin/Company/get-primary: the logged-in employer's primary company, null while they have none. */
  getPrimary: async () =>
    (await http.request(envelope(z.nullable(primaryCompanySchema)), 'GET', 'admin/Company/get-primary')).result,

  /** GET admin/Company/all-names: every company's id and name, by name (admins' company filters). */
  allNames: async () => (await http.request(envelope(z.array(companyNameSchema)), 'GET', 'admin/Company/all-names')).result,
});
