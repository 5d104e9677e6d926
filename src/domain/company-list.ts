// The admins' company list (contracts/reference.md): which companies a filter finds, and what the list sorts by.
import { MembershipStatus, membershipStatusLabels } from './enums/company';

/** The membership statuses a company is in; All (5) is a filter's, never a company's. */
export const COMPANY_MEMBERSHIP_STATUSES = [
  MembershipStatus.NoMembership,
  MembershipStatus.ActiveMembership,
  MembershipStatus.Expired,
  MembershipStatus.BrandPageEdited,
] as const;

/** The tabs of the list, in order, each a membership status filter (All last). */
export const MEMBERSHIP_TABS = [...COMPANY_MEMBERSHIP_STATUSES, MembershipStatus.All] as const;

/** The columns the list sorts by (each a column of the table). */
export const COMPANY_SORT_FIELDS = [
  'id',
  'name',
  'createdDate',
  'activeJobsCount',
  'pendingReviewJobsCount',
  'rejectedJobsCount',
  'membershipStatus',
] as const;
export type CompanySortField = (typeof COMPANY_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

/** Without a sort: the newest companies first (created date, descending). */
export const COMPANY_SORT_DEFAULT = { sort: 'createdDate', order: 'desc' } as const;

/** The filters of the list (SPEC: search, dateFrom, dateTo, membershipStatus); dates are calendar days (YYYY-MM-DD). */
export interface CompanyListFilter {
  search?: string;
  dateFrom?: string;
  dateTo?: string;
  membershipStatus?: number;
}

/** What the filter reads of a company. */
export interface ListedCompany {
  name: string;
  createdDate: string;
  membershipStatus: number;
}

/** The search's words: lower-case, split on white space (every word must be in the name). */
const searchWords = (search: string | undefined) => (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/**
 * Whether a company is in the list of `filter`: every search word in its name (case aside), created on a day from
 * `dateFrom` to `dateTo` (both included, UTC days), and in the membership status asked for (All, or none: any).
 * `lowerName` gives the name in lower case (the mock keeps it per record).
 */
export function companyFilter<C extends ListedCompany>(
  filter: CompanyListFilter,
  lowerName: (company: C) => string = (c) => c.name.toLowerCase(),
): (company: C) => boolean {
  const words = searchWords(filter.search);
  const { dateFrom, dateTo, membershipStatus } = filter;
  // The day's end: a created date on dateTo (any time that day) is before the next day.
  const before = dateTo === undefined ? undefined : `${dateTo}T\uffff`;
  const anyStatus = membershipStatus === undefined || membershipStatus === MembershipStatus.All;
  return (company) => {
    if (!anyStatus && company.membershipStatus !== membershipStatus) return false;
    if (dateFrom !== undefined && company.createdDate < dateFrom) return false;
    if (before !== undefined && company.createdDate > before) return false;
    if (words.length === 0) return true;
    const name = lowerName(company);
    return words.every((word) => name.includes(word));
  };
}

/** A membership status by its name, as the table and companies.csv show it ('Active membership'). */
export const membershipStatusName = (status: number): string =>
  membershipStatusLabels[status as MembershipStatus] ?? String(status);
