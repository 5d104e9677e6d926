import type { Company } from '../../src/api/schemas/company';
import {
  COMPANY_PAGE_SIZE_DEFAULT,
  type CompanyCountsQuery,
  type CompanyListQuery,
  type MembershipCounts,
} from '../../src/api/schemas/company-list';
import {
  COMPANY_SORT_DEFAULT,
  companyFilter,
  MEMBERSHIP_TABS,
  type CompanySortField,
  type SortOrder,
} from '../../src/domain/company-list';
import { MembershipStatus } from '../../src/domain/enums/company';
import type { CompanyRecord } from '../db';
import { pageOf, type Page } from './jobs';

/**
 * The admins' company list (GET admin/Company/get-all, grouped-counts): one pass over the records with the filter
 * built once per query (src/domain/company-list.ts), each name's lower case kept per record, and the page picked by
 * the job search's bounded insertion (pageOf). The handlers (mocks/handlers/company-list.ts) and the benchmark
 * (scripts/bench-companies.ts) run this same code.
 */

/** Lower-case names, kept per record (an updated record is a new object). */
const lowerNames = new WeakMap<CompanyRecord, string>();
function lowerName(company: CompanyRecord): string {
  let name = lowerNames.get(company);
  if (name === undefined) lowerNames.set(company, (name = company.name.toLowerCase()));
  return name;
}

/**
 * The order of the list: by the column asked for (names by their lower case, code unit by code unit; the membership
 * status by its code), newest first without one; ties by id ascending, so paging is stable.
 */
function companyComparator(
  sort: CompanySortField = COMPANY_SORT_DEFAULT.sort,
  order: SortOrder = sort === COMPANY_SORT_DEFAULT.sort ? COMPANY_SORT_DEFAULT.order : 'asc',
) {
  const sign = order === 'asc' ? 1 : -1;
  const key: (c: CompanyRecord) => string | number = sort === 'name' ? lowerName : (c) => c[sort];
  return (a: CompanyRecord, b: CompanyRecord): number => {
    const ka = key(a);
    const kb = key(b);
    if (ka !== kb) return ka < kb ? -sign : sign;
    return a.id - b.id;
  };
}

/** A company as the list shows it. */
const toListedCompany = (c: CompanyRecord): Company => ({
  id: c.id,
  name: c.name,
  createdDate: c.createdDate,
  activeJobsCount: c.activeJobsCount,
  pendingReviewJobsCount: c.pendingReviewJobsCount,
  rejectedJobsCount: c.rejectedJobsCount,
  membershipStatus: c.membershipStatus,
  logo: c.logo,
  city: c.city,
  state: c.state,
  country: c.country,
  website: c.website,
});

/** GET admin/Company/get-all: one page of the companies the query finds, in its order. */
export function listCompanies(companies: Iterable<CompanyRecord>, query: CompanyListQuery): Page<Company> {
  const matches = companyFilter<CompanyRecord>(query, lowerName);
  const { sort, order } = query;
  const pageSize = query.pageSize ?? COMPANY_PAGE_SIZE_DEFAULT;
  const page = pageOf(companies, matches, companyComparator(sort, order), query.pageNumber, pageSize);
  return { ...page, items: page.items.map(toListedCompany) };
}

/** GET admin/Company/grouped-counts: how many companies the filters find per membership status (All: every one). */
export function membershipCounts(companies: Iterable<CompanyRecord>, query: CompanyCountsQuery): MembershipCounts {
  const matches = companyFilter<CompanyRecord>({ ...query, membershipStatus: undefined }, lowerName);
  const counts = new Map<number, number>();
  let all = 0;
  for (const company of companies) {
    if (!matches(company)) continue;
    all++;
    counts.set(company.membershipStatus, (counts.get(company.membershipStatus) ?? 0) + 1);
  }
  return MEMBERSHIP_TABS.map((membershipStatus) => ({
    membershipStatus,
    count: membershipStatus === MembershipStatus.All ? all : (counts.get(membershipStatus) ?? 0),
  }));
}
