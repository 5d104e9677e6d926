import { z } from 'zod/mini';
import { codeOf, integer } from './common';
import { companySchema } from './company';
import { pageOf } from './job';
import { int, oneOf, optional } from './job-search';
import { COMPANY_SORT_FIELDS } from '../../domain/company-list';
import { MembershipStatus } from '../../domain/enums/company';

/**
 * The admins' company list (role Admin): GET admin/Company/get-all and admin/Company/grouped-counts with the company
 * list filters of the spec (search, dateFrom, dateTo, membershipStatus, pageNumber, pageSize), and a sort designed
 * here (contracts/reference.md). The /admin/companies URL uses the same names.
 */

export const COMPANY_SEARCH_MAX = 100;
export const COMPANY_PAGE_SIZE_DEFAULT = 20;
export const COMPANY_PAGE_SIZE_MAX = 100;

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
const day = (message: string) =>
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, message),
    z.refine((d) => {
      const time = Date.parse(`${d}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(d);
    }, message),
  );

const filterFields = {
  search: optional(
    z.string().check(z.maxLength(COMPANY_SEARCH_MAX, `Keep the search under ${COMPANY_SEARCH_MAX} characters`)),
  ),
  dateFrom: optional(day('Enter the first day as YYYY-MM-DD')),
  dateTo: optional(day('Enter the last day as YYYY-MM-DD')),
};

/** The last day may not come before the first. */
const inOrder = z.refine<{ dateFrom?: string; dateTo?: string }>(
  (q) => q.dateFrom === undefined || q.dateTo === undefined || q.dateFrom <= q.dateTo,
  { message: 'The last day comes before the first', path: ['dateTo'] },
);

/** GET admin/Company/grouped-counts: the filters but the membership status. */
export const companyCountsQuerySchema = z.object(filterFields).check(inOrder);
export type CompanyCountsQuery = z.infer<typeof companyCountsQuerySchema>;

/** GET admin/Company/get-all: the filters, the sort (newest first without one) and the page. */
export const companyListQuerySchema = z
  .object({
    ...filterFields,
    membershipStatus: optional(oneOf(Object.values(MembershipStatus), 'Unknown membership status')),
    sort: optional(z.enum(COMPANY_SORT_FIELDS, 'Sort by one of the columns')),
    order: optional(z.enum(['asc', 'desc'], 'Sort ascending or descending')),
    pageNumber: optional(int(1, 100_000, 'Page numbers start at 1')),
    pageSize: optional(int(1, COMPANY_PAGE_SIZE_MAX, `A page holds 1 to ${COMPANY_PAGE_SIZE_MAX} companies`)),
  })
  .check(inOrder);
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

/** A page of companies, each with its job counts and membership status. */
export const companyPageSchema = pageOf(companySchema);

/** How many companies the filters find in each membership status, and in all (All, 5), in the tabs' order. */
export const membershipCountsSchema = z.array(
  z.object({ membershipStatus: codeOf(MembershipStatus, 'Unknown membership status'), count: integer }),
);
export type MembershipCounts = z.infer<typeof membershipCountsSchema>;
