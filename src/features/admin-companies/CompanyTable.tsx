import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Company } from '../../api/schemas/company';
import type { ParamsPatch } from '../../api/schemas/query';
import { PatchLink } from '../../components/list/PatchLink';
import {
  COMPANY_SORT_DEFAULT,
  membershipStatusName,
  type CompanySortField,
  type SortOrder,
} from '../../domain/company-list';
import { formatDate } from '../../domain/dates';
import { href } from '../../domain/paths';

/** A column of the table: its header, its cell, and the order a first click sorts it in (names A to Z, numbers high first). */
interface Column {
  field: CompanySortField;
  label: string;
  cell: (company: Company) => ReactNode;
  first: SortOrder;
  numeric?: boolean;
}

const columns: readonly Column[] = [
  { field: 'id', label: 'Id', cell: (c) => c.id, first: 'asc', numeric: true },
  {
    field: 'name',
    label: 'Name',
    cell: (c) => <Link to={href('adminCompany', { id: c.id })}>{c.name}</Link>,
    first: 'asc',
  },
  {
    field: 'createdDate',
    label: 'Created date',
    cell: (c) => <time dateTime={c.createdDate}>{formatDate(c.createdDate)}</time>,
    first: 'desc',
  },
  { field: 'activeJobsCount', label: 'Active jobs', cell: (c) => c.activeJobsCount, first: 'desc', numeric: true },
  {
    field: 'pendingReviewJobsCount',
    label: 'Pending review jobs',
    cell: (c) => c.pendingReviewJobsCount,
    first: 'desc',
    numeric: true,
  },
  {
    field: 'rejectedJobsCount',
    label: 'Rejected jobs',
    cell: (c) => c.rejectedJobsCount,
    first: 'desc',
    numeric: true,
  },
  {
    field: 'membershipStatus',
    label: 'Membership status',
    cell: (c) => membershipStatusName(c.membershipStatus),
    first: 'asc',
  },
];

const spoken = { asc: 'ascending', desc: 'descending' } as const;

/** The sort a URL asks for, or the list's default (newest first). */
export const sortOf = (sort: CompanySortField | undefined, order: SortOrder | undefined) =>
  sort === undefined ? COMPANY_SORT_DEFAULT : { sort, order: order ?? 'asc' };

/** The sort's wording, for the table's caption: 'sorted by Name, ascending'. */
export const sortText = (sort: { sort: CompanySortField; order: SortOrder }) =>
  `sorted by ${columns.find((c) => c.field === sort.sort)?.label ?? sort.sort}, ${spoken[sort.order]}`;

/**
 * The companies of a page as a table, each column header a link that sorts by it (again: the other way), the sort
 * in the URL and on its header (aria-sort). `rows` are the table's body rows (./CompanyRow).
 */
export function CompanyTable({
  params,
  apply,
  sort,
  caption,
  rows,
}: {
  params: URLSearchParams;
  apply: (patch: ParamsPatch) => void;
  sort: { sort: CompanySortField; order: SortOrder };
  caption: string;
  rows: ReactNode;
}) {
  const sortPatch = (column: Column) => ({
    sort: column.field,
    order: column.field === sort.sort ? (sort.order === 'asc' ? 'desc' : 'asc') : column.first,
  });
  return (
    <div className="table-scroll">
      <table className="data-table company-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = column.field === sort.sort;
              return (
                <th
                  key={column.field}
                  scope="col"
                  aria-sort={active ? spoken[sort.order] : undefined}
                  className={column.numeric ? 'num' : undefined}
                >
                  <PatchLink patch={sortPatch(column)} params={params} apply={apply}>
                    {column.label}
                    <span aria-hidden="true" className="data-table__arrow">
                      {active ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
                    </span>
                  </PatchLink>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </table>
    </div>
  );
}

/** A company's row. */
export function CompanyRow({ company }: { company: Company }) {
  return (
    <tr>
      {columns.map((column) =>
        column.field === 'name' ? (
          <th key={column.field} scope="row">
            {column.cell(company)}
          </th>
        ) : (
          <td key={column.field} className={column.numeric ? 'num' : undefined}>
            {column.cell(company)}
          </td>
        ),
      )}
    </tr>
  );
}
