import { companyNamesSchema, primaryCompanyOrNullSchema } from '../../src/api/schemas/company';
import { Role } from '../../src/domain/enums/user';
import { EMPLOYERS, findCompany } from '../company-access';
import { db } from '../db';
import { route } from '../http';
import { toPrimaryCompany } from '../users';

export const adminCompanyHandlers = [
  /** The signed-in employer's primary company; null while a join request is still pending. */
  route(
    'get',
    'admin/Company/get-primary',
    {
      summary: "The signed-in employer's primary company",
      spec: 'documented',
      auth: EMPLOYERS,
      response: primaryCompanyOrNullSchema,
    },
    ({ user }) => {
      const company = findCompany(user!.primaryCompanyId);
      return company ? toPrimaryCompany(company) : null;
    },
  ),

  /** Every company's id and name, by name (role Admin: the review queue's company filter). */
  route(
    'get',
    'admin/Company/all-names',
    {
      summary: "Every company's id and name, by name",
      spec: 'documented',
      auth: [Role.Admin],
      response: companyNamesSchema,
    },
    () =>
      db.companies
        .all()
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
  ),
];
