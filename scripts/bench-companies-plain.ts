import type { CompanyRecord } from '../mocks/db';
import type { CompanyCountsQuery, CompanyListQuery } from '../src/api/schemas/company-list';

/**
 * The baseline of the company list's benchmark (bench-companies.ts): GET admin/Company/get-all and grouped-counts
 * written out with filter, sort and slice over a plain array, sharing no code with the mock's query module
 * (mocks/queries/company-list.ts), so that each checks the other's results.
 */

function matches(c: CompanyRecord, q: CompanyCountsQuery): boolean {
  const words = (q.search ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  const day = c.createdDate.slice(0, 10);
  if (q.dateFrom !== undefined && day < q.dateFrom) return false;
  if (q.dateTo !== undefined && day > q.dateTo) return false;
  const name = c.name.toLowerCase();
  return words.every((w) => name.includes(w));
}

export function plainList(companies: CompanyRecord[], q: CompanyListQuery): { ids: number[]; totalCount: number } {
  const status = q.membershipStatus === 5 ? undefined : q.membershipStatus;
  const found = companies.filter((c) => matches(c, q) && (status === undefined || c.membershipStatus === status));
  const sort = q.sort ?? 'createdDate';
  const order = q.order ?? (sort === 'createdDate' ? 'desc' : 'asc');
  const key = (c: CompanyRecord) => (sort === 'name' ? c.name.toLowerCase() : c[sort]);
  found.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka === kb) return a.id - b.id;
    return (ka < kb ? -1 : 1) * (order === 'asc' ? 1 : -1);
  });
  const size = q.pageSize ?? 20;
  const start = ((q.pageNumber ?? 1) - 1) * size;
  return { ids: found.slice(start, start + size).map((c) => c.id), totalCount: found.length };
}

export function plainCounts(companies: CompanyRecord[], q: CompanyCountsQuery): number[] {
  const found = companies.filter((c) => matches(c, q));
  return [1, 2, 3, 4].map((s) => found.filter((c) => c.membershipStatus === s).length).concat(found.length);
}
