import {
  companyCountsQuerySchema,
  companyListQuerySchema,
  companyPageSchema,
  membershipCountsSchema,
} from '../../src/api/schemas/company-list';
import { Role } from '../../src/domain/enums/user';
import { db } from '../db';
import { route } from '../http';
import { listCompanies, membershipCounts } from '../queries/company-list';

/** The admins' company list (role Admin): its pages and its counts per membership status (contracts/reference.md). */
export const companyListHandlers = [
  route(
    'get',
    'admin/Company/get-all',
    {
      summary: 'A page of every company, filtered and sorted (newest first unless another order is asked for)',
      spec: 'documented',
      auth: [Role.Admin],
      query: companyListQuerySchema,
      response: companyPageSchema,
    },
    ({ query }) => listCompanies(db.companies.all(), query),
  ),

  route(
    'get',
    'admin/Company/grouped-counts',
    {
      summary: 'How many companies the filters find in each membership status, and in all',
      spec: 'documented',
      auth: [Role.Admin],
      query: companyCountsQuerySchema,
      response: membershipCountsSchema,
    },
    ({ query }) => membershipCounts(db.companies.all(), query),
  ),
];
