import { z } from 'zod/mini';
import type { Http } from './http';
import { envelope } from './schemas/common';
import { primaryCompanySchema } from './schemas/company';

export const adminCompanyApi = (http: Http) => ({
  /** GET admin/Company/get-primary: the logged-in employer's primary company, null while they have none. */
  getPrimary: async () =>
    (await http.request(envelope(z.nullable(primaryCompanySchema)), 'GET', 'admin/Company/get-primary')).result,
});
